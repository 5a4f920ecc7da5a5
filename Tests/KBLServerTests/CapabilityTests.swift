import JSONValue
@testable import KBLServer
import LSP
import Testing

/// Every capability and result shape against what the client declared (LSP 3.17): a
/// client declaring nothing gets only what needs no capability, one declaring everything
/// gets everything.
@Suite("Capabilities as the client announced them")
struct CapabilityTests {
    static let uri = "file:///caps.kbl"
    static let spec = """
    device tall {
      size 390 844
    }
    screen Chat {
      device tall
      label hint "Hi" top 10 height 20
      field message "Message" bottom 0 height 44
    }

    """

    /// What a client declaring everything kb-lsp reads declares.
    static let everything: JSON = [
        "general": ["positionEncodings": ["utf-8", "utf-16"]],
        "textDocument": [
            "publishDiagnostics": ["codeDescriptionSupport": true, "versionSupport": true, "relatedInformation": true],
            "hover": ["contentFormat": ["markdown", "plaintext"]],
            "documentSymbol": ["hierarchicalDocumentSymbolSupport": true,
                               "symbolKind": ["valueSet": .array((1...26).map { .integer(Int64($0)) })]],
            "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["quickfix"]]]],
            "rename": ["prepareSupport": true],
            "semanticTokens": ["requests": ["full": true, "range": true], "formats": ["relative"], "tokenTypes": [], "tokenModifiers": []],
            "completion": ["completionItem": ["snippetSupport": true],
                           "completionItemKind": ["valueSet": .array((1...25).map { .integer(Int64($0)) })]],
        ],
        "workspace": ["workspaceFolders": true, "didChangeWatchedFiles": ["dynamicRegistration": true],
                      "symbol": ["symbolKind": ["valueSet": .array((1...26).map { .integer(Int64($0)) })]]],
        "window": ["showDocument": ["support": true]],
    ]

    @Test func aClientDeclaringNothingGetsNoOptionsItCannotTake() throws {
        let client = try TestClient(capabilities: [:])
        let offered = try #require(client.initializeResult["capabilities"]?.objectValue)
        #expect(offered["codeActionProvider"] == nil)
        #expect(offered["renameProvider"] == true)
        #expect(offered["semanticTokensProvider"] == nil)
        #expect(offered["workspace"] == nil)
        #expect(offered["diagnosticProvider"] == nil)
        #expect(offered["positionEncoding"] == "utf-16")
        client.open(Self.uri, Self.spec)
        // Diagnostics pushed without code links (the version goes to every client: optional
        // in LSP, ignored by a client without `versionSupport`).
        let publication = try #require(client.lastPublication(Self.uri))
        #expect(publication["version"] == 1)
        #expect(publication["diagnostics"]?.arrayValue?.allSatisfy { $0["codeDescription"] == nil } == true)
        // Hover in plain text: no Markdown marks.
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                              "position": ["line": 6, "character": 10]])
        #expect(hover["contents"]?["kind"] == "plaintext")
        let text = hover["contents"]?["value"]?.stringValue ?? ""
        #expect(!text.isEmpty && !text.contains("**") && !text.contains("`") && !text.contains("|---"))
        // Completion: plain words, kinds of LSP 1 only (1 to 18).
        let list = try client.request("textDocument/completion", ["textDocument": ["uri": .string(Self.uri)],
                                                                  "position": ["line": 1, "character": 2]])
        let items = list["items"]?.arrayValue ?? []
        #expect(!items.isEmpty && items.allSatisfy { $0["insertTextFormat"] == 1 })
        #expect(items.allSatisfy { ($0["kind"]?.integerValue).map { (1...18).contains($0) } ?? true })
        // Code actions: none (it was offered none).
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.uri)],
            "range": ["start": ["line": 6, "character": 8], "end": ["line": 6, "character": 15]],
            "context": ["diagnostics": []]])
        #expect(actions.arrayValue?.isEmpty == true)
        // The outline: flat, LSP 1's symbol kinds.
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue ?? []
        #expect(!symbols.isEmpty && symbols.allSatisfy { $0["location"] != nil && (1...18).contains(Int($0["kind"]?.integerValue ?? 0)) })
    }

    @Test func aClientDeclaringEverythingGetsEverything() throws {
        let client = try TestClient(capabilities: Self.everything)
        let offered = try #require(client.initializeResult["capabilities"]?.objectValue)
        #expect(offered["codeActionProvider"] == ["codeActionKinds": ["quickfix"]])
        #expect(offered["renameProvider"] == ["prepareProvider": true])
        #expect(offered["semanticTokensProvider"]?["full"] == true && offered["semanticTokensProvider"]?["range"] == true)
        #expect(offered["workspace"] == ["workspaceFolders": ["supported": true, "changeNotifications": true]])
        #expect(offered["positionEncoding"] == "utf-8")
        client.open(Self.uri, Self.spec)
        let publication = try #require(client.lastPublication(Self.uri))
        #expect(publication["version"] == 1)
        #expect(publication["diagnostics"]?.arrayValue?.contains { $0["codeDescription"] != nil } == true)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(Self.uri)],
                                                              "position": ["line": 6, "character": 10]])
        #expect(hover["contents"]?["kind"] == "markdown")
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(Self.uri)],
            "range": ["start": ["line": 6, "character": 8], "end": ["line": 6, "character": 15]],
            "context": ["diagnostics": []]])
        #expect(actions.arrayValue?.isEmpty == false)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue ?? []
        #expect(symbols.first?["kind"] == 23 && symbols.first?["children"] != nil)
    }

    @Test func semanticTokensOnlyForAClientThatHasThem() throws {
        let tokens = try TestClient(capabilities: ["textDocument": ["semanticTokens": ["requests": ["full": ["delta": false]]]]])
        let offered = tokens.initializeResult[path: "capabilities", "semanticTokensProvider"]
        #expect(offered?["full"] == true && offered?["legend"] != nil)
        let none = try TestClient(capabilities: ["textDocument": ["hover": [:]]])
        #expect(none.initializeResult[path: "capabilities", "semanticTokensProvider"] == nil)
    }

    @Test func completionKindsFallBackToTheNearestTheClientKnows() {
        #expect(CompletionItemKind.enumMember.known(by: Set(1...18)) == .enum)
        #expect(CompletionItemKind.constant.known(by: Set(1...18)) == .value)
        #expect(CompletionItemKind.constant.known(by: Set(1...25)) == .constant)
        #expect(CompletionItemKind.constant.known(by: [1]) == nil)
        #expect(SymbolKind.struct.known(by: Set(1...18)) == .class)
    }
}
