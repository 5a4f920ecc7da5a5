/// Section 4: a UIView of a screen, as the layout and the analysis see it.
public struct View: Sendable {
    /// The view's element.
    public var element: ElementTree.Index
    /// Its `id` ("" when it has none: a problem of the document).
    public var id: String
    /// Its tag: `textField`, `view`, `stackView` …
    public var tag: String
    /// Its KBL kind (section 4's table).
    public var kind: Kind
    /// Its name in messages and the configuration: the outlet's property, else its
    /// `userLabel`, else its kind and id; a KBL name, unique within the screen.
    public var name: String
    /// The index in `Screen.views` of the view it sits in (the superview; an embedded
    /// root's container; a static cell's table view; a custom view's toolbar); nil for the
    /// screen's root.
    public var parent: Int?
    /// How it sits in its parent.
    public var placement: Placement
    /// Whether the keyboard analysis looks at it: a field or text area that can be edited,
    /// neither hidden nor inside a hidden view.
    public var isAnalysed: Bool
    /// `hidden="YES"` on the view itself.
    public var isHidden: Bool
    /// Whether the view or one of the views it sits in is hidden.
    public var isInsideHidden: Bool
    /// The `<rect key="frame">`, relative to the parent element's frame; nil when absent.
    public var savedFrame: SavedFrame?

    public init(
        element: ElementTree.Index, id: String, tag: String, kind: Kind, name: String, parent: Int?,
        placement: Placement, isAnalysed: Bool, isHidden: Bool, isInsideHidden: Bool, savedFrame: SavedFrame?
    ) {
        self.element = element
        self.id = id
        self.tag = tag
        self.kind = kind
        self.name = name
        self.parent = parent
        self.placement = placement
        self.isAnalysed = isAnalysed
        self.isHidden = isHidden
        self.isInsideHidden = isInsideHidden
        self.savedFrame = savedFrame
    }

    /// Section 4's KBL kinds.
    public enum Kind: String, Sendable, CaseIterable {
        /// A screen's root view that is not a scroll view.
        case root
        case field, textarea, scroll, label, button, image, view
    }

    /// How a view sits in its parent view.
    public enum Placement: Sendable, Equatable {
        /// The screen's root view.
        case root
        /// A child under its parent's `<subviews>`.
        case subview
        /// A `tableViewCell` of a static table view's sections.
        case staticCell
        /// A table view's `tableHeaderView` or `tableFooterView` (any view with that key).
        case tableHeaderFooter
        /// The `contentView` of a static cell.
        case cellContentView
        /// The `contentView` of another view (a `visualEffectView`'s).
        case contentView
        /// The `customView` of a toolbar's `barButtonItem`.
        case toolbarItem
        /// The root view of a controller embedded in a `containerView` (it fills it).
        case embeddedRoot(controller: ElementTree.Index)
    }
}

/// A `<rect key="frame">`: points, relative to the parent element's frame (scroll views'
/// children: to the content's top).
public struct SavedFrame: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
