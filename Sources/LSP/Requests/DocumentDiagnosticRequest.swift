import JSONValue

/// `textDocument/diagnostic` (pull diagnostics).
public struct DocumentDiagnosticRequest: LSPRequest {
    public typealias Result = DocumentDiagnosticReport
    public static let method = "textDocument/diagnostic"
    /// The document whose diagnostics the client pulls.
    public var textDocument: TextDocumentIdentifier
    /// The `resultId` of the report the client holds, if any.
    public var previousResultId: String?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        previousResultId = params["previousResultId"]?.stringValue
    }
}

/// A document's pulled diagnostics: all of them, or word that those of the client's
/// `previousResultId` still hold.
public enum DocumentDiagnosticReport: Hashable, Sendable, JSONEncodable {
    /// Every diagnostic of the document, and the id of this result.
    case full(resultID: String, items: [Diagnostic])
    /// The report with id `resultID` still holds.
    case unchanged(resultID: String)

    public var json: JSON {
        switch self {
        case .full(let resultID, let items):
            return ["kind": "full", "resultId": .string(resultID), "items": items.json]
        case .unchanged(let resultID):
            return ["kind": "unchanged", "resultId": .string(resultID)]
        }
    }
}
