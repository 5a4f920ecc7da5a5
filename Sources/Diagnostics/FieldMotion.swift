import PlainText

/// What the code did to a field, as KB002 and KB003 word it.
public enum FieldMotion: Sendable, Equatable {
    /// Said as written: "shifting it up 241 pt", "the code leaves it where it is".
    case text(String)
    /// `phrase` and the distance: "the view slides up 145 pt", "scrolling it down 180 pt"
    /// (`distance` < 0 is down).
    case moved(String, by: Double)
    /// "the code leaves it where it is".
    case none

    var text: String {
        var text: [UInt8] = []
        append(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    func append(to text: inout [UInt8]) {
        switch self {
        case .text(let words): text.appendUTF8(words)
        case .moved(let phrase, let distance):
            text.appendUTF8(phrase)
            text.appendUTF8(distance < 0 ? " down " : " up ")
            text.appendUTF8(formatPoints(distance < 0 ? -distance : distance))
            text.appendUTF8(" pt")
        case .none: text.appendUTF8("the code leaves it where it is")
        }
    }
}
