/// The skim of a file whose words are not wanted: its type declarations, found without
/// tokenizing the whole file. A byte scan skips comments and strings as the lexer does and
/// stops at each type keyword (`class`, `struct`, … in Swift; `@interface`,
/// `@implementation`, `@protocol` in Objective-C); only the declaration's header, up to its
/// `{` (at most `windowLimit` bytes), is tokenized and read by the parser. It finds what the
/// token-based skim finds (the tests compare the two on real sources) at a fraction of the
/// cost: a project's index skims every source it has.
struct DeclarationScan {
    static let windowLimit = 4096

    let bytes: UnsafeBufferPointer<UInt8>
    let language: SourceLanguage
    var offset = 0
    var line = 1
    var found: [SourceSkim.Declaration] = []
    /// The names of Objective-C `#define`s, in order.
    var defines: [String] = []

    static func declarations(in bytes: [UInt8], language: SourceLanguage) -> (types: [SourceSkim.Declaration], defines: [String]) {
        bytes.withUnsafeBufferPointer { buffer in
            var scan = DeclarationScan(bytes: buffer, language: language)
            scan.run()
            return (scan.found, scan.defines)
        }
    }

    func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// What the scan does at each byte: most bytes are words or blanks.
    enum ByteKind: UInt8 {
        case other, word, blank, lineBreak, slash, quote, hash, apostrophe, backtick, at, dot
    }

    static let kinds: [ByteKind] = (0...255).map { value in
        let byte = UInt8(value)
        switch byte {
        case _ where ByteClass.isIdentifierPart(byte) || byte >= 0x80: return .word
        case 0x20, 0x09, 0x0B, 0x0C: return .blank
        case 0x0A, 0x0D: return .lineBreak
        case UInt8(ascii: "/"): return .slash
        case UInt8(ascii: "\""): return .quote
        case UInt8(ascii: "#"): return .hash
        case UInt8(ascii: "'"): return .apostrophe
        case UInt8(ascii: "`"): return .backtick
        case UInt8(ascii: "@"): return .at
        case UInt8(ascii: "."): return .dot
        default: return .other
        }
    }

    mutating func run() {
        Self.kinds.withUnsafeBufferPointer { kinds in run(kinds) }
    }

    private mutating func run(_ kinds: UnsafeBufferPointer<ByteKind>) {
        let end = min(bytes.count, Int(Int32.max) - 8)
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        // Only blanks (and comments) since the last line break: an Objective-C `#` there
        // starts a directive. Whether the last token is a `.`: comments and blanks are no tokens.
        var lineStart = true
        var afterDot = false
        let swift = language == .swift
        while offset < end {
            let current = bytes[offset]
            switch kinds[Int(current)] {
            case .blank:
                offset += 1
                continue
            case .lineBreak:
                lineBreak()
                lineStart = true
                continue
            case .slash where byte(offset + 1) == UInt8(ascii: "/"):
                skipLine()
                continue
            case .slash where byte(offset + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case .word:
                let start = offset
                offset += 1
                while offset < end, kinds[Int(bytes[offset])] == .word { offset += 1 }
                if swift, !afterDot, ByteClass.isIdentifierStart(current), ByteClass.typeKeyword(bytes, start..<offset) != nil,
                   let resumption = readHeader(at: start) {
                    offset = start
                    resume(at: resumption)
                }
            case .quote where swift, .hash where swift:
                if !skipSwiftString() { offset += 1 }
            case .quote:
                skipCString(quote: current)
            case .apostrophe where !swift:
                skipCString(quote: current)
            case .hash where lineStart:
                noteDefine()
                skipDirective()
            case .backtick where swift:
                offset += 1
                while offset < end, bytes[offset] != UInt8(ascii: "`"), bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
                if offset < end, bytes[offset] == UInt8(ascii: "`") { offset += 1 }
            case .at where !swift:
                atSign()
            default:
                offset += 1
            }
            lineStart = false
            afterDot = current == UInt8(ascii: ".")
        }
    }

    /// An Objective-C `@`: a string, a declaration's keyword, or any other word.
    private mutating func atSign() {
        if byte(offset + 1) == UInt8(ascii: "\"") {
            offset += 1
            skipCString(quote: UInt8(ascii: "\""))
            return
        }
        let start = offset
        offset += 1
        let word = wordEnd(from: offset)
        if ByteClass.matches(bytes, offset..<word, "interface") || ByteClass.matches(bytes, offset..<word, "implementation")
            || ByteClass.matches(bytes, offset..<word, "protocol") {
            offset = start
            resume(at: readHeader(at: start))
        } else {
            offset = word
        }
    }

    mutating func lineBreak() {
        if bytes[offset] == 0x0D, byte(offset + 1) == 0x0A { offset += 1 }
        offset += 1
        line += 1
    }

    private mutating func skipLine() {
        while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
    }

    /// An Objective-C preprocessor line, with its `\` continuations: the lexer keeps none
    /// of it among the tokens the skim reads.
    private mutating func skipDirective() {
        while offset < bytes.count {
            let current = bytes[offset]
            if current == 0x0A || current == 0x0D {
                guard offset > 0, bytes[offset - 1] == UInt8(ascii: "\\") else { return }
                lineBreak()
            } else if current == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                skipCString(quote: current)
            } else {
                offset += 1
            }
        }
    }

    /// At an Objective-C `#`: the name of a `#define`.
    private mutating func noteDefine() {
        var index = offset + 1
        while index < bytes.count, kindIsBlank(bytes[index]) { index += 1 }
        let word = wordEnd(from: index)
        guard ByteClass.matches(bytes, index..<word, "define") else { return }
        index = word
        while index < bytes.count, kindIsBlank(bytes[index]) { index += 1 }
        let name = wordEnd(from: index)
        if name > index { defines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<name]), as: UTF8.self)) }
    }

    private func kindIsBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `/* … */`, nested in Swift.
    private mutating func skipBlockComment() {
        var level = 0
        while offset < bytes.count {
            let current = bytes[offset]
            if current == UInt8(ascii: "/"), byte(offset + 1) == UInt8(ascii: "*"), level == 0 || language == .swift {
                level += 1
                offset += 2
            } else if current == UInt8(ascii: "*"), byte(offset + 1) == UInt8(ascii: "/") {
                level -= 1
                offset += 2
                if level == 0 { return }
            } else if current == 0x0A || current == 0x0D {
                lineBreak()
            } else {
                offset += 1
            }
        }
    }

    /// A C string or character literal (`LiteralScan`).
    private mutating func skipCString(quote: UInt8) {
        skip(LiteralScan.cString(in: bytes, from: offset, quote: quote, limit: bytes.count))
    }

    /// A Swift string (`LiteralScan`); false when none starts here.
    private mutating func skipSwiftString() -> Bool {
        guard let skipped = LiteralScan.swiftString(in: bytes, from: offset, limit: bytes.count) else { return false }
        skip(skipped)
        return true
    }

    private mutating func skip(_ literal: LiteralScan.Skipped) {
        offset = literal.end
        line += literal.lineBreaks
    }

    private func wordEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, ByteClass.isIdentifierPart(bytes[index]) || bytes[index] >= 0x80 { index += 1 }
        return index
    }

    /// Moves on to `target` (the token where a header's reading stopped), counting the
    /// line breaks passed: the token-based skim reads on from there too.
    private mutating func resume(at target: Int?) {
        guard let target else {
            offset += 1
            return
        }
        while offset < target {
            if bytes[offset] == 0x0A || bytes[offset] == 0x0D {
                lineBreak()
            } else {
                offset += 1
            }
        }
    }

    /// Tokenizes the header from `start` to its `{` (Swift: or `}`; Objective-C: or `;`, or
    /// the next `@`) and reads it as the token-based skim does. Where that reading stopped,
    /// in the file; nil when no declaration starts here.
    private mutating func readHeader(at start: Int) -> Int? {
        let limit = min(bytes.count, start + Self.windowLimit)
        var end = start + 1
        while end < limit {
            let current = bytes[end]
            end += 1
            if current == UInt8(ascii: "{") { break }
            if language == .swift ? current == UInt8(ascii: "}") : current == UInt8(ascii: ";") { break }
            if language == .objectiveC, current == UInt8(ascii: "@") {
                end -= 1
                break
            }
        }
        let window = Array(bytes[start..<end])
        let lexer = Lexer.tokenize(window, language: language)
        var parser = Parser(bytes: window, tokens: lexer.tokens, language: language)
        let first = parser.token
        if language == .swift {
            guard let kind = parser.typeKeyword(first), parser.isTypeKeyword(kind) else { return nil }
            let (name, inherited) = parser.swiftTypeHeader()
            if !name.isEmpty {
                found.append(SourceSkim.Declaration(kind: kind, name: name, superclass: inherited.first, inherited: inherited, line: line))
            }
        } else {
            guard parser.isAtWord(first, "interface") || parser.isAtWord(first, "implementation") || parser.isAtWord(first, "protocol")
            else { return nil }
            if let header = parser.objcHeader(), !header.name.isEmpty {
                found.append(SourceSkim.Declaration(kind: header.kind, name: header.name, superclass: header.superclass,
                                                    inherited: header.inherited, category: header.category, line: line))
            }
        }
        // At the window's end the scan goes on after the last token read: the window may
        // end inside a comment or a string, which the scan must see whole.
        return start + Int(parser.atEnd ? parser.previous.end : parser.token.start)
    }
}
