import Diagnostics
import PlainText
import SpecParser
import Testing
import TestSupport

@Suite("LineIndex: offsets to lines and columns in UTF-8, UTF-16 and scalars")
struct LineIndexTests {
    @Test func columnsAfterEmojiAndCombiningMarks() throws {
        // "👋" is 4 UTF-8 bytes, 2 UTF-16 units, 1 scalar; "é" written as e + U+0301 is
        // 3 bytes, 2 UTF-16 units, 2 scalars.
        let text = "# héllo 👋\nscreen s {\n  label l \"👋 Cafe\u{301}\" top 1 height 2 ;\n}\n"
        let result = Parser.parse(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1 && diagnostic.message.contains("';'"))
        let lines = LineIndex(text)
        let prefix = "  label l \"👋 Cafe\u{301}\" top 1 height 2 "
        #expect(lines.lineColumn(at: diagnostic.range.start, in: .utf8) == LineColumn(line: 2, column: prefix.utf8.count))
        #expect(lines.lineColumn(at: diagnostic.range.start, in: .utf16) == LineColumn(line: 2, column: prefix.utf16.count))
        #expect(lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars) == LineColumn(line: 2, column: prefix.unicodeScalars.count))
        #expect(prefix.utf8.count == 39 && prefix.utf16.count == 36 && prefix.unicodeScalars.count == 35)
    }

    @Test func emojiInACommentDoesNotShiftTheNextLine() {
        let text = "# 🎉🎉\nscreen s {\n}\n"
        let lines = LineIndex(text)
        let screenOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "s"))!
        #expect(lines.lineColumn(at: screenOffset, in: .utf16) == LineColumn(line: 1, column: 0))
        #expect(lines.lineColumn(at: 6, in: .utf16) == LineColumn(line: 0, column: 4))
        #expect(lines.lineColumn(at: 6, in: .unicodeScalars) == LineColumn(line: 0, column: 3))
    }

    @Test func roundTripsEveryScalarBoundary() {
        let text = "a👋b\u{301}c\r\nx\n\nédé"
        let lines = LineIndex(text)
        var offset = 0
        for scalar in text.unicodeScalars {
            // Offsets inside a line break clamp to the end of the line's text.
            if scalar == "\r" || scalar == "\n" {
                offset += 1
                continue
            }
            for unit in [ColumnUnit.utf8, .utf16, .unicodeScalars] {
                let position = lines.lineColumn(at: offset, in: unit)
                #expect(lines.offset(at: position, in: unit) == offset, "\(unit) at \(offset)")
            }
            offset += String(scalar).utf8.count
        }
        #expect(lines.lineCount == 4)
    }

    @Test func roundTripsOnLinesLongerThanManyCheckpoints() {
        // Positions far into a line start from the nearest checkpoint (every 64 bytes),
        // which may fall on any character of the line.
        let text = "x" + String(repeating: "a👋é\u{301}x", count: 90) + "\r\n"
            + String(repeating: "😀b", count: 70) + "\rc"
        let lines = LineIndex(text)
        var offset = 0
        for scalar in text.unicodeScalars {
            let width = String(scalar).utf8.count
            defer { offset += width }
            if scalar == "\r" || scalar == "\n" { continue }
            for unit in [ColumnUnit.utf8, .utf16, .unicodeScalars] {
                let position = lines.lineColumn(at: offset, in: unit)
                #expect(lines.offset(at: position, in: unit) == offset, "\(unit) at \(offset)")
            }
            // A column inside a character gives the character's start.
            if width == 4 {
                let position = lines.lineColumn(at: offset, in: .utf16)
                #expect(lines.offset(at: LineColumn(line: position.line, column: position.column + 1), in: .utf16) == offset)
                let bytes = lines.lineColumn(at: offset, in: .utf8)
                #expect(lines.offset(at: LineColumn(line: bytes.line, column: bytes.column + 3), in: .utf8) == offset)
            }
        }
        // A column past a line's end gives the end, before its line break.
        #expect(lines.offset(at: LineColumn(line: 0, column: 100_000), in: .utf16) == 1 + 90 * 10)
        #expect(lines.offset(at: LineColumn(line: 1, column: 100_000), in: .unicodeScalars) == text.utf8.count - 2)
    }

    /// Every offset of random texts (long ASCII runs, breaks of every kind, multi-byte and
    /// ill-formed sequences, at every alignment) against lines and columns counted
    /// character by character from the start: the word-at-a-time scan of ASCII runs and
    /// the checkpoints change nothing.
    @Test func everyOffsetAsCountedFromTheStart() {
        var random = SeededRandom(seed: 13)
        let pieces: [[UInt8]] = [Array("abcdefgh".utf8), Array("x".utf8), Array("field f top 0 height 44".utf8),
                                 [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("👋".utf8), [0xFF], [0xE2, 0x82],
                                 Array(repeating: 0x20, count: 70), [0x09]]
        for _ in 0..<60 {
            var bytes: [UInt8] = random.number(in: 0...3) == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<random.number(in: 0...80) { bytes += random.pick(pieces) }
            let lines = LineIndex(utf8: bytes)
            // The reference: walk the characters, counting lines and units.
            var line = 0, utf8 = 0, utf16 = 0, scalars = 0
            var offset = UTF8Bytes.byteOrderMarkLength(of: bytes)
            var expected: [Int: (Int, Int, Int, Int)] = [offset: (0, 0, 0, 0)]
            while offset < bytes.count {
                let breakWidth = LineBreak.width(at: offset, in: bytes)
                if breakWidth > 0 {
                    offset += breakWidth
                    line += 1
                    (utf8, utf16, scalars) = (0, 0, 0)
                } else {
                    let (width, isWellFormed) = UTF8Bytes.sequence(at: offset, in: bytes)
                    offset += width
                    utf8 += width
                    utf16 += isWellFormed && width == 4 ? 2 : 1
                    scalars += 1
                }
                expected[offset] = (line, utf8, utf16, scalars)
            }
            for (offset, (line, utf8, utf16, scalars)) in expected {
                #expect(lines.lineColumn(at: offset, in: .utf8) == LineColumn(line: line, column: utf8), "\(bytes) at \(offset)")
                #expect(lines.lineColumn(at: offset, in: .utf16) == LineColumn(line: line, column: utf16), "\(bytes) at \(offset)")
                #expect(lines.lineColumn(at: offset, in: .unicodeScalars) == LineColumn(line: line, column: scalars))
            }
            #expect(lines.lineCount == line + 1)
        }
    }

    @Test func clampsOutOfRangeInput() {
        let text = "ab\ncd👋\n"
        let lines = LineIndex(text)
        #expect(lines.lineColumn(at: -4, in: .utf16) == LineColumn(line: 0, column: 0))
        #expect(lines.lineColumn(at: 1000, in: .utf16) == LineColumn(line: 2, column: 0))
        #expect(lines.offset(at: LineColumn(line: 1, column: 99), in: .utf16) == 9)
        #expect(lines.offset(at: LineColumn(line: 99, column: 0), in: .utf8) == 10)
        #expect(lines.offset(at: LineColumn(line: -1, column: 5), in: .utf8) == 0)
        // A UTF-16 column inside a surrogate pair stays before the scalar.
        #expect(lines.offset(at: LineColumn(line: 1, column: 3), in: .utf16) == 5)
        #expect(lines.range(ofLine: 1) == SourceRange(3, 9))
    }

    @Test func crlfLineEndsAreNotPartOfTheLine() {
        let lines = LineIndex("ab\r\ncd")
        #expect(lines.range(ofLine: 0) == SourceRange(0, 2))
        #expect(lines.offset(at: LineColumn(line: 0, column: 10), in: .utf8) == 2)
        #expect(lines.lineColumn(at: 4, in: .utf8) == LineColumn(line: 1, column: 0))
    }

    @Test func emptyText() {
        let lines = LineIndex("")
        #expect(lines.lineCount == 1)
        #expect(lines.lineColumn(at: 0, in: .utf16) == LineColumn(line: 0, column: 0))
        #expect(Parser.parse("").diagnostics.isEmpty)
    }
}
