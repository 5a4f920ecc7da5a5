import JSONValue

/// `exit`: stop, with status 0 after `shutdown` and 1 without.
public struct ExitNotification: LSPNotification {
    public static let method = "exit"

    public init(params: JSON?) throws(ResponseError) {}
}
