/// The kinds of token the lexer makes of Swift and Objective-C source.
enum TokenKind: UInt8, Sendable {
    /// A word: an identifier or a keyword (`class`, `if`, `self`), `$0`, a backticked name.
    case identifier
    case number
    /// Swift `"…"`, `"""…"""`, `#"…"#`; C `"…"`; Objective-C `@"…"`.
    case string
    /// A C character literal, `'a'`.
    case character
    /// `@` and a word: Swift attributes (`@objc`), Objective-C keywords (`@interface`,
    /// `@selector`, `@YES`). The token's range is the word's, without `@`.
    case atWord
    /// Swift `#` and a word (`#selector`, `#available`); the range is the word's.
    case hashWord
    /// A lone `@` (Objective-C `@(`, `@[`, `@{`, `@12`).
    case at
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, semicolon, colon, dot
    /// `?` and `!` alone (`??`, `!=` are operators).
    case question, bang
    /// `->`.
    case arrow
    /// Any other operator: `=`, `+=`, `==`, `&&`, `<`, `>` (always alone), `...`, `^`.
    case `operator`
    /// Swift `\` (a key path).
    case backslash
    /// The end of an Objective-C `#define` (in the lexer's separate list of them).
    case directiveEnd
    /// The end of the input; the last token of every list.
    case end
}

/// One token: its kind, line and byte range (the word of an `@`/`#`/backticked word).
struct Token: Sendable {
    var kind: TokenKind
    var flags: UInt8
    var line: Int32
    var start: Int32
    var end: Int32

    /// A line break (or the file's start) comes between this token and the previous one.
    static let newlineBefore: UInt8 = 1
    /// A backticked Swift name: never a keyword.
    static let escaped: UInt8 = 2

    var isAtLineStart: Bool { flags & Token.newlineBefore != 0 }
    var isEscaped: Bool { flags & Token.escaped != 0 }
    var lineNumber: Int { Int(line) }

    var isOpening: Bool { kind == .leftParen || kind == .leftBracket || kind == .leftBrace }
    var isClosing: Bool { kind == .rightParen || kind == .rightBracket || kind == .rightBrace }
    /// Where any skipping must stop: the end of the input or of a `#define`.
    var isHardStop: Bool { kind == .end || kind == .directiveEnd }
}

/// ASCII classes of bytes.
enum ByteClass {
    /// Whether `bytes[range]` is `word`.
    static func matches<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ range: Range<Int>, _ word: StaticString) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard range.count == word.utf8CodeUnitCount, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        return word.withUTF8Buffer { equal(bytes, range.lowerBound, $0) }
    }

    /// Whether `bytes` from `start` are `word`, byte for byte (`start + word.count` within).
    static func equal<Bytes: RandomAccessCollection, Word: RandomAccessCollection>(_ bytes: Bytes, _ start: Int, _ word: Word) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int, Word.Element == UInt8, Word.Index == Int {
        for index in word.indices where bytes[start + index] != word[index] { return false }
        return true
    }

    /// The kind of type `bytes[range]` names when it is a type keyword (`class`, `struct`,
    /// …), compared byte by byte: the skims ask this of every word of a file.
    static func typeKeyword<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ range: Range<Int>) -> TypeDeclaration.Kind?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard !range.isEmpty, range.lowerBound >= 0, range.lowerBound < bytes.count else { return nil }
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "c"): return matches(bytes, range, "class") ? .class : nil
        case UInt8(ascii: "s"): return matches(bytes, range, "struct") ? .struct : nil
        case UInt8(ascii: "e"): return matches(bytes, range, "enum") ? .enum : matches(bytes, range, "extension") ? .extension : nil
        case UInt8(ascii: "p"): return matches(bytes, range, "protocol") ? .protocol : nil
        case UInt8(ascii: "a"): return matches(bytes, range, "actor") ? .actor : nil
        default: return nil
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    static func isUppercase(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `index`, or 0.
    static func multibyteLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
        if lead == 0xE0, bytes[index + 1] < 0xA0 { return 0 }
        if lead == 0xED, bytes[index + 1] > 0x9F { return 0 }
        if lead == 0xF0, bytes[index + 1] < 0x90 { return 0 }
        if lead == 0xF4, bytes[index + 1] > 0x8F { return 0 }
        return length
    }
}
