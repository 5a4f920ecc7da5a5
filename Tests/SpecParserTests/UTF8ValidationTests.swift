import SpecParser
import Testing

/// Invalid UTF-8 where the lexer does not look (comments) is found at every offset, past
/// runs of ASCII skipped eight bytes at a time and after well-formed non-ASCII.
@Suite struct UTF8ValidationTests {
    @Test(arguments: 0..<20) func invalidByteInAComment(offset: Int) {
        for prefix in ["", "é"] {
            let bytes = Array("# \(prefix)".utf8) + Array(repeating: UInt8(ascii: "a"), count: offset) + [0xFF] + Array(" ok\n".utf8)
            let at = bytes.firstIndex(of: 0xFF) ?? -1
            let diagnostics = Parser.parse(utf8: bytes).diagnostics
            #expect(diagnostics.map(\.range) == [SourceRange(at, at + 1)], "\(prefix) \(offset)")
            #expect(diagnostics.first?.message.hasPrefix("invalid UTF-8") == true)
        }
    }

    @Test func truncatedSequenceAtTheEnd() {
        let bytes = Array("# abcdefghijklmnop".utf8) + [0xE2, 0x80]
        #expect(Parser.parse(utf8: bytes).diagnostics.map(\.range) == [SourceRange(bytes.count - 2, bytes.count)])
    }

    @Test func wellFormedFilesHaveNoUTF8Error() {
        let text = "# ✨ — é\nscreen S {\n  label l \"Title — ✨\" top 1 height 2\n}\n"
        #expect(Parser.parse(text).diagnostics.isEmpty)
    }
}
