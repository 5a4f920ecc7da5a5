import JSONValue

/// `initialized`.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"

    public init(params: JSON?) throws(ResponseError) {}
}
