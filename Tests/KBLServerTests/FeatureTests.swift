import KBLServer
import LSP
import Testing
import TestSupport

@Suite("Hover, code actions and document symbols")
struct FeatureTests {
    static let signIn = Fixture("""
    device ⟦⟧tall-phone {
      size 390 844
      keyboard 291 209
      status-bar 47 0
    }

    screen ⟦⟧SignIn {
      device tall-phone
      navigation-bar 44 32
      accessory 44
      avoid shift padding 8

      view form outlets {
        label title "Welcome back" top 24 height 34
        field email "Email" below title 16 height 44
        field password "Password" below email 8 height 44 ⟦⟧
        textarea ⟦⟧note "Note" bottom 20 height 120
      }
    }
    """)

    @Test func hoverOnAFieldShowsTheShiftPerOrientation() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", Self.signIn.text)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///s.kbl"], "position": Self.signIn.position(3)])
        let markdown = try #require(hover["contents"]?["value"]?.stringValue)
        #expect(hover["contents"]?["kind"] == "markdown")
        #expect(markdown.contains("**textarea `note`** in screen `SignIn` on `tall-phone`, strategy `avoid shift`"))
        #expect(markdown.contains("| portrait | 509 | 704 | 824 | 315 pt | 323 pt | yes |"))
        #expect(markdown.contains("| landscape | 137 | 250 | 370 | 233 pt | 241 pt | **no** |"))
        #expect(hover["range"]?["start"]?["line"] == .integer(16))
        // Anywhere on the header line works, here past its end.
        let onLine = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///s.kbl"], "position": Self.signIn.position(2)])
        #expect(onLine["contents"]?["value"]?.stringValue?.contains("| landscape | 137 | 158 | 202 | 65 pt | 73 pt | yes |") == true)
    }

    @Test func hoverOnScreensAndDevices() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", Self.signIn.text)
        let screen = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///s.kbl"], "position": Self.signIn.position(1)])
        #expect(screen["contents"]?["value"]?.stringValue?.contains("| portrait | 844 | 91 | 509 |") == true)
        #expect(screen["contents"]?["value"]?.stringValue?.contains("| landscape | 390 | 32 | 137 |") == true)
        let device = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///s.kbl"], "position": Self.signIn.position(0)])
        #expect(device["contents"]?["value"]?.stringValue?.contains("| portrait | 844 | 47 | 553 |") == true)
    }

    @Test func quickFixesRemoveTheFieldsDiagnostics() throws {
        let text = "screen Chat {\n  field message bottom 0 height 44\n  label hint top 10 height 20\n}\n"
        let client = try TestClient()
        client.open("file:///c.kbl", text)
        let diagnostics = client.diagnostics("file:///c.kbl")
        #expect(diagnostics.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001"])
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///c.kbl"], "range": ["start": ["line": 1, "character": 10], "end": ["line": 1, "character": 10]],
            "context": ["diagnostics": .array(diagnostics)],
        ]).arrayValue)
        #expect(actions.compactMap { $0["title"]?.stringValue } == [
            "Embed 'message' in a scroll container", "Add constraint outlets in a new view 'content'", "Ignore KB001 on this line"])
        for action in actions {
            #expect(action["kind"] == "quickfix")
            #expect(action["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001"])
            let edits = try #require(action["edit"]?["changes"]?["file:///c.kbl"]?.arrayValue)
            let fixed = try applying(edits, to: text)
            let check = try TestClient()
            check.open("file:///fixed.kbl", fixed)
            let remaining = check.diagnostics("file:///fixed.kbl").compactMap { $0["code"]?.stringValue }
            #expect(!remaining.contains { ["KB001", "KB004", "KB005"].contains($0) || $0 >= "KB100" }, "\(fixed)")
        }
        // Only quick fixes are offered, and a request restricted to another kind gets none.
        let refactors = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///c.kbl"], "range": diagnostics[0]["range"] ?? .null,
            "context": ["diagnostics": [], "only": ["refactor"]],
        ])
        #expect(refactors == [])
    }

    @Test func ignoringAFindingSilencesItInTheServerAsInTheLinter() throws {
        let text = "screen Chat {\n  field message bottom 0 height 44 # kb-lsp: ignore KB006\n  label hint top 10 height 20\n}\n"
        let client = try TestClient()
        client.open("file:///c.kbl", text)
        let diagnostics = client.diagnostics("file:///c.kbl")
        #expect(diagnostics.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001", "KB200"])
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///c.kbl"], "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 60]],
            "context": ["diagnostics": .array(diagnostics)],
        ]).arrayValue)
        // KB200 has no ignore fix of its own; KB001's is linked to both orientations.
        let ignore = try #require(actions.first { $0["title"] == "Ignore KB001 on this line" })
        #expect(!actions.contains { $0["title"] == "Ignore KB200 on this line" })
        #expect(ignore["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001"])
        let edits = try #require(ignore["edit"]?["changes"]?["file:///c.kbl"]?.arrayValue)
        let fixed = try applying(edits, to: text)
        #expect(fixed.contains("height 44 # kb-lsp: ignore KB006, KB001\n"))
        let check = try TestClient()
        check.open("file:///fixed.kbl", fixed)
        #expect(check.diagnostics("file:///fixed.kbl").compactMap { $0["code"]?.stringValue } == ["KB200"])
        // KB200's own fix removes what silences nothing.
        let removal = try #require(actions.first { $0["title"] == "Remove the suppression" })
        #expect(removal["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["KB200"])
        let removed = try applying(try #require(removal["edit"]?["changes"]?["file:///c.kbl"]?.arrayValue), to: text)
        #expect(removed == text.replacingOccurrences(of: " # kb-lsp: ignore KB006", with: ""))
    }

    @Test func ignoringTheSameCodeOnTwoLinesIsTwoActions() throws {
        let text = "screen Chat {\n  field a bottom 0 height 44\n  field b bottom 50 height 44\n}\n"
        let client = try TestClient()
        client.open("file:///c.kbl", text)
        let diagnostics = client.diagnostics("file:///c.kbl")
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///c.kbl"], "range": ["start": ["line": 0, "character": 0], "end": ["line": 4, "character": 0]],
            "context": ["diagnostics": .array(diagnostics)],
        ]).arrayValue)
        let ignores = actions.filter { $0["title"] == "Ignore KB001 on this line" }
        #expect(ignores.count == 2)
        for (line, action) in zip([1, 2], ignores) {
            let linked = action["diagnostics"]?.arrayValue?.compactMap { $0["range"]?["start"]?["line"]?.integerValue }
            #expect(linked == [Int64(line), Int64(line)])
            let edits = try #require(action["edit"]?["changes"]?["file:///c.kbl"]?.arrayValue)
            #expect(edits.compactMap { $0["range"]?["start"]?["line"]?.integerValue } == [Int64(line)])
        }
    }

    @Test func documentSymbolsAreHierarchical() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", Self.signIn.text)
        let symbols = try #require(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///s.kbl"]]).arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["tall-phone", "SignIn"])
        #expect(symbols.compactMap { $0["kind"]?.integerValue } == [23, 5])
        let form = try #require(symbols[1]["children"]?[0])
        #expect(form["name"] == "form" && form["kind"] == .integer(3))
        #expect(form["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["title", "email", "password", "note"])
        #expect(form["children"]?[1]?["detail"] == "field \"Email\"")
        #expect(form["children"]?[3]?["selectionRange"]?["start"] == Self.signIn.position(3))
    }

    @Test func documentSymbolsAreFlatForClientsThatCannotNestThem() throws {
        // No `hierarchicalDocumentSymbolSupport`: SymbolInformation[] (LSP 3.17), in document
        // order, each element naming its screen or container.
        let client = try TestClient(capabilities: ["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": false]]])
        client.open("file:///s.kbl", Self.signIn.text)
        let symbols = try #require(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///s.kbl"]]).arrayValue)
        #expect(symbols.compactMap { $0["name"]?.stringValue } == ["tall-phone", "SignIn", "form", "title", "email", "password", "note"])
        #expect(symbols.map { $0["containerName"]?.stringValue } == [nil, nil, "SignIn", "form", "form", "form", "form"])
        // Nor a `symbolKind.valueSet`: LSP 1's kinds only, so the device (a struct, 23) is a class.
        #expect(symbols.compactMap { $0["kind"]?.integerValue } == [5, 5, 3, 15, 8, 8, 8])
        for symbol in symbols {
            let keys = Set(symbol.objectValue?.keys ?? [])
            #expect(keys.isSubset(of: ["name", "kind", "location", "containerName"]))
            #expect(symbol["location"]?["uri"] == "file:///s.kbl")
        }
        // The location is the element's whole range, which starts before its name.
        let note = try #require(symbols.last?["location"]?["range"])
        #expect(note["start"] == ["line": 16, "character": 4])
        #expect(note["end"]?["line"] == .integer(16))
        // A client that says nothing about symbols gets the flat list too.
        let plain = try TestClient(capabilities: [:])
        plain.open("file:///s.kbl", Self.signIn.text)
        let flat = try plain.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///s.kbl"]])
        #expect(flat.arrayValue?.count == 7 && flat[0]?["children"] == nil)
    }
}
