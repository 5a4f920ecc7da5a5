import SpecParser
import Testing
import TestSupport

/// Token values read on the bytes equal the values read through text.
@Suite struct TokenValueTests {
    @Test func numbersAreTheDoublesTheirTextReads() {
        var random = SeededRandom(seed: 13)
        for _ in 0..<20_000 {
            let whole = String(random.next() % 10_000_000)
            let fraction = random.chance(60) ? "." + String(repeating: "0", count: random.below(3)) + String(random.next() % 100_000) : ""
            let text = String((whole + fraction).prefix(random.number(in: 1...19)))
            guard !text.hasSuffix(".") else { continue }
            let number = Token(kind: .number, range: SourceRange(0, 0), text: text)
            #expect(number.numberValue == Double(text), "\(text)")
            let percentage = Token(kind: .percentage, range: SourceRange(0, 0), text: text + "%")
            #expect(percentage.numberValue == Double(text), "\(text)%")
        }
    }

    @Test(arguments: [
        ("\"Email\"", "Email"), ("\"\"", ""), ("\"a \\\"b\\\" \\\\ c\"", "a \"b\" \\ c"),
        ("\"Title — ✨\"", "Title — ✨"), ("\"é\"", "é"), ("\"\u{301}x\"", "x"),
    ] as [(String, String?)])
    func strings(text: String, value: String?) {
        #expect(Token(kind: .string, range: SourceRange(0, 0), text: text).stringValue == value)
    }
}
