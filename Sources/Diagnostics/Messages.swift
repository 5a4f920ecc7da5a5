/// A diagnostic's code with its message, as the catalogue words it. Every message kb-lsp
/// reports is built here, grouped by code, so a message and its code cannot drift apart.
/// Arguments are plain text; quoted tokens arrive already quoted (`'foo'`, `"Email"`).
///
/// The keyboard messages (KB001–KB006), thousands in a large file, keep their data and are
/// worded only when `text` is read (by a writer printing them); the others are worded
/// when made. Two messages are equal when their codes and texts are.
public struct DiagnosticMessage: Sendable, Hashable {
    public var code: DiagnosticCode
    private var content: Content

    init(_ code: DiagnosticCode, _ text: String) {
        self.code = code
        content = .text(text)
    }

    private init(_ code: DiagnosticCode, _ field: FieldMessage) {
        self.code = code
        content = .field(field)
    }

    /// The message's text.
    public var text: String {
        switch content {
        case .text(let text): return text
        case .field(let field): return field.text(code)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.code == rhs.code else { return false }
        // The same data words the same text: compared without wording it (the language
        // server compares thousands of messages per edit). Other data may still word the
        // same text.
        if case .field(let one) = lhs.content, case .field(let other) = rhs.content, one == other { return true }
        return lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(text)
    }

    private enum Content: Sendable {
        case text(String)
        case field(FieldMessage)
    }
}

/// What a keyboard message says about a field (or another element), as data: one
/// object, so that a message is copied (into lists, sorted, filtered) by one reference.
private final class FieldMessage: Sendable, Equatable {
    let subject: MessageSubject
    let orientation: String
    let amount: Double
    /// What the code did to the field (KB002, KB003).
    let motion: FieldMotion
    /// The strategy KB005 names.
    let strategy: String
    /// The field's height, for KB001, KB004 and KB005: their amount is how far the field's
    /// bottom reaches below the keyboard's top, which exceeds the height of a field wholly
    /// under it; 0 when not known.
    let height: Double
    /// KB003 where the band the field must show in has no height (its scroll lies wholly
    /// under the keyboard or the bars): no move could show it.
    let emptyBand: Bool

    init(subject: MessageSubject, orientation: String, amount: Double, motion: FieldMotion = .none, strategy: String = "",
         height: Double = 0, emptyBand: Bool = false) {
        self.subject = subject
        self.orientation = orientation
        self.amount = amount
        self.motion = motion
        self.strategy = strategy
        self.height = height
        self.emptyBand = emptyBand
    }

    /// The same object, or the same data.
    static func == (lhs: FieldMessage, rhs: FieldMessage) -> Bool {
        lhs === rhs || (lhs.subject == rhs.subject && lhs.orientation == rhs.orientation && lhs.amount == rhs.amount
            && lhs.motion == rhs.motion && lhs.strategy == rhs.strategy && lhs.height == rhs.height
            && lhs.emptyBand == rhs.emptyBand)
    }

    /// "… in portrait by 40 pt", or for a field wholly under the keyboard "… in portrait:
    /// it reaches 220 pt below the keyboard's top (all 44 pt of it covered)".
    func appendCovered(to text: inout [UInt8]) {
        text.appendUTF8(" is covered by the keyboard in ")
        text.appendUTF8(orientation)
        guard height > 0, amount - height > 0.005 else {
            text.appendUTF8(" by ")
            text.appendUTF8(formatPoints(amount))
            text.appendUTF8(" pt")
            return
        }
        text.appendUTF8(": it reaches ")
        text.appendUTF8(formatPoints(amount))
        text.appendUTF8(" pt below the keyboard's top (all ")
        text.appendUTF8(formatPoints(height))
        text.appendUTF8(" pt of it covered)")
    }

    /// The words, appended as UTF-8 into one buffer and made a string once: thousands
    /// are worded per lint of a large tree, and interpolation (or appending to a String)
    /// cost several hundred instructions a part.
    func text(_ code: DiagnosticCode) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(160)
        subject.append(to: &text)
        /// "… in portrait by 40 pt"
        func orientationAndAmount() {
            text.appendUTF8(orientation)
            text.appendUTF8(" by ")
            text.appendUTF8(formatPoints(amount))
            text.appendUTF8(" pt")
        }
        switch code {
        case .covered:
            appendCovered(to: &text)
        case .stillCovered:
            text.appendUTF8(" is still covered by the keyboard in ")
            orientationAndAmount()
            text.appendUTF8(" after ")
            motion.append(to: &text)
        case .doesNotFit where emptyBand:
            text.appendUTF8(" does not fit in ")
            text.appendUTF8(orientation)
            text.appendUTF8(": the part of its scroll above the keyboard and below the bars has no height, so ")
            motion.append(to: &text)
            text.appendUTF8(" cannot show it (")
            text.appendUTF8(formatPoints(amount))
            text.appendUTF8(" pt above the visible top)")
        case .doesNotFit:
            text.appendUTF8(" does not fit in ")
            text.appendUTF8(orientation)
            text.appendUTF8(": ")
            motion.append(to: &text)
            text.appendUTF8(" pushes it ")
            text.appendUTF8(formatPoints(amount))
            text.appendUTF8(" pt above the visible top")
        case .missingOutlets:
            appendCovered(to: &text)
            text.appendUTF8(", and 'avoid shift' cannot move it: no enclosing view has outlets")
        case .missingScroll:
            appendCovered(to: &text)
            text.appendUTF8(", and 'avoid ")
            text.appendUTF8(strategy)
            text.appendUTF8("' cannot reveal it: it is not inside a scroll")
        default:
            text.appendUTF8(" extends below the screen in ")
            orientationAndAmount()
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// What a keyboard message is about: text as written, or an element worded `kind 'name'`.
public enum MessageSubject: Sendable, Equatable {
    case text(String)
    case element(kind: String, name: String)

    var text: String {
        switch self {
        case .text(let text): return text
        case .element(let kind, let name): return "\(kind) '\(name)'"
        }
    }

    func append(to text: inout [UInt8]) {
        switch self {
        case .text(let words): text.appendUTF8(words)
        case .element(let kind, let name):
            text.appendUTF8(kind)
            text.appendUTF8(" '")
            text.appendUTF8(name)
            text.appendUTF8("'")
        }
    }
}

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

// MARK: - Keyboard diagnostics (KB001–KB006)

extension DiagnosticMessage {
    public static func covered(_ subject: String, in orientation: String, by overlap: Double) -> Self {
        covered(.text(subject), in: orientation, by: overlap)
    }

    /// `height` is the field's: a field wholly under the keyboard is worded by how far it reaches.
    public static func covered(_ subject: MessageSubject, in orientation: String, by overlap: Double, height: Double = 0) -> Self {
        Self(.covered, FieldMessage(subject: subject, orientation: orientation, amount: overlap, height: height))
    }

    /// `done` says what the code did: "the view slides up 145 pt", "the scroll moves its
    /// content down 180 pt", "the code leaves it where it is".
    public static func stillCovered(_ subject: String, in orientation: String, by amount: Double, after done: String) -> Self {
        stillCovered(.text(subject), in: orientation, by: amount, after: .text(done))
    }

    public static func stillCovered(_ subject: MessageSubject, in orientation: String, by amount: Double, after done: FieldMotion) -> Self {
        Self(.stillCovered, FieldMessage(subject: subject, orientation: orientation, amount: amount, motion: done))
    }

    /// `action` says how the strategy moved it: "shifting it up 241 pt", "scrolling it up 60 pt".
    public static func doesNotFit(_ subject: String, in orientation: String, after action: String, aboveTopBy amount: Double) -> Self {
        doesNotFit(.text(subject), in: orientation, after: .text(action), aboveTopBy: amount)
    }

    /// `emptyBand`: the band the field must show in has no height (its scroll lies wholly
    /// under the keyboard or the bars).
    public static func doesNotFit(
        _ subject: MessageSubject, in orientation: String, after action: FieldMotion, aboveTopBy amount: Double, emptyBand: Bool = false
    ) -> Self {
        Self(.doesNotFit, FieldMessage(subject: subject, orientation: orientation, amount: amount, motion: action, emptyBand: emptyBand))
    }

    public static func missingOutlets(_ subject: String, in orientation: String, by overlap: Double) -> Self {
        missingOutlets(.text(subject), in: orientation, by: overlap)
    }

    public static func missingOutlets(_ subject: MessageSubject, in orientation: String, by overlap: Double, height: Double = 0) -> Self {
        Self(.missingOutlets, FieldMessage(subject: subject, orientation: orientation, amount: overlap, height: height))
    }

    public static func missingScroll(_ subject: String, in orientation: String, by overlap: Double, strategy: String = "scroll") -> Self {
        missingScroll(.text(subject), in: orientation, by: overlap, strategy: strategy)
    }

    public static func missingScroll(
        _ subject: MessageSubject, in orientation: String, by overlap: Double, strategy: String = "scroll", height: Double = 0
    ) -> Self {
        Self(.missingScroll, FieldMessage(subject: subject, orientation: orientation, amount: overlap, strategy: strategy, height: height))
    }

    /// KB007 without `landscape-swap` on iOS 7 or earlier.
    public static func landscapeFrameNotSwapped(strategy: String, ios: Int, reads height: Double) -> Self {
        Self(.misreadKeyboard, "on iOS \(ios) the keyboard frame arrives in portrait coordinates, so in landscape the 'avoid \(strategy)' code reads the keyboard's height as \(formatPoints(height)) pt, the screen's width; the code of that time swapped width and height ('landscape-swap')")
    }

    /// KB007 with `landscape-swap` on iOS 8 or later.
    public static func landscapeSwapOnModernIOS(strategy: String, ios: Int, reads height: Double) -> Self {
        Self(.misreadKeyboard, "'landscape-swap' swaps a keyboard frame that iOS \(ios) already reports in landscape coordinates: in landscape the 'avoid \(strategy)' code reads the keyboard's height as \(formatPoints(height)) pt, the screen's width")
    }

    public static func offScreen(_ subject: String, in orientation: String, by overflow: Double) -> Self {
        offScreen(.text(subject), in: orientation, by: overflow)
    }

    public static func offScreen(_ subject: MessageSubject, in orientation: String, by overflow: Double) -> Self {
        Self(.offScreen, FieldMessage(subject: subject, orientation: orientation, amount: overflow))
    }
}

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

    /// Whether this KB003 says the band its field must show in has no height.
    public var saysBandIsEmpty: Bool {
        guard case .field(let field) = content else { return false }
        return field.emptyBand
    }
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

// MARK: - KB101: unknown device

extension DiagnosticMessage {
    /// `known` are the names a screen may write: the closest few are suggested, and a short
    /// list is given whole; a long one is left to `kb-lsp devices`.
    public static func unknownDevice(_ name: String, known: [String]) -> Self {
        let text = "unknown device '\(name)'" + Suggestions.didYouMean(name, among: known)
        if known.count <= 8 {
            return Self(.unknownDevice, text + "; declare it in this file or use one of \(known.joined(separator: ", "))")
        }
        return Self(.unknownDevice, text + "; declare it in this file or use one of the \(known.count) built-in and configured names ('kb-lsp devices' lists them)")
    }
}

// MARK: - KB102: duplicate name

extension DiagnosticMessage {
    public static func duplicateDevice(_ name: String) -> Self { Self(.duplicateName, "device '\(name)' is already declared in this file") }
    public static func duplicateScreen(_ name: String) -> Self { Self(.duplicateName, "screen '\(name)' is already declared in this file") }
    public static func duplicateElement(_ name: String, inScreen screen: String) -> Self {
        Self(.duplicateName, "an element named '\(name)' is already declared in screen '\(screen)'")
    }
}

// MARK: - KB103: `below` names no earlier sibling

extension DiagnosticMessage {
    public static func belowItself(_ name: String) -> Self { Self(.unknownSibling, "'\(name)' cannot be placed below itself") }
    /// `siblings` are the names declared above it in its container: the closest is suggested.
    public static func unknownSibling(_ name: String, siblings: [String] = []) -> Self {
        let suggestion = Suggestions.didYouMean(name, among: siblings)
        return Self(.unknownSibling, "'below \(name)' names no element declared above it in the same container\(suggestion)")
    }
}

// MARK: - KB104: a required property missing, or properties in conflict

extension DiagnosticMessage {
    public static func conflictingPositions(_ position: String, _ earlier: String) -> Self {
        Self(.missingOrConflicting, "'\(position)' conflicts with '\(earlier)'")
    }
    public static func heightAlreadyFixed(of element: String) -> Self {
        Self(.missingOrConflicting, "'height' conflicts with 'top' and 'bottom', which already fix the height of \(element)")
    }
    public static func missingPosition(_ element: String) -> Self {
        Self(.missingOrConflicting, "\(element) has no vertical position; add top, bottom, below or center")
    }
    public static func missingDeviceSize(_ device: String) -> Self {
        Self(.missingOrConflicting, "\(device) has no size; add 'size WIDTH HEIGHT' (portrait, in points)")
    }
    public static func missingHeight(_ element: String) -> Self {
        Self(.missingOrConflicting, "\(element) needs a height (or both top and bottom)")
    }
    public static func missingHeight(_ element: String, placedBy word: String) -> Self {
        Self(.missingOrConflicting, "\(element) is placed by '\(word)' and needs a height")
    }
}

// MARK: - KB105: value out of range

extension DiagnosticMessage {
    /// `min 20%`: a fraction written as a percentage.
    public static func fractionAsPercentage(_ option: String, value: Double) -> Self {
        Self(.syntax, "'\(option)' is a fraction of the content height between 0 and 1: write '\(option) \(formatPoints(value / 100))', not a percentage")
    }
    /// `avoid shift scroll`: a second strategy on the line.
    public static func secondStrategy(_ second: String, after first: String) -> Self {
        Self(.syntax, "a screen has one strategy: this line chose 'avoid \(first)', so '\(second)' cannot follow it (write one 'avoid' line with one strategy)")
    }
    public static func fractionOutOfRange(_ option: String) -> Self {
        Self(.outOfRange, "'\(option)' is a fraction of the content height and must lie between 0 and 1")
    }
    public static func minimumNotBelowMaximum(_ minimum: Double, _ maximum: Double) -> Self {
        Self(.outOfRange, "'min' (\(formatPoints(minimum))) must be less than 'max' (\(formatPoints(maximum)))")
    }
    /// A number an option does not take: `version 9` ("6, 7 or 8").
    public static func optionValueNotAllowed(_ option: String, value: Double, allowed: String) -> Self {
        Self(.outOfRange, "'\(option)' must be \(allowed), not \(formatPoints(value))")
    }
    public static func iosVersionOutOfRange(_ version: Double) -> Self {
        Self(.outOfRange, "'ios' needs a whole iOS version of at least 6, not \(formatPoints(version))")
    }
    public static let deviceSizeNotPositive = Self(.outOfRange, "a device's size must be greater than 0")
    public static func numberTooLarge(_ text: String) -> Self {
        Self(.outOfRange, "\(text) is too large; numbers are at most 1000000")
    }
}

// MARK: - KB106: property or block not allowed here

extension DiagnosticMessage {
    /// `hint` says which options the strategy takes ("; it takes 'padding'").
    public static func notAnOption(_ option: String, ofStrategy strategy: String, hint: String) -> Self {
        Self(.notAllowed, "'\(option)' is not an option of 'avoid \(strategy)'\(hint)")
    }
    public static func repeated(_ word: String) -> Self { Self(.notAllowed, "'\(word)' is repeated") }
    public static func alreadySet(_ keyword: String, for owner: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is already set for this \(owner)")
    }
    public static func blockOnLeafElement(_ kind: String) -> Self {
        Self(.notAllowed, "a \(kind) cannot contain elements; only view and scroll have blocks")
    }
    public static func outletsOnNonView(_ kind: String) -> Self {
        Self(.notAllowed, "'outlets' is allowed on a view only, not on a \(kind)")
    }
    public static func nestedScreen(_ name: String) -> Self {
        Self(.notAllowed, "screens cannot be nested; declare \(quotedInput(name)) at the top level")
    }
    public static func propertyWithBlock(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is a property and cannot open a block")
    }
    public static func elementAtTopLevel(_ kind: String) -> Self {
        Self(.notAllowed, "elements belong inside a screen; '\(kind)' is not allowed at the top level")
    }
    public static func deviceProperty(_ keyword: String) -> Self { Self(.notAllowed, "'\(keyword)' belongs inside a device block") }
    public static func screenProperty(_ keyword: String) -> Self { Self(.notAllowed, "'\(keyword)' belongs inside a screen block") }
    public static func notInDevice(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is not allowed inside a device; a device has size, keyboard and status-bar")
    }
    public static func devicePropertyInScreen(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' belongs inside a device block, not a screen")
    }
    public static func screenPropertyInContainer(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is a screen property; it cannot be set inside a container")
    }
    public static func notInContainer(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is not allowed inside a container; it holds elements only")
    }
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
    let limit = 40
    var escaped = ""
    for (index, scalar) in text.unicodeScalars.enumerated() {
        if index == limit {
            escaped += "…"
            break
        }
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) {
            escaped += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        } else {
            escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped
}

// MARK: - KB200: a suppression that silences nothing

extension DiagnosticMessage {
    /// `trailing`: the comment ends the line it covers (else it covers the next line).
    public static func unusedSuppression(_ code: String, trailing: Bool) -> Self {
        Self(.unusedSuppression, "unused suppression: no \(code) is reported on \(trailing ? "this" : "the next") line")
    }
    public static func unknownSuppressedCode(_ code: String) -> Self {
        let upper = code.uppercased()
        let hint = upper != code && DiagnosticCode(rawValue: upper) != nil ? " (did you mean '\(upper)'? codes are upper case)" : ""
        return Self(.unusedSuppression, "unknown code '\(code)' in a suppression\(hint); 'kb-lsp explain' lists the codes")
    }
    public static func unsuppressibleCode(_ code: String) -> Self {
        Self(.unusedSuppression, "\(code) cannot be ignored by a comment; set its severity to \"off\" in .kblint.json instead")
    }
    public static let suppressionWithoutCode = Self(.unusedSuppression,
        "'kb-lsp: ignore' names no code; write the codes it ignores, like '# kb-lsp: ignore KB003'")
    public static func unknownDirective(_ word: String) -> Self {
        Self(.unusedSuppression, "unknown kb-lsp directive \(word.isEmpty ? "(none)" : "'\(word)'"); expected 'ignore' and codes, like '# kb-lsp: ignore KB003'")
    }
}

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

// Diagnostics is a leaf module (it imports nothing of ours), so PlainText's `appendUTF8`
// is not at hand here: this is the same copy of a string's UTF-8 as one buffer.
fileprivate extension Array where Element == UInt8 {
    mutating func appendUTF8(_ string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }
}
