import InterfaceBuilder

/// How a screen's controller is shown, read from the document once (ib.md section 3): its
/// bars, whether it is presented as a sheet, and what it says of the status bar. The
/// heights follow from these in each geometry (`BarGeometry`).
struct ScreenSetting: Sendable {
    /// A navigation bar above the screen, and whether it is opaque and has large titles.
    var navigationBar: NavigationBar?
    /// A tab bar or a toolbar below the screen.
    var bottomBar: BottomBar?
    var isSheet = false
    /// `<nil key="simulatedStatusBarMetrics"/>`.
    var hidesStatusBar = false
    /// The simulated status bar's `statusBarStyle` (the controller's, else the document's
    /// default): Xcode 4 and 5 drew some styles opaque.
    var statusBarStyle: String?
    /// `extendedLayoutIncludesOpaqueBars="YES"`: the root reaches under opaque bars too.
    var extendsUnderOpaqueBars = false
    /// `automaticallyAdjustsScrollViewInsets="NO"` (files before safe areas).
    var adjustsScrollInsets = true
    /// `<size key="freeformSize">`.
    var freeformSize: (width: Double, height: Double)?
    /// The controller's (a xib's view's) own `<simulatedScreenMetrics key="simulatedDestinationMetrics"/>`
    /// with no `type` (Xcode 4 and 5: Retina 3.5-inch).
    var hasUntypedSimulatedScreen = false
    /// The navigation controller's `<navigationBar>` frame, as the canvas drew it (Xcode 9+).
    var savedNavigationBarFrame: (y: Double, height: Double)?
    /// The canvas draws no top bar: the controller sets no `simulatedTopBarMetrics` (they
    /// are "inferred") and the nearest controller it is shown from sets them to nil.
    var canvasInfersNoTopBar = false

    /// `isOpaque`: `translucent="NO"`; `isTranslucent`: `translucent="YES"` or the black
    /// translucent style, which Xcode 4's canvas, whose bars were opaque, needed.
    struct NavigationBar: Sendable {
        var isOpaque: Bool
        var hasLargeTitles: Bool
        var isTranslucent = false
    }

    struct BottomBar: Sendable {
        var isTabBar: Bool
        var isOpaque: Bool
        var isTranslucent = false
    }
}

extension ScreenSetting {
    /// Whether `bar` (a `<navigationBar>`, `<toolbar>` or simulated metrics) says it is
    /// opaque, and whether translucent.
    static func opacity(of bar: ElementTree.Index?, in tree: ElementTree) -> (isOpaque: Bool, isTranslucent: Bool) {
        guard let bar else { return (false, false) }
        let translucent = tree.attribute("translucent", of: bar)
        return (translucent == "NO", translucent == "YES" || tree.attribute("barStyle", of: bar) == "blackTranslucent")
    }
}

extension ScreenSetting {
    /// The setting of the screen whose controller is `controller` (nil: a xib's view).
    init(controller: ElementTree.Index?, rootView: ElementTree.Index, in document: InterfaceBuilderDocument, graph: SegueGraph) {
        let tree = document.elements
        guard let controller else {
            // A xib's top-level view carries its simulated metrics itself; drawn free-form,
            // its own saved size is the canvas's; an untyped simulated size, as a controller's.
            readSimulatedMetrics(of: rootView, in: tree)
            if let screen = tree.firstChild(of: rootView, tag: "simulatedScreenMetrics", key: "simulatedDestinationMetrics") {
                hasUntypedSimulatedScreen = tree.attribute("type", of: screen) == nil
            }
            if tree.firstChild(of: rootView, tag: "freeformSimulatedSizeMetrics") != nil,
               let rect = tree.firstChild(of: rootView, tag: "rect", key: "frame"),
               let width = tree.attribute("width", of: rect).flatMap(Double.init),
               let height = tree.attribute("height", of: rect).flatMap(Double.init), width > 0, height > 0 {
                freeformSize = (width, height)
            }
            return
        }
        extendsUnderOpaqueBars = tree.attribute("extendedLayoutIncludesOpaqueBars", of: controller) == "YES"
        adjustsScrollInsets = tree.attribute("automaticallyAdjustsScrollViewInsets", of: controller) != "NO"
        if let screen = tree.firstChild(of: controller, tag: "simulatedScreenMetrics", key: "simulatedDestinationMetrics") {
            hasUntypedSimulatedScreen = tree.attribute("type", of: screen) == nil
        }
        if let size = tree.firstChild(of: controller, tag: "size", key: "freeformSize"),
           let width = tree.attribute("width", of: size).flatMap(Double.init),
           let height = tree.attribute("height", of: size).flatMap(Double.init), width > 0, height > 0 {
            freeformSize = (width, height)
        }

        let stack = graph.navigationStack(of: controller)
        if freeformSize == nil, let size = graph.embeddingContainerSize(of: controller, stack: stack) { freeformSize = size }
        if let navigation = stack?.navigationController {
            let bar = tree.firstChild(of: navigation, tag: "navigationBar", key: "navigationBar")
            if tree.attribute("navigationBarHidden", of: navigation) != "YES" {
                let opacity = Self.opacity(of: bar, in: tree)
                navigationBar = NavigationBar(
                    isOpaque: opacity.isOpaque, hasLargeTitles: bar.map { tree.attribute("largeTitles", of: $0) == "YES" } ?? false,
                    isTranslucent: opacity.isTranslucent)
                if let bar, let rect = tree.firstChild(of: bar, tag: "rect", key: "frame"),
                   let y = tree.attribute("y", of: rect).flatMap(Double.init),
                   let height = tree.attribute("height", of: rect).flatMap(Double.init) {
                    savedNavigationBarFrame = (y, height)
                }
            }
            if tree.attribute("toolbarHidden", of: navigation) == "NO" {
                let opacity = Self.opacity(of: tree.firstChild(of: navigation, tag: "toolbar", key: "toolbar"), in: tree)
                bottomBar = BottomBar(isTabBar: false, isOpaque: opacity.isOpaque, isTranslucent: opacity.isTranslucent)
            }
        } else if let metrics = stack?.simulatedBar {
            // Pushed by a controller of another document's stack: that stack's bar.
            let opacity = Self.opacity(of: metrics, in: tree)
            navigationBar = NavigationBar(isOpaque: opacity.isOpaque, hasLargeTitles: false, isTranslucent: opacity.isTranslucent)
        }
        if tree.attribute("hidesBottomBarWhenPushed", of: controller) != "YES" || (stack?.depth ?? 0) == 0,
           let tabBar = graph.tabBar(above: controller, stack: stack) {
            bottomBar = BottomBar(isTabBar: true, isOpaque: tabBar.isOpaque)
        }
        // A bar taken from the simulated metrics of the controller that shows this one is
        // this controller's own to set: its `translucent="NO"` draws it opaque.
        readSimulatedMetrics(of: controller, in: tree, ownsTopBar: stack?.navigationController == nil)
        canvasInfersNoTopBar = tree.firstChild(of: controller, key: "simulatedTopBarMetrics") == nil
            && graph.showsInferNoTopBar(controller)
        isSheet = graph.isPresentedAsSheet(controller, stack: stack)
    }

    /// The simulated bars Interface Builder draws for a controller (or a xib's view): it is
    /// in a navigation stack, above a tab bar or a toolbar, of another document.
    private mutating func readSimulatedMetrics(of element: ElementTree.Index, in tree: ElementTree, ownsTopBar: Bool = false) {
        if tree.firstChild(of: element, tag: "nil", key: "simulatedStatusBarMetrics") != nil { hidesStatusBar = true }
        let defaults = tree.firstChild(of: tree.root, tag: "simulatedMetricsContainer", key: "defaultSimulatedMetrics")
        if let style = [tree.firstChild(of: element, tag: "simulatedStatusBarMetrics", key: "simulatedStatusBarMetrics"),
                        defaults.flatMap { tree.firstChild(of: $0, tag: "simulatedStatusBarMetrics", key: "statusBar") }]
            .lazy.compactMap({ $0.flatMap { tree.attribute("statusBarStyle", of: $0) } }).first {
            statusBarStyle = style
        }
        if let top = tree.firstChild(of: element, key: "simulatedTopBarMetrics") {
            if tree.tag(top) == "nil" {
                navigationBar = nil
            } else if tree.tag(top) == "simulatedNavigationBarMetrics", navigationBar == nil || ownsTopBar {
                let opacity = Self.opacity(of: top, in: tree)
                navigationBar = NavigationBar(isOpaque: opacity.isOpaque, hasLargeTitles: false, isTranslucent: opacity.isTranslucent)
            }
        }
        if let bottom = tree.firstChild(of: element, key: "simulatedBottomBarMetrics") {
            switch tree.tag(bottom) {
            case "nil": bottomBar = nil
            case "simulatedTabBarMetrics" where bottomBar == nil:
                let opacity = Self.opacity(of: bottom, in: tree)
                bottomBar = BottomBar(isTabBar: true, isOpaque: opacity.isOpaque, isTranslucent: opacity.isTranslucent)
            case "simulatedToolbarMetrics" where bottomBar == nil:
                let opacity = Self.opacity(of: bottom, in: tree)
                bottomBar = BottomBar(isTabBar: false, isOpaque: opacity.isOpaque, isTranslucent: opacity.isTranslucent)
            default: break
            }
        }
    }
}
