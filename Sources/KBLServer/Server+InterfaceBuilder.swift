import JSONValue
import KeyboardAnalysis
import LSP

/// Storyboards and xibs in the editor (ib.md section 9): their diagnostics, hover, inlay
/// hints, outline, code lenses and previews. The requests that edit, complete or navigate
/// text are KBL's alone: on these documents they get empty answers, never KBL's answers
/// to XML, and the server's capabilities stay those it offers for KBL.
extension Server {
    /// The answer to a request about an open storyboard or xib; nil for any other request.
    func answerAboutInterfaceBuilderDocument(_ method: String, params: JSON?) throws(ResponseError) -> JSON? {
        guard let uri = params?[path: "textDocument", "uri"]?.stringValue,
              documents[uri]?.format == .interfaceBuilder else { return nil }
        switch method {
        case HoverRequest.method: return try answer(params, with: documentHover)
        case InlayHintRequest.method: return try answer(params, with: documentInlayHints)
        case DocumentSymbolRequest.method: return try answer(params, with: documentOutline)
        case CodeLensRequest.method: return try answer(params, with: documentCodeLenses)
        case DocumentDiagnosticRequest.method: return try answer(params, with: pullDocumentDiagnostics)
        case CodeActionRequest.method, CompletionRequest.method, DocumentFormattingRequest.method,
             DocumentRangeFormattingRequest.method, FoldingRangeRequest.method, ReferencesRequest.method,
             DocumentHighlightRequest.method:
            return []
        case SemanticTokensFullRequest.method, SemanticTokensRangeRequest.method:
            return ["data": []]
        case DefinitionRequest.method, PrepareRenameRequest.method, RenameRequest.method:
            return JSON.null
        default:
            return nil
        }
    }

    /// The current analysis of an open storyboard or xib.
    func interfaceBuilderSnapshot(of document: Document) -> InterfaceBuilderSnapshot {
        document.interfaceBuilderSnapshot(using: documentAnalyzer(for: document.uri))
    }

    /// The `publishDiagnostics` message of a storyboard or xib, written whole.
    func interfaceBuilderPublication(of document: Document) -> [UInt8] {
        let snapshot = interfaceBuilderSnapshot(of: document)
        let converter = PositionConverter(lines: snapshot.lines, encoding: encoding)
        return PublishDiagnosticsNotification.messageBytes(uri: document.uri, version: snapshot.version) { writer in
            for diagnostic in snapshot.analysis.diagnostics {
                lspDiagnostic(diagnostic, converter: converter).write(to: &writer)
            }
        }
    }

    private func pullDocumentDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        let snapshot = try interfaceBuilderSnapshot(of: document(request.textDocument.uri))
        let resultID = "\(snapshot.version):\(String(UInt(bitPattern: snapshot.analyzer.hashValue), radix: 16))"
        if request.previousResultId == resultID { return .unchanged(resultID: resultID) }
        let converter = PositionConverter(lines: snapshot.lines, encoding: encoding)
        return .full(resultID: resultID, items: snapshot.analysis.diagnostics.map { lspDiagnostic($0, converter: converter) })
    }
}
