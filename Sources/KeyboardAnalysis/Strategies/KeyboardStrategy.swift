import Diagnostics
import SpecParser

/// A keyboard-avoidance strategy: what `avoid NAME` models (language.md#keyboard-analysis).
///
/// Each strategy is one type in one file: its name and words, its options with their
/// defaults, its arithmetic, and what hover and the pictures say of it. `Strategies.all`
/// is the one table the avoid line's check, completion, semantic tokens and the docs'
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

    public init(devicePortraitHeight: Double, deviceKeyboard: OrientationPair, defaultPadding: Double, iosVersion: Int,
                strategyRange: SourceRange) {
        self.devicePortraitHeight = devicePortraitHeight
        self.deviceKeyboard = deviceKeyboard
        self.defaultPadding = defaultPadding
        self.iosVersion = iosVersion
        self.strategyRange = strategyRange
    }
}

