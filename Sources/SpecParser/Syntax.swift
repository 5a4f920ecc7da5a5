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
    /// `home-indicator P L` (1.2): the bottom safe-area inset.
    public var homeIndicator: NumberPair?
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

/// `avoid STRATEGY { OPTION }`, as written: the parser knows the line's shape (a name, then
/// options, each a name and the numbers after it), not which strategies and options
/// exist; the analysis checks them against its strategies (KeyboardAnalysis's `Strategies`).
public struct AvoidProperty: Sendable {
    /// The strategy's name; nil when the line ends after `avoid`.
    public var strategy: Identifier?
    /// The options in the order written, repeats included.
    public var options: [AvoidOption] = []
    /// The `avoid` keyword.
    public var keywordRange: SourceRange
    /// The whole line.
    public var range: SourceRange

    public init(strategy: Identifier?, options: [AvoidOption] = [], keywordRange: SourceRange, range: SourceRange) {
        self.strategy = strategy
        self.options = options
        self.keywordRange = keywordRange
        self.range = range
    }

    /// Where problems of the strategy are reported: its name, else the `avoid` keyword.
    public var strategyRange: SourceRange { strategy?.range ?? keywordRange }

    /// The first option written with this name.
    public func option(_ name: String) -> AvoidOption? {
        options.first { $0.name.text == name }
    }
}

/// One option of an `avoid` line: `padding 8`, `assume 216 162`, `landscape-swap`.
public struct AvoidOption: Sendable, Hashable {
    public var name: Identifier
    /// The numbers written after the name (plain numbers: a percentage is a syntax error).
    public var values: [NumberLiteral]
    /// The name and its numbers.
    public var range: SourceRange

    public init(name: Identifier, values: [NumberLiteral], range: SourceRange) {
        self.name = name
        self.values = values
        self.range = range
    }
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
