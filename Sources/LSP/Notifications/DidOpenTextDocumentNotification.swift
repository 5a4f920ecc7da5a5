import JSONValue

/// `textDocument/didOpen`.
public struct DidOpenTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didOpen"
    /// The document the client opened, with its text.
    public var textDocument: TextDocumentItem

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentItem(json: params.required().member("textDocument"))
    }
}
