import Diagnostics
import SpecParser

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
