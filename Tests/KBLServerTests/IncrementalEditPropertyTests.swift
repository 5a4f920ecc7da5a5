import JSONValue
@testable import KBLServer
import Testing
import TestSupport

/// 10,000 random incremental edits — inserts, deletes and replacements, across lines, with
/// multi-byte characters (é, 日本, emoji outside the BMP, a ZWJ sequence) — sent through
/// `didChange` in UTF-16 and in UTF-8 positions, leave the document's text equal to the
/// edited text and the published diagnostics equal to those of a fresh server that opens
/// the final text. Positions are computed here independently of `PositionConverter`.
@Suite("Incremental edits")
struct IncrementalEditPropertyTests {
    static let uri = "file:///property/spec.kbl"
    /// 50 runs of 100 edits in each encoding: 10,000 edits, each run from a fresh open of
    /// the example.
    static let runs = 50
    static let editsPerRun = 100

    /// What edits insert: pieces of KBL, line breaks and multi-byte text.
    static let fragments = [
        "", "a", "x", " ", "\n", "\n\n", "}", "}\n", "{", "\"", "#", "8", "44", "120", "top 8",
        "é", "日本", "😀", "👩‍👩‍👧", "✨ ok", "field f \"😀\" bottom 0 height 44\n",
        "  textarea n \"日本\" below email 8 height 200\n", "screen Z {\n  field z top 1 height 44\n}\n",
        "view v {\n", "avoid scroll\n", "avoid shift padding 8\n", "below", "height",
    ]

    /// The text as Unicode scalars, so that edits never split a character's encoding.
    struct Text {
        var scalars: [Unicode.Scalar]

        var string: String {
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }

        /// The LSP position of a scalar index, counting `\n` as the only line break.
        func position(of index: Int, utf8: Bool) -> JSON {
            var line = 0
            var column = 0
            for scalar in scalars[..<index] {
                if scalar == "\n" {
                    line += 1
                    column = 0
                } else {
                    column += utf8 ? UTF8.width(scalar) : UTF16.width(scalar)
                }
            }
            return ["line": .integer(Int64(line)), "character": .integer(Int64(column))]
        }
    }

    @Test(arguments: ["utf-16", "utf-8"])
    func editsLeaveWhatAFreshAnalysisFinds(encoding: String) throws {
        for run in 0..<Self.runs {
            let seed = UInt64(run) &+ (encoding == "utf-8" ? 1_000_000 : 0)
            try checkRun(seed: seed, encoding: encoding)
        }
    }

    static func client(encoding: String) throws -> TestClient {
        let client = try TestClient(capabilities: ["general": ["positionEncodings": [.string(encoding)]],
                                                   "textDocument": ["publishDiagnostics": ["versionSupport": true]]])
        #expect(client.encoding == encoding)
        return client
    }

    func checkRun(seed: UInt64, encoding: String) throws {
        var random = SeededRandom(seed: seed)
        let client = try Self.client(encoding: encoding)
        var text = Text(scalars: Array(specExample.unicodeScalars))
        client.open(Self.uri, text.string)
        for step in 1...Self.editsPerRun {
            let start = Int.random(in: 0...text.scalars.count, using: &random)
            // Mostly short ranges; now and then one across several lines.
            let longest = random.next() % 8 == 0 ? 200 : 6
            let end = min(text.scalars.count, start + Int.random(in: 0...longest, using: &random))
            let replacement = Self.fragments.randomElement(using: &random) ?? ""
            let change: JSON = ["range": ["start": text.position(of: start, utf8: encoding == "utf-8"),
                                          "end": text.position(of: end, utf8: encoding == "utf-8")],
                                "text": .string(replacement)]
            text.scalars.replaceSubrange(start..<end, with: Array(replacement.unicodeScalars))
            client.notify("textDocument/didChange", ["textDocument": ["uri": .string(Self.uri), "version": .integer(Int64(step + 1))],
                                                     "contentChanges": [change]])
        }
        let document = try #require(client.server.documents[Self.uri])
        // Stops at the first run that goes wrong: its seed is in the message.
        try #require(String(decoding: document.bytes, as: UTF8.self) == text.string,
                     "the document's text differs from the edited text (seed \(seed), \(encoding))")
        let fresh = try Self.client(encoding: encoding)
        fresh.open(Self.uri, text.string, version: Self.editsPerRun + 1)
        try #require(client.lastPublication(Self.uri) == fresh.lastPublication(Self.uri),
                     "diagnostics after the edits differ from a fresh analysis (seed \(seed), \(encoding)); final text:\n\(text.string)")
    }
}
