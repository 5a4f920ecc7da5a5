import JSONValue

/// `textDocument/diagnostic` (pull diagnostics).
public struct DocumentDiagnosticRequest: LSPRequest {
    public static let method = "textDocument/diagnostic"
    public var textDocument: TextDocumentIdentifier
    public var previousResultId: String?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        previousResultId = params["previousResultId"]?.stringValue
    }
}
