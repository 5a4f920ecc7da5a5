import JSONValue

/// `textDocument/codeAction`.
public struct CodeActionRequest: LSPRequest {
    public static let method = "textDocument/codeAction"
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    /// `context.diagnostics`: the diagnostics the client shows at the range.
    public var diagnostics: [Diagnostic]
    /// `context.only`: the kinds the client asks for, if it restricts them.
    public var only: [String]?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        range = try Range(json: params.member("range"))
        let context = try params.member("context")
        diagnostics = []
        for item in try context.array("diagnostics") { diagnostics.append(try Diagnostic(json: item)) }
        only = context["only"]?.arrayValue?.compactMap(\.stringValue)
    }
}
