/// Splits Swift or Objective-C source into tokens. Never fails: bytes no token starts with
/// (invalid UTF-8, NUL, control characters, a stray `` ` ``) are skipped; an unterminated
/// comment or multi-line string ends at the end of the input, a single-line string at the
/// end of its line. Comments and blanks make no tokens.
///
/// Swift `#if`, `#elseif`, `#else`, `#endif`, `#warning`, `#error` lines are dropped, so
/// every branch is read. Objective-C preprocessor lines are dropped too, except
/// `#define`s, whose tokens go to `defines` (each ending with a `.directiveEnd`), and the
/// text of `#import`/`#include` lines, kept in `imports` for the skim.
struct Lexer {
    let bytes: [UInt8]
    let language: SourceLanguage
    /// Where lexing stops: the input's end, or less for an input too large for `Int32`.
    let limit: Int
    var offset = 0
    var line: Int32 = 1
    var pendingFlags: UInt8 = Token.newlineBefore
    /// Only blanks since the last line break (an Objective-C `#` starts a directive).
    var atLineStart = true
    var inDefine = false
    var tokens: [Token] = []
    var defines: [Token] = []
    var imports: [Range<Int>] = []
    var problems: [SourceProblem] = []

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        limit = min(bytes.count, Int(Int32.max) - 8)
        tokens.reserveCapacity(bytes.count / 5 + 16)
    }

    static func tokenize(_ bytes: [UInt8], language: SourceLanguage) -> Lexer {
        var lexer = Lexer(bytes: bytes, language: language)
        lexer.run()
        return lexer
    }

    mutating func run() {
        if limit < bytes.count { problems.append(SourceProblem("the file is too large: read in part", line: 1)) }
        if limit >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        while offset < limit {
            let byte = bytes[offset]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                offset += 1
            case 0x0A, 0x0D:
                lineBreak()
            case UInt8(ascii: "/"):
                let next = peekByte(1)
                if next == UInt8(ascii: "/") {
                    skipLineComment()
                } else if next == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    operatorToken()
                }
            case UInt8(ascii: "\""):
                if language == .swift { swiftString() } else { cString(from: offset, quote: byte) }
            case UInt8(ascii: "'"):
                if language == .objectiveC { cString(from: offset, quote: byte) } else { offset += 1 }
            case UInt8(ascii: "@"):
                atSign()
            case UInt8(ascii: "#"):
                hashSign()
            case UInt8(ascii: "`"):
                escapedIdentifier()
            case UInt8(ascii: "\\"):
                backslash()
            case _ where ByteClass.isDigit(byte):
                number()
            // C's `.3` (`animateWithDuration:.3`): a number, where no operand is before it.
            case UInt8(ascii: ".") where language == .objectiveC && ByteClass.isDigit(peekByte(1)) && !followsOperand():
                number()
            case _ where ByteClass.isIdentifierStart(byte) || byte >= 0x80:
                identifier()
            default:
                punctuation(byte)
            }
        }
        if inDefine { endDefine() }
        emit(.end, from: limit, to: limit)
        defines.append(Token(kind: .end, flags: 0, line: line, start: Int32(limit), end: Int32(limit)))
    }

    func peekByte(_ distance: Int) -> UInt8 {
        let index = offset + distance
        return index < limit ? bytes[index] : 0
    }

    mutating func emit(_ kind: TokenKind, from start: Int, to end: Int, line tokenLine: Int32? = nil, flags extra: UInt8 = 0) {
        let token = Token(kind: kind, flags: pendingFlags | extra, line: tokenLine ?? line, start: Int32(start), end: Int32(end))
        pendingFlags = 0
        atLineStart = false
        if inDefine { defines.append(token) } else { tokens.append(token) }
    }

    mutating func lineBreak() {
        if bytes[offset] == 0x0D, peekByte(1) == 0x0A { offset += 1 }
        offset += 1
        if inDefine { endDefine() }
        line += 1
        pendingFlags |= Token.newlineBefore
        atLineStart = true
    }

    /// Counts a line break met inside a token or comment (not ending a `#define`).
    mutating func innerLineBreak() {
        if bytes[offset] == 0x0D, peekByte(1) == 0x0A { offset += 1 }
        offset += 1
        line += 1
    }

    mutating func skipLineComment() {
        while offset < limit, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
    }

    /// `/* … */`, nested in Swift; a line break inside counts but does not end a `#define`.
    mutating func skipBlockComment() {
        let startLine = line
        var level = 0
        while offset < limit {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "*"), level == 0 || language == .swift {
                level += 1
                offset += 2
            } else if byte == UInt8(ascii: "*"), peekByte(1) == UInt8(ascii: "/") {
                level -= 1
                offset += 2
                if level == 0 { return }
            } else if byte == 0x0A || byte == 0x0D {
                innerLineBreak()
                pendingFlags |= Token.newlineBefore
            } else {
                offset += 1
            }
        }
        problems.append(SourceProblem("unterminated comment", line: Int(startLine)))
    }

    mutating func identifier() {
        let start = offset
        while offset < limit {
            let byte = bytes[offset]
            if ByteClass.isIdentifierPart(byte) {
                offset += 1
            } else if byte >= 0x80 {
                let length = ByteClass.multibyteLength(bytes, at: offset)
                if length == 0 { break }
                offset += length
            } else {
                break
            }
        }
        if offset == start {
            offset += 1  // an invalid byte: no token
            return
        }
        emit(.identifier, from: start, to: offset)
    }

    mutating func escapedIdentifier() {
        let start = offset + 1
        var end = start
        while end < limit, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        guard end < limit, bytes[end] == UInt8(ascii: "`"), end > start else {
            offset += 1
            return
        }
        emit(.identifier, from: start, to: end, flags: Token.escaped)
        offset = end + 1
    }

    /// Digits, `_`, a fraction, an exponent, hexadecimal, and any suffix letters (`10.0f`, `5u`).
    mutating func number() {
        let start = offset
        let afterDot = tokens.last.map { $0.kind == .dot && Int($0.end) == start } ?? false
        if bytes[offset] == UInt8(ascii: "0"), peekByte(1) | 0x20 == UInt8(ascii: "x") {
            offset += 2
            while offset < limit, ByteClass.isHexDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_") { offset += 1 }
        } else {
            digits()
            if !afterDot, offset < limit, bytes[offset] == UInt8(ascii: "."), ByteClass.isDigit(peekByte(1)) {
                offset += 1
                digits()
            }
            if offset < limit, bytes[offset] | 0x20 == UInt8(ascii: "e") {
                let sign = peekByte(1) == UInt8(ascii: "+") || peekByte(1) == UInt8(ascii: "-") ? 1 : 0
                if ByteClass.isDigit(peekByte(1 + sign)) {
                    offset += 1 + sign
                    digits()
                }
            }
        }
        while offset < limit, ByteClass.isIdentifierPart(bytes[offset]) { offset += 1 }
        emit(.number, from: start, to: offset)
    }

    /// Whether the last token is an operand that ends right here (`a.b`, `f().x`, `a[0].y`).
    func followsOperand() -> Bool {
        guard let last = tokens.last, Int(last.end) == offset else { return false }
        return [.identifier, .number, .rightParen, .rightBracket].contains(last.kind)
    }

    mutating func digits() {
        while offset < limit, ByteClass.isDigit(bytes[offset]) || bytes[offset] == UInt8(ascii: "_") { offset += 1 }
    }

    mutating func backslash() {
        if language == .objectiveC, inDefine, peekByte(1) == 0x0A || peekByte(1) == 0x0D {
            offset += 1
            innerLineBreak()  // a continued #define
            return
        }
        emit(language == .swift ? .backslash : .operator, from: offset, to: offset + 1)
        offset += 1
    }

    mutating func punctuation(_ byte: UInt8) {
        let kind: TokenKind
        switch byte {
        case UInt8(ascii: "("): kind = .leftParen
        case UInt8(ascii: ")"): kind = .rightParen
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: "["): kind = .leftBracket
        case UInt8(ascii: "]"): kind = .rightBracket
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "^"), UInt8(ascii: "="), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            operatorToken()
            return
        default:
            offset += 1  // NUL, control characters, anything else: no token
            return
        }
        emit(kind, from: offset, to: offset + 1)
        offset += 1
    }
}
