import Dispatch
import JSONValue
import KBLServer
import LSP
import Platform
import Testing

/// Runs the serve loop over pipes with the whole input written up front, and returns
/// the exit status and every message it wrote.
private func serve(_ input: [UInt8]) throws -> (status: Int32, messages: [JSON]) {
    var inputPipe: [Int32] = [0, 0]
    var outputPipe: [Int32] = [0, 0]
    try #require(pipe(&inputPipe) == 0 && pipe(&outputPipe) == 0)
    try #require(input.count < 60_000, "the input must fit in the pipe's buffer")
    let written = input.withUnsafeBytes { write(inputPipe[1], $0.baseAddress, $0.count) }
    try #require(written == input.count)
    close(inputPipe[1])
    let status = ServeLoop.run(server: Server(), input: inputPipe[0], output: outputPipe[1])
    close(outputPipe[1])
    // The input's read end stays open: after `exit` the loop returns while its reader
    // thread may still be about to read it, and a closed descriptor's number is soon
    // another test's pipe, whose input that thread would then take.
    let messages = try readMessages(from: outputPipe[0])
    close(outputPipe[0])
    return (status, messages)
}

/// Every message framed in what a descriptor gives until its end.
func readMessages(from descriptor: Int32) throws -> [JSON] {
    var framer = MessageFramer()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var messages: [JSON] = []
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count <= 0 { break }
        framer.append(buffer[0..<count])
        while case .message(let body)? = framer.next() { messages.append(try JSON(parsing: body)) }
    }
    return messages
}

private func message(_ json: JSON) -> [UInt8] { frame(json.serializedBytes()) }

private func spec(fieldTop: Int) -> JSON {
    .string("screen S {\n  field f top \(fieldTop) height 44\n}\n")
}

@Suite("The serve loop over pipes: batching, cancellation, exit")
struct ServeLoopTests {
    @Test func rapidEditsAreAnalysedOnceAtTheLatestVersion() throws {
        let uri: JSON = "file:///r.kbl"
        var input = message(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                             "params": ["capabilities": ["textDocument": ["publishDiagnostics": ["versionSupport": true]]]]])
        input += message(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        input += message(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": [
            "uri": uri, "languageId": "kbl", "version": 1, "text": spec(fieldTop: 10)]]])
        for version in 2...31 {
            input += message(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": .integer(Int64(version))],
                "contentChanges": [["text": spec(fieldTop: version == 31 ? 400 : version)]]]])
        }
        input += message(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": uri], "position": ["line": 1, "character": 9]]])
        input += message(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 2]])
        input += message(["jsonrpc": "2.0", "id": 3, "method": "shutdown"])
        // The input ends here: the loop handles the batch, publishes, and stops.
        let (status, messages) = try serve(input)
        #expect(status == 0)
        let publications = messages.filter { $0["method"] == "textDocument/publishDiagnostics" }
        // One batch: the superseded versions 1…30 are never analysed or published.
        #expect(publications.count == 1)
        #expect(publications.first?["params"]?["version"] == .integer(31))
        #expect(publications.first?["params"]?["diagnostics"]?.arrayValue?.count == 3)
        #expect(messages.first { $0["id"] == .integer(2) }?["error"]?["code"] == .integer(-32800))
        #expect(messages.first { $0["id"] == .integer(3) }?["result"] == .null)
        #expect(messages.first { $0["id"] == .integer(1) }?["result"]?["capabilities"] != nil)
    }

    @Test func badFramesAndBadJSONNeverStopTheServer() throws {
        var input = Array("garbage\r\n".utf8)
        input += Array("Content-Length: -4\r\n\r\n".utf8)
        input += frame(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}"#.utf8))
        input += Array("Content-Length: 99999999999\r\n\r\n".utf8)
        input += frame(Array(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        input += message(["jsonrpc": "2.0", "id": 3, "method": "textDocument/signatureHelp", "params": [:]])
        input += message(["jsonrpc": "2.0", "method": "exit"])
        let (status, messages) = try serve(input)
        #expect(status == 1)
        #expect(messages.count == 3)
        #expect(messages[0]["error"]?["code"] == .integer(-32700) && messages[0]["id"] == .null)
        #expect(messages[1]["id"] == .integer(2) && messages[1]["result"]?["capabilities"] != nil)
        #expect(messages[2]["error"]?["code"] == .integer(-32601))
    }

    @Test func endOfInputEndsTheServer() throws {
        let input = message(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        let (status, messages) = try serve(input)
        #expect(status == 0)
        #expect(messages.count == 1)
    }
}
