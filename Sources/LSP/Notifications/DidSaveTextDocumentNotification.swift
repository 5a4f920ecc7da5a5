import JSONValue

/// `textDocument/didSave`; `text` is present when the client includes it.
public struct DidSaveTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didSave"
    /// The document the client saved.
    public var textDocument: TextDocumentIdentifier
    /// The saved text, if the client sends it.
    public var text: String?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        text = params["text"]?.stringValue
    }
}
