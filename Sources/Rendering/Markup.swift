import Diagnostics

/// Text for SVG and HTML: escaping, numbers, truncation. Deterministic: the same values
/// always give the same bytes.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
    public static func escaped(_ text: String) -> String {
        escaped(text, quotes: true)
    }

    /// `text` with `&`, `<` and `>` escaped, for element content only (not attribute
    /// values): quotes stay as they are, a byte each rather than an entity.
    public static func escapedText(_ text: String) -> String {
        escaped(text, quotes: false)
    }

    private static func escaped(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            // XML 1.0 allows no control characters but tab and line breaks.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A coordinate or length: at most two decimals, no trailing zeros (`12`, `12.5`).
    public static func number(_ value: Double) -> String {
        formatPoints(value)
    }
}
