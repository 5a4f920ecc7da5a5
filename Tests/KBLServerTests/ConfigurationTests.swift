import KBLServer
import KeyboardAnalysis
import LSP
import Testing

@Suite("Workspace configuration")
struct WorkspaceConfigurationTests {
    /// KB001 in portrait and landscape, KB006 in landscape (iphone-8).
    static let covered = "screen Login {\n  field user top 400 height 44\n}\n"

    /// A server whose configuration the test changes, as an edited `.kblint.json` would.
    final class Settings {
        var analyzer = Analyzer()
        var problem: String?
        var asked: [String] = []
    }

    private func client(_ settings: Settings) throws -> TestClient {
        let server = Server()
        server.analyzerForDocument = { uri in
            settings.asked.append(uri)
            return (settings.analyzer, settings.problem)
        }
        return try TestClient(server: server)
    }

    private func codes(_ client: TestClient, _ uri: String) -> [String] {
        client.diagnostics(uri).compactMap { $0["code"]?.stringValue }
    }

    @Test func documentsAreAnalysedWithTheirConfiguration() throws {
        let settings = Settings()
        settings.analyzer.disabledCodes = [.offScreen]
        settings.analyzer.severityOverrides = [.covered: .error]
        let client = try client(settings)
        client.open("file:///w/a.kbl", Self.covered)
        #expect(codes(client, "file:///w/a.kbl") == ["KB001", "KB001"])
        #expect(client.diagnostics("file:///w/a.kbl").allSatisfy { $0["severity"] == 1 })
        #expect(settings.asked.contains("file:///w/a.kbl"))
    }

    @Test func aChangedConfigurationIsPublishedWhenTheClientSaysSo() throws {
        let settings = Settings()
        let client = try client(settings)
        client.open("file:///w/a.kbl", Self.covered)
        client.open("file:///w/b.kbl", Self.covered)
        #expect(codes(client, "file:///w/a.kbl") == ["KB001", "KB001", "KB006"])
        let before = client.published.count
        settings.analyzer.disabledCodes = [.covered]
        // A change to another file publishes nothing.
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/notes.txt", "type": 2]]])
        #expect(client.published.count == before)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/.kblint.json", "type": 2]]])
        #expect(client.published.count == before + 2)
        #expect(codes(client, "file:///w/a.kbl") == ["KB006"])
        #expect(codes(client, "file:///w/b.kbl") == ["KB006"])
        // Requests see the current configuration, even before any notification: with
        // KB001 off there is nothing to fix (only KB006 to ignore); with it back, its quick
        // fixes are offered.
        let codeActions = {
            try client.request("textDocument/codeAction", [
                "textDocument": ["uri": "file:///w/a.kbl"],
                "range": ["start": ["line": 1, "character": 8], "end": ["line": 1, "character": 12]],
                "context": ["diagnostics": []],
            ]).arrayValue?.compactMap { $0["title"]?.stringValue } ?? []
        }
        #expect(try codeActions() == ["Ignore KB006 on this line"])
        settings.analyzer.disabledCodes = []
        #expect(try codeActions().contains("Embed 'user' in a scroll container"))
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///w/a.kbl"], "position": ["line": 1, "character": 10]])
        #expect(hover["contents"]?["value"]?.stringValue?.contains("**no**") == true)
    }

    @Test func aBadConfigurationIsShownOnceAndTheDefaultsUsed() throws {
        let settings = Settings()
        settings.problem = "/w/.kblint.json: key 'padding': expected a number, got true"
        let client = try client(settings)
        client.open("file:///w/a.kbl", Self.covered)
        client.open("file:///w/b.kbl", Self.covered)
        let shown = client.published.filter { $0["method"] == "window/showMessage" }
        #expect(shown.count == 1)
        #expect(shown.first?["params"]?["type"] == 1)
        #expect(shown.first?["params"]?["message"]?.stringValue?.contains("key 'padding'") == true)
        #expect(codes(client, "file:///w/b.kbl") == ["KB001", "KB001", "KB006"])
        // After the file changes, its next problem is shown again.
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/.kblint.json", "type": 2]]])
        #expect(client.published.filter { $0["method"] == "window/showMessage" }.count == 2)
    }

    @Test func pullDiagnosticsChangeTheirResultWithTheConfiguration() throws {
        let settings = Settings()
        let server = Server()
        server.analyzerForDocument = { _ in (settings.analyzer, nil) }
        let client = try TestClient(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]], server: server)
        client.open("file:///w/a.kbl", Self.covered)
        let first = try client.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///w/a.kbl"]])
        let resultID = try #require(first["resultId"])
        let same = try client.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///w/a.kbl"], "previousResultId": resultID])
        #expect(same["kind"] == "unchanged")
        settings.analyzer.disabledCodes = [.offScreen]
        let changed = try client.request("textDocument/diagnostic", ["textDocument": ["uri": "file:///w/a.kbl"], "previousResultId": resultID])
        #expect(changed["kind"] == "full")
        #expect(changed["items"]?.arrayValue?.count == 2)
    }
}
