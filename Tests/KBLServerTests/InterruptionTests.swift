import JSONValue
@testable import KBLServer
import KeyboardAnalysis
import LSP
import Platform
import Testing

/// Input that arrives while documents are analysed comes first: requests are answered
/// before the analysis under way finishes, and a newer version supersedes it.
@Suite("Analyses give way to newer input")
struct InterruptionTests {
    static let uri = "file:///many.kbl"

    /// Screens enough that an analysis has many steps; each has one covered field.
    static func spec(top: Int) -> String {
        (0..<40).map { "screen S\($0) {\n  field f top \(top) height 44\n}\n" }.joined()
    }

    static func body(_ json: JSON) -> MessageFramer.Event { .message(json.serializedBytes()) }

    static func change(version: Int, top: Int) -> JSON {
        ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": .string(uri), "version": .integer(Int64(version))],
            "contentChanges": [["text": .string(spec(top: top))]]]]
    }

    static let completion: JSON = ["jsonrpc": "2.0", "id": 7, "method": "textDocument/completion", "params": [
        "textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 2]]]

    @Test func anInterruptedFlushPublishesOnlyTheNewerVersion() throws {
        let client = try TestClient()
        client.open(Self.uri, Self.spec(top: 10))
        #expect(client.diagnostics(Self.uri).isEmpty)
        _ = client.server.handle(body: Self.change(version: 2, top: 400).serializedBytes())
        // Newer input is waiting: the flush stops after one screen and publishes nothing.
        #expect(client.server.flushDiagnostics(unless: { true }).isEmpty)
        #expect(client.server.hasPendingDiagnostics)
        // A request is answered meanwhile, from the text as it is now.
        let answer = client.server.handle(body: Self.completion.serializedBytes())
        #expect(answer.first?["result"]?["items"]?.arrayValue?.isEmpty == false)
        _ = client.server.handle(body: Self.change(version: 3, top: 600).serializedBytes())
        let published = client.server.flushDiagnostics()
        #expect(published.count == 1)
        #expect(published.first?["params"]?["version"] == .integer(3))
        // Every screen of version 3 is analysed, the one analysed before the interruption too.
        let fresh = Analyzer().analyze(Self.spec(top: 600)).diagnostics
        #expect(fresh.count >= 80)
        #expect(published.first?["params"]?["diagnostics"]?.arrayValue?.count == fresh.count)
        #expect(!client.server.hasPendingDiagnostics)
    }

    @Test func theServeLoopAnswersARequestBeforeTheAnalysisUnderWay() throws {
        var outputPipe: [Int32] = [0, 0]
        try #require(pipe(&outputPipe) == 0)
        let inbox = Inbox()
        let server = Server()
        var analyses = 0
        // Choosing the analyzer is the first step of analysing a document: at the first,
        // the client sends a completion request and a newer version.
        server.analyzerForDocument = { _ in
            analyses += 1
            if analyses == 1 {
                inbox.push([Self.body(Self.completion), Self.body(Self.change(version: 3, top: 600))])
                inbox.close()
            }
            return (Analyzer(), nil)
        }
        inbox.push([
            Self.body(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                       "params": ["capabilities": ["textDocument": ["publishDiagnostics": ["versionSupport": true]]]]]),
            Self.body(["jsonrpc": "2.0", "method": "initialized", "params": [:]]),
            Self.body(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
                "uri": .string(Self.uri), "languageId": "kbl", "version": 1, "text": .string(Self.spec(top: 400))]]]),
        ])
        let status = ServeLoop.serve(server, inbox: inbox, writer: Writer(descriptor: outputPipe[1]))
        close(outputPipe[1])
        #expect(status == 0)
        let messages = try readMessages(from: outputPipe[0])
        close(outputPipe[0])
        // The answer to initialize, the completion, then version 3's diagnostics only:
        // version 1's analysis gave way and was never published.
        #expect(messages.count == 3)
        #expect(messages.count == 3 && messages[1]["id"] == .integer(7) && messages[1]["result"] != nil)
        let publications = messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
        #expect(publications.count == 1)
        #expect(publications.first?["params"]?["version"] == .integer(3))
        #expect(analyses == 2)
    }
}
