import JSONValue
import Testing
import TestSupport

@Suite("Hostile documents: every request answers, nothing recurses on the document's depth")
struct HostileDocumentTests {
    @Test(arguments: [10_000, 100_000])
    func everyRequestAnswersOnADeeplyNestedDocument(depth: Int) throws {
        let client = try TestClient()
        let uri = "file:///deep.kbl"
        client.open(uri, deeplyNestedSpec(depth: depth))
        #expect(client.diagnostics(uri).count == 1)
        let document: JSON = ["textDocument": ["uri": .string(uri)]]
        let symbols = try client.request("textDocument/documentSymbol", document)
        #expect(symbols.arrayValue?.count == 1)
        let folding = try #require(try client.request("textDocument/foldingRange", document).arrayValue)
        #expect(folding.count >= 100)
        let tokens = try client.request("textDocument/semanticTokens/full", document)
        #expect((tokens["data"]?.arrayValue?.count ?? 0) > 0)
        let deepLine: JSON = ["line": .integer(Int64(depth / 2)), "character": 6]
        for method in ["textDocument/hover", "textDocument/definition", "textDocument/references",
                       "textDocument/documentHighlight", "textDocument/prepareRename"] {
            _ = try client.request(method, ["textDocument": ["uri": .string(uri)], "position": deepLine,
                                            "context": ["includeDeclaration": true]])
        }
        let formatting = try client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)],
                                                                     "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting.arrayValue?.isEmpty ?? true)
        let whole: JSON = ["start": ["line": 0, "character": 0], "end": ["line": .integer(Int64(2 * depth + 3)), "character": 0]]
        _ = try client.request("textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": whole])
        _ = try client.request("textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": whole,
                                                          "context": ["diagnostics": []]])
        _ = try client.request("workspace/symbol", ["query": "v"])
    }

    @Test func aLineOfFiftyThousandJunkCharactersIsOneDiagnostic() throws {
        let client = try TestClient()
        let uri = "file:///junk.kbl"
        let junk = String(repeating: "@!%^&*()=+;:,.<>?/|~`'[]$x", count: 2_000)
        client.open(uri, "screen S {\n  field f top 1 height 44\n" + junk + "\n}\n")
        let diagnostics = client.diagnostics(uri)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["range"]?["start"] == ["line": 2, "character": 0])
        let tokens = try client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(uri)]])
        #expect((tokens["data"]?.arrayValue?.count ?? 0) > 0)
    }
}
