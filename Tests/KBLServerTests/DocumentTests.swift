import KBLServer
import LSP
import Testing

@Suite("Documents, edits, encodings and diagnostics")
struct DocumentTests {
    static let spec = "screen Login {\n  field user top 400 height 44\n}\n"

    @Test func openPublishesDiagnosticsWithTheVersion() throws {
        let client = try TestClient()
        client.open("file:///login.kbl", Self.spec, version: 7)
        let publication = try #require(client.lastPublication("file:///login.kbl"))
        #expect(publication["version"] == .integer(7))
        let diagnostics = try #require(publication["diagnostics"]?.arrayValue)
        #expect(diagnostics.count == 3)
        let first = diagnostics[0]
        #expect(first["code"] == "KB001" && first["source"] == "kb-lsp" && first["severity"] == .integer(2))
        #expect(first["range"] == ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 12]])
        #expect(first["message"] == "field 'user' is covered by the keyboard in portrait by 13 pt")
        #expect(first["codeDescription"]?["href"] == "file:///docs/diagnostics.md#kb001")
    }

    @Test func incrementalAndFullChanges() throws {
        let client = try TestClient()
        let uri = "file:///login.kbl"
        client.open(uri, Self.spec)
        // Move the field up: replace "400" (line 1, characters 17..<20) with "10".
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 17], "end": ["line": 1, "character": 20]], "text": "10"]],
        ])
        #expect(client.lastPublication(uri)?["version"] == .integer(2))
        #expect(client.diagnostics(uri).isEmpty)
        // Two changes in one notification apply in order.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 3],
            "contentChanges": [
                ["range": ["start": ["line": 1, "character": 17], "end": ["line": 1, "character": 19]], "text": "600"],
                ["range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 7]], "text": "textarea"],
            ],
        ])
        #expect(client.diagnostics(uri).first?["message"] == "textarea 'user' is covered by the keyboard in portrait: it reaches 213 pt below the keyboard's top (all 44 pt of it covered)")
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 4], "contentChanges": [["text": "screen S {\n  field a top 1 height 2 ;\n}\n"]],
        ])
        #expect(client.diagnostics(uri).map { $0["code"] } == ["KB100"])
    }

    @Test func utf16AndUTF8Columns() throws {
        let text = "screen S {\n  label l \"👋\" top 1 height 2 ;\n}\n"
        let utf16 = try TestClient()
        utf16.open("file:///u.kbl", text)
        #expect(utf16.diagnostics("file:///u.kbl").first?["range"]?["start"]?["character"] == .integer(30))
        let utf8 = try TestClient(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        utf8.open("file:///u.kbl", text)
        #expect(utf8.diagnostics("file:///u.kbl").first?["range"]?["start"]?["character"] == .integer(32))
        let utf32 = try TestClient(capabilities: ["general": ["positionEncodings": ["utf-32"]]])
        utf32.open("file:///u.kbl", text)
        #expect(utf32.diagnostics("file:///u.kbl").first?["range"]?["start"]?["character"] == .integer(29))
        // An edit after the emoji, in UTF-16 units: delete the stray ';' (30..<31).
        utf16.notify("textDocument/didChange", [
            "textDocument": ["uri": "file:///u.kbl", "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 30], "end": ["line": 1, "character": 31]], "text": ""]],
        ])
        #expect(utf16.diagnostics("file:///u.kbl").isEmpty)
    }

    @Test func outOfRangePositionsAreClamped() throws {
        let client = try TestClient()
        let uri = "file:///c.kbl"
        client.open(uri, "screen S {\n}\n")
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 99, "character": 5], "end": ["line": 120, "character": 0]], "text": "screen T {\n}\n"]],
        ])
        #expect(client.diagnostics(uri).isEmpty)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 500, "character": 900]])
        #expect(hover == .null)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        #expect(symbols.arrayValue?.compactMap { $0["name"]?.stringValue } == ["S", "T"])
    }

    @Test func closeClearsAndSaveReanalyses() throws {
        let client = try TestClient()
        let uri = "file:///s.kbl"
        client.open(uri, Self.spec)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)], "text": "screen S {\n}\n"])
        #expect(client.diagnostics(uri).isEmpty)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)], "text": .string(Self.spec)])
        #expect(client.diagnostics(uri).count == 3)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(client.lastPublication(uri)?["diagnostics"] == [])
        #expect(client.lastPublication(uri)?["version"] == nil)
    }

    @Test func pullDiagnosticsWhenTheClientSupportsThem() throws {
        let client = try TestClient(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
        let uri = "file:///p.kbl"
        client.open(uri, Self.spec)
        #expect(client.published.isEmpty)
        let report = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)]])
        #expect(report["kind"] == "full" && report["items"]?.arrayValue?.count == 3)
        let again = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": report["resultId"] ?? .null])
        #expect(again["kind"] == "unchanged")
    }
}
