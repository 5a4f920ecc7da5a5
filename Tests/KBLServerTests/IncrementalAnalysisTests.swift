@testable import KBLServer
import KeyboardAnalysis
import LSP
import SpecParser
import Testing
import TestSupport

/// The server keeps the outcomes of screens an edit did not touch; whatever the edits,
/// its analysis must be the one a fresh analysis of the final text gives.
@Suite("Incremental analysis equals a fresh one")
struct IncrementalAnalysisTests {
    /// A spec with devices (one of them broken), screens that name them, syntax errors,
    /// suppressions, identical screens and multi-byte text.
    static let spec = """
        device tall {
          size 375 900
          keyboard 300 200
        }
        device broken {
          size 375
        }
        screen A {
          device tall
          field a "Név ✓" bottom 10 height 44
        }
        screen B {
          field b top 400 height 44 # kb-lsp: ignore KB001
          button go bottom 0 height 44
        }
        screen C {
          device broken
          field c top 10 height 44
        }
        screen B2 {
          field b top 400 height 44
        }
        screen B2 {
          field b top 400 height 44
        }
        screen D {
          device nowhere
          textarea t "😀😀" top 300 height 200
        }

        """

    /// Pieces an edit inserts: whole screens, devices, errors, lines, characters.
    static let pieces = [
        "", "1", "0", " ", "\n", "}", "{", "\"", "é", "😀", "#", "400", "screen X {\n  field x top 500 height 44\n}\n",
        "device tall {\n  size 375 600\n}\n", "device nowhere {\n  size 320 480\n}\n", "  device tall\n", "field y bottom 0 height 44\n",
        "avoid shift\n", "# kb-lsp: ignore KB002\n", "\r\n", "\r", ";",
    ]

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsLeaveTheFreshAnalysis(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let analyzer = Analyzer()
        var text = Self.spec
        let document = Document(uri: "file:///p.kbl", version: 1, text: text)
        for version in 2...400 {
            // A random range of whole characters, as an editor's UTF-16 positions.
            let characters = Array(text.unicodeScalars)
            // A position cannot fall between the CR and LF of one line end.
            let splitsLineEnd = { (index: Int) in
                index > 0 && index < characters.count && characters[index - 1] == "\r" && characters[index] == "\n"
            }
            var first = Int.random(in: 0...characters.count, using: &random)
            if splitsLineEnd(first) { first -= 1 }
            var last = min(characters.count, first + Int.random(in: 0...(Bool.random(using: &random) ? 3 : 60), using: &random))
            if splitsLineEnd(last) { last += 1 }
            let offset = { (index: Int) in String(String.UnicodeScalarView(characters[..<index])).utf8.count }
            let converter = PositionConverter(lines: LineIndex(utf8: Array(text.utf8)), encoding: .utf16)
            let range = LSP.Range(start: converter.position(of: offset(first)), end: converter.position(of: offset(last)))
            let piece = Self.pieces.randomElement(using: &random) ?? ""
            let deletion = Int.random(in: 0..<4, using: &random) == 0
            let inserted = deletion ? "" : piece
            document.apply([TextDocumentContentChangeEvent(range: range, text: inserted)], version: version, encoding: .utf16)
            text = String(String.UnicodeScalarView(characters[..<first])) + inserted
                + String(String.UnicodeScalarView(characters[last...]))
            #expect(String(decoding: document.bytes, as: UTF8.self) == text)
            // Some versions are superseded before their analysis finishes, some are
            // interrupted midway and resumed, some never analysed.
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                continue
            case 1:
                var budget = Int.random(in: 0..<3, using: &random)
                _ = document.snapshot(using: analyzer, unless: {
                    budget -= 1
                    return budget < 0
                })
                if Bool.random(using: &random) { continue }
            default:
                break
            }
            let incremental = document.snapshot(using: analyzer)
            let fresh = analyzer.analyze(Parser.parse(utf8: Array(text.utf8)))
            #expect(incremental.analysis.diagnostics == fresh.diagnostics, "seed \(seed), version \(version)")
            #expect(Self.summary(incremental.analysis) == Self.summary(fresh), "seed \(seed), version \(version)")
        }
    }

    @Test func anInterruptedAnalysisGoesOnWhereItStopped() {
        let analyzer = Analyzer()
        let document = Document(uri: "file:///p.kbl", version: 1, text: Self.spec)
        var asked = 0
        #expect(document.snapshot(using: analyzer, unless: { asked += 1; return asked > 2 }) == nil)
        // A call analyses one screen before it asks; A, B and C are done, and kept: the
        // next call analyses B2, then asks before the second B2 and D only.
        #expect(asked == 3)
        var askedAgain = 0
        let resumed = document.snapshot(using: analyzer, unless: { askedAgain += 1; return false })
        #expect(askedAgain == 2)
        #expect(resumed?.analysis.diagnostics == analyzer.analyze(Self.spec).diagnostics)
        // An edit in one screen analyses that screen only: a second one would be asked about.
        let converter = PositionConverter(lines: LineIndex(Self.spec), encoding: .utf16)
        let start = converter.position(of: Array(Self.spec.utf8).count - 3)
        document.apply([TextDocumentContentChangeEvent(range: LSP.Range(start: start, end: start), text: "\n")],
                       version: 2, encoding: .utf16)
        var askedAfterEdit = 0
        let edited = document.snapshot(using: analyzer, unless: { askedAfterEdit += 1; return true })
        #expect(askedAfterEdit == 0)
        #expect(edited != nil)
    }

    /// Typing inside a screen parses that screen again, not the file: the document hands
    /// the edit to `Parser.reparse`, the screens before it are the very ones of the last
    /// parse (their storage, not copies), and the result is the whole parse's.
    @Test func anEditInsideAScreenParsesThatScreenOnly() throws {
        let analyzer = Analyzer()
        let document = Document(uri: "file:///p.kbl", version: 1, text: Self.spec)
        let first = document.snapshot(using: analyzer)
        #expect(document.parses.whole == 1 && document.parses.fromEdit == 0)
        // "400" of the first B becomes "4000": inside B, not on its first or last line.
        let bytes = Array(Self.spec.utf8)
        let found = try #require(Self.spec.firstRange(of: "top 400"))
        let offset = Self.spec.utf8.distance(from: Self.spec.startIndex, to: found.lowerBound) + 4
        let converter = PositionConverter(lines: LineIndex(utf8: bytes), encoding: .utf16)
        let at = converter.position(of: offset + 3)
        document.apply([TextDocumentContentChangeEvent(range: LSP.Range(start: at, end: at), text: "0")], version: 2, encoding: .utf16)
        let edited = document.snapshot(using: analyzer)
        #expect(document.parses.whole == 1 && document.parses.fromEdit == 1)
        #expect(document.parses.lastEdit == ByteEdit(replacing: SourceRange(offset + 3, offset + 3), newEnd: offset + 4))
        let text = String(decoding: edited.bytes, as: UTF8.self)
        #expect(text.contains("top 4000 height"))
        let screens = edited.parsed.file.screens
        let whole = Parser.parse(text)
        #expect(screens.map(\.range) == whole.file.screens.map(\.range))
        #expect(edited.analysis.diagnostics == analyzer.analyze(whole).diagnostics)
        // Screen A, before the edit, kept as it was parsed: the same elements' storage.
        let storage = { (screen: ScreenDeclaration) in screen.elements.withUnsafeBufferPointer { $0.baseAddress } }
        #expect(storage(screens[0]) == storage(first.parsed.file.screens[0]))
        #expect(storage(whole.file.screens[0]) != storage(first.parsed.file.screens[0]))
    }

    /// What the server's features read from an analysis' screen reports.
    static func summary(_ analysis: Analysis) -> [String] {
        analysis.screens.map { screen in
            "\(screen.name) \(screen.nameRange) \(screen.range) \(screen.device.name) \(screen.geometries) "
                + screen.elements.map { "\($0.name) \($0.nameRange) \($0.headerRange) \($0.placements)" }.joined(separator: ";")
        }
    }
}
