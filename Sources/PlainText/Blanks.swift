extension StringProtocol {
    /// The text without the spaces, tabs and line breaks at either end.
    public var trimmingBlanks: String {
        var text = Substring(self)
        while let first = text.first, first.isBlank { text.removeFirst() }
        while let last = text.last, last.isBlank { text.removeLast() }
        return String(text)
    }
}

extension Character {
    /// A space, a tab or a line break (`\r\n` is one character).
    var isBlank: Bool { self == " " || self == "\t" || self == "\r" || self == "\n" || self == "\r\n" }
}

extension UInt8 {
    /// A space, a tab, `\r` or `\n`.
    public var isBlank: Bool { self == 0x20 || self == 0x09 || self == 0x0D || self == 0x0A }
}
