import Diagnostics
import PlainText

/// Splits KBL source into tokens, following language.md#lexical-structure.
///
/// The lexer never fails: what it cannot read becomes an `.invalid` token and a KB100
/// diagnostic, and lexing goes on. A run of characters no token starts with is one
/// `.invalid` token; a sequence that is not well-formed UTF-8 is one on its own bytes
/// (never the line break after it). Only the first lexical error of a line is reported,
/// as the parser reads nothing after a line's first error. Comments and blanks produce no
/// tokens; every line, including the last, ends with an `.endOfLine` token, at `\n`,
/// `\r\n` or a lone `\r` (PlainText's `LineBreak`). A byte-order mark at the start is skipped.
struct Lexer {
    private let bytes: [UInt8]
    private var offset = 0
    /// Whether the current line has had its lexical error reported.
    private var lineReported = false
    private(set) var tokens: [RawToken] = []
    private let keywords = KeywordTable.shared
    private(set) var diagnostics: [SyntaxDiagnostic] = []
    /// The comments, from `#` to the end of the line (a final `\r` left out).
    private(set) var comments: [SourceRange] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 4)
    }

    static func tokenize(_ bytes: [UInt8]) -> (tokens: [RawToken], diagnostics: [SyntaxDiagnostic], comments: [SourceRange]) {
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics, lexer.comments)
    }

    mutating func run() {
        let source = bytes
        source.withUnsafeBufferPointer { run(reading: $0) }
        tokens.append(RawToken(kind: .endOfLine, range: SourceRange(offset, offset)))
    }

    /// The lexer's loop, reading `bytes` (the source's own buffer) without bounds checks
    /// on its usual paths; the rare ones (strings, stray characters) read the array.
    private mutating func run(reading bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        offset = UTF8Bytes.byteOrderMarkLength(of: self.bytes)
        while offset < count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                emit(.endOfLine, from: offset, to: offset + LineBreak.width(at: offset, in: bytes))
                lineReported = false
            case UInt8(ascii: "#"):
                let start = offset
                while offset < count, !LineBreak.isBreakByte(bytes[offset]) { offset += 1 }
                comments.append(SourceRange(start, offset))
            case UInt8(ascii: "{"):
                emit(.openBrace, from: offset, to: offset + 1)
            case UInt8(ascii: "}"):
                emit(.closeBrace, from: offset, to: offset + 1)
            case UInt8(ascii: "\""):
                lexString()
            case _ where byte.isNameStart:
                // The name's first 16 bytes packed as they are read, for the keyword table.
                var packed = KeywordTable.Packed(byte)
                var end = offset + 1
                while end < count {
                    let next = bytes[end]
                    guard next.isNameContinuation else { break }
                    packed.append(next, at: end - offset)
                    end += 1
                }
                tokens.append(RawToken(kind: .name, keyword: keywords.keyword(packed, count: end - offset), range: SourceRange(offset, end)))
                offset = end
            case _ where byte.isDigit:
                lexNumber(reading: bytes)
            case UInt8(ascii: "-") where offset + 1 < count && bytes[offset + 1].isDigit:
                let start = offset
                offset += 1
                lexNumber(reading: bytes)
                let number = tokens.removeLast()
                invalid(from: start, to: number.range.end, .negativeNumber)
            default:
                let (width, isWellFormed) = UTF8Bytes.sequence(at: offset, in: bytes)
                guard isWellFormed else {
                    invalid(from: offset, to: offset + width, .invalidUTF8)
                    continue
                }
                let start = offset
                var end = offset + width
                while end < bytes.count, startsStrayCharacter(at: end) {
                    end += UTF8Bytes.sequence(at: end, in: bytes).width
                }
                // Messages quote at most 40 characters: 164 bytes hold more than that.
                let quoted = String(decoding: bytes[start..<min(end, start + 164)], as: UTF8.self)
                invalid(from: start, to: end, .unexpectedCharacters(quoted))
            }
        }
    }

    private mutating func lexNumber(reading bytes: UnsafeBufferPointer<UInt8>) {
        let start = offset
        var end = offset
        while end < bytes.count, bytes[end].isDigit { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), bytes[end + 1].isDigit {
            end += 1
            while end < bytes.count, bytes[end].isDigit { end += 1 }
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "%") {
            emit(.percentage, from: start, to: end + 1)
        } else {
            emit(.number, from: start, to: end)
        }
    }

    private mutating func lexString() {
        let start = offset
        var end = offset + 1
        var badEscape: SourceRange?
        while end < bytes.count {
            let byte = bytes[end]
            if LineBreak.isBreakByte(byte) { break }
            if byte == UInt8(ascii: "\"") {
                if let badEscape {
                    let escape = String(decoding: bytes[badEscape.start..<badEscape.end], as: UTF8.self)
                    report(.invalidEscape(escape), at: badEscape)
                    tokens.append(RawToken(kind: .invalid, range: SourceRange(start, end + 1)))
                    offset = end + 1
                } else {
                    emit(.string, from: start, to: end + 1)
                }
                return
            }
            if byte == UInt8(ascii: "\\") {
                guard end + 1 < bytes.count, !LineBreak.isBreakByte(bytes[end + 1]) else { end += 1; continue }
                let next = bytes[end + 1]
                let width = UTF8Bytes.sequence(at: end + 1, in: bytes).width
                if next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), badEscape == nil {
                    badEscape = SourceRange(end, min(bytes.count, end + 1 + width))
                }
                end += 1 + width
                continue
            }
            end += 1
        }
        // No closing quote on this line: the string runs to the end of the line.
        invalid(from: start, to: min(end, bytes.count), .unterminatedString)
    }

    private mutating func emit(_ kind: Token.Kind, from start: Int, to end: Int) {
        tokens.append(RawToken(kind: kind, range: SourceRange(start, end)))
        offset = end
    }

    private mutating func invalid(from start: Int, to end: Int, _ message: DiagnosticMessage) {
        let range = SourceRange(start, end)
        report(message, at: range)
        tokens.append(RawToken(kind: .invalid, range: range))
        offset = end
    }

    /// Reports a lexical error, unless the line has had one.
    private mutating func report(_ message: DiagnosticMessage, at range: SourceRange) {
        guard !lineReported else { return }
        lineReported = true
        diagnostics.append(SyntaxDiagnostic(message, at: range))
    }

    /// Whether a well-formed character no token starts with begins at `offset`: one more
    /// character of a run of stray ones.
    private func startsStrayCharacter(at offset: Int) -> Bool {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
            return false
        case UInt8(ascii: "-"):
            return !(offset + 1 < bytes.count && bytes[offset + 1].isDigit)
        default:
            if byte.isNameStart || byte.isDigit { return false }
            return byte < 0x80 || UTF8Bytes.sequence(at: offset, in: bytes).isWellFormed
        }
    }
}

/// A source's tokens and comments, as the lexer reads them: for highlighting, which
/// works on files with syntax errors too.
public struct Lexemes: Sendable {
    /// The tokens, without the ends of lines, in source order.
    public var tokens: [Token]
    /// The comments, in source order.
    public var comments: [SourceRange]

    /// Reads the tokens and comments of KBL source bytes.
    public static func scan(utf8 bytes: [UInt8]) -> Lexemes {
        // A file too large to parse is not highlighted either (Parser.maximumSize).
        guard bytes.count <= Parser.maximumSize else { return Lexemes(tokens: [], comments: []) }
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        let tokens = lexer.tokens.lazy.filter { $0.kind != .endOfLine }.map { Token($0, in: bytes) }
        return Lexemes(tokens: Array(tokens), comments: lexer.comments)
    }
}

extension Token {
    /// The token with its text, read from the source `bytes` it was lexed from.
    init(_ raw: RawToken, in bytes: [UInt8]) {
        self.init(kind: raw.kind, range: raw.range,
                  text: String(decoding: bytes[raw.range.start..<min(raw.range.end, bytes.count)], as: UTF8.self))
    }
}

/// KBL's names: `[A-Za-z_][A-Za-z0-9_-]*`, as the lexer reads them.
public func isKBLName(_ text: String) -> Bool {
    guard let first = text.utf8.first, first.isNameStart else { return false }
    return text.utf8.allSatisfy(\.isNameContinuation)
}

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isNameStart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || self == UInt8(ascii: "_")
    }
    var isNameContinuation: Bool { isNameStart || isDigit || self == UInt8(ascii: "-") }
}
