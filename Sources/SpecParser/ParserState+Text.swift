/// The texts of recent short names, by their bytes: names repeat (`title`, `input3`, a
/// sibling named by `below`), and a copy of a short string is cheaper than decoding it
/// again.
struct ShortTexts {
    private var slots: [(bytes: UInt64, count: Int, text: String)?]

    init() {
        // Appended into reserved storage: `Array(repeating:count:)` asks the Swift runtime
        // for the storage's type at each call, through a cache every thread contends for.
        slots = []
        slots.reserveCapacity(256)
        for _ in 0..<256 { slots.append(nil) }
    }

    /// The text of `bytes[start..<end]`, at most 8 bytes long and not empty.
    mutating func text(_ bytes: [UInt8], from start: Int, to end: Int) -> String {
        var key: UInt64 = 0
        for index in start..<end { key = key << 8 | UInt64(bytes[index]) }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if let short = slots[slot], short.bytes == key, short.count == end - start { return short.text }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        slots[slot] = (key, end - start, text)
        return text
    }
}

/// What the parser reads of a token's source: its text, a string's value, its
/// description in messages.
extension ParserState {
    /// A token's source text.
    mutating func text(_ token: RawToken) -> String {
        let start = token.range.start
        let end = min(token.range.end, bytes.count)
        guard end > start, end - start <= 8 else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        return shortTexts.text(bytes, from: start, to: end)
    }

    /// The value of a `.string` token, its quotes removed and escapes resolved.
    mutating func stringValue(_ token: RawToken) -> String? {
        let end = min(token.range.end, bytes.count)
        let plain = bytes.withUnsafeBufferPointer {
            Token.plainStringValue(utf8: UnsafeBufferPointer(rebasing: $0[token.range.start..<end]))
        }
        return plain ?? Token.stringValue(of: text(token))
    }

    /// A short description of a token for messages: `'top'`, `'{'`, `end of line`.
    func quoted(_ token: RawToken) -> String {
        Token(token, in: bytes).quoted
    }
}
