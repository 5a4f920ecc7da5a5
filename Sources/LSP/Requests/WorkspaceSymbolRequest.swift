import JSONValue

/// `workspace/symbol`.
public struct WorkspaceSymbolRequest: LSPRequest {
    public typealias Result = [SymbolInformation]
    public static let method = "workspace/symbol"
    /// What the user typed; empty asks for every symbol.
    public var query: String

    public init(params: JSON?) throws(ResponseError) {
        query = try params.required()["query"]?.stringValue ?? ""
    }
}
