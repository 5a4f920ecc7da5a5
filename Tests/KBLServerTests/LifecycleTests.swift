import JSONValue
import KBLServer
import LSP
import Testing

@Suite("Lifecycle and JSON-RPC errors")
struct LifecycleTests {
    /// A client that declares nothing is offered nothing that needs a capability it did not
    /// announce: no code actions (literals need `codeActionLiteralSupport`), rename without
    /// options (they need `prepareSupport`), no semantic tokens, no workspace folders.
    @Test func capabilitiesTellTheTruth() throws {
        let server = Server()
        let answer = server.handle(body: Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        let capabilities = try #require(answer.first?["result"]?["capabilities"]?.objectValue)
        #expect(capabilities.keys.sorted() == ["codeLensProvider", "completionProvider", "definitionProvider",
                                               "documentFormattingProvider", "documentHighlightProvider",
                                               "documentRangeFormattingProvider", "documentSymbolProvider", "executeCommandProvider",
                                               "foldingRangeProvider", "hoverProvider", "inlayHintProvider",
                                               "positionEncoding", "referencesProvider", "renameProvider",
                                               "textDocumentSync", "workspaceSymbolProvider"])
        #expect(capabilities["renameProvider"] == true)
        #expect(capabilities["positionEncoding"] == "utf-16")
        #expect(capabilities["textDocumentSync"]?["change"] == .integer(2))
        #expect(answer.first?["result"]?["serverInfo"]?["name"] == "kb-lsp")
    }

    @Test func positionEncodingNegotiation() throws {
        func negotiated(_ offered: JSON) throws -> String? {
            let client = try TestClient(capabilities: ["general": ["positionEncodings": offered]])
            return client.encoding
        }
        #expect(try negotiated(["utf-16", "utf-8"]) == "utf-8")
        #expect(try negotiated(["utf-32", "utf-16"]) == "utf-32")
        #expect(try negotiated(["utf-16"]) == "utf-16")
        #expect(try negotiated([]) == "utf-16")
        #expect(try negotiated(["ebcdic"]) == "utf-16")
    }

    @Test func errorCodes() throws {
        let server = Server()
        func code(_ text: String) -> Int64? {
            server.handle(body: Array(text.utf8)).first?["error"]?["code"]?.integerValue
        }
        #expect(code(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#) == -32002)
        #expect(code(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#) == nil)
        #expect(code(#"{"jsonrpc":"2.0","id":3,"method":"initialize","params":{"capabilities":{}}}"#) == -32600)
        #expect(code(#"{"jsonrpc":"2.0","id":4,"method":"textDocument/signatureHelp","params":{}}"#) == -32601)
        #expect(code(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"position":{}}}"#) == -32602)
        #expect(code(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x.kbl"},"position":{"line":0,"character":0}}}"#) == -32602)
        #expect(code(#"{"jsonrpc":"2.0","id":7,"#) == -32700)
        #expect(code(#"{"jsonrpc":"2.0","id":8}"#) == -32600)
        #expect(code(#"{"jsonrpc":"1.0","id":9,"method":"shutdown"}"#) == -32600)
        // Unknown notifications, `$/…` ones included, get no answer at all.
        #expect(server.handle(body: Array(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#.utf8)).isEmpty)
        #expect(server.handle(body: Array(#"{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":{}}"#.utf8)).isEmpty)
        // A cancelled request is answered with -32800.
        let cancelled = server.handle(
            body: Array(#"{"jsonrpc":"2.0","id":10,"method":"shutdown"}"#.utf8), cancelled: [.number(10)])
        #expect(cancelled.first?["error"]?["code"] == .integer(-32800))
        #expect(!server.hasShutDown)
    }

    @Test func shutdownThenExit() throws {
        let client = try TestClient()
        #expect(try client.request("shutdown", .null) == .null)
        #expect(client.server.hasShutDown)
        #expect(client.rawRequest("textDocument/documentSymbol", ["textDocument": ["uri": "file:///a.kbl"]]).first?["error"]?["code"] == .integer(-32600))
        client.notify("exit", .null)
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithoutShutdown() throws {
        let client = try TestClient()
        client.notify("exit", .null)
        #expect(client.server.exitStatus == 1)
    }
}
