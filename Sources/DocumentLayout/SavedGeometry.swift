import InterfaceBuilder

/// The geometry a document's frames were saved in, with Interface Builder's canvas rules
/// (ib.md sections 3 and 5.9).
public enum SavedGeometry {
    /// Interface Builder's device ids by the width of their portrait screen, for a scene
    /// whose root was laid out on another phone than the document's device.
    static let phonesByWidth: [Double: String] = [
        320: "retina4", 375: "retina4_7", 390: "retina6_0", 393: "retina6_12", 402: "retina6_3",
        414: "retina5_5", 428: "retina6_7", 430: "retina6_72", 440: "retina6_9",
    ]

    /// A portrait screen size, for looking a phone up by the root's size.
    struct ScreenSize: Hashable {
        var width: Int
        var height: Int

        init(_ width: Double, _ height: Double) {
            self.width = Int(width.rounded())
            self.height = Int(height.rounded())
        }
    }

    /// Interface Builder's phones by their portrait size, for a document that names none.
    static let phonesBySize: [ScreenSize: String] = [
        ScreenSize(320, 480): "retina3_5", ScreenSize(320, 568): "retina4", ScreenSize(375, 667): "retina4_7",
        ScreenSize(414, 736): "retina5_5", ScreenSize(375, 812): "retina5_9", ScreenSize(414, 896): "retina6_1",
    ]

    /// The saved geometry of `screen`. `device` maps an Interface Builder device id
    /// (`retina4_7`) to its metrics; nil for one it does not know.
    public static func of(_ screen: Screen, in document: InterfaceBuilderDocument, scenes: DocumentScenes? = nil,
                          device: (String) -> DeviceMetrics?) -> LayoutGeometry {
        let graph = scenes?.graph ?? SegueGraph(document)
        let setting = ScreenSetting(controller: screen.controller, rootView: screen.rootView, in: document, graph: graph)
        var geometry = of(screen, in: document, setting: setting, device: device)
        if document.toolsVersion < lastPixelSeparators {
            // Only the saved geometry asks (layout, the saved-frame measure): no analysis scans for it.
            geometry.canvas.cellSeparator = isDrawnOnWholePoints(document) ? 1 : 0.5
        }
        return geometry
    }

    /// Xcode 8 and earlier drew a table cell's separator one pixel of the Mac's display tall.
    static let lastPixelSeparators = 12000.0

    /// Whether every saved frame of the document is in whole points: Xcode drew it on a 1x
    /// display, where a pixel is a point (a Retina canvas leaves halves: a label centred in
    /// an odd height, a cell's content view above its 0.5 pt separator).
    static func isDrawnOnWholePoints(_ document: InterfaceBuilderDocument) -> Bool {
        let tree = document.elements
        for element in 0..<tree.count where tree.hasTag(element, "rect") {
            for name in ["x", "y", "width", "height"] {
                guard let text = tree.attribute(name, of: element), let value = Double(text) else { continue }
                if value != value.rounded() { return false }
            }
        }
        return true
    }

    static func of(_ screen: Screen, in document: InterfaceBuilderDocument, setting: ScreenSetting,
                   device: (String) -> DeviceMetrics?) -> LayoutGeometry {
        let version = document.toolsVersion
        let landscape = document.orientation == "landscape"
        let root = screen.views.first?.savedFrame
        var id = document.deviceID
        var metrics = id.flatMap(device)
        var canvas = CanvasFacts()
        // A root drawn at another width than the device's was laid out on that phone.
        if let known = metrics, setting.freeformSize == nil, let root, !known.isPad,
           abs(root.width - (landscape ? known.height : known.width)) > 0.5,
           let other = phonesByWidth[landscape ? root.height : root.width], let otherMetrics = device(other) {
            id = other
            metrics = otherMetrics
        }
        // No device named: the phone whose screen the root fills, if one does (down to an
        // opaque tab bar or toolbar, which Xcode 4 drew). Nor is the document's device the
        // phone of a controller whose own simulated size names none (Xcode 4 and 5's
        // `<simulatedScreenMetrics key="simulatedDestinationMetrics"/>`: the 3.5-inch phone).
        let bottoms = [0.0] + (setting.bottomBar == nil ? [] : [49, 44])
        if metrics == nil || setting.hasUntypedSimulatedScreen, let root,
           let phone = bottoms.lazy.compactMap({ phonesBySize[ScreenSize(root.width, max(0, root.y) + root.height + $0)] }).first {
            id = phone
            metrics = device(phone)
        }
        // An iPad the table does not name (`ipad11_0rounded`, `ipad10_5`): its size is the root's.
        if metrics == nil, let id, id.hasPrefix("ipad"), let root {
            let (short, long) = (min(root.width, max(0, root.y) + root.height), max(root.width, max(0, root.y) + root.height))
            metrics = DeviceMetrics(name: "", width: short, height: long, statusBar: 20, landscapeStatusBar: 20,
                                    homeIndicator: 0, landscapeHomeIndicator: 0, isPad: true)
        }
        // An iPad with rounded corners: a 20 pt home indicator, and a 24 pt status bar in
        // portrait; the canvas draws none in landscape.
        if let id, id.hasPrefix("ipad"), id.hasSuffix("rounded"), var rounded = metrics {
            rounded.statusBar = 24
            rounded.landscapeStatusBar = 0
            rounded.homeIndicator = 20
            rounded.landscapeHomeIndicator = 20
            metrics = rounded
        }
        // Xcode 9.0 and earlier draw a cell's content view with the margins of iOS 10: 8.
        if version < 13500 { canvas.cellContentMargin = 8 }
        // Xcode 4 (4.6 writes 3084) drew iOS 6's opaque bars; Xcode 5 (its previews, 4451,
        // too) iOS 7's, but an opaque black status bar; Xcode 6 (6206) drew that one too as
        // iOS 7 does.
        canvas.drawsOpaqueBars = version > 0 && version < 4000
        canvas.drawsBlackOpaqueStatusBar = version > 0 && version < 6000
        guard let metrics else {
            // No known device: the root's own size, under a 20 pt status bar; the 600 pt
            // "any size" canvas has no size classes.
            let width = root?.width ?? 600
            let height = (root.map { max(0, $0.y) + $0.height }) ?? 600
            // Xcode 11 (its betas too) to 14.0 draw that canvas without one, as the devices
            // without a home indicator.
            let statusBar: Double = version >= 14800 && version < 21500 ? 0 : 20
            var geometry = LayoutGeometry(
                device: DeviceMetrics(name: "", width: width, height: height, statusBar: statusBar, landscapeStatusBar: statusBar,
                                      homeIndicator: 0, landscapeHomeIndicator: 0, isPad: width >= 768),
                isLandscape: false)
            canvas.hasNoSizeClasses = version < 11000 || abs(width - 600) < 0.5
            canvas.rootMarginsAtEdges = version < 13000
            canvas.freeformHeight = setting.freeformSize?.height
            canvas.drawsSheets = version >= 15000
            geometry.canvas = canvas
            geometry.isSaved = true
            return geometry
        }
        let notched = metrics.hasHomeIndicator && !metrics.isPad
        var statusBar = landscape ? metrics.landscapeStatusBar : metrics.statusBar
        if !landscape {
            switch id {
            case "retina5_9", "retina6_5": statusBar = version >= 21220 ? 50 : 44
            case "retina6_1": statusBar = version >= 21220 ? 48 : 44
            default: break
            }
        }
        // Xcode 11 (its betas too) to 14.0 draw no status bar on a device without a home
        // indicator, iPads too.
        if !metrics.hasHomeIndicator, version >= 14800, version < 21500 { statusBar = 0 }
        let xcode26 = version >= 24000 && version < 30000
        if notched, version >= 23500, version < 30000 { canvas.insetScale = 2 }
        canvas.sheetStatusBar = (notched ? statusBar : (landscape ? metrics.landscapeStatusBar : metrics.statusBar)) * canvas.insetScale
        if notched, !landscape {
            // Xcode 13 and later draw a notched phone's sheet with a top inset of the status
            // bar's height inside it; Xcode 26 starts the sheet right below the status bar.
            if version >= 19000 { canvas.sheetInnerStatusBar = statusBar }
            if xcode26 {
                canvas.sheetStatusBar = statusBar
                canvas.sheetGap = 0
            }
        }
        statusBar *= canvas.insetScale
        if notched, xcode26 { canvas.navigationBar = 54 }
        canvas.toolbarIgnoresNotch = xcode26
        if xcode26 { canvas.cellContentMargin = 15 }
        if xcode26, let fileStatusBar = fileStatusBar(of: document) { statusBar = fileStatusBar }
        if let freeform = setting.freeformSize {
            canvas.freeformHeight = freeform.height
            let landscapeShaped = freeform.width >= 480 && freeform.height <= 430
            if setting.isSheet || (!metrics.isPad && landscapeShaped) { statusBar = 0 }
        }
        canvas.statusBar = statusBar
        canvas.hasNoSizeClasses = version < 11000
        canvas.drawsNavigationBarFrames = version >= 13000
        canvas.rootMarginsAtEdges = version < 13000
        canvas.drawsSheets = version >= 15000
        var geometry = LayoutGeometry(device: metrics, isLandscape: landscape)
        geometry.canvas = canvas
        geometry.isSaved = true
        return geometry
    }

    /// In a file from Xcode 26, the status bar a navigation controller's bar was drawn
    /// under: every screen of the file was laid out under it.
    private static func fileStatusBar(of document: InterfaceBuilderDocument) -> Double? {
        let tree = document.elements
        for controller in SegueGraph.controllers(in: tree) where tree.tag(controller) == "navigationController" {
            if let bar = tree.firstChild(of: controller, tag: "navigationBar", key: "navigationBar"),
               let rect = tree.firstChild(of: bar, tag: "rect", key: "frame"),
               let y = tree.attribute("y", of: rect).flatMap(Double.init), y > 0 {
                return y
            }
        }
        return nil
    }
}
