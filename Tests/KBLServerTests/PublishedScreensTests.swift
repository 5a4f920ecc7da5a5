import JSONValue
@testable import KBLServer
import KeyboardAnalysis
import LSP
import Testing

/// A publication sends each screen's diagnostics as the last one wrote them when the
/// screen's text and diagnostics are the same (`PublishedScreens`). Whatever was kept, its
/// bytes must be those of a fresh server that opens the final text.
@Suite("Publications put together from earlier ones")
struct PublishedScreensTests {
    static let uri = "file:///pieces/spec.kbl"

    /// Six screens with diagnostics: one with trailing blanks, one with a device that is not
    /// known, two identical ones (the same name declared again: an error, the same for
    /// both), one with an error after multi-byte text on its line.
    static let spec = """
        screen A {
          field user "ab" top 400 height 44 \u{20}
          field pass top 460 height 44
        }

        screen B {
          field b top 400 height 44
        }

        screen C {
          device nowhere
          field c top 10 height 44
        }

        screen B {
          field b top 400 height 44
        }

        screen B {
          field b top 400 height 44
        }

        screen E {
          view v "ab" top 0 height 600 { field e top 400 height 44 }
        }

        """

    /// A client of a server (with code links) whose publications are read as bytes.
    final class Publisher {
        let client: TestClient
        let capabilities: JSON
        let makeServer: () -> Server
        private(set) var text: String
        private(set) var version = 1
        private(set) var last: [UInt8] = []

        init(text: String, encoding: String = "utf-16", codeDescription: Bool = true,
             makeServer: @escaping () -> Server = { Server(codeDocumentation: "file:///docs/diagnostics.md") }) throws {
            capabilities = ["general": ["positionEncodings": [.string(encoding)]],
                            "textDocument": ["publishDiagnostics": ["versionSupport": true, "codeDescriptionSupport": .bool(codeDescription)]]]
            self.makeServer = makeServer
            client = try TestClient(capabilities: capabilities, server: makeServer())
            self.text = text
            last = try Self.publication(of: client.server, ["textDocument": [
                "uri": .string(PublishedScreensTests.uri), "languageId": "kbl", "version": 1, "text": .string(text)]],
                method: "textDocument/didOpen")
        }

        /// The bytes of the publication `params` of `method` leads to.
        static func publication(of server: Server, _ params: JSON, method: String) throws -> [UInt8] {
            let message: JSON = ["jsonrpc": "2.0", "method": .string(method), "params": params]
            _ = server.handle(body: message.serializedBytes())
            return try #require(server.flushDiagnosticBodies().last)
        }

        /// Replaces `old`, found on line `line` at `column` (zero-based; lines split at `\n`,
        /// ASCII before it on its line), with `new`; returns the publication. The change is
        /// sent at that line and column, or at `position` when lone `\r`s count as lines.
        @discardableResult
        func replace(_ old: String, with new: String, onLine line: Int, column: Int,
                     at position: (line: Int, character: Int)? = nil) throws -> [UInt8] {
            // Counted in bytes: a Character may hold a whole `\r\n`.
            var bytes = Array(text.utf8)
            var offset = 0
            for _ in 0..<line { offset = try #require(bytes[offset...].firstIndex(of: UInt8(ascii: "\n"))) + 1 }
            offset += column
            try #require(bytes[offset...].starts(with: old.utf8))
            bytes.replaceSubrange(offset..<(offset + old.utf8.count), with: new.utf8)
            text = String(decoding: bytes, as: UTF8.self)
            version += 1
            let sent = position ?? (line, column)
            let end = sent.character + old.utf16.count
            last = try Self.publication(of: client.server, [
                "textDocument": ["uri": .string(PublishedScreensTests.uri), "version": .integer(Int64(version))],
                "contentChanges": [["range": ["start": ["line": .integer(Int64(sent.line)), "character": .integer(Int64(sent.character))],
                                              "end": ["line": .integer(Int64(sent.line)), "character": .integer(Int64(end))]],
                                    "text": .string(new)]]], method: "textDocument/didChange")
            return last
        }

        /// What a fresh server with the same capabilities publishes for the text.
        func fresh() throws -> [UInt8] {
            let server = makeServer()
            _ = try TestClient(capabilities: capabilities, server: server)
            return try Self.publication(of: server, ["textDocument": [
                "uri": .string(PublishedScreensTests.uri), "languageId": "kbl", "version": .integer(Int64(version)),
                "text": .string(text)]], method: "textDocument/didOpen")
        }

        var published: PublishedScreens? { client.server.documents[PublishedScreensTests.uri]?.publishedScreens }
    }

    /// The diagnostics of a publication, read back.
    static func diagnostics(_ bytes: [UInt8]) throws -> [JSON] {
        try #require(JSON(parsing: bytes)[path: "params", "diagnostics"]?.arrayValue)
    }

    @Test func screensMovedByLinesKeepTheirDiagnosticsMoved() throws {
        let publisher = try Publisher(text: Self.spec)
        // The last two B share one piece, written for the first of them.
        #expect(publisher.published?.written == 5)
        #expect(publisher.published?.reused == 1)
        // Two lines more above every screen: all six screens' text is sent again, moved.
        try publisher.replace("", with: "# top\n\n", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.published?.written == 0)
        #expect(publisher.last == (try publisher.fresh()))
        #expect(try Self.diagnostics(publisher.last).first?[path: "range", "start", "line"] == 3)
        // And back up by one line.
        try publisher.replace("# top", with: "", onLine: 0, column: 0)
        #expect(publisher.last == (try publisher.fresh()))
    }

    @Test func aScreenWhoseTextChangedIsWrittenAgainEvenWhenItsOutcomeDidNot() throws {
        let publisher = try Publisher(text: Self.spec)
        // A trailing blank of line 1 becomes a line break: no byte moves, the outcome of A
        // is the same, but its second field's diagnostics are a line further down.
        try publisher.replace(" \u{20}", with: " \n", onLine: 1, column: 35)
        #expect(publisher.published?.written == 1)
        #expect(publisher.published?.reused == 5)
        #expect(publisher.last == (try publisher.fresh()))
    }

    @Test func anEditThatChangesUTF16ColumnsOnADiagnosedLineIsSeen() throws {
        let publisher = try Publisher(text: Self.spec)
        let before = try Self.diagnostics(publisher.last)
        // "ab" and "é" are two bytes each: E's error keeps its bytes, not its column.
        try publisher.replace("ab", with: "é", onLine: 23, column: 10)
        #expect(publisher.published?.written == 1)
        #expect(publisher.last == (try publisher.fresh()))
        #expect(try Self.diagnostics(publisher.last) != before)
        // Back to "ab": E's diagnostics as first published.
        try publisher.replace("é", with: "ab", onLine: 23, column: 10)
        #expect(try Self.diagnostics(publisher.last) == before)
        #expect(publisher.last == (try publisher.fresh()))
    }

    @Test(arguments: ["utf-8", "utf-32"])
    func otherEncodingsMoveTheirPiecesToo(encoding: String) throws {
        let publisher = try Publisher(text: "# é😀\n" + Self.spec, encoding: encoding)
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.last == (try publisher.fresh()))
    }

    /// Lines ending in `\r\n`, and lone `\r` line breaks added above the screens.
    @Test func carriageReturnsMoveLinesToo() throws {
        let publisher = try Publisher(text: Self.spec.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
        try publisher.replace("", with: "\r\n\r", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.last == (try publisher.fresh()))
        #expect(try Self.diagnostics(publisher.last).first?[path: "range", "start", "line"] == 3)
        // A line break after the lone `\r` joins it: as many lines as before.
        try publisher.replace("", with: "\n", onLine: 1, column: 1, at: (2, 0))
        #expect(publisher.last == (try publisher.fresh()))
        #expect(try Self.diagnostics(publisher.last).first?[path: "range", "start", "line"] == 3)
        // And a lone `\r` more: one line more.
        try publisher.replace("", with: "\r", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.last == (try publisher.fresh()))
        #expect(try Self.diagnostics(publisher.last).first?[path: "range", "start", "line"] == 4)
    }

    @Test func identicalScreensEachKeepTheirOwnLines() throws {
        let publisher = try Publisher(text: Self.spec)
        // The last two B have the same text and the same error: one piece serves both.
        #expect(publisher.published?.pieces.count == 5)
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.last == (try publisher.fresh()))
        // The first B edited, then back: written anew each time, the others kept.
        try publisher.replace("400", with: "401", onLine: 7, column: 14)
        #expect(publisher.last == (try publisher.fresh()))
        try publisher.replace("401", with: "400", onLine: 7, column: 14)
        #expect(publisher.last == (try publisher.fresh()))
        #expect(publisher.published?.reused == 5)
        #expect(publisher.published?.written == 1)
    }

    @Test func aConfigurationChangeWritesWhatItChanged() throws {
        final class Settings: @unchecked Sendable {
            var analyzer = Analyzer()
        }
        let settings = Settings()
        let makeServer = {
            let server = Server(codeDocumentation: "file:///docs/diagnostics.md")
            server.analyzerForDocument = { _ in (settings.analyzer, nil) }
            return server
        }
        let publisher = try Publisher(text: Self.spec, makeServer: makeServer)
        // KB001 as an error: the same screens, other severities.
        settings.analyzer.severityOverrides = [.covered: .error]
        let changed = try Publisher.publication(of: publisher.client.server, ["changes": [["uri": "file:///pieces/.kblint.json", "type": 2]]],
                                                method: "workspace/didChangeWatchedFiles")
        #expect(changed == (try publisher.fresh()))
        // A and the first B have KB001; the others' diagnostics are sent as they were.
        #expect(publisher.published?.written == 2)
        #expect(publisher.published?.reused == 4)
        // Another padding: the same diagnostics where the layout does not reach the keyboard.
        settings.analyzer.defaultPadding = 9
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        #expect(publisher.last == (try publisher.fresh()))
        settings.analyzer.disabledCodes = [.covered]
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        #expect(publisher.last == (try publisher.fresh()))
    }

    @Test(arguments: [true, false])
    func codeLinksAreWrittenAsTheClientAsked(codeDescription: Bool) throws {
        let publisher = try Publisher(text: Self.spec, codeDescription: codeDescription)
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        #expect(publisher.published?.reused == 6)
        #expect(publisher.last == (try publisher.fresh()))
        let links = try Self.diagnostics(publisher.last).filter { $0["codeDescription"] != nil }
        #expect(links.isEmpty == !codeDescription)
        // Pieces written with the other choice are not sent under this one.
        publisher.client.server.capabilities.supportsCodeDescription.toggle()
        try publisher.replace("", with: "\n", onLine: 0, column: 0)
        // All written anew; the last B from the piece written for the B before it just now.
        #expect(publisher.published?.written == 5)
        #expect(publisher.published?.reused == 1)
        let other = try Publisher(text: publisher.text, codeDescription: !codeDescription)
        #expect(try Self.diagnostics(publisher.last) == Self.diagnostics(other.last))
        let relinked = try Self.diagnostics(publisher.last).filter { $0["codeDescription"] != nil }
        #expect(relinked.isEmpty == codeDescription)
    }
}
