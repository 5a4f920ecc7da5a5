/// Section 2's naming rules, shared by screens and views: a KBL name (`[A-Za-z_][A-Za-z0-9_-]*`)
/// made from any text, and unique names in order of arrival.
enum Names {
    /// Characters outside `[A-Za-z0-9_-]` become `-`; a name not starting with a letter or
    /// `_` gets the prefix `screen-`.
    static func kblName(_ text: String) -> String {
        // Most names are KBL names already (ASCII letters, digits, `_` and `-`, first a
        // letter or `_`): returned as they are, without a pass over their scalars.
        if let first = text.utf8.first, isLetter(Unicode.Scalar(first)) || first == UInt8(ascii: "_"),
           text.utf8.allSatisfy({ $0 < 0x80 && isNameCharacter(Unicode.Scalar($0)) }) {
            return text
        }
        var name = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            isNameCharacter(scalar) ? scalar : "-"
        }))
        if let first = name.unicodeScalars.first, isLetter(first) || first == "_" {
            return name
        }
        name = "screen-" + name
        return name
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
    }

    /// Hands out names unique among those it gave: a name already taken gets `-2`, `-3` …
    struct Uniquer {
        private var taken: Set<String> = []
        // The next suffix to try for a name, so that many equal names stay linear.
        private var nextSuffix: [String: Int] = [:]

        mutating func unique(_ name: String) -> String {
            if taken.insert(name).inserted { return name }
            var suffix = nextSuffix[name] ?? 2
            while !taken.insert("\(name)-\(suffix)").inserted { suffix += 1 }
            nextSuffix[name] = suffix + 1
            return "\(name)-\(suffix)"
        }
    }
}
