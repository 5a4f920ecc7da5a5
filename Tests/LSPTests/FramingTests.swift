import JSONValue
import LSP
import Testing

/// Feeds chunks to a framer and collects every event.
private func events(_ chunks: [[UInt8]], maximum: Int = 64 << 20) -> [MessageFramer.Event] {
    var framer = MessageFramer(maximumContentLength: maximum)
    var events: [MessageFramer.Event] = []
    for chunk in chunks {
        framer.append(chunk)
        while let event = framer.next() { events.append(event) }
    }
    return events
}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite("Framing: Content-Length frames, split and coalesced reads, bad frames")
struct FramingTests {
    let body = bytes(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)

    @Test func oneMessage() {
        #expect(events([frame(body)]) == [.message(body)])
    }

    @Test func splitAtEveryByte() {
        let framed = frame(body) + frame(bytes("{}"))
        #expect(events(framed.map { [$0] }) == [.message(body), .message(bytes("{}"))])
    }

    @Test func aLongHeaderSplitAnywhereIsFound() {
        // The blank line ending a header may straddle reads at every position.
        let header = "Content-Type: application/vscode-jsonrpc; charset=utf-8; x=" + String(repeating: "y", count: 3000) + "\r\n"
        let framed = (0..<3).flatMap { index in bytes("Content-Length: 8\r\n" + header + "\r\n{\"n\":\(index)0}") }
        for size in 1...7 {
            let chunks = stride(from: 0, to: framed.count, by: size).map { Array(framed[$0..<min($0 + size, framed.count)]) }
            #expect(events(chunks) == (0..<3).map { .message(bytes("{\"n\":\($0)0}")) }, "chunks of \(size)")
        }
    }

    @Test func coalescedReads() {
        let many = (0..<50).flatMap { index in frame(bytes("{\"n\":\(index)}")) }
        let found = events([many])
        #expect(found.count == 50)
        #expect(found.last == .message(bytes("{\"n\":49}")))
    }

    @Test func contentTypeIsAcceptedAndHeaderNamesAreCaseInsensitive() {
        let framed = bytes("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}")
        #expect(events([framed]) == [.message(bytes("{}"))])
    }

    @Test func lengthsCountBytesNotCharacters() {
        let unicode = bytes(#"{"text":"👋 Café ✨"}"#)
        #expect(unicode.count == 25)
        #expect(events([frame(unicode) + frame(body)]) == [.message(unicode), .message(body)])
    }

    @Test func aTenMegabyteMessage() {
        let big = bytes("{\"text\":\"") + [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20) + bytes("\"}")
        let framed = frame(big)
        let chunks = stride(from: 0, to: framed.count, by: 65536).map { Array(framed[$0..<min($0 + 65536, framed.count)]) }
        let found = events(chunks)
        #expect(found.count == 1)
        #expect(found.first == .message(big))
    }

    @Test func badLengthsAreRefusedAndTheStreamResynchronises() {
        let cases: [(String, FramingError)] = [
            ("Content-Type: x\r\n\r\n", .missingContentLength),
            ("Content-Length: abc\r\n\r\n", .invalidContentLength("abc")),
            ("Content-Length: -5\r\n\r\n", .invalidContentLength("-5")),
            ("Content-Length: 99999999999999999999\r\n\r\n", .invalidContentLength("99999999999999999999")),
            ("Content-Length: 999999999999\r\n\r\n", .contentTooLarge(999_999_999_999, maximum: 64 << 20)),
        ]
        for (header, error) in cases {
            #expect(events([bytes(header) + frame(body)]) == [.error(error), .message(body)], "\(header)")
        }
    }

    @Test func aRefusedBodyIsSkippedUpToTheNextHeader() {
        let refused = bytes("Content-Length: 100\r\n\r\n") + body
        let found = events([refused, bytes("\r\n"), frame(body)], maximum: 60)
        #expect(found == [.error(.contentTooLarge(100, maximum: 60)), .message(body)])
    }

    @Test func garbageBetweenMessages() {
        let stream = bytes("garbage\n") + frame(body) + bytes("more ✗ garbage\r\n") + frame(body)
        #expect(events([stream]) == [.message(body), .message(body)])
    }

    @Test func aPartialHeaderWaitsForMoreBytes() {
        var framer = MessageFramer()
        framer.append(bytes("Conte"))
        #expect(framer.next() == nil)
        framer.append(bytes("nt-Length: 2\r\n\r\n{"))
        #expect(framer.next() == nil)
        framer.append(bytes("}"))
        #expect(framer.next() == .message(bytes("{}")))
    }
}

@Suite("JSON-RPC: message shapes and the errors they get")
struct JSONRPCTests {
    private func decode(_ text: String) -> Result<IncomingMessage, UndecodableMessage> {
        IncomingMessage.decode(Array(text.utf8), parser: JSONParser())
    }

    @Test func requestsNotificationsAndResponses() throws {
        #expect(try decode(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#).get() == .request(id: .number(1), method: "shutdown", params: nil))
        #expect(try decode(#"{"jsonrpc":"2.0","id":"a","method":"x","params":[1]}"#).get() == .request(id: .string("a"), method: "x", params: [1]))
        #expect(try decode(#"{"jsonrpc":"2.0","method":"exit"}"#).get() == .notification(method: "exit", params: nil))
        #expect(try decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#).get() == .response(id: .number(3), result: .null, error: nil))
    }

    @Test func errors() {
        func failure(_ text: String) -> UndecodableMessage? {
            if case .failure(let failure) = decode(text) { return failure }
            return nil
        }
        #expect(failure(#"{"jsonrpc":"2.0","id":1,"#)?.error.code == .parseError)
        #expect(failure(#"{"jsonrpc":"2.0","id":1,"#)?.id == nil)
        #expect(failure(#"[1,2]"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"id":4,"method":"x"}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"id":4,"method":"x"}"#)?.id == .number(4))
        #expect(failure(#"{"jsonrpc":"2.0","id":5,"method":7}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"jsonrpc":"2.0","id":6,"method":"x","params":"p"}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"jsonrpc":"2.0","id":null,"method":"x"}"#)?.error.code == .invalidRequest)
        #expect(failure(#"{"jsonrpc":"2.0","id":8}"#)?.error.code == .invalidRequest)
    }

    @Test func outgoingShapes() throws {
        let response = OutgoingMessage.response(id: .number(1), result: ["a": 1])
        #expect(response.serialized() == #"{"jsonrpc":"2.0","id":1,"result":{"a":1}}"#)
        let error = OutgoingMessage.error(id: nil, .methodNotFound("x/y"))
        #expect(error["id"] == .null && error["error"]?["code"] == .integer(-32601))
    }
}

@Suite("Framing: resynchronising in the middle of a line")
struct FramingResyncTests {
    @Test func garbageWithoutALineBreakBeforeAHeader() {
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"x"}"#.utf8)
        var framer = MessageFramer()
        framer.append(Array("garbage".utf8) + frame(body) + frame(body))
        #expect(framer.next() == .message(body))
        #expect(framer.next() == .message(body))
    }

    @Test func aShortContentLengthRunsIntoTheNextHeader() {
        let body = Array(#"{"jsonrpc":"2.0","id":1,"method":"x"}"#.utf8)
        var framer = MessageFramer()
        framer.append(Array("Content-Length: 3\r\n\r\n".utf8) + body + frame(body))
        #expect(framer.next() == .message(Array(body.prefix(3))))
        #expect(framer.next() == .message(body))
    }
}
