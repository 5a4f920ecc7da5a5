/// Strings, `@` and `#` words, preprocessor lines and operators.
extension Lexer {
    static let quote = LiteralScan.quote
    static let hash = LiteralScan.hash

    /// A Swift string from its first `#` or `"`, all in one token (`LiteralScan`).
    mutating func swiftString() {
        let start = offset
        guard let skipped = LiteralScan.swiftString(in: bytes, from: offset, limit: limit) else {
            offset += 1
            return
        }
        let startLine = line
        offset = skipped.end
        line += Int32(truncatingIfNeeded: skipped.lineBreaks)
        if skipped.isUnterminated { problems.append(SourceProblem("unterminated string", line: Int(startLine))) }
        emit(.string, from: start, to: min(offset, limit), line: startLine)
    }

    /// A C string or character literal whose quote is at the offset (an Objective-C `@"`
    /// starts at `start`, before it). It ends at its line's end if not closed before.
    mutating func cString(from start: Int, quote: UInt8) {
        let skipped = LiteralScan.cString(in: bytes, from: offset, quote: quote, limit: limit)
        offset = skipped.end
        line += Int32(truncatingIfNeeded: skipped.lineBreaks)
        emit(quote == UInt8(ascii: "'") ? .character : .string, from: start, to: offset)
    }

    mutating func atSign() {
        let next = peekByte(1)
        if language == .objectiveC, next == Lexer.quote {
            let start = offset
            offset += 1
            cString(from: start, quote: Lexer.quote)
        } else if ByteClass.isIdentifierStart(next) {
            let start = offset + 1
            offset = start
            while offset < limit, ByteClass.isIdentifierPart(bytes[offset]) { offset += 1 }
            emit(.atWord, from: start, to: offset)
        } else {
            emit(.at, from: offset, to: offset + 1)
            offset += 1
        }
    }

    mutating func hashSign() {
        if language == .objectiveC {
            if atLineStart, !inDefine { directive() } else { operatorToken() }
            return
        }
        var index = offset
        while index < limit, bytes[index] == Lexer.hash { index += 1 }
        if index < limit, bytes[index] == Lexer.quote {
            swiftString()
            return
        }
        guard ByteClass.isIdentifierStart(peekByte(1)) else {
            offset += 1
            return
        }
        let start = offset + 1
        var end = start
        while end < limit, ByteClass.isIdentifierPart(bytes[end]) { end += 1 }
        switch String(decoding: bytes[start..<end], as: UTF8.self) {
        case "if", "elseif", "else", "endif", "warning", "error", "sourceLocation":
            offset = end
            skipDirectiveLine(continued: false)
        default:
            emit(.hashWord, from: start, to: end)
            offset = end
        }
    }

    /// An Objective-C preprocessor line, from its `#`.
    mutating func directive() {
        offset += 1
        while offset < limit, bytes[offset] == 0x20 || bytes[offset] == 0x09 { offset += 1 }
        let start = offset
        while offset < limit, ByteClass.isIdentifierPart(bytes[offset]) { offset += 1 }
        let word = String(decoding: bytes[start..<offset], as: UTF8.self)
        if word == "define" {
            inDefine = true
            pendingFlags = Token.newlineBefore
            return
        }
        let wordEnd = offset
        skipDirectiveLine(continued: true)
        if word == "import" || word == "include" { imports.append(start..<wordEnd) }
    }

    /// To the line's end (not its break), past comments and, if `continued`, `\` breaks.
    mutating func skipDirectiveLine(continued: Bool) {
        while offset < limit {
            let byte = bytes[offset]
            if byte == 0x0A || byte == 0x0D { return }
            if byte == UInt8(ascii: "\\"), continued, peekByte(1) == 0x0A || peekByte(1) == 0x0D {
                offset += 1
                innerLineBreak()
            } else if byte == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if byte == UInt8(ascii: "/"), peekByte(1) == UInt8(ascii: "/") {
                skipLineComment()
                return
            } else {
                offset += 1
            }
        }
    }

    mutating func endDefine() {
        let here = Int32(min(offset, limit))
        defines.append(Token(kind: .directiveEnd, flags: 0, line: line, start: here, end: here))
        inDefine = false
    }

    /// An operator, C-style: the longest of a fixed set (`>` always alone: the parser
    /// joins `>` `=` and `>` `>`, so generic arguments can close as `>>`).
    mutating func operatorToken() {
        let byte = bytes[offset]
        let next = peekByte(1)
        let after = peekByte(2)
        let equals = UInt8(ascii: "=")
        var length = 1
        var kind = TokenKind.operator
        switch byte {
        case UInt8(ascii: "."):
            if next == UInt8(ascii: "."), after == UInt8(ascii: ".") || after == UInt8(ascii: "<") { length = 3 } else { kind = .dot }
        case UInt8(ascii: "?"):
            if next == UInt8(ascii: "?") { length = after == equals ? 3 : 2 } else { kind = .question }
        case UInt8(ascii: "!"):
            if next == equals { length = after == equals ? 3 : 2 } else { kind = .bang }
        case UInt8(ascii: "-"):
            if next == UInt8(ascii: ">") { kind = .arrow; length = 2 } else if next == UInt8(ascii: "-") || next == equals { length = 2 }
        case UInt8(ascii: "+"):
            if next == UInt8(ascii: "+") || next == equals { length = 2 }
        case UInt8(ascii: "="):
            if next == equals { length = after == equals ? 3 : 2 }
        case UInt8(ascii: "<"):
            if next == UInt8(ascii: "<") { length = after == equals ? 3 : 2 } else if next == equals { length = 2 }
        case UInt8(ascii: "&"):
            if next == UInt8(ascii: "&") || next == equals { length = 2 }
        case UInt8(ascii: "|"):
            if next == UInt8(ascii: "|") || next == equals { length = 2 }
        case UInt8(ascii: ">"):
            length = 1
        default:
            if next == equals { length = 2 }
        }
        emit(kind, from: offset, to: offset + length)
        offset += length
    }
}
