import SpecParser

/// What encloses an element, as far as the strategies care.
public struct Enclosure: Sendable {
    /// The frames of the enclosing `scroll`s, outermost first.
    public var scrolls: [VerticalFrame] = []
    /// The frame of the nearest enclosing `scroll`, if any.
    public var nearestScroll: VerticalFrame? { scrolls.last }
    /// Whether some enclosing `view` declares `outlets`.
    public var hasOutlets = false
    /// The top of the direct parent container; nil at the top level.
    public var parentTop: Double?
    /// The direct parent container's name; nil at the top level.
    public var parentName: String?
    /// How many containers enclose the element: 0 at the top level.
    public var depth = 0

    public init(scrolls: [VerticalFrame] = [], hasOutlets: Bool = false, parentTop: Double? = nil,
                parentName: String? = nil, depth: Int = 0) {
        self.scrolls = scrolls
        self.hasOutlets = hasOutlets
        self.parentTop = parentTop
        self.parentName = parentName
        self.depth = depth
    }
}

/// What the analysis reads of an element: its header's facts, copied out of the tree (a
/// few words, where a whole `Element` would be copied with its placements and children).
public struct ElementHeader: Sendable {
    public var kind: ElementKind
    /// The name's text and range; nil for an element without a name.
    public var name: String?
    public var nameRange: SourceRange?
    /// The title string, unescaped.
    public var title: String?
    public var kindRange: SourceRange
    public var headerRange: SourceRange
    /// How messages call the element's kind: KBL's keyword, or a document's tag (`textField`).
    public var kindWord: String
    /// Whether the keyboard analysis looks at it: KBL's fields and text areas, a document's
    /// editable, enabled and visible ones.
    public var isAnalysed: Bool
    /// Whether KB006 looks at it: every KBL element, a document's analysed views.
    public var isCheckedOffScreen: Bool

    public init(kind: ElementKind, name: String?, nameRange: SourceRange?, title: String?, kindRange: SourceRange,
                headerRange: SourceRange, kindWord: String? = nil, isAnalysed: Bool? = nil, isCheckedOffScreen: Bool = true) {
        self.kind = kind
        self.name = name
        self.nameRange = nameRange
        self.title = title
        self.kindRange = kindRange
        self.headerRange = headerRange
        self.kindWord = kindWord ?? kind.rawValue
        self.isAnalysed = isAnalysed ?? kind.isEditable
        self.isCheckedOffScreen = isCheckedOffScreen
    }

    /// The range to report problems of the element on: its name, or its kind keyword.
    public var anchorRange: SourceRange { nameRange ?? kindRange }
}

/// An element's frame in one geometry, and what encloses it (the element itself is
/// handed over beside it, borrowed, not copied).
public struct PlacedElement: Sendable {
    public var top: Double
    public var bottom: Double
    public var enclosure: Enclosure
    /// Where it lies across the screen, when the source knows (a document's view); KBL
    /// places elements vertically only. The analysis ignores it; the pictures draw it.
    public var horizontal: HorizontalSpan?

    public init(top: Double, bottom: Double, enclosure: Enclosure, horizontal: HorizontalSpan? = nil) {
        self.top = top
        self.bottom = bottom
        self.enclosure = enclosure
        self.horizontal = horizontal
    }

    /// Where the field sits for code that reads `textField.frame` (seeds 001 and 003):
    /// relative to its direct parent, or to the screen's top for a top-level element.
    public var frameY: Double { top - (enclosure.parentTop ?? 0) }
}

/// An element's extent across the screen, in screen coordinates.
public struct HorizontalSpan: Sendable, Hashable {
    public var left: Double
    public var width: Double

    public init(left: Double, width: Double) {
        self.left = left
        self.width = width
    }
}
