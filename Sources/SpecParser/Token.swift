import Diagnostics

/// One lexical token of KBL.
public struct Token: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `[A-Za-z_][A-Za-z0-9_-]*`; keywords are names too.
        case name
        /// `[0-9]+(\.[0-9]+)?`.
        case number
        /// A number directly followed by `%`.
        case percentage
        /// A `"…"` string; `text` keeps the quotes and escapes as written.
        case string
        case openBrace
        case closeBrace
        /// The end of a line (the `\n` itself, or an empty range at the end of the file).
        case endOfLine
        /// Something the lexer could not read; it has already reported why.
        case invalid
    }

    public var kind: Kind
    public var range: SourceRange
    /// The token's source text.
    public var text: String

    public init(kind: Kind, range: SourceRange, text: String) {
        self.kind = kind
        self.range = range
        self.text = text
    }

    /// The numeric value of a `.number` or `.percentage` token (without the `%`).
    public var numberValue: Double? {
        switch kind {
        case .number: return Self.decimalValue(text, dropping: 0) ?? Double(text)
        case .percentage: return Self.decimalValue(text, dropping: 1) ?? Double(text.dropLast())
        default: return nil
        }
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The value of `DIGITS[.DIGITS]` of at most 15 digits without going through text: the
    /// digits as an integer, divided by a power of ten, both exact, so the one rounding of
    /// the division gives the same double as reading the decimal does. Nil for anything else.
    private static func decimalValue(_ text: String, dropping suffix: Int) -> Double? {
        var text = text
        return text.withUTF8 { decimalValue(UnsafeBufferPointer(rebasing: $0.dropLast(suffix))) }
    }

    private static func decimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
                continue
            }
            guard byte.isDigit else { return nil }
            mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            if seenPoint { fractionDigits += 1 }
            if digits > 15 { return nil }
        }
        guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        return Double(mantissa) / exactPowersOfTen[fractionDigits]
    }

    /// The value of a `.string` token with its quotes removed and escapes resolved.
    public var stringValue: String? {
        guard kind == .string, text.utf8.count >= 2 else { return nil }
        // Quotes next to ASCII characters are characters of their own (only a non-ASCII
        // neighbour could combine with one), so the usual string is read on its bytes,
        // without breaking the text into characters.
        var text = text
        let plain: String? = text.withUTF8 { bytes in
            let last = bytes.count - 1
            guard bytes[0] == UInt8(ascii: "\""), bytes[last] == UInt8(ascii: "\""),
                  last == 1 || (bytes[1] < 0x80 && bytes[last - 1] < 0x80),
                  !bytes.contains(UInt8(ascii: "\\")) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<last]), as: UTF8.self)
        }
        if let plain { return plain }
        // Without a backslash, and with quotes that are characters of their own (no
        // combining mark after the first), the value is the bytes between the quotes.
        if text.first == "\"", text.last == "\"", !text.utf8.contains(UInt8(ascii: "\\")) {
            return String(Substring(text.utf8.dropFirst().dropLast()))
        }
        guard text.count >= 2 else { return nil }
        var value = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                value.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                value.append(character)
            }
        }
        return value
    }

    /// A short description for messages: `'top'`, `'{'`, `end of line`.
    var quoted: String {
        switch kind {
        case .endOfLine: return "end of line"
        case .string: return "string \(escapedInput(text))"
        default: return quotedInput(text)
        }
    }
}
