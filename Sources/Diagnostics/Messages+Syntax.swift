// MARK: - KB100: syntax errors

extension DiagnosticMessage {
    public static let invalidUTF8 = Self(.syntax, "invalid UTF-8; KBL files must be encoded in UTF-8")
    public static let negativeNumber = Self(.syntax, "negative numbers are not allowed")
    /// `characters` is a run of characters no token starts with, reported once.
    public static func unexpectedCharacters(_ characters: String) -> Self {
        let noun = characters.unicodeScalars.count == 1 ? "character" : "characters"
        return Self(.syntax, "unexpected \(noun) \(quotedInput(characters))" + strayHint(characters))
    }

    /// What a stray character usually means: a habit of another language.
    static func strayHint(_ characters: String) -> String {
        if characters.hasPrefix("'") { return "; strings use double quotes (\"Email\")" }
        if characters.hasPrefix("//") { return "; comments start with '#'" }
        if let first = characters.unicodeScalars.first, !first.isASCII {
            return "; names are ASCII (letters, digits, '_' and '-'); a title in double quotes may hold any text"
        }
        return ""
    }
    public static func invalidEscape(_ escape: String) -> Self {
        Self(.syntax, "invalid escape \(quotedInput(escape)) in a string; only \\\" and \\\\ are allowed")
    }
    public static let unterminatedString = Self(.syntax, "unterminated string")
    public static let unclosedBrace = Self(.syntax, "this '{' is never closed")
    /// Whether this says a `{` is never closed (at the end of the file, or by indentation).
    /// (`unclosedBlock`'s words start with `unclosedBrace`'s.)
    public var isUnclosedBrace: Bool { code == .syntax && text.hasPrefix(Self.unclosedBrace.text) }

    /// A `}` missing where line `line` goes back to the block's header's indentation.
    public static func unclosedBlock(endedByLine line: Int) -> Self {
        Self(.syntax, "this '{' is never closed: its block ends before line \(line), which is indented like its header; add '}' there")
    }
    public static func documentTooLarge(bytes: Int, limit: Int) -> Self {
        Self(.syntax, "this file has \(bytes) bytes; kb-lsp reads files of at most \(limit) bytes (\(limit >> 20) MiB) and analyses nothing in a larger one")
    }
    public static func nestedTooDeep(limit: Int) -> Self {
        Self(.syntax, "blocks are nested more than \(limit) deep; kb-lsp does not read this block's contents")
    }
    public static let unmatchedBrace = Self(.syntax, "unmatched '}'")
    public static func unexpected(_ found: String, after: String) -> Self { Self(.syntax, "unexpected \(found) after '\(after)'") }
    public static func unexpected(_ found: String) -> Self { Self(.syntax, "unexpected \(found)") }
    public static let braceNotEndingHeader = Self(.syntax, "'{' must end a header line such as 'screen Name {'")
    public static func braceNotEndingLine(before found: String) -> Self {
        Self(.syntax, "'{' must end its line; put \(found) on the next line")
    }
    public static func expectedKeyword(found: String) -> Self {
        Self(.syntax, "expected a keyword at the start of the line, found \(found)")
    }
    /// `suggestion` is `Suggestions.didYouMean`'s (or "").
    public static func expectedTopLevel(found: String, suggestion: String = "") -> Self {
        Self(.syntax, "expected 'device' or 'screen', found \(found)\(suggestion)")
    }
    public static func unexpectedInHeader(_ found: String, header: String) -> Self {
        Self(.syntax, "unexpected \(found) after '\(header)'; expected '{'")
    }
    public static func missingOpeningBrace(header: String) -> Self { Self(.syntax, "expected '{' at the end of '\(header)'") }
    public static func unknownDeviceProperty(_ found: String, suggestion: String = "") -> Self {
        Self(.syntax, "unknown device property \(found)\(suggestion); expected size, keyboard, status-bar or home-indicator")
    }
    public static func unknownScreenStatement(_ found: String, suggestion: String = "") -> Self {
        Self(.syntax, "unknown screen property or element kind \(found)\(suggestion); a screen takes device, orientations, navigation-bar, accessory, ios and avoid, and the elements view, scroll, field, textarea, label, button and image")
    }
    public static func unknownElementKind(_ found: String) -> Self {
        Self(.syntax, "unknown element kind \(found); expected view, scroll, field, textarea, label, button or image")
    }
    public static func expectedOrientation(found: String) -> Self {
        Self(.syntax, "expected 'portrait' or 'landscape', found \(found)")
    }
    public static let missingOrientations = Self(.syntax, "expected 'portrait', 'landscape' or both after 'orientations'")
    public static func expected(_ what: String, after keyword: String) -> Self { Self(.syntax, "expected \(what) after '\(keyword)'") }
    public static func expected(_ what: String, after keyword: String, found: String) -> Self {
        Self(.syntax, "expected \(what) after '\(keyword)', found \(found)")
    }
    public static func percentageNotAllowed(after keyword: String) -> Self {
        Self(.syntax, "expected a number in points after '\(keyword)', not a percentage")
    }
    /// After `avoid`, something that is no name.
    public static func expectedStrategyName(_ found: String) -> Self {
        Self(.syntax, "expected a strategy's name after 'avoid', found \(found)")
    }
    /// A number on an `avoid` line before any option's name.
    public static func optionValueWithoutName(_ found: String) -> Self {
        Self(.syntax, "unexpected \(found); an option's name comes before its numbers ('padding 8')")
    }
    /// `strategies` lists the names, worded (`none, shift … or resize`).
    public static func missingStrategy(_ strategies: String) -> Self {
        Self(.syntax, "expected a strategy after 'avoid': \(strategies)")
    }
    public static func unknownStrategy(_ found: String, expected strategies: String) -> Self {
        Self(.syntax, "unknown strategy \(found); expected \(strategies)")
    }
    /// `options` lists the strategy's options, worded ("; 'avoid shift' takes 'padding' and 'landscape-swap'").
    public static func unknownStrategyOption(_ found: String, hint: String) -> Self {
        Self(.syntax, "unknown option \(found)\(hint)")
    }
    /// More numbers than an option takes: `takes` says how many ("one or two keyboard
    /// heights, portrait then landscape").
    public static func tooManyOptionValues(_ found: String, option: String, takes: String) -> Self {
        Self(.syntax, "unexpected \(found); '\(option)' takes \(takes)")
    }
    public static func titleOutOfPlace(_ found: String) -> Self {
        Self(.syntax, "unexpected \(found); an element's title goes right after its name")
    }
    public static func unexpectedPlacement(_ found: String) -> Self {
        Self(.syntax, "unexpected \(found); expected top, bottom, below, center, height or outlets")
    }
    public static func unknownPlacement(_ found: String, suggestion: String = "") -> Self {
        Self(.syntax, "unknown placement \(found)\(suggestion); expected top, bottom, below, center, height or outlets")
    }
    /// `width 100`, `left 8`: a horizontal word.
    public static func horizontalPlacement(_ found: String) -> Self {
        Self(.syntax, "unknown placement \(found); KBL models only the vertical axis (top, bottom, below, center, height): widths and horizontal positions do not change what the keyboard covers")
    }
    /// `44pt`: a unit glued to a number.
    public static func lengthWithUnit(_ number: String, unit: String) -> Self {
        Self(.syntax, "lengths have no unit: write '\(number)', not '\(number)\(unit)' (points, or a percentage of the parent: '50%')")
    }
    /// `navigation-bar 44`: one number of a pair. `example` is the property written out.
    public static func takesTwoNumbers(_ keyword: String, what: String, example: String) -> Self {
        Self(.syntax, "'\(keyword)' takes two numbers: \(what) ('\(example)')")
    }
}
