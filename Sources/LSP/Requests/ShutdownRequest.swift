import JSONValue

/// `shutdown`: answer, then wait for `exit`.
public struct ShutdownRequest: LSPRequest {
    public typealias Result = NullResult
    public static let method = "shutdown"

    public init(params: JSON?) throws(ResponseError) {}
}

/// The result of a request that answers with nothing: JSON `null`.
public struct NullResult: Hashable, Sendable, JSONEncodable {
    /// The null result.
    public init() {}

    public var json: JSON { .null }
}
