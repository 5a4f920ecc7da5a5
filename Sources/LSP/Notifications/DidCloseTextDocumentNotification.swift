import JSONValue

/// `textDocument/didClose`.
public struct DidCloseTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didClose"
    /// The document the client closed.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}
