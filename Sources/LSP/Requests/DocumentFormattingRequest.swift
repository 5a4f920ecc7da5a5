import JSONValue

/// `textDocument/formatting`: the edits that lay the whole document out canonically.
/// The client's `options` (tab size, spaces) are not read: KBL has one layout.
public struct DocumentFormattingRequest: LSPRequest {
    public typealias Result = [TextEdit]
    public static let method = "textDocument/formatting"
    /// The document to format.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}
