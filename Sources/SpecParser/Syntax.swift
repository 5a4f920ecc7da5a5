/// The syntax tree of a KBL file (language.md#grammar).
///
/// Trees are built even from broken files, so the parts a broken line could not supply are
/// optional. Every node keeps the source range of what it was built from.
public struct SpecFile: Sendable {
    public var devices: [DeviceDeclaration] = []
    public var screens: [ScreenDeclaration] = []

    public init() {}
}

/// A name as written, with its range.
public struct Identifier: Sendable, Hashable {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// A number as written: `12`, `0.5` or `50%`.
public struct NumberLiteral: Sendable, Hashable {
    public var value: Double
    public var isPercentage: Bool
    public var range: SourceRange

    public init(value: Double, isPercentage: Bool = false, range: SourceRange) {
        self.value = value
        self.isPercentage = isPercentage
        self.range = range
    }

    /// The length in points inside a parent of height `parentHeight`.
    public func points(in parentHeight: Double) -> Double {
        isPercentage ? value / 100 * parentHeight : value
    }
}

/// A property with two numbers: `size 390 844`, `keyboard 291 209`, `navigation-bar 44 32`.
public struct NumberPair: Sendable, Hashable {
    public var first: NumberLiteral
    public var second: NumberLiteral
    /// The whole property, keyword included.
    public var range: SourceRange
}

/// `device NAME { … }`.
public struct DeviceDeclaration: Sendable {
    public var name: Identifier?
    /// `size W H`: portrait width and height.
    public var size: NumberPair?
    /// `keyboard P L`.
    public var keyboard: NumberPair?
    /// `status-bar P L`.
    public var statusBar: NumberPair?
    /// From the `device` keyword to the closing brace.
    public var range: SourceRange
    /// The `device` keyword.
    public var keywordRange: SourceRange
}

public enum Orientation: String, Sendable, Hashable, CaseIterable, Comparable {
    case portrait
    case landscape

    public static func < (lhs: Orientation, rhs: Orientation) -> Bool {
        lhs == .portrait && rhs == .landscape
    }
}

public enum Strategy: String, Sendable, Hashable, CaseIterable {
    case none
    case shift
    case slide
    case scroll
    case inset
    case fraction

    /// The options this strategy takes (another strategy's option is KB106).
    public var options: [String] {
        switch self {
        case .none: return []
        case .shift: return ["padding", "landscape-swap"]
        case .slide: return ["padding", "assume"]
        case .scroll: return ["padding"]
        case .inset: return ["landscape-swap"]
        case .fraction: return ["min", "max", "assume"]
        }
    }

    /// Its padding when the screen writes none: 10 for `slide` (seed 001's constant), 5
    /// otherwise (a configuration may change that default).
    public var builtInPadding: Double { self == .slide ? 10 : 5 }
}

/// `avoid STRATEGY { OPTION }`.
public struct AvoidProperty: Sendable {
    public var strategy: Strategy
    public var strategyRange: SourceRange
    /// `padding P` (`shift`, `slide` and `scroll`).
    public var padding: NumberLiteral?
    /// `landscape-swap` (`shift` and `inset`): the code swaps the keyboard frame's width
    /// and height in landscape, the iOS 7 workaround.
    public var landscapeSwap: SourceRange?
    /// `min M` (`fraction`).
    public var minimum: NumberLiteral?
    /// `max M` (`fraction`).
    public var maximum: NumberLiteral?
    /// `assume P [L]` (`slide` and `fraction`): hard-coded keyboard heights, portrait then
    /// landscape; written with one number, both are that number.
    public var assumedKeyboard: NumberPair?
    /// The whole line.
    public var range: SourceRange
}

extension AvoidProperty {
    /// `fraction`'s ramp when `min` and `max` are not written: from 0.2 to 0.8 of the
    /// content height.
    public static let defaultMinimum = 0.2
    public static let defaultMaximum = 0.8

    /// `min` as written, else its default.
    public var effectiveMinimum: Double { minimum?.value ?? Self.defaultMinimum }
    /// `max` as written, else its default.
    public var effectiveMaximum: Double { maximum?.value ?? Self.defaultMaximum }
}

/// `screen NAME { … }`.
public struct ScreenDeclaration: Sendable {
    public var name: Identifier?
    /// `device NAME`.
    public var device: Identifier?
    /// `orientations …`; nil means both.
    public var orientations: [Orientation]?
    public var navigationBar: NumberPair?
    /// `accessory A`.
    public var accessory: NumberLiteral?
    /// `ios N`: the iOS version whose keyboard notifications are simulated.
    public var ios: NumberLiteral?
    public var avoid: AvoidProperty?
    public var elements: [Element] = []
    /// From the `screen` keyword to the closing brace.
    public var range: SourceRange
    public var keywordRange: SourceRange

    /// The keywords that start a screen property line.
    public static let propertyKeywords: Set<String> = ["device", "orientations", "navigation-bar", "accessory", "ios", "avoid"]

    /// The orientations to analyse, in order.
    public var analysedOrientations: [Orientation] {
        (orientations ?? Orientation.allCases).sorted()
    }
}

public enum ElementKind: String, Sendable, Hashable, CaseIterable {
    case view
    case scroll
    case field
    case textarea
    case label
    case button
    case image

    /// Containers may have a block of children.
    public var isContainer: Bool { self == .view || self == .scroll }
    /// Only editable elements are analysed.
    public var isEditable: Bool { self == .field || self == .textarea }
}

/// `top LEN`, `bottom LEN` or `height LEN`.
public struct LengthPlacement: Sendable, Hashable {
    public var length: NumberLiteral
    /// The whole placement, keyword included.
    public var range: SourceRange

    public init(length: NumberLiteral, range: SourceRange) {
        self.length = length
        self.range = range
    }

    /// The length in points inside a parent of height `parentHeight`.
    public func points(in parentHeight: Double) -> Double {
        length.points(in: parentHeight)
    }
}

/// `below NAME [LEN]`.
public struct BelowPlacement: Sendable, Hashable {
    public var sibling: Identifier
    public var gap: NumberLiteral?
    public var range: SourceRange
}

/// `KIND NAME [STRING] { PLACEMENT } [ { … } ]`.
public struct Element: Sendable {
    public var kind: ElementKind
    public var kindRange: SourceRange
    public var name: Identifier?
    /// The title string, unescaped.
    public var title: String?
    public var top: LengthPlacement?
    public var bottom: LengthPlacement?
    public var below: BelowPlacement?
    /// The range of `center`, when present.
    public var center: SourceRange?
    public var height: LengthPlacement?
    /// The range of `outlets`, when present.
    public var outlets: SourceRange?
    public var children: [Element] = []
    /// The `{` of the element's block, if it has one.
    public var blockOpening: SourceRange?
    /// The header line (kind to the end of its last token).
    public var headerRange: SourceRange
    /// The header line and, for a block, everything through its closing brace.
    public var range: SourceRange

    /// The range to report problems of the element on: its name, or its kind keyword.
    public var anchorRange: SourceRange { name?.range ?? kindRange }
}
