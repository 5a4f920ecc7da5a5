/// Where a string literal ends, for the lexer and for the declaration scan alike: a Swift
/// string with its interpolations (their own parentheses and strings), raw and multi-line
/// literals; a C string or character literal. Iterative, the nesting bounded.
enum LiteralScan {
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")

    /// What the Swift string scanner is inside: a literal (with its `#` count) or an
    /// interpolation's parentheses.
    enum Frame {
        case literal(hashes: Int, multiline: Bool)
        case interpolation(parens: Int)
    }

    /// A literal skipped: where it ends, the line breaks inside it (CR LF is one), and
    /// whether the input ended inside it.
    struct Skipped {
        var end: Int
        var lineBreaks = 0
        var isUnterminated = false
    }

    /// A Swift string from its first `#` or `"` at `start`; nil when none starts there. A
    /// single-line literal ends before a line break that is not inside a multi-line one.
    static func swiftString<Bytes: RandomAccessCollection>(in bytes: Bytes, from start: Int, limit: Int) -> Skipped?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard let (first, opened) = open(bytes, at: start, limit: limit) else { return nil }
        var skipped = Skipped(end: opened)
        var frames: [Frame] = [first]
        var singleLineLiterals = 0
        if case .literal(_, false) = first { singleLineLiterals = 1 }
        func lineBreak(at index: Int) -> Int {
            skipped.lineBreaks += 1
            return bytes[index] == 0x0D && index + 1 < limit && bytes[index + 1] == 0x0A ? index + 2 : index + 1
        }
        var offset = opened
        scan: while offset < limit, let top = frames.last {
            let byte = bytes[offset]
            let isBreak = byte == 0x0A || byte == 0x0D
            switch top {
            case let .literal(hashes, multiline):
                if byte == UInt8(ascii: "\\") {
                    var index = offset + 1
                    var count = 0
                    while count < hashes, index < limit, bytes[index] == hash { count += 1; index += 1 }
                    guard count == hashes, index < limit else { offset += 1; continue }
                    if bytes[index] == UInt8(ascii: "("), frames.count < 64 {
                        frames.append(.interpolation(parens: 1))
                        offset = index + 1
                    } else if bytes[index] == 0x0A || bytes[index] == 0x0D {
                        if !multiline { break scan }
                        offset = lineBreak(at: index)
                    } else {
                        offset = index + 1
                    }
                } else if byte == quote, closes(bytes, at: offset, hashes: hashes, multiline: multiline, limit: limit) {
                    offset += (multiline ? 3 : 1) + hashes
                    frames.removeLast()
                    if !multiline { singleLineLiterals -= 1 }
                } else if isBreak {
                    if !multiline { break scan }
                    offset = lineBreak(at: offset)
                } else {
                    offset += 1
                }
            case let .interpolation(parens):
                if byte == UInt8(ascii: "(") {
                    frames[frames.count - 1] = .interpolation(parens: parens + 1)
                    offset += 1
                } else if byte == UInt8(ascii: ")") {
                    if parens <= 1 { frames.removeLast() } else { frames[frames.count - 1] = .interpolation(parens: parens - 1) }
                    offset += 1
                } else if byte == quote || byte == hash, frames.count < 64, let (frame, opened) = open(bytes, at: offset, limit: limit) {
                    frames.append(frame)
                    offset = opened
                    if case .literal(_, false) = frame { singleLineLiterals += 1 }
                } else if isBreak {
                    if singleLineLiterals > 0 { break scan }
                    offset = lineBreak(at: offset)
                } else {
                    offset += 1
                }
            }
        }
        skipped.end = offset
        skipped.isUnterminated = offset >= limit && !frames.isEmpty
        return skipped
    }

    /// At `#…#"` or `"`: the literal it opens and the offset past its opening.
    private static func open<Bytes: RandomAccessCollection>(_ bytes: Bytes, at start: Int, limit: Int) -> (Frame, Int)?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = start
        while index < limit, bytes[index] == hash { index += 1 }
        guard index < limit, bytes[index] == quote else { return nil }
        let hashes = index - start
        if index + 2 < limit, bytes[index + 1] == quote, bytes[index + 2] == quote {
            return (.literal(hashes: hashes, multiline: true), index + 3)
        }
        return (.literal(hashes: hashes, multiline: false), index + 1)
    }

    /// Whether the `"` at `offset` closes a literal with `hashes` and `multiline`.
    private static func closes<Bytes: RandomAccessCollection>(_ bytes: Bytes, at offset: Int, hashes: Int, multiline: Bool,
                                                              limit: Int) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = offset + 1
        if multiline {
            guard index + 1 < limit, bytes[index] == quote, bytes[index + 1] == quote else { return false }
            index += 2
        }
        for _ in 0..<hashes {
            guard index < limit, bytes[index] == hash else { return false }
            index += 1
        }
        return true
    }

    /// A C string or character literal whose quote is at `start`: it ends after its
    /// closing quote, or before its line's break if not closed before (a `\` before a
    /// break continues it).
    static func cString<Bytes: RandomAccessCollection>(in bytes: Bytes, from start: Int, quote: UInt8, limit: Int) -> Skipped
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var skipped = Skipped(end: start + 1)
        var offset = start + 1
        while offset < limit {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\\") {
                let next = offset + 1 < limit ? bytes[offset + 1] : 0
                if next == 0x0A || next == 0x0D {
                    skipped.lineBreaks += 1
                    offset += next == 0x0D && offset + 2 < limit && bytes[offset + 2] == 0x0A ? 3 : 2
                } else {
                    offset = min(offset + 2, limit)
                }
            } else if byte == quote {
                offset += 1
                break
            } else if byte == 0x0A || byte == 0x0D {
                break
            } else {
                offset += 1
            }
        }
        skipped.end = offset
        return skipped
    }
}
