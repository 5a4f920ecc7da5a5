import Testing
@testable import SourceCode

@Suite struct LexerTests {
    func words(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        let lexer = Lexer.tokenize(Array(text.utf8), language: language)
        let parser = Parser(bytes: Array(text.utf8), tokens: lexer.tokens, language: language)
        return lexer.tokens.dropLast().map { parser.text($0) }
    }

    func kinds(_ text: String, _ language: SourceLanguage = .swift) -> [TokenKind] {
        Lexer.tokenize(Array(text.utf8), language: language).tokens.map(\.kind)
    }

    @Test func swiftCommentsNestButObjectiveCCommentsDoNot() {
        #expect(words("a /* b /* c */ d */ e // f\ng") == ["a", "e", "g"])
        #expect(words("a /** doc\n * /* nested */\n */ b") == ["a", "b"])
        // In C the first `*/` closes the comment.
        #expect(words("a /* b /* c */ d */ e", .objectiveC) == ["a", "d", "*", "/", "e"])
    }

    @Test func swiftStringsHoldBracesCommentsAndInterpolations() {
        let text = #"let s = "a { b // c \(f(x, ")")) } d"; let t = 1"#
        #expect(words(text) == ["let", "s", "=", #""a { b // c \(f(x, ")")) } d""#, ";", "let", "t", "=", "1"])
        let multiline = "let s = \"\"\"\n  { /* not a comment\n  \"quoted\" \\(value) }\n  \"\"\"\nlet t = 2"
        #expect(words(multiline).suffix(4) == ["let", "t", "=", "2"])
        let raw = "let r = #\"raw \\(x) \" still\"# + ##\"two \"# \"##"
        #expect(words(raw) == ["let", "r", "=", "#\"raw \\(x) \" still\"#", "+", "##\"two \"# \"##"])
    }

    @Test func stringValues() {
        let file = swift(##"let a = "x\"y\n", b = "h: \(height) {", c = #"raw \n"#"##)
        #expect(file.variables.map { render($0.initialValue) } == [#""x"y"# + "\n\"", #""h: \(height) {""#, #""raw \n""#])
        let multiline = swift("let s = \"\"\"\n    line one\n    line two\n    \"\"\"\n")
        #expect(render(multiline.variables.first?.initialValue) == "\"    line one\n    line two\"")
        let objc = objc(#"static NSString *const kKey = @"UIKeyboard" "WillShow";"#)
        #expect(render(objc.variables.first?.initialValue) == #""UIKeyboardWillShow""#)
    }

    @Test func unterminatedStringsEndAtTheLineOrTheEnd() {
        #expect(words("let s = \"open\nlet t = 1") == ["let", "s", "=", "\"open", "let", "t", "=", "1"])
        let lexer = Lexer.tokenize(Array("let s = \"\"\"\nnever closed".utf8), language: .swift)
        #expect(lexer.tokens.count == 5 && lexer.problems.count == 1)
        let comment = Lexer.tokenize(Array("a /* never closed".utf8), language: .objectiveC)
        #expect(comment.tokens.count == 2 && comment.problems.map(\.message) == ["unterminated comment"])
    }

    @Test func numbers() {
        let file = swift("let a = 1_000, b = 1e3, c = 0x1F, d = 2.5, e = 0.5, f = 1.0e-2")
        #expect(file.variables.map { render($0.initialValue) } == ["1000", "1000", "31", "2.5", "0.5", "0.01"])
        let objc = objc("static CGFloat a = 10.0f; static unsigned b = 5u; static long c = 0xFFUL; static char d = 'a';")
        #expect(objc.variables.map { render($0.initialValue) } == ["10", "5", "255", "97"])
        // A tuple's `.0.1` is two members, not the number 0.1.
        #expect(swiftStatements("t.0.1").map(render) == ["t.0.1"])
        // C's `.3` is a number where no operand is before it (`animateWithDuration:.3`).
        let leading = SourceReader.read(Array("static CGFloat a = .3; static float b = .5f;".utf8), language: .objectiveC)
        #expect(leading.variables.map { render($0.initialValue) } == ["0.3", "0.5"])
        #expect(words("[UIView animateWithDuration:.3 animations:nil]", .objectiveC)
                    == ["[", "UIView", "animateWithDuration", ":", ".3", "animations", ":", "nil", "]"])
        #expect(words("a.b x[0].y f().z", .objectiveC) == ["a", ".", "b", "x", "[", "0", "]", ".", "y", "f", "(", ")", ".", "z"])
    }

    @Test func identifiersAttributesAndHashWords() {
        #expect(words("let `default` = $0 + café") == ["let", "default", "=", "$0", "+", "café"])
        #expect(kinds("@IBOutlet @objc(Name) #selector #available") ==
                [.atWord, .atWord, .leftParen, .identifier, .rightParen, .hashWord, .hashWord, .end])
        #expect(kinds("@interface @\"s\" @[ @123", .objectiveC) == [.atWord, .string, .at, .leftBracket, .at, .number, .end])
    }

    @Test func operatorsAreLexedCStyleWithClosingAnglesAlone() {
        #expect(words("a?.b ?? c != d >= e >>= f ..< g -> h") ==
                ["a", "?", ".", "b", "??", "c", "!=", "d", ">", "=", "e", ">", ">", "=", "f", "..<", "g", "->", "h"])
        #expect(words("x=-1;", .objectiveC) == ["x", "=", "-", "1", ";"])
    }

    @Test func swiftConditionalCompilationLinesAreDropped() {
        let text = """
        #if canImport(UIKit) && os(iOS)
        class A: UIViewController {}
        #elseif os(macOS)
        class A: NSViewController {}
        #else
        #warning("unsupported")
        #endif
        """
        let file = swift(text)
        #expect(file.types.map(\.superclass) == ["UIViewController", "NSViewController"])
        #expect(file.problems.isEmpty)
    }

    @Test func objectiveCPreprocessorLines() {
        let text = """
        #import <UIKit/UIKit.h>
        #import "ViewController.h"
        #pragma mark - Keyboard
        #if 0
        #include <stdio.h>
        #endif
        #define kKeyboardOffset 80.0
        #define kLongValue (kKeyboardOffset + \\
                            20)
        #define LOG(x) NSLog(x)
        #define EMPTY
          #  define kIndented 3
        @interface A : NSObject
        @end
        """
        let file = objc(text)
        #expect(file.variables.map(\.name) == ["kKeyboardOffset", "kLongValue", "kIndented"])
        #expect(file.variables.map { render($0.initialValue) } == ["80", "(kKeyboardOffset + 20)", "3"])
        #expect(file.variables.allSatisfy { $0.isConstant && $0.isStatic })
        #expect(file.variables.map(\.line) == [7, 8, 12])
        #expect(file.types.map(\.name) == ["A"] && file.types.first?.line == 13)
    }

    @Test func invalidUTF8AndNULBytesAreSkipped() {
        var bytes = Array("class A\u{0}: B { var x\u{7F}: Int = 1 }".utf8)
        bytes.insert(contentsOf: [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80], at: 6)
        let file = SourceReader.read(bytes, language: .swift)
        #expect(file.types.first?.name == "A" && file.types.first?.superclass == "B")
        #expect(file.types.first?.properties.map(\.name) == ["x"])
        let objc = SourceReader.read([0x40, 0x69, 0x6E, 0xFE, 0x00] + Array("@interface X : Y\n@end".utf8), language: .objectiveC)
        #expect(objc.types.map(\.name) == ["X"])
    }

    @Test func aByteOrderMarkAndCRLFLineBreaks() {
        let file = SourceReader.read([0xEF, 0xBB, 0xBF] + Array("class A {\r\n  func f() {\r\n  }\r\n}\r\n".utf8), language: .swift)
        #expect(file.types.first?.functions.first.map { [$0.line, $0.endLine] } == [2, 3])
    }

    @Test func languageOfPaths() {
        #expect(SourceReader.language(ofPath: "/a/b/ViewController.swift") == .swift)
        #expect(SourceReader.language(ofPath: "VC.m") == .objectiveC)
        #expect(SourceReader.language(ofPath: "VC.mm") == .objectiveC)
        #expect(SourceReader.language(ofPath: "include/VC.h") == .objectiveC)
        #expect(SourceReader.language(ofPath: "Main.storyboard") == nil)
        #expect(SourceReader.language(ofPath: "dir.swift/file") == nil)
        #expect(SourceReader.language(ofPath: "Makefile") == nil)
    }
}
