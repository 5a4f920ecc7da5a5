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
        var text = text
        return text.withUTF8 { Self.numberValue(of: kind, utf8: $0) }
    }

    /// The numeric value of a `.number` or `.percentage` token's bytes (without the `%`).
    static func numberValue(of kind: Kind, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        switch kind {
        case .number:
            return decimalValue(bytes) ?? Double(String(decoding: bytes, as: UTF8.self))
        case .percentage:
            let digits = UnsafeBufferPointer(rebasing: bytes.dropLast())
            return decimalValue(digits) ?? Double(String(decoding: digits, as: UTF8.self))
        default:
            return nil
        }
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// The value of `DIGITS[.DIGITS]` of at most 15 digits without going through text: the
    /// digits as an integer, divided by a power of ten, both exact, so the one rounding of
    /// the division gives the same double as reading the decimal does. Nil for anything else.
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
        // An integer needs no division (dividing by 1 would give the same double).
        return seenPoint ? Double(mantissa) / exactPowersOfTen[fractionDigits] : Double(mantissa)
    }

    /// The value of a `.string` token with its quotes removed and escapes resolved.
    public var stringValue: String? {
        guard kind == .string else { return nil }
        var text = text
        if let plain = text.withUTF8({ Self.plainStringValue(utf8: $0) }) { return plain }
        return Self.stringValue(of: text)
    }

    /// The value of a string token's bytes, for the usual string: quotes next to ASCII
    /// characters are characters of their own (only a non-ASCII neighbour could combine
    /// with one), so a string without a backslash is read on its bytes, without breaking
    /// the text into characters. Nil for any other string (`stringValue(of:)` reads those).
    static func plainStringValue(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count >= 2 else { return nil }
        let last = bytes.count - 1
        guard bytes[0] == UInt8(ascii: "\""), bytes[last] == UInt8(ascii: "\""),
              last == 1 || (bytes[1] < 0x80 && bytes[last - 1] < 0x80),
              !bytes.contains(UInt8(ascii: "\\")) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<last]), as: UTF8.self)
    }

    /// The value of a string token's text, character by character.
    static func stringValue(of text: String) -> String? {
        guard text.utf8.count >= 2 else { return nil }
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

/// A token as the lexer hands it to the parser: its kind, the keyword it spells (if it
/// is a name that is one) and its bytes' range, with no text of its own: the parser
/// makes text only of what it keeps (names, titles) or reports.
struct RawToken: Sendable, Equatable {
    var kind: Token.Kind
    var keyword: Keyword?
    var range: SourceRange
}

/// The words of KBL that the parser tells apart, classified from a name's bytes.
enum Keyword: String, Sendable, CaseIterable {
    case device, screen
    case size, keyboard, statusBar = "status-bar", homeIndicator = "home-indicator"
    case orientations, navigationBar = "navigation-bar", accessory, ios, avoid
    case view, scroll, field, textarea, label, button, image
    case top, bottom, height, below, center, outlets
    case portrait, landscape

    var elementKind: ElementKind? {
        switch self {
        case .view: return .view
        case .scroll: return .scroll
        case .field: return .field
        case .textarea: return .textarea
        case .label: return .label
        case .button: return .button
        case .image: return .image
        default: return nil
        }
    }

    var orientation: Orientation? {
        switch self {
        case .portrait: return .portrait
        case .landscape: return .landscape
        default: return nil
        }
    }

    /// `size`, `keyboard`, `status-bar`, `home-indicator`.
    var isDeviceProperty: Bool { self == .size || self == .keyboard || self == .statusBar || self == .homeIndicator }

    /// The keywords that start a screen property line (`ScreenDeclaration.propertyKeywords`).
    var isScreenProperty: Bool {
        switch self {
        case .device, .orientations, .navigationBar, .accessory, .ios, .avoid: return true
        default: return false
        }
    }
}

/// The keywords by their bytes: an open-addressed table of the bytes packed into two
/// words, so that a name is classified without making a string of it.
struct KeywordTable: Sendable {
    private static let slotCount = 128
    /// Names longer than this are no keyword (the longest is 14 bytes).
    private static let longest = 16
    private var slots: [(first: UInt64, second: UInt64, count: Int, keyword: Keyword)?]

    static let shared = KeywordTable()

    private init() {
        slots = Array(repeating: nil, count: Self.slotCount)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let packed = Self.pack(bytes)
            var slot = Self.slot(packed.first, packed.second, bytes.count)
            while slots[slot] != nil { slot = (slot + 1) % Self.slotCount }
            slots[slot] = (packed.first, packed.second, bytes.count, keyword)
        }
    }

    /// A name's first 16 bytes, packed into two words as the lexer reads them.
    struct Packed {
        var first: UInt64
        var second: UInt64 = 0

        init(_ byte: UInt8) {
            first = UInt64(byte)
        }

        /// Adds the byte at `position` in the name (bytes past the 16th are left out).
        mutating func append(_ byte: UInt8, at position: Int) {
            if position < 8 {
                first = first << 8 | UInt64(byte)
            } else if position < 16 {
                second = second << 8 | UInt64(byte)
            }
        }
    }

    private static func pack(_ bytes: [UInt8]) -> Packed {
        var packed = Packed(bytes[0])
        for position in 1..<bytes.count { packed.append(bytes[position], at: position) }
        return packed
    }

    private static func slot(_ first: UInt64, _ second: UInt64, _ count: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        return Int(truncatingIfNeeded: (mixed &* 0x9E37_79B9_7F4A_7C15) >> 57)
    }

    /// The keyword spelled by a name of `count` bytes, packed.
    func keyword(_ packed: Packed, count: Int) -> Keyword? {
        guard count <= Self.longest else { return nil }
        var slot = Self.slot(packed.first, packed.second, count)
        while let entry = slots[slot] {
            if entry.first == packed.first, entry.second == packed.second, entry.count == count { return entry.keyword }
            slot = (slot + 1) % Self.slotCount
        }
        return nil
    }
}
