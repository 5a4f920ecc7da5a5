/// A screen's frame in one geometry (ib.md section 3): the bars, the sheet, the root view's
/// span, the safe area and the guides, in screen coordinates.
public struct BarGeometry: Sendable, Hashable {
    /// `Hs` and the width.
    public var screenHeight: Double
    public var screenWidth: Double
    /// `P`: where a page sheet starts; 0 for a full-screen controller.
    public var presentationTop: Double
    /// `S`: 0 inside a sheet.
    public var statusBar: Double
    /// `N`, `B`, `I`.
    public var navigationBar: Double
    public var bottomBar: Double
    public var homeIndicator: Double
    /// Whether the bottom bar (`B`) is a tab bar; else a toolbar, or none.
    public var bottomBarIsTabBar: Bool
    /// The root view spans `[rootTop, rootBottom]`.
    public var rootTop: Double
    public var rootBottom: Double
    /// The safe area `[P + S + N, Hs - I - B]`; also the old guides' edges.
    public var safeTop: Double
    public var safeBottom: Double
    /// The keyboard layout guide's top: the safe bottom, or `KT` with the keyboard up.
    public var keyboardGuideTop: Double

    /// `CT = P + S + N`: the content top of the keyboard analysis.
    public var contentTop: Double { safeTop }
}

extension BarGeometry {
    /// The bars of a screen set up as `setting` says, in `geometry`.
    init(_ setting: ScreenSetting, in geometry: LayoutGeometry) {
        let device = geometry.device
        let phone = !device.isPad
        let canvas = geometry.canvas
        screenHeight = canvas.freeformHeight ?? geometry.screenHeight
        screenWidth = geometry.screenWidth
        let deviceStatusBar = setting.hidesStatusBar ? 0 : (canvas.statusBar ?? geometry.statusBar)
        homeIndicator = geometry.homeIndicator * canvas.insetScale
        let sheet = setting.isSheet && phone && !geometry.isLandscape && canvas.freeformHeight == nil && canvas.drawsSheets
        // A sheet starts below the status bar (10 pt lower on a phone with a home
        // indicator) and has none of its own.
        presentationTop = sheet ? (canvas.sheetStatusBar ?? geometry.statusBar) + (device.hasHomeIndicator ? canvas.sheetGap : 0) : 0
        statusBar = sheet ? canvas.sheetInnerStatusBar : deviceStatusBar
        // The canvas infers a controller's top bar from the one it is shown from (5.9).
        if let bar = setting.navigationBar, !(geometry.isSaved && setting.canvasInfersNoTopBar) {
            if sheet {
                navigationBar = 56
            } else if device.isPad {
                navigationBar = 50
            } else if geometry.isLandscape {
                navigationBar = 32
            } else if bar.hasLargeTitles {
                navigationBar = 96
            } else {
                navigationBar = canvas.navigationBar ?? 44
            }
            if geometry.isSaved, canvas.drawsNavigationBarFrames, let saved = setting.savedNavigationBarFrame {
                statusBar = saved.y
                navigationBar = saved.height
            }
        } else {
            navigationBar = 0
        }
        bottomBarIsTabBar = setting.bottomBar?.isTabBar == true
        if let bar = setting.bottomBar {
            if device.isPad || geometry.isLandscape || bar.isTabBar {
                bottomBar = Self.tabBarHeight(isPad: device.isPad, isLandscape: geometry.isLandscape)
            } else {
                bottomBar = device.hasHomeIndicator && !canvas.toolbarIgnoresNotch ? 49 : 44
            }
        } else {
            bottomBar = 0
        }
        safeTop = presentationTop + statusBar + navigationBar
        safeBottom = screenHeight - homeIndicator - bottomBar
        let opaqueTop = setting.navigationBar.map { $0.isOpaque || (canvas.drawsOpaqueBars && !$0.isTranslucent) } == true
            && !setting.extendsUnderOpaqueBars
        let opaqueBottom = setting.bottomBar.map { $0.isOpaque || (canvas.drawsOpaqueBars && ($0.isTabBar || !$0.isTranslucent)) } == true
            && !setting.extendsUnderOpaqueBars
        let style = setting.statusBarStyle
        let opaqueStatusBar = (canvas.drawsOpaqueBars && style != "blackTranslucent")
            || (canvas.drawsBlackOpaqueStatusBar && style == "blackOpaque")
        rootTop = opaqueTop ? safeTop : presentationTop + (opaqueStatusBar ? statusBar : 0)
        rootBottom = screenHeight - (opaqueBottom ? bottomBar : 0)
        keyboardGuideTop = geometry.keyboardTop ?? safeBottom
    }
}

extension BarGeometry {
    /// A tab bar's height above the home indicator's strip: 50 on an iPad, 32 on a phone in
    /// landscape, else 49 (a toolbar in landscape or on an iPad is as tall).
    public static func tabBarHeight(isPad: Bool, isLandscape: Bool) -> Double {
        isPad ? 50 : isLandscape ? 32 : 49
    }
}
