import Diagnostics

/// Text for SVG and HTML: escaping, numbers, truncation. Deterministic: the same values
/// always give the same bytes.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
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

    /// `text` cut to at most `limit` characters, the last of them `…` when cut; nil when
    /// not even one character and the ellipsis fit.
    public static func truncated(_ text: String, toCharacters limit: Int) -> (text: String, isCut: Bool)? {
        guard limit >= 1 else { return nil }
        if text.count <= limit { return (text, false) }
        guard limit >= 2 else { return nil }
        return (String(text.prefix(limit - 1)) + "…", true)
    }
}
