import PlainText
import Testing

@Suite("Plain text: UTF-8 and blanks")
struct PlainTextTests {
    @Test(arguments: [
        ([0x61, 0x62], nil),
        ([0x61, 0x80, 0x62], 1..<2),            // a stray continuation byte
        ([0xC3], 0..<1),                        // truncated
        ([0xC0, 0xAF], 0..<1),                  // overlong lead
        ([0xE0, 0x80, 0xAF], 0..<1),            // overlong three-byte form
        ([0xED, 0xA0, 0x80], 0..<1),            // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], 0..<1),      // above U+10FFFF
        ([0xF0, 0x9F, 0x91, 0x8B, 0xF0, 0x9F], 4..<6),
        ([0xC3, 0xA9, 0xE2, 0x82, 0xAC], nil),  // é €
    ] as [([UInt8], Range<Int>?)])
    func firstInvalidSequence(bytes: [UInt8], expected: Range<Int>?) {
        #expect(UTF8Bytes.firstInvalidSequence(in: bytes) == expected)
        // The answer agrees with the standard library's decoder on where validity ends.
        #expect((UTF8Bytes.firstInvalidSequence(in: bytes) == nil) == (String(validating: bytes, as: UTF8.self) != nil))
    }

    @Test func sequenceWidths() {
        #expect([0x41, 0xC3, 0xE2, 0xF0, 0x80, 0xFF].map(UTF8Bytes.sequenceWidth(lead:)) == [1, 2, 3, 4, 1, 1])
    }

    @Test func trimmingBlanks() {
        #expect(" \t a b \r\n".trimmingBlanks == "a b")
        #expect("\r\n".trimmingBlanks == "")
        #expect("Content-Length ".trimmingBlanks == "Content-Length")
    }
}

@Suite("Base64")
struct Base64Tests {
    @Test func theVectorsOfRFC4648() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (text, expected) in vectors {
            #expect(Base64.encoded(Array(text.utf8)) == expected, "\(text)")
        }
    }

    @Test func everyByteValueAndTheLastTwoLettersOfTheAlphabet() {
        #expect(Base64.encoded([0xFB, 0xFF, 0xBF]) == "+/+/")
        #expect(Base64.encoded([0, 0, 0]) == "AAAA")
        let all = Base64.encoded((0...255).map { UInt8($0) })
        #expect(all.count == 344)
        #expect(all.hasPrefix("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v"))
        #expect(all.hasSuffix("8PHy8/T19vf4+fr7/P3+/w=="))
    }
}

@Suite("Text into bytes")
struct ByteOutputTests {
    @Test func decimalsAsSwiftPrintsThem() {
        var numbers: [Int] = [0, 1, -1, 9, 10, 99, 100, -100, Int.max, Int.min, Int(Int32.max), Int(Int32.min)]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { numbers.append(Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<63)) }
        for number in numbers {
            var bytes: [UInt8] = Array("x".utf8)
            bytes.appendDecimal(number)
            #expect(bytes == Array("x\(number)".utf8), "\(number)")
        }
        for wide in [Int64.min, Int64.max, -1_000_000_000_000] {
            var bytes: [UInt8] = []
            bytes.appendDecimal(wide)
            #expect(bytes == Array(String(wide).utf8))
        }
    }

    @Test func stringsOfEveryKindAsTheirUTF8() {
        // Native, bridged-like (from a substring) and non-ASCII strings alike.
        for text in ["", "plain", "é ñ 日本 🎹", String("abc,def".split(separator: ",")[1]), String(repeating: "é", count: 1_000)] {
            var bytes: [UInt8] = [0x2A]
            bytes.appendUTF8(text)
            #expect(bytes == [0x2A] + Array(text.utf8))
        }
    }

    /// C0, DEL and C1 are shown as `\u{HEX}`; everything else, including the characters
    /// on either side of those ranges and any other text, as it is.
    @Test func controlCharactersAreShownAsText() {
        var shown = ""
        for scalar in "a\u{0}\u{1B}[31m\u{1F} \u{7E}\u{7F}\u{80}\u{9B}\u{9F}\u{A0}é\r\n".unicodeScalars {
            shown.appendShowingControls(scalar)
        }
        #expect(shown == #"a\u{0}\u{1B}[31m\u{1F} ~\u{7F}\u{80}\u{9B}\u{9F}\#u{A0}é\u{D}\u{A}"#)
        let controls = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(\.isControlCharacter).map(\.value)
        #expect(controls == Array(0...0x1F) + Array(0x7F...0x9F))
    }
}
