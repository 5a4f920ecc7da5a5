import PlainText

/// A diagnostic's code with its message, as the catalogue words it. Every message kb-lsp
/// reports is built here (the keyboard's below; KB100 in Messages+Syntax.swift, the
/// others in Messages+Declarations.swift), grouped by code, so a message and its code
/// cannot drift apart.
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

    /// The line of the app's code that caused a keyboard finding, if the message names one.
    public var codePlace: CodePlace? {
        if case .field(let field) = content { return field.codePlace }
        return nil
    }

    /// The same message, caused by the code at `place`.
    public func caused(at place: CodePlace) -> Self {
        guard case .field(let field) = content else { return self }
        return Self(code, FieldMessage(subject: field.subject, orientation: field.orientation, amount: field.amount,
                                       motion: field.motion, strategy: field.strategy, height: field.height,
                                       emptyBand: field.emptyBand, codePlace: place))
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
    /// The line of the app's code behind the finding.
    let codePlace: CodePlace?

    init(subject: MessageSubject, orientation: String, amount: Double, motion: FieldMotion = .none, strategy: String = "",
         height: Double = 0, emptyBand: Bool = false, codePlace: CodePlace? = nil) {
        self.codePlace = codePlace
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
            if case .text(let words) = motion {
                text.appendUTF8(": ")
                text.appendUTF8(words)
            }
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

// MARK: - Keyboard diagnostics (KB001–KB006)

extension DiagnosticMessage {
    public static func covered(_ subject: String, in orientation: String, by overlap: Double) -> Self {
        covered(.text(subject), in: orientation, by: overlap)
    }

    /// `height` is the field's: a field wholly under the keyboard is worded by how far it reaches.
    /// `because`: what the app's code does instead of moving the field, said after a colon.
    public static func covered(_ subject: MessageSubject, in orientation: String, by overlap: Double, height: Double = 0,
                               because: String? = nil) -> Self {
        Self(.covered, FieldMessage(subject: subject, orientation: orientation, amount: overlap, motion: because.map(FieldMotion.text) ?? .none,
                                    height: height))
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

    /// Whether this KB003 says the band its field must show in has no height.
    public var saysBandIsEmpty: Bool {
        guard case .field(let field) = content else { return false }
        return field.emptyBand
    }
}
