/// How wide text is in the pictures' font, which SVG cannot measure before it is drawn:
/// the advance widths of Helvetica (and of Arial and Liberation Sans, which have the same
/// metrics), the fonts the style sheet names, in thousandths of an em. Approximate for
/// other fonts; characters outside ASCII take a width by kind (a wide one for arrows,
/// symbols and CJK, which fallback fonts draw wide).
public enum TextWidth {
    /// The font family the pictures' style sheet names, whose widths the table holds.
    public static let fontFamily = "Helvetica,Arial,\"Liberation Sans\",sans-serif"

    /// Advance widths of the printable ASCII characters, space (0x20) to `~` (0x7E).
    private static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
    ]

    /// The advance width of one character, in ems.
    public static func advance(of character: Unicode.Scalar) -> Double {
        let value = character.value
        switch value {
        case 0x20...0x7E: return Double(ascii[Int(value - 0x20)]) / 1000
        case 0x2026, 0x2014: return 1  // … —
        case 0x2013: return 0.556  // –
        case 0xB7, 0x2018, 0x2019: return 0.278  // · ‘ ’
        case 0x201C, 0x201D: return 0.333  // “ ”
        case 0xD7: return 0.584  // ×
        case 0x0300...0x036F, 0x200B...0x200F: return 0  // combining marks, zero-width spaces
        case 0x2190...0x2BFF, 0x2E80..., 0x1F000...: return 1  // arrows, symbols, CJK, emoji
        default: return 0.6
        }
    }

    /// The width of `text` at `fontSize`, in the same units as the size. Bold text is
    /// about 7 % wider.
    public static func width(of text: some StringProtocol, fontSize: Double, bold: Bool = false) -> Double {
        var ems = 0.0
        for character in text.unicodeScalars { ems += advance(of: character) }
        return ems * fontSize * (bold ? 1.07 : 1)
    }

    /// `text` cut to fit `width` at `fontSize`, ending in `…` when cut; nil when not even
    /// one character and the ellipsis fit. Cut between characters (grapheme clusters),
    /// never inside one.
    public static func truncated(_ text: String, toWidth width: Double, fontSize: Double, bold: Bool = false)
        -> (text: String, isCut: Bool)? {
        if Self.width(of: text, fontSize: fontSize, bold: bold) <= width {
            return text.isEmpty ? nil : (text, false)
        }
        let room = width - Self.width(of: "…", fontSize: fontSize, bold: bold)
        var used = 0.0
        var kept = text.startIndex
        for index in text.indices {
            let next = text.index(after: index)
            used += Self.width(of: text[index..<next], fontSize: fontSize, bold: bold)
            if used > room { break }
            kept = next
        }
        guard kept > text.startIndex else { return nil }
        return (String(text[..<kept]) + "…", true)
    }
}
