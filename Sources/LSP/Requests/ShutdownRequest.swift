import JSONValue

/// `shutdown`: answer, then wait for `exit`.
public struct ShutdownRequest: LSPRequest {
    public static let method = "shutdown"

    public init(params: JSON?) throws(ResponseError) {}
}
