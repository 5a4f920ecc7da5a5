import Foundation
import Testing
import TestSupport
@testable import SpecParser

/// `Parser.reparse` (typing in one block re-reads that block) against a whole parse of
/// the same text: the trees, diagnostics and suppressions must be the same, whatever
/// the edit.
@Suite("Reparsing the block an edit touched")
struct ReparseTests {
    /// Every example, one after the other: devices, screens, comments, suppressions, and
    /// names that repeat from one example to the next (KB102 across blocks).
    static let text: String = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".kbl") }.sorted().compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }.joined(separator: "\n") + "\n" + Specs.broken + suppressed
    }()

    static let suppressed = """
        # kb-lsp: ignore KB001 -- the first field's line
        screen Quiet {
          # kb-lsp: ignore KB001, KB006
          field a "A" top 400 height 44 # kb-lsp: ignore KB003
          view box {
            field b "B" below a 8 height 44 # kb-lsp: ignore KB999
          }
        }

        """

    /// What an edit may insert: typing, and the text that changes a block's shape.
    static let insertions = [
        "", "1", "x", " ", "\n", "  field extra \"E\" bottom 10 height 44\n", "{", "}", "\n}\n", "view v {\n",
        "# kb-lsp: ignore KB001\n", " # kb-lsp: ignore KB003 -- why", "\"", "é", "👍🏽", "top 0 ", "below ",
        "screen S {\n", "device d {\n  size 1 2\n}\n", "\r\n", "\r", "%", "@@", "avoid shift padding 4\n",
    ]

    /// The whole parse, as text: every field of every node.
    private func dump(_ result: ParseResult) -> String { String(reflecting: result) }

    private func edited(_ bytes: [UInt8], _ range: SourceRange, _ insertion: String) -> [UInt8] {
        var bytes = bytes
        bytes.replaceSubrange(range.start..<range.end, with: Array(insertion.utf8))
        return bytes
    }

    private func randomEdit(of bytes: [UInt8], _ random: inout SeededRandom) -> (range: SourceRange, text: String) {
        let start = random.below(bytes.count + 1)
        let length = random.chance(60) ? 0 : random.below(min(40, bytes.count - start) + 1)
        return (SourceRange(start, start + length), random.pick(Self.insertions))
    }

    @Test func oneEditEqualsAWholeParse() {
        var random = SeededRandom(seed: 13)
        let old = Array(Self.text.utf8)
        let parsed = Parser.parse(utf8: old)
        var quick = 0
        for _ in 0..<400 {
            let (range, text) = randomEdit(of: old, &random)
            let new = edited(old, range, text)
            let edit = ByteEdit(replacing: range, newEnd: range.start + text.utf8.count)
            guard let reparsed = Parser.reparsedBlock(parsed, of: old, after: edit, giving: new) else { continue }
            quick += 1
            let (mine, whole) = (dump(reparsed), dump(Parser.parse(utf8: new)))
            #expect(mine == whole, "\(range) ← \(text.debugDescription)")
            if mine != whole { return }
        }
        // Many edits land inside a block's inner lines: the quick way must be taken often.
        #expect(quick > 100, "only \(quick) of 400 edits reparsed one block")
    }

    /// Several edits between two analyses (typing faster than the analysis) are one edit
    /// of the text first parsed, from the first byte touched to the last.
    @Test func editsInARowAreOneEdit() {
        var random = SeededRandom(seed: 29)
        let old = Array(Self.text.utf8)
        let parsed = Parser.parse(utf8: old)
        for _ in 0..<150 {
            var bytes = old
            var combined: ByteEdit?
            let near = random.below(old.count)
            for _ in 0..<random.number(in: 1...4) {
                var (range, text) = randomEdit(of: bytes, &random)
                // Edits near one another, as typing is.
                let start = min(bytes.count, max(0, near + random.number(in: -30...30)))
                range = SourceRange(start, min(bytes.count, start + range.end - range.start))
                bytes = edited(bytes, range, text)
                let edit = ByteEdit(replacing: range, newEnd: range.start + text.utf8.count)
                combined = combined.map { $0.followed(by: edit) } ?? edit
            }
            guard let combined else { continue }
            // The combined edit maps the old text onto the new one outside its range.
            #expect(Array(old[..<combined.range.start]) == Array(bytes[..<combined.range.start]))
            #expect(Array(old[combined.range.end...]) == Array(bytes[combined.newEnd...]))
            let (mine, whole) = (dump(Parser.reparse(parsed, of: old, after: combined, giving: bytes)),
                                 dump(Parser.parse(utf8: bytes)))
            #expect(mine == whole)
            if mine != whole { return }
        }
    }

    @Test func anEditOfABlocksFirstOrLastLineParsesTheWholeFile() throws {
        let old = Array("screen A {\n  field f \"F\" bottom 0 height 44\n}\nscreen B {\n}\n".utf8)
        let parsed = Parser.parse(utf8: old)
        // Renaming the screen (its first line) and touching its closing brace (its last).
        for range in [SourceRange(7, 8), SourceRange(44, 45)] {
            let new = edited(old, range, "Z")
            let edit = ByteEdit(replacing: range, newEnd: range.start + 1)
            #expect(Parser.reparsedBlock(parsed, of: old, after: edit, giving: new) == nil)
            #expect(dump(Parser.reparse(parsed, of: old, after: edit, giving: new)) == dump(Parser.parse(utf8: new)))
        }
        // Inside: the quick way.
        let inside = SourceRange(40, 42)
        let new = edited(old, inside, "4")
        let quick = Parser.reparsedBlock(parsed, of: old, after: ByteEdit(replacing: inside, newEnd: 41), giving: new)
        #expect(quick.map(dump) == dump(Parser.parse(utf8: new)))
    }
}
