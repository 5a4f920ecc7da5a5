/// A device as the layout needs it, in portrait (ib.md section 3): the caller maps
/// Interface Builder's device ids and KBL's device names to these.
public struct DeviceMetrics: Sendable, Hashable {
    /// The name findings and `kb-lsp layout` use (a KBL device name).
    public var name: String
    public var width: Double
    public var height: Double
    /// The status bar `S` in portrait and in landscape.
    public var statusBar: Double
    public var landscapeStatusBar: Double
    /// The home indicator `I` in portrait and in landscape.
    public var homeIndicator: Double
    public var landscapeHomeIndicator: Double
    public var isPad: Bool

    public init(name: String, width: Double, height: Double, statusBar: Double, landscapeStatusBar: Double,
                homeIndicator: Double, landscapeHomeIndicator: Double, isPad: Bool) {
        self.name = name
        self.width = width
        self.height = height
        self.statusBar = statusBar
        self.landscapeStatusBar = landscapeStatusBar
        self.homeIndicator = homeIndicator
        self.landscapeHomeIndicator = landscapeHomeIndicator
        self.isPad = isPad
    }

    /// Whether the phone has a home indicator (and so a notch or island).
    public var hasHomeIndicator: Bool { homeIndicator > 0 }
}

/// A horizontal or vertical size class.
enum SizeClass: String, Sendable {
    case compact, regular
}

/// Where a screen is laid out: a device in an orientation, with the keyboard down or up,
/// at run time or on Interface Builder's canvas.
public struct LayoutGeometry: Sendable, Hashable {
    public var device: DeviceMetrics
    public var isLandscape: Bool
    /// The keyboard's top `KT` when it is up (the keyboard-up layout of `avoid resize`);
    /// nil with the keyboard down.
    public var keyboardTop: Double?
    /// Interface Builder's canvas (section 5.9): the geometry the saved frames were computed
    /// in, with the canvas's differences from run time. Made by `SavedGeometry`.
    public internal(set) var isSaved = false
    /// On the canvas: the status bar, home indicator and bars as the canvas drew them.
    var canvas = CanvasFacts()

    public init(device: DeviceMetrics, isLandscape: Bool, keyboardTop: Double? = nil) {
        self.device = device
        self.isLandscape = isLandscape
        self.keyboardTop = keyboardTop
    }

    /// `Hs` and the width.
    public var screenHeight: Double { isLandscape ? device.width : device.height }
    public var screenWidth: Double { isLandscape ? device.height : device.width }
    /// `S` and `I` of the device in this orientation (a screen may hide the status bar).
    var statusBar: Double { isLandscape ? device.landscapeStatusBar : device.statusBar }
    var homeIndicator: Double { isLandscape ? device.landscapeHomeIndicator : device.homeIndicator }

    /// Section 5.1: iPhone portrait is compact width and regular height; iPhone landscape
    /// compact height, regular width on the phones 414 pt wide and more (Plus, Max, XR);
    /// iPad regular both ways.
    var sizeClasses: (width: SizeClass, height: SizeClass)? {
        if canvas.hasNoSizeClasses { return nil }
        if device.isPad { return (.regular, .regular) }
        if !isLandscape { return (.compact, .regular) }
        return (device.width >= 414 ? .regular : .compact, .compact)
    }
}

/// What the canvas of Interface Builder showed, where it differs from run time.
struct CanvasFacts: Sendable, Hashable {
    /// The status bar above a full-screen controller on the canvas; nil: the device's.
    var statusBar: Double?
    /// Top and bottom safe-area insets multiplied (Xcode 15.3 to 26 on notched phones: 2).
    var insetScale: Double = 1
    /// The navigation bar's height on the canvas; nil: the usual.
    var navigationBar: Double?
    /// Toolbars are 44 on notched phones (Xcode 26).
    var toolbarIgnoresNotch = false
    /// The 600 × 600 "any size" canvas: no size class applies.
    var hasNoSizeClasses = false
    /// The controller's freeform size replaces the device's (and it is no sheet).
    var freeformHeight: Double?
    /// Where the status bar above a sheet ends, when not the device's.
    var sheetStatusBar: Double?
    /// The gap between that status bar and a sheet on a notched phone (10; Xcode 26: 0).
    var sheetGap = 10.0
    /// The top safe-area inset inside a sheet (Xcode 14 and later on notched phones: the
    /// status bar's height; run time and older canvases: none).
    var sheetInnerStatusBar = 0.0
    /// Xcode 11 and later draw a modally presented controller as a page sheet (iOS 13's);
    /// earlier canvases drew it full screen.
    var drawsSheets = true
    /// A table cell's content view's top and bottom margins, when not 11 (Xcode 26: 15).
    var cellContentMargin: Double?
    /// The separator under a table cell, which its content view leaves uncovered: one
    /// pixel of the canvas on Xcode 8 and earlier (1 pt on a 1x display; 0.5 on a Retina
    /// one stays within the saved frames' rounding, as later canvases' separators do).
    var cellSeparator = 0.0
    /// The root's top and bottom layout margins are its edges, not the safe area's (Xcode 8
    /// drew a root's margins so; iOS 11 moved them in with the safe area).
    var rootMarginsAtEdges = false
    /// Xcode 9 and later save a navigation controller's bar where the canvas drew it: its
    /// `y` is the status bar above it, its height the bar's.
    var drawsNavigationBarFrames = false
    /// Xcode 4 drew iOS 6's bars: the status bar (but the black translucent one), the
    /// navigation bar and the toolbar opaque unless the document makes them translucent,
    /// the tab bar opaque; the root starts below the top ones and ends above the bottom one.
    var drawsOpaqueBars = false
    /// Xcode 5 still drew a status bar styled Black Opaque opaque.
    var drawsBlackOpaqueStatusBar = false
}
