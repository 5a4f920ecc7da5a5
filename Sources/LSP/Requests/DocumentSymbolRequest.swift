import JSONValue

/// `textDocument/documentSymbol`.
public struct DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}
