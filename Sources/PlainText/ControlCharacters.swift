/// Control characters shown as text: the one home of the `\u{1B}` form in which kb-lsp
/// prints a C0 or C1 control character or DEL that came from outside (in a file's name,
/// in a spec's text), so that a terminal or a CI log shows it instead of acting on it.
extension Unicode.Scalar {
    /// Whether a terminal or a log may act on this scalar: U+0000–U+001F, DEL, U+0080–U+009F.
    public var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}

extension String {
    /// Appends `scalar`; a control character as `\u{HEX}` (upper-case hex, as Swift writes it).
    public mutating func appendShowingControls(_ scalar: Unicode.Scalar) {
        if scalar.isControlCharacter {
            self += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            unicodeScalars.append(scalar)
        }
    }
}
