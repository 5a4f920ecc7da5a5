/// What the code's evaluation knows of one geometry (code.md section 3, `ib.md` section 3):
/// points, screen coordinates with y down.
public struct CodeGeometry: Sendable, Hashable {
    public var screenWidth: Double
    /// `Hs`.
    public var screenHeight: Double
    /// `Kr`: the keyboard's height as the notification reports it, accessory included.
    public var keyboardHeight: Double
    /// The root view's top and bottom, `[R, Rb]`.
    public var rootTop: Double
    public var rootBottom: Double
    /// `CT` and `SB`: the safe area's top and bottom.
    public var safeTop: Double
    public var safeBottom: Double
    /// The navigation bar's height as `navigationBar.frame.height` reports it, shown or
    /// hidden, and the tab bar's.
    public var navigationBarHeight: Double
    public var tabBarHeight: Double
    public var isPad: Bool
    public var isLandscape: Bool
    /// The iOS version the code runs on (`#available`).
    public var iosVersion: Int
    /// The status bar's height and the home indicator's (the window's safe-area insets,
    /// `statusBarFrame`).
    public var statusBarHeight: Double = 0
    public var homeIndicatorHeight: Double = 0
    /// Where a page sheet starts (`P`); 0 for a controller shown full screen. The root's
    /// frame is in the sheet's coordinates.
    public var presentationTop: Double = 0

    /// The root view's top in its superview: the screen's, or the sheet's.
    var rootFrameTop: Double { rootTop - presentationTop }

    public init(screenWidth: Double, screenHeight: Double, keyboardHeight: Double, rootTop: Double, rootBottom: Double,
                safeTop: Double, safeBottom: Double, navigationBarHeight: Double, tabBarHeight: Double, isPad: Bool,
                isLandscape: Bool, iosVersion: Int) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.keyboardHeight = keyboardHeight
        self.rootTop = rootTop
        self.rootBottom = rootBottom
        self.safeTop = safeTop
        self.safeBottom = safeBottom
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
        self.isPad = isPad
        self.isLandscape = isLandscape
        self.iosVersion = iosVersion
    }
}

/// A screen's views and constraints as its code reaches them, in one geometry.
public struct CodeScreen: Sendable {
    /// A view: where it is (screen coordinates) and what it is.
    public struct View: Sendable, Hashable {
        public enum Kind: Sendable, Hashable { case root, field, textView, scroll, other }
        public var kind: Kind
        public var parent: Int?
        public var top: Double
        public var height: Double
        public var x: Double
        public var width: Double
        /// For a scroll: how far its content reaches below its bottom (0 when it fits).
        public var contentBeyond: Double
        /// For a scroll: its content's automatic top inset (the content's `y` 0 is that far
        /// below its top).
        public var contentInset = 0.0
        /// For a field or text view: whether the document makes the screen's controller its
        /// `delegate` (the code may make it so too).
        public var isDelegateConnected = true
        /// Whether the document lays out the scroll's content: not a table's or collection's
        /// rows, which the app loads (their `contentSize` is not known).
        public var hasDocumentContent = true
        /// For a list whose rows the app loads: whether they may hold a field (a prototype
        /// row of the document holds one, or the document has none: a nib's or code's rows).
        public var rowsMayHoldFields = true
        /// The view's `customClass` in the document, when it has one.
        public var customClass: String?
        /// Hidden as the screen loads (the document, or its code, hides it or a view it is in).
        public var isHidden = false
        /// Its `tag` in the document (0 when it sets none).
        public var tag = 0
        /// The outlets the document connects to the view's own class (`LoginView.scrollView`).
        public var outlets: [String: Outlet] = [:]

        public init(kind: Kind, parent: Int?, top: Double, height: Double, x: Double = 0, width: Double = 0, contentBeyond: Double = 0) {
            self.kind = kind
            self.parent = parent
            self.top = top
            self.height = height
            self.x = x
            self.width = width
            self.contentBeyond = contentBeyond
        }
    }

    /// What an outlet property of the controller is connected to.
    public enum Outlet: Sendable, Hashable {
        case view(Int)
        /// A constraint: its id in the document, and its constant there.
        case constraint(id: String, constant: Double)
        /// A view of the document outside the screen's views (a top-level view of the scene
        /// that the code adds somewhere): connected, but where it is the reader cannot tell.
        case outside
    }

    /// The views by index; index 0 is the root view.
    public var views: [View]
    /// The view of the controller whose code runs (`view`): the root, or the root of an
    /// embedded controller whose code it is.
    public var controllerRoot = 0
    /// The controller's outlets by property name; an `IBOutlet` not here is not connected.
    public var outlets: [String: Outlet]
    /// The editable views analysed, by index: each is the active field in turn.
    public var fields: [Int]
    /// The view index of the table or collection view a table view controller's
    /// `tableView`/`collectionView` names (its root), if any.
    public var controllerScroll: Int?

    public init(views: [View], outlets: [String: Outlet], fields: [Int], controllerScroll: Int? = nil) {
        self.views = views
        self.outlets = outlets
        self.fields = fields
        self.controllerScroll = controllerScroll
    }
}
