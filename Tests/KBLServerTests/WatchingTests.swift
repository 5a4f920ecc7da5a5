import JSONValue
import KBLServer
import LSP
import Testing

/// `.kblint.json` changes seen live: the server registers a watcher where the client lets
/// it, and asks pull clients to pull again when the configuration changes.
@Suite("Watching the configuration")
struct WatchingTests {
    private func serverRequests(_ client: TestClient, _ method: String) -> [JSON] {
        client.published.filter { $0["method"] == .string(method) && $0["id"] != nil }
    }

    @Test func theServerRegistersAWatcherWhereTheClientAllowsIt() throws {
        let client = try TestClient(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        let requests = serverRequests(client, "client/registerCapability")
        #expect(requests.count == 1)
        let registration = try #require(requests.first?["params"]?["registrations"]?[0])
        #expect(registration["method"] == "workspace/didChangeWatchedFiles")
        // The configuration, then the project's sources (ProjectSourceTests).
        #expect(registration["registerOptions"]?["watchers"]?[0] == ["globPattern": "**/.kblint.json"])
        #expect(requests.first?["id"] == "kb-lsp-1")
        // The client's answer is taken without a reply.
        #expect(client.server.handle(body: Array(#"{"jsonrpc":"2.0","id":"kb-lsp-1","result":null}"#.utf8)) == [])
        // Without dynamic registration the server does not ask.
        let plain = try TestClient(capabilities: [:])
        #expect(serverRequests(plain, "client/registerCapability").isEmpty)
    }

    @Test func pullClientsAreAskedToRefreshWhenTheConfigurationChanges() throws {
        let capabilities: JSON = ["textDocument": ["diagnostic": ["dynamicRegistration": false]],
                                  "workspace": ["diagnostics": ["refreshSupport": true]]]
        let client = try TestClient(capabilities: capabilities)
        client.open("file:///w/a.kbl", "screen S {\n  field f top 500 height 44\n}\n")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/.kblint.json", "type": 2]]])
        #expect(serverRequests(client, "workspace/diagnostic/refresh").count == 1)
        // Another file changing is no reason to refresh.
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/other.json", "type": 2]]])
        #expect(serverRequests(client, "workspace/diagnostic/refresh").count == 1)
        // A pull client that cannot refresh is not asked.
        let old = try TestClient(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
        old.open("file:///w/a.kbl", "screen S {\n  field f top 500 height 44\n}\n")
        old.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/.kblint.json", "type": 2]]])
        #expect(serverRequests(old, "workspace/diagnostic/refresh").isEmpty)
    }
}
