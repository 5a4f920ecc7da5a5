import Diagnostics
import SpecParser

/// A keyboard-avoidance strategy: what `avoid NAME` models (language.md#keyboard-analysis).
///
/// Each strategy is one type in one file: its name and words, its options with their
/// defaults, its arithmetic, and what hover and the pictures say of it. `Strategies.all`
/// is the one table the parser's checks, completion, `kb-lsp strategies` and the docs'
/// tests read. Adding a strategy is adding a type and a row there.
public protocol KeyboardStrategy: Sendable {
    /// The name written after `avoid`.
    static var name: String { get }
    /// What the screen's code does, in a line (completion, listings).
    static var summary: String { get }
    /// The code it models (the docs' table).
    static var models: String { get }
    /// The options it takes, in the order the docs list them.
    static var options: [StrategyOption] { get }
    /// Problems of the options together, beyond each one's own range (`min` below `max`).
    static func conflicts(in options: StrategyOptions) -> [DiagnosticMessageAt]

    /// The strategy of one screen, from its options (already checked) and the analysis's
    /// defaults.
    init(options: StrategyOptions, context: StrategyContext)

    /// The keyboard as the code works with it, when that is not simply the real one: the
    /// height read from the notification, hard-coded or padded (hover, pictures).
    func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard?
    /// Whether the analysis needs the screen laid out a second time with the keyboard up
    /// (`FieldSituation.keyboardUp`).
    var laysOutWithKeyboardUp: Bool { get }
    /// KB007, when the code misreads the keyboard in landscape.
    func landscapeMisreading(in geometry: ScreenGeometry, screen: String) -> Diagnostic?
    /// What the code does to one editable element in one orientation.
    func treat(_ field: FieldSituation) -> FieldTreatment
    /// A line hover adds for a field in one orientation (the gap IQKeyboardManager leaves,
    /// the frame with the keyboard up); nil for nothing.
    func note(on outcome: FieldOutcome, in geometry: ScreenGeometry) -> String?
}

extension KeyboardStrategy {
    /// The name written after `avoid`.
    public var name: String { Self.name }
    public static func conflicts(in options: StrategyOptions) -> [DiagnosticMessageAt] { [] }
    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? { nil }
    public var laysOutWithKeyboardUp: Bool { false }
    public func landscapeMisreading(in geometry: ScreenGeometry, screen: String) -> Diagnostic? { nil }
    public func note(on outcome: FieldOutcome, in geometry: ScreenGeometry) -> String? { nil }
}

/// A message and where it goes.
public struct DiagnosticMessageAt: Sendable {
    public var message: DiagnosticMessage
    public var range: SourceRange

    public init(_ message: DiagnosticMessage, at range: SourceRange) {
        self.message = message
        self.range = range
    }
}

/// What a strategy knows of its screen besides its options.
public struct StrategyContext: Sendable {
    /// The device's portrait height: the long side a misread landscape frame reports.
    public var devicePortraitHeight: Double
    /// The device's portrait keyboard (`slide`'s default assumption).
    public var deviceKeyboard: OrientationPair
    /// The padding configured for screens that write none (5 unless `.kblint.json` says).
    public var defaultPadding: Double
    /// The iOS version simulated.
    public var iosVersion: Int
    /// Where the strategy's name is written (or the `avoid` keyword; a configured default
    /// strategy has the screen's name).
    public var strategyRange: SourceRange
}

/// One option of a strategy: its name, the numbers it takes and their range, its default.
public struct StrategyOption: Sendable {
    /// How many numbers follow the option's name.
    public enum Values: Sendable, Hashable {
        /// A flag: `landscape-swap`.
        case none
        /// `padding 8`.
        case one
        /// `assume 216 [162]`: portrait, then landscape (one number is both).
        case oneOrTwo

        public var minimum: Int { self == .none ? 0 : 1 }
        public var maximum: Int { self == .none ? 0 : (self == .one ? 1 : 2) }
    }

    /// Which numbers are allowed (besides being plain and not negative, which the parser checks).
    public enum Allowed: Sendable, Hashable {
        case any
        /// Between 0 and 1 (`min`, `max`).
        case fraction
        /// One of these whole numbers (`version`).
        case oneOf([Int])
    }

    public var name: String
    public var values: Values
    /// The numbers it takes, in words: "one number of points".
    public var takes: String
    public var allowed: Allowed
    /// The default, in words, for docs and completion; nil for a flag.
    public var defaultValue: String?
    /// What it means, in a line.
    public var summary: String
    /// Typical numbers to start from, for snippets.
    public var example: [String]

    public init(_ name: String, values: Values, takes: String, allowed: Allowed = .any, defaultValue: String?,
                summary: String, example: [String] = []) {
        self.name = name
        self.values = values
        self.takes = takes
        self.allowed = allowed
        self.defaultValue = defaultValue
        self.summary = summary
        self.example = example
    }

    /// `padding`: the room left above the keyboard.
    static func padding(default value: Double) -> StrategyOption {
        StrategyOption("padding", values: .one, takes: "one number of points", defaultValue: formatPoints(value),
                       summary: "room left above the keyboard, in points", example: [formatPoints(value)])
    }

    /// `landscape-swap`: the iOS 7 workaround of seeds 000 and 003.
    static let landscapeSwap = StrategyOption(
        "landscape-swap", values: .none, takes: "no number", defaultValue: nil,
        summary: "the code swaps the keyboard frame's width and height in landscape (the iOS 7 workaround)")

    /// `assume P [L]`: keyboard heights hard-coded in the app.
    static func assume(default words: String) -> StrategyOption {
        StrategyOption("assume", values: .oneOrTwo, takes: "one or two keyboard heights, portrait then landscape",
                       defaultValue: words, summary: "keyboard heights hard-coded in the app: portrait [landscape]",
                       example: ["216", "162"])
    }
}

/// A screen's options, checked: each written once, of its strategy, with the right numbers.
public struct StrategyOptions: Sendable {
    /// A few at most: searched in order.
    private var written: [AvoidOption]

    public init(_ options: [AvoidOption] = []) {
        written = options
    }

    /// The option's first number, if written.
    public func number(_ name: String) -> Double? { option(name)?.values.first?.value }

    /// The option's numbers as portrait and landscape (one number is both), if written.
    public func pair(_ name: String) -> OrientationPair? {
        guard let values = option(name)?.values, let first = values.first else { return nil }
        return OrientationPair(portrait: first.value, landscape: values.count > 1 ? values[1].value : first.value)
    }

    /// The option as written (the first of its name), if it is.
    public func option(_ name: String) -> AvoidOption? { written.first { $0.name.text == name } }
}

/// The keyboard as a strategy's code works with it, beside the real one: what the pictures
/// draw as a dashed line (where it differs) and hover puts beside the real height. Plain
/// numbers: every field's analysis carries its geometry, so the words are made only when
/// hover or a picture asks.
public struct CodeKeyboard: Sendable, Hashable {
    /// How the code comes by the height.
    public enum Source: Sendable, Hashable {
        /// Read from the keyboard notification (`shift`, `inset`): differing from the real
        /// height is a misreading.
        case notification
        /// Hard-coded in the app (`slide`, `fraction`).
        case hardCoded
        /// The real keyboard and its accessory bar padded by a library: `keyboard + accessory
        /// + distance + safeArea` (`iqkeyboardmanager`).
        case padded(keyboard: Double, accessory: Double, distance: Double, safeArea: Double)
    }

    /// The height the code works with; its top is `Hs - height`.
    public var height: Double
    /// The real height the line is compared with.
    public var real: Double
    public var source: Source

    public init(height: Double, real: Double, source: Source) {
        self.height = height
        self.real = real
        self.source = source
    }

    /// Whether differing from the real height is a misreading (hover marks it).
    public var isRead: Bool { source == .notification }

    /// Whether the height is the real one padded on purpose (IQKeyboardManager's distance
    /// and safe area), not a misreading or a guess: the pictures' legend says so.
    public var isPadded: Bool {
        if case .padded = source { return true }
        return false
    }

    /// The dashed line's label: "code reads 667 pt".
    public var label: String {
        switch source {
        case .notification: return "code reads \(formatPoints(height)) pt"
        case .hardCoded: return "code assumes \(formatPoints(height)) pt"
        case .padded: return "IQKeyboardManager pads to \(formatPoints(height)) pt"
        }
    }

    /// The dashed line's tooltip.
    public var title: String {
        switch source {
        case .notification: return "the keyboard top for the code, which reads a \(formatPoints(height)) pt keyboard"
        case .hardCoded: return "the keyboard top for the code, which assumes a \(formatPoints(height)) pt keyboard"
        case .padded: return "the keyboard top for IQKeyboardManager, which pads the keyboard to \(formatPoints(height)) pt"
        }
    }

    /// What hover calls it.
    public var caption: String {
        switch source {
        case .notification: return "Keyboard height the code reads from the notification"
        case .hardCoded: return "Keyboard height hard-coded in the code"
        case .padded: return "Keyboard height IQKeyboardManager pads"
        }
    }

    /// How it is made up, for hover ("keyboard 336 + distance 10 + safe area 34"; the
    /// accessory bar a part of its own, "keyboard 336 + accessory 44 + distance 20"); nil
    /// when plain.
    public var breakdown: String? {
        guard case .padded(let keyboard, let accessory, let distance, let safeArea) = source else { return nil }
        var parts = ["keyboard \(formatPoints(keyboard))"]
        if accessory > 0 { parts.append("accessory \(formatPoints(accessory))") }
        parts.append("distance \(formatPoints(distance))")
        if safeArea > 0 { parts.append("safe area \(formatPoints(safeArea))") }
        return parts.joined(separator: " + ")
    }
}

/// A frame's vertical extent.
public struct VerticalFrame: Sendable, Hashable {
    public var top: Double
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// An editable element in one orientation, as the strategies see it.
public struct FieldSituation: Sendable {
    public var kind: ElementKind
    /// The frame with the keyboard down (section 4's layout).
    public var frame: VerticalFrame
    /// `y` for code that reads `textField.frame`: relative to the direct parent container.
    public var frameY: Double
    public var geometry: ScreenGeometry
    /// Whether some enclosing `view` declares `outlets`.
    public var hasOutlets: Bool
    /// The frames of the enclosing `scroll`s, outermost first (the nearest last).
    public var scrolls: [VerticalFrame]
    /// With the keyboard up (only for a strategy that `laysOutWithKeyboardUp`): the frame,
    /// and the nearest enclosing scroll's frame.
    public var keyboardUp: (frame: VerticalFrame, nearestScroll: VerticalFrame?)?

    public var top: Double { frame.top }
    public var bottom: Double { frame.bottom }
    public var nearestScroll: VerticalFrame? { scrolls.last }

    /// The visible band of a field in `scroll` (or none): from the scroll's top (not above
    /// the bars) to its bottom (not below the keyboard's top).
    public func visibleBand(in scroll: VerticalFrame?) -> VerticalFrame {
        guard let scroll else { return VerticalFrame(top: geometry.contentTop, bottom: geometry.keyboardTop) }
        return VerticalFrame(top: max(scroll.top, geometry.contentTop), bottom: min(scroll.bottom, geometry.keyboardTop))
    }
}

/// What a strategy's code does to a field.
public enum FieldTreatment: Sendable {
    /// Nothing moves it: KB001 when covered.
    case leftAlone
    /// The strategy needs a container the field is not in: KB004 (`outlets`) or KB005
    /// (`scroll`) when covered, and nothing else for the field in that orientation.
    case unreachable(FieldRequirement)
    /// The code moves it: KB002 and KB003 against the band.
    case moved(FieldMove)
}

public enum FieldRequirement: Sendable {
    case outlets
    case scroll(strategy: String)
}

/// Where the code moves a field, and the band it must end up in.
public struct FieldMove: Sendable {
    /// How far up the field ends from where it was (negative: down).
    public var shift: Double
    /// Its frame once moved.
    public var frame: VerticalFrame
    /// The band it must lie in to be seen whole.
    public var band: VerticalFrame
    /// Whether the field can stay under the keyboard (KB002): not for `scroll`, whose inset always lets it scroll far enough.
    public var canStayCovered: Bool
    /// How KB002 and KB003 word the motion.
    public var words: MotionWords

    /// The field moved up by `shift` whole.
    public init(shift: Double, of field: FieldSituation, band: VerticalFrame, canStayCovered: Bool = true, words: MotionWords) {
        self.init(shift: shift, frame: VerticalFrame(top: field.top - shift, bottom: field.bottom - shift), band: band,
                  canStayCovered: canStayCovered, words: words)
    }

    public init(shift: Double, frame: VerticalFrame, band: VerticalFrame, canStayCovered: Bool = true, words: MotionWords) {
        self.shift = shift
        self.frame = frame
        self.band = band
        self.canStayCovered = canStayCovered
        self.words = words
    }
}

/// How KB002 and KB003 word what the code did: "is still covered … after `moved` up 40 pt",
/// "does not fit …: `action` up 241 pt pushes it …". Static text: every moved field carries
/// its words, and only reported ones are made strings.
public struct MotionWords: Sendable {
    /// "shifting it", "scrolling it".
    public var action: StaticString
    /// "the container shifts", "the view slides".
    public var moved: StaticString
    /// What KB002 says when the field did not move; nil for "the code leaves it where it is".
    public var unmoved: StaticString?

    public init(action: StaticString, moved: StaticString, unmoved: StaticString? = nil) {
        self.action = action
        self.moved = moved
        self.unmoved = unmoved
    }

    static let shifting = MotionWords(action: "shifting it", moved: "the container shifts")
    static let sliding = MotionWords(action: "sliding the view", moved: "the view slides")
    static let scrolling = MotionWords(action: "scrolling it", moved: "the scroll moves its content")
}
