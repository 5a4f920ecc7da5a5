import Testing
@testable import SourceCode

/// The reader's quick paths (keywords by their bytes, whole numbers without text, types
/// trimmed on their UTF-8, each word of a file made once) give what the slow ones gave.
@Suite struct ReadingShortcutTests {
    @Test func aFilesWordsEachOnceInTheOrderOfFirstUse() {
        let text = """
        #import "Shared/KeyboardHelper.h"
        #define kPadding 16
        @implementation LoginViewController
        - (void)viewDidLoad { [self shift:kPadding]; [self shift:kPadding]; self.shift = self.shift; }
        @end
        """
        let bytes = Array(text.utf8)
        let words = SourceReader.words(of: Lexer.tokenize(bytes, language: .objectiveC), in: bytes)
        #expect(words.count == Set(words).count)
        #expect(Set(words).isSuperset(of: ["LoginViewController", "viewDidLoad", "self", "shift", "kPadding", "Shared", "KeyboardHelper", "h"]))
        #expect(!words.contains("16"))
        #expect(words.firstIndex(of: "LoginViewController") ?? 99 < words.firstIndex(of: "shift") ?? 0)
    }

    @Test func thousandsOfWordsOnOneImportLineOutgrowTheTable() {
        // One directive, few tokens, 3,000 words: the table of words seen grows past its first size.
        let names = (0..<3_000).map { "part\($0)" }
        let bytes = Array(("#import \"" + names.joined(separator: "/") + ".h\"\n#import \"part7/part7.h\"\n").utf8)
        let words = SourceReader.words(of: Lexer.tokenize(bytes, language: .objectiveC), in: bytes)
        #expect(Set(words) == Set(names + ["h"]))
        #expect(words.count == names.count + 1)
    }

    @Test func wholeNumbersAndTheOthers() {
        let values = swiftStatements("""
        let a = 007
        let b = 1_000
        let c = 0x1F
        let d = 1e3
        let e = 2.5
        let f = 12345678901234567890
        let g = 216
        """).compactMap { statement -> Double? in
            guard case .declaration(_, _, _, let value?) = statement.kind, case .number(let number) = value.kind else { return nil }
            return number
        }
        #expect(values == [7, 1_000, 31, 1_000, 2.5, 12_345_678_901_234_567_890, 216])
    }

    @Test func typesTrimmedOfMarksAndOwnershipWords() {
        #expect(Parser.cleanType("UIView?") == "UIView")
        #expect(Parser.cleanType("NSLayoutConstraint! ") == "NSLayoutConstraint")
        #expect(Parser.cleanType("inout CGFloat") == "CGFloat")
        #expect(Parser.cleanType("some View") == "View")
        #expect(Parser.cleanType("any Sequence<Int>?") == "Sequence<Int>")
        #expect(Parser.cleanType("[String: Any]?!") == "[String: Any]")
        #expect(Parser.cleanType("Ünïcode?") == "Ünïcode")
        #expect(Parser.cleanType("?!") == nil)
        #expect(Parser.cleanType("") == nil)
    }

    @Test func literalWordsByLanguage() {
        #expect(swiftStatements("x = YES; y = NULL; z = true; w = `nil`; v = nil").map(render)
            == ["x = YES", "y = NULL", "z = true", "w = nil", "v = nil"])
        #expect(objcStatements("x = YES; y = NULL; z = NO; w = TRUE;").map(render) == ["x = true", "y = nil", "z = false", "w = true"])
    }

    @Test func keywordTableMatchesWholeWordsOnly() {
        let table = WordTable(["let": 1, "lazy": 2, "precedencegroup": 3])
        let bytes = Array("let lets le lazy precedencegroup".utf8)
        #expect(table.value(bytes, 0, 3) == 1)
        #expect(table.value(bytes, 4, 8) == nil)
        #expect(table.value(bytes, 9, 11) == nil)
        #expect(table.value(bytes, 12, 16) == 2)
        #expect(table.value(bytes, 17, 32) == 3)
        #expect(table.value(bytes, 30, 40) == nil)
    }
}
