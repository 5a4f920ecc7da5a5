/// Control characters shown as text: the one home of the `\u{1B}` form in which kb-lsp
/// prints a C0 or C1 control character or DEL that came from outside (in a file's name,
/// in a spec's text), so that a terminal or a CI log shows it instead of acting on it.
extension Unicode.Scalar {
    /// Whether a terminal or a log may act on this scalar: U+0000–U+001F, DEL, U+0080–U+009F.
    public var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}

extension String {
    /// Whether the text may hold a control character: it has a byte below 0x20, DEL, or
    /// 0xC2, the first byte of U+0080–U+00BF in UTF-8. A quick look at the bytes, for
    /// the text most often without one, before it is escaped scalar by scalar.
    public var mayHoldControlCharacters: Bool {
        utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 })
    }

    /// Appends `scalar`; a control character as `\u{HEX}` (upper-case hex, as Swift writes it).
    public mutating func appendShowingControls(_ scalar: Unicode.Scalar) {
        if scalar.isControlCharacter {
            self += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            unicodeScalars.append(scalar)
        }
    }
}
