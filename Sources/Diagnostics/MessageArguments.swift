import PlainText

// How a message prints what it says: numbers of points, and text from the input.

/// Formats a number of points with at most two decimals and no trailing zeros: `58`,
/// `62.5`, `0.33`, as every message prints them.
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Text from the input as a message quotes it, between single quotes: the one place a
/// message takes text from the input that is not a name. Control characters (C0, DEL, C1)
/// are escaped as `\u{1B}`, so a hostile file cannot drive the terminal or the CI log a
/// message is printed on; text longer than 40 characters is cut there with `…`.
public func quotedInput(_ text: String) -> String {
    "'" + escapedInput(text) + "'"
}

/// Input text with its control characters escaped and cut at 40 characters, without quotes
/// (a string token quotes itself).
public func escapedInput(_ text: String) -> String {
    escapedInput(text, cutAt: 40)
}

/// Text with its control characters escaped and cut at `limit` characters.
public func escapedInput(_ text: String, cutAt limit: Int) -> String {
    var escaped = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
        if index == limit {
            escaped += "…"
            break
        }
        escaped.appendShowingControls(scalar)
    }
    return escaped
}
