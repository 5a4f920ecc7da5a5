import DocumentAnalysis
import Foundation
import JSONValue
@testable import KBLServer
import LSP
import SpecParser
import Testing
import TestSupport

/// Storyboards and xibs in the editor: diagnostics after every change, hover, inlay
/// hints, the outline, code lenses and previews; empty answers to KBL's text features.
@Suite("Storyboards and xibs in the server")
struct InterfaceBuilderDocumentTests {
    static let uri = "file:///project/SignIn.storyboard"
    /// examples/sign-in.storyboard: two fields the keyboard covers in landscape on the iPhone SE.
    static let signIn: String = {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: repository.appendingPathComponent("examples/sign-in.storyboard"), encoding: .utf8)) ?? ""
    }()

    /// The zero-based line of the first line holding `text`.
    static func line(of text: String, in document: String = signIn) throws -> Int {
        try #require(document.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) })
    }

    static func opened(_ text: String = signIn, languageID: String = "xml", capabilities: JSON = TestClient.neovimLike,
                       server: Server = Server()) throws -> TestClient {
        let client = try TestClient(capabilities: capabilities, server: server)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(languageID),
                                                                "version": 1, "text": .string(text)]])
        return client
    }

    static func change(_ client: TestClient, to text: String, version: Int) {
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
                                                 "contentChanges": [["text": .string(text)]]])
    }

    /// The diagnostics lint gives the same bytes, as (line, code).
    static func linted(_ text: String, analyzer: DocumentAnalyzer = DocumentAnalyzer()) -> [[String]] {
        let lines = LineIndex(text)
        return analyzer.analyze(Array(text.utf8)).diagnostics.map {
            ["\(lines.line(containing: $0.range.start))", $0.code.rawValue, $0.message]
        }
    }

    static func published(_ client: TestClient) -> [[String]] {
        client.diagnostics(uri).map {
            ["\($0[path: "range", "start", "line"]?.integerValue ?? -1)", $0["code"]?.stringValue ?? "", $0["message"]?.stringValue ?? ""]
        }
    }

    @Test(arguments: ["xml", "storyboard", "plaintext", ""])
    func diagnosticsArePublishedWhateverTheLanguageID(_ languageID: String) throws {
        let client = try Self.opened(languageID: languageID)
        let published = Self.published(client)
        #expect(published == Self.linted(Self.signIn))
        #expect(published.map { $0[1] } == ["KB001", "KB001"])
        #expect(published.first?[0] == "\(try Self.line(of: "placeholder=\"Email\""))")
        #expect(published.first?[2].contains("textField 'emailField'") == true)
    }

    @Test func eachChangeReadsTheXMLAnew() throws {
        let client = try Self.opened()
        // Half-typed: an unclosed tag and a stray `&`: one KB300 where libxml2 stops.
        let broken = Self.signIn.replacingOccurrences(of: "<label ", with: "<label & ")
        Self.change(client, to: broken, version: 2)
        let unreadable = Self.published(client)
        #expect(unreadable.map { $0[1] } == ["KB300"])
        #expect(unreadable == Self.linted(broken))
        #expect(client.lastPublication(Self.uri)?["version"] == 2)
        // Mended: the findings come back, at the new version.
        Self.change(client, to: Self.signIn, version: 3)
        #expect(Self.published(client) == Self.linted(Self.signIn))
        #expect(client.lastPublication(Self.uri)?["version"] == 3)
    }

    @Test func anOutletToAnElementThatIsGoneGetsADiagnostic() throws {
        let client = try Self.opened()
        // The email field's id changed: its outlet points nowhere.
        let moved = Self.signIn.replacingOccurrences(of: "id=\"QW6-49-sl8\"", with: "id=\"QW6-49-sl9\"")
        Self.change(client, to: moved, version: 2)
        #expect(Self.published(client) == Self.linted(moved))
        #expect(Self.published(client).contains { $0[1] == "KB303" })
    }

    @Test func aDocumentOverTheSizeLimitGetsOneDiagnosticAndStaysEditable() throws {
        let huge = Self.signIn + "<!--" + String(repeating: "x", count: DocumentAnalyzer.largestDocument) + "-->"
        let client = try Self.opened(huge)
        #expect(Self.published(client).map { $0[1] } == ["KB300"])
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                             "position": ["line": 0, "character": 0]])
        #expect(hover == .null)
        Self.change(client, to: Self.signIn, version: 2)
        #expect(Self.published(client).map { $0[1] } == ["KB001", "KB001"])
    }

    @Test func hoverOnAFieldTagShowsItsFramesAndShiftPerGeometry() throws {
        let client = try Self.opened()
        let line = try Self.line(of: "placeholder=\"Email\"")
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                             "position": ["line": .integer(Int64(line)), "character": 40]])
        let markdown = try #require(hover[path: "contents", "value"]?.stringValue)
        #expect(hover[path: "contents", "kind"] == "markdown")
        #expect(markdown.hasPrefix("**textField `emailField`** in screen `SignInViewController`, strategy `avoid none`"))
        #expect(markdown.contains("| iphone-se | portrait | 181 | 34 | 407 | none | 0 pt | yes |"))
        #expect(markdown.contains("| iphone-se | landscape | 161 | 34 | 175 | 20 pt | 0 pt | **no** |"))
        #expect(hover[path: "range", "start", "line"] == .integer(Int64(line)))
    }

    @Test func hoverIsPlainTextForAClientWithoutMarkdown() throws {
        let plain: JSON = ["textDocument": ["hover": ["contentFormat": ["plaintext"]]]]
        let client = try Self.opened(capabilities: plain)
        let line = try Self.line(of: "placeholder=\"Password\"")
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                             "position": ["line": .integer(Int64(line)), "character": 30]])
        let text = try #require(hover[path: "contents", "value"]?.stringValue)
        #expect(hover[path: "contents", "kind"] == "plaintext")
        #expect(text.hasPrefix("textField passwordField in screen SignInViewController"))
        #expect(!text.contains("|") && !text.contains("**"))
    }

    @Test func hoverOnAViewAndOnTheControllerAndElsewhere() throws {
        let client = try Self.opened()
        func hover(_ text: String) throws -> String? {
            let line = try Self.line(of: text)
            return try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                            "position": ["line": .integer(Int64(line)), "character": 30]])[path: "contents", "value"]?.stringValue
        }
        let button = try #require(try hover("<button "))
        #expect(button.contains("| device | orientation | top | height |") && !button.contains("keyboard top"))
        let screen = try #require(try hover("<viewController "))
        #expect(screen.hasPrefix("**screen `SignInViewController`**, strategy `avoid none`"))
        #expect(screen.contains("| iphone-se | landscape | 375 | 0 | 175 |"))
        #expect(try hover("<outlet property=\"emailField\"") == nil)
    }

    @Test func twoDevicesGiveRowsAndHintsForEach() throws {
        let server = Server()
        server.documentAnalyzerForDocument = { _ in (DocumentAnalyzer(devices: ["iphone-se", "iphone-16"]), nil) }
        let client = try Self.opened(server: server)
        let line = try Self.line(of: "placeholder=\"Email\"")
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                             "position": ["line": .integer(Int64(line)), "character": 30]])
        let markdown = try #require(hover[path: "contents", "value"]?.stringValue)
        #expect(markdown.contains("| iphone-se | landscape |") && markdown.contains("| iphone-16 | landscape |"))
        let hints = try client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(Self.uri)],
                                                                 "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]]])
        let label = try #require(hints.arrayValue?.first?["label"]?.stringValue)
        #expect(label.hasPrefix("iphone-se ") && label.contains(" │ iphone-16 "))
    }

    @Test func inlayHintsSitAtTheEndOfEachFieldsTagLine() throws {
        let client = try Self.opened()
        let lines = Self.signIn.split(separator: "\n", omittingEmptySubsequences: false)
        let hints = try #require(try client.request("textDocument/inlayHint", [
            "textDocument": ["uri": .string(Self.uri)], "range": ["start": ["line": 0, "character": 0], "end": ["line": 200, "character": 0]],
        ]).arrayValue)
        let email = try Self.line(of: "placeholder=\"Email\"")
        #expect(hints.count == 2)
        #expect(hints.first?[path: "position", "line"] == .integer(Int64(email)))
        #expect(hints.first?[path: "position", "character"] == .integer(Int64(lines[email].utf16.count)))
        #expect(hints.first?["label"] == "– · – ⚠")
        #expect(hints.first?["tooltip"]?.stringValue?.contains("landscape: no shift, not fully visible") == true)
        // Only the requested lines.
        let none = try client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(Self.uri)],
                                                                "range": ["start": ["line": 0, "character": 0], "end": ["line": 5, "character": 0]]])
        #expect(none.arrayValue?.isEmpty == true)
    }

    @Test func theOutlineHasTheScreenThenItsViews() throws {
        let client = try Self.opened()
        let symbols = try #require(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue)
        #expect(symbols.map { $0["name"] } == ["SignInViewController"])
        let root = try #require(symbols.first?["children"]?.arrayValue?.first)
        let names = root["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
        #expect(names?.contains("emailField") == true && names?.contains("passwordField") == true)
        let email = try #require(root["children"]?.arrayValue?.first { $0["name"] == "emailField" })
        #expect(email["detail"] == "textField")
        #expect(email[path: "selectionRange", "start", "line"] == .integer(Int64(try Self.line(of: "placeholder=\"Email\""))))
        // The field's range holds its end tag.
        #expect(email[path: "range", "end", "line"] == .integer(Int64(try Self.line(of: "placeholder=\"Email\"") + 4)))
    }

    @Test func codeLensesAndThePreview() throws {
        let client = try Self.opened()
        let lenses = try #require(try client.request("textDocument/codeLens", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue)
        #expect(lenses.map { $0[path: "command", "title"] } == ["2 fields covered in landscape, 2 not fully visible", "Preview"])
        let svg = try client.request("workspace/executeCommand", ["command": "kb-lsp.renderScreen",
                                                                 "arguments": [.string(Self.uri), "SignInViewController"]])
        #expect(svg["svg"]?.stringValue?.contains("emailField") == true)
        #expect(throws: ResponseError.self) {
            try client.request("workspace/executeCommand", ["command": "kb-lsp.renderScreen", "arguments": [.string(Self.uri), "Nowhere"]])
        }
    }

    @Test func textFeaturesOfKBLAnswerNothing() throws {
        let client = try Self.opened()
        let document: JSON = ["uri": .string(Self.uri)]
        let position: JSON = ["line": 40, "character": 30]
        #expect(try client.request("textDocument/formatting", ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]]) == [])
        #expect(try client.request("textDocument/completion", ["textDocument": document, "position": position]) == [])
        #expect(try client.request("textDocument/rename", ["textDocument": document, "position": position, "newName": "x"]) == .null)
        #expect(try client.request("textDocument/definition", ["textDocument": document, "position": position]) == .null)
        #expect(try client.request("textDocument/foldingRange", ["textDocument": document]) == [])
        #expect(try client.request("textDocument/semanticTokens/full", ["textDocument": document]) == ["data": []])
        let range: JSON = ["start": position, "end": position]
        #expect(try client.request("textDocument/codeAction", ["textDocument": document, "range": range,
                                                               "context": ["diagnostics": []]]) == [])
        // The workspace's symbols are KBL's: the storyboard adds none.
        #expect(try client.request("workspace/symbol", ["query": ""]) == [])
    }

    @Test func aPullClientPullsTheSameDiagnosticsAndAConfigurationChangeShows() throws {
        let server = Server()
        var devices = ["iphone-se"]
        server.documentAnalyzerForDocument = { _ in (DocumentAnalyzer(devices: devices), nil) }
        let client = try Self.opened(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]], server: server)
        #expect(client.published.isEmpty)
        let first = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(first["kind"] == "full")
        #expect(first["items"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001"])
        let resultID = try #require(first["resultId"])
        let same = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)], "previousResultId": resultID])
        #expect(same["kind"] == "unchanged")
        devices = ["iphone-se", "iphone-16"]
        let changed = try client.request("textDocument/diagnostic", ["textDocument": ["uri": .string(Self.uri)], "previousResultId": resultID])
        #expect(changed["kind"] == "full")
        #expect(changed["items"]?.arrayValue?.count == Self.linted(Self.signIn, analyzer: DocumentAnalyzer(devices: devices)).count)
    }

    @Test func closingAStoryboardClearsItsDiagnostics() throws {
        let client = try Self.opened()
        #expect(!Self.published(client).isEmpty)
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(client.lastPublication(Self.uri)?["diagnostics"] == [])
        #expect(throws: ResponseError.self) {
            try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)], "position": ["line": 0, "character": 0]])
        }
    }
}
