import Diagnostics
import SpecParser
import Testing
import TestSupport

/// Issue 13's defects found by trying bad input: each is a regression test here.
@Suite("Hostile input: invalid UTF-8, byte-order marks, lone CRs, stray runs, control bytes")
struct HostileInputTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func anInvalidByteIsOneErrorOnThatByteAndTheNextLineIsIntact() {
        // `}\xF0\n}`: the lead byte of a 4-byte sequence must not swallow the line break.
        let source = bytes("screen A {\n field f \"x\" top 0 height 44\n}") + [0xF0]
            + bytes("\n}\nscreen B {\n field g \"y\" bottom 0 height 44\n}\n")
        let result = Parser.parse(utf8: source)
        let invalid = result.diagnostics.filter { $0.message.contains("UTF-8") }
        #expect(invalid.count == 1)
        let bad = bytes("screen A {\n field f \"x\" top 0 height 44\n}").count
        #expect(invalid.first?.range == SourceRange(bad, bad + 1))
        #expect(result.file.screens.map { $0.name?.text } == ["A", "B"])
        #expect(result.file.screens.last?.elements.first?.name?.text == "g")
        let lines = LineIndex(utf8: source)
        #expect(lines.lineColumn(at: bad + 1, in: .utf16) == LineColumn(line: 2, column: 2))
        #expect(lines.lineColumn(at: bad + 2, in: .utf16) == LineColumn(line: 3, column: 0))
    }

    @Test func aTruncatedSequenceIsItsMaximalSubpartAndCountsAsOneCharacter() {
        let source = bytes("screen A {\n  ") + [0xF0, 0x9F] + bytes(" ;\n}\n")
        let result = Parser.parse(utf8: source)
        #expect(result.diagnostics.map(\.range) == [SourceRange(13, 15)])
        #expect(LineIndex(utf8: source).lineColumn(at: 16, in: .utf16) == LineColumn(line: 1, column: 4))
    }

    @Test func aByteOrderMarkIsIgnoredAndColumnsCountFromAfterIt() throws {
        let source = [0xEF, 0xBB, 0xBF] + bytes("screen s {\n  field f top 1 height 44\n}\n")
        #expect(Parser.parse(utf8: source).diagnostics.isEmpty)
        let broken = [0xEF, 0xBB, 0xBF] + bytes("screen s { ;\n}\n")
        let diagnostic = try #require(Parser.parse(utf8: broken).diagnostics.first)
        let lines = LineIndex(utf8: broken)
        #expect(lines.lineColumn(at: diagnostic.range.start, in: .utf16) == LineColumn(line: 0, column: 11))
        #expect(lines.lineColumn(at: 0, in: .utf16) == LineColumn(line: 0, column: 0))
        #expect(lines.offset(at: LineColumn(line: 0, column: 0), in: .utf16) == 3)
    }

    @Test func aByteOrderMarkSurvivesFormatting() throws {
        let source = [0xEF, 0xBB, 0xBF] + bytes("screen s {\nfield f top 1 height 44\n}\n")
        guard case .formatted(let formatted) = Formatter.format(utf8: source) else {
            Issue.record("refused")
            return
        }
        #expect(formatted.bytes == [0xEF, 0xBB, 0xBF] + bytes("screen s {\n  field f top 1 height 44\n}\n"))
    }

    @Test func aLoneCarriageReturnEndsALine() throws {
        let text = "# lone CRs\rscreen s {\r  field f top 1 height 44 ;\r}\r"
        let result = Parser.parse(text)
        #expect(result.file.screens.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        let lines = LineIndex(text)
        #expect(lines.lineCount == 5)
        #expect(lines.lineColumn(at: diagnostic.range.start, in: .utf16) == LineColumn(line: 2, column: 26))
        #expect(lines.range(ofLine: 0) == SourceRange(0, 10))
        // \r\n is one line break, \n\r two.
        let mixed = LineIndex("a\r\nb\n\rc")
        #expect(mixed.lineCount == 4)
        #expect(mixed.range(ofLine: 0) == SourceRange(0, 1))
        #expect(mixed.range(ofLine: 2) == SourceRange(5, 5))
        #expect(mixed.lineColumn(at: 6, in: .utf8) == LineColumn(line: 3, column: 0))
    }

    @Test func aRunOfStrayCharactersIsOneError() throws {
        let run = String(repeating: "@", count: 10_000)
        let result = Parser.parse("screen s {\n  \(run)\n  field f top 1 height 44 :\n}\n")
        #expect(result.diagnostics.count == 2)
        let first = try #require(result.diagnostics.first)
        #expect(first.range == SourceRange(13, 13 + 10_000))
        #expect(first.message == "unexpected characters '\(String(repeating: "@", count: 40))…'")
        #expect(result.diagnostics.last?.message == "unexpected character ':'")
        #expect(result.file.screens.first?.elements.count == 1)
    }

    @Test func onlyTheFirstLexicalErrorOfALineIsReported() {
        let line = String(repeating: "@ é ; ", count: 1000)
        let result = Parser.parse("screen s {\n  \(line)\n}\n")
        #expect(result.diagnostics.count == 1)
    }

    @Test func controlCharactersInMessagesAreEscaped() throws {
        let result = Parser.parse("screen s {\n  field f top 1 height 44 \u{1B}[31m\u{0}\r\n  screen \"\u{1B}]0;x\u{7}\" {\n  }\n}\n")
        let messages = result.diagnostics.map(\.message)
        #expect(messages.contains("unexpected characters '\\u{1B}['"))
        #expect(messages.contains { $0.contains("\"\\u{1B}]0;x\\u{7}\"") })
        for message in messages {
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(message)")
        }
    }
}

@Suite("Deep nesting: a depth limit, never a stack overflow")
struct DeepNestingTests {
    @Test(arguments: [10_000, 100_000])
    func blocksDeeperThanTheLimitAreOneErrorAndSkipped(depth: Int) throws {
        let result = Parser.parse(deeplyNestedSpec(depth: depth))
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .syntax && diagnostic.message.contains("nested more than \(Parser.maximumNesting) deep"))
        var deepest = 0
        var level = try #require(result.file.screens.first?.elements.first)
        while let child = level.children.first {
            level = child
            deepest += 1
        }
        #expect(deepest == Parser.maximumNesting - 1)
        // The element whose block is too deep is still declared, its block unread.
        #expect(level.name?.text == "v\(Parser.maximumNesting - 1)")
        #expect(Formatter.format(deeplyNestedSpec(depth: depth)).isRefused)
    }

    @Test func nestingUpToTheLimitIsRead() {
        let result = Parser.parse(deeplyNestedSpec(depth: Parser.maximumNesting - 1))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}

extension FormatOutcome {
    var isRefused: Bool {
        if case .refused = self { return true }
        return false
    }
}

@Suite("Large inputs: what the linear paths compute is still right")
struct LargeInputTests {
    @Test func aScreenOfTwentyThousandFieldsKeepsThemAllInOrder() {
        var text = "screen S {\n  field f0 top 0 height 44\n"
        for index in 1..<20_000 { text += "  field f\(index) below f\(index - 1) 4 height 44\n" }
        text += "}\n"
        let result = Parser.parse(text)
        #expect(result.diagnostics.isEmpty)
        let elements = result.file.screens.first?.elements ?? []
        #expect(elements.count == 20_000)
        #expect(elements.last?.name?.text == "f19999" && elements.last?.below?.sibling.text == "f19998")
        // The symbol of a name used by `below` finds its one declaration and its one use.
        let offset = text.utf8.count - "f19998 4 height 44\n}\n".utf8.count
        let symbol = result.file.symbol(at: offset + 1)
        #expect(symbol?.name == "f19998" && symbol?.declarations.count == 1 && symbol?.references.count == 1)
    }

    @Test func fiftyThousandRepeatedPlacementsAreEachReported() {
        let text = "screen S {\n  field f \"F\" " + String(repeating: "center ", count: 50_000) + "height 44\n}\n"
        let result = Parser.parse(text)
        #expect(result.diagnostics.count == 49_999)
        #expect(result.diagnostics.allSatisfy { $0.code == .notAllowed })
    }

    @Test func sortedRangesFindARangeWithin() {
        let ranges = SortedRanges([SourceRange(50, 60), SourceRange(10, 12), SourceRange(30, 45)])
        #expect(ranges.containsAny(within: SourceRange(0, 12)))
        #expect(!ranges.containsAny(within: SourceRange(11, 40)))
        #expect(ranges.containsAny(within: SourceRange(30, 45)))
        #expect(ranges.containsAny(within: SourceRange(31, 100)))
        #expect(!ranges.containsAny(within: SourceRange(61, 100)))
        #expect(!SortedRanges([]).containsAny(within: SourceRange(0, 100)))
    }
}

@Suite("A size limit: a file larger than Parser.maximumSize is one error and no analysis")
struct SizeLimitTests {
    @Test func aFileOverTheLimitIsOneErrorAtItsStart() throws {
        let line = Array("screen S {\n  field f top 1 height 44 ;\n}\n".utf8)
        var bytes: [UInt8] = []
        while bytes.count <= Parser.maximumSize { bytes += line }
        let result = Parser.parse(utf8: bytes)
        #expect(result.diagnostics.count == 1)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .syntax && diagnostic.range == SourceRange(0, 0))
        #expect(diagnostic.message.contains("this file has \(bytes.count) bytes; kb-lsp reads files of at most 4194304 bytes (4 MiB)"))
        #expect(result.file.screens.isEmpty)
        #expect(Lexemes.scan(utf8: bytes).tokens.isEmpty)
    }

    @Test func aFileAtTheLimitIsRead() {
        let comment = Array("# padding\n".utf8)
        var bytes = Array("screen S {\n}\n".utf8)
        while bytes.count + comment.count <= Parser.maximumSize { bytes += comment }
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: Parser.maximumSize - bytes.count)
        #expect(bytes.count == Parser.maximumSize)
        let result = Parser.parse(utf8: bytes)
        #expect(result.diagnostics.isEmpty)
        #expect(result.file.screens.count == 1)
    }
}
