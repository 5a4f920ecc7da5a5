import JSONValue
import LSP
import Testing

@Suite("Results: each request's typed result, written as LSP 3.17 shapes it")
struct ResultTests {
    private let range = LSP.Range(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))

    @Test func initializeResult() {
        let result = InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: .utf8,
                textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
                hoverProvider: true, codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix]),
                documentSymbolProvider: true, diagnosticProvider: nil),
            serverInfo: ServerInfo(name: "s", version: "1"))
        #expect(result.json.serialized() == #"{"capabilities":{"positionEncoding":"utf-8","#
            + #""textDocumentSync":{"openClose":true,"change":2,"save":{"includeText":false}},"hoverProvider":true,"#
            + #""codeActionProvider":{"codeActionKinds":["quickfix"]},"documentSymbolProvider":true},"#
            + #""serverInfo":{"name":"s","version":"1"}}"#)
        var pulling = result.capabilities
        pulling.diagnosticProvider = DiagnosticOptions(interFileDependencies: false, workspaceDiagnostics: false)
        #expect(pulling.json["diagnosticProvider"] == ["interFileDependencies": false, "workspaceDiagnostics": false])
    }

    @Test func completionListAndCapabilities() throws {
        let item = CompletionItem(label: "size", kind: .property, detail: "d", sortText: "000",
                                  textEdit: TextEdit(range: range, newText: "size ${1:375}"), insertTextFormat: .snippet)
        let list = CompletionList(items: [item])
        #expect(list.json == ["isIncomplete": false, "items": [[
            "label": "size", "kind": 10, "detail": "d", "sortText": "000",
            "textEdit": ["range": range.json, "newText": "size ${1:375}"], "insertTextFormat": 2,
        ]]])
        let bare = CompletionItem(label: "center", kind: .keyword, textEdit: TextEdit(range: range, newText: "center"))
        #expect(bare.json["detail"] == nil && bare.json["insertTextFormat"] == 1)
        #expect(CompletionOptions(triggerCharacters: [" "]).json == ["triggerCharacters": [" "], "resolveProvider": false])
        let request = try CompletionRequest(params: ["textDocument": ["uri": "file:///a.kbl"], "position": ["line": 1, "character": 2]])
        #expect(request.position == Position(line: 1, character: 2))
        #expect(throws: ResponseError.self) { try CompletionRequest(params: ["textDocument": ["uri": "file:///a.kbl"]]) }
        let snippets = ClientCapabilities(json: ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]])
        #expect(snippets.supportsSnippets)
        #expect(!ClientCapabilities(json: ["textDocument": ["completion": [:]]]).supportsSnippets)
    }

    @Test func diagnosticReports() {
        #expect(DocumentDiagnosticReport.unchanged(resultID: "2:a").json == ["kind": "unchanged", "resultId": "2:a"])
        let full = DocumentDiagnosticReport.full(resultID: "3:a", items: [])
        #expect(full.json.serialized() == #"{"kind":"full","resultId":"3:a","items":[]}"#)
    }

    @Test func noHoverIsNull() {
        let nothing: HoverRequest.Result = nil
        #expect(nothing.json == .null)
        #expect(NullResult().json == .null)
    }

    @Test func flatSymbolsNameTheirContainer() {
        func symbol(_ name: String, _ children: [DocumentSymbol] = []) -> DocumentSymbol {
            DocumentSymbol(name: name, detail: nil, kind: .namespace, range: range, selectionRange: range, children: children)
        }
        let flat = [symbol("a", [symbol("b", [symbol("c")]), symbol("d")]), symbol("e")].flattened(in: "file:///x")
        #expect(flat.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(flat.map(\.containerName) == [nil, "a", "b", "a", nil])
        #expect(flat[2].json == ["name": "c", "kind": 3, "containerName": "b",
                                 "location": ["uri": "file:///x", "range": range.json]])
        #expect(flat[0].json["containerName"] == nil)
    }

    @Test func codeActionKindsTheClientWants() throws {
        func request(only: JSON?) throws -> CodeActionRequest {
            var context: JSONObject = ["diagnostics": []]
            context["only"] = only
            return try CodeActionRequest(params: ["textDocument": ["uri": "file:///x"], "range": range.json, "context": .object(context)])
        }
        #expect(try request(only: nil).wants(.quickFix))
        #expect(try request(only: ["quickfix"]).wants(.quickFix))
        #expect(try request(only: [""]).wants(.quickFix))
        #expect(try request(only: ["refactor", "source"]).wants(.quickFix) == false)
        #expect(try request(only: ["refactor"]).wants(CodeActionKind(rawValue: "refactor.extract")))
        #expect(try request(only: ["refactor.extract"]).wants(CodeActionKind(rawValue: "refactor")) == false)
    }

    @Test func publicationsWrittenStraightToBytesAreTheirMessage() throws {
        let diagnostics = [
            LSP.Diagnostic(range: range, severity: .warning, code: "KB001", codeDescription: "file:///d.md#kb001",
                           source: "kb-lsp", message: "field \"é\" is\ncovered 😀"),
            LSP.Diagnostic(range: range, severity: .error, code: "KB100", source: "kb-lsp", message: "x"),
        ]
        for notification in [
            PublishDiagnosticsNotification(uri: "file:///a.kbl", version: 3, diagnostics: diagnostics),
            PublishDiagnosticsNotification(uri: "file:///a.kbl", version: nil, diagnostics: []),
        ] {
            #expect(try JSON(parsing: notification.messageBytes) == notification.message)
        }
    }
}
