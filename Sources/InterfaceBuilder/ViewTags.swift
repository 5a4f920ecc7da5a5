/// Which elements are UIViews, and what a view's own elements say.
public enum ViewTags {
    /// The UIKit view tags Interface Builder writes (the class without `UI`, first letter
    /// lowercased). Any child of `<subviews>` is a view whatever its tag; this list decides
    /// for the top-level objects of a xib.
    public static let known: Set<String> = [
        "view", "label", "button", "textField", "textView", "imageView", "scrollView", "tableView",
        "collectionView", "stackView", "containerView", "toolbar", "navigationBar", "tabBar", "searchBar",
        "segmentedControl", "slider", "switch", "stepper", "progressView", "activityIndicatorView",
        "pageControl", "datePicker", "pickerView", "mapView", "webView", "wkWebView", "visualEffectView",
        "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView",
        "tableViewHeaderFooterView", "glkView", "arscnView", "arskView", "sceneKitView", "skView",
        "mtkView",
    ]

    /// Whether `element` is a view: a known view tag, or any element with a saved frame
    /// that is not a placeholder or plain object.
    public static func isView(_ element: ElementTree.Index, in tree: ElementTree) -> Bool {
        let tag = tree.tag(element)
        if known.contains(tag) { return true }
        if tag == "placeholder" || tag == "customObject" { return false }
        return tree.firstChild(of: element, tag: "rect", key: "frame") != nil
            || tree.firstChild(of: element, tag: "frame", key: "frameInset") != nil
    }

    /// The view's `<rect key="frame">`; nil when absent or not made of numbers. An absent
    /// coordinate is 0 (Interface Builder leaves out default values).
    public static func savedFrame(of view: ElementTree.Index, in tree: ElementTree) -> SavedFrame? {
        savedFrame(of: view, in: tree, depth: 0)
    }

    /// Superviews followed for a `frameInset` (each one's frame may be one too).
    static let deepestInset = 64

    private static func savedFrame(of view: ElementTree.Index, in tree: ElementTree, depth: Int) -> SavedFrame? {
        if let inset = tree.firstChild(of: view, tag: "frame", key: "frameInset") {
            return insetFrame(inset, of: view, in: tree, depth: depth)
        }
        guard let rect = tree.firstChild(of: view, tag: "rect", key: "frame"),
              let x = coordinate("x", of: rect, in: tree), let y = coordinate("y", of: rect, in: tree),
              let width = coordinate("width", of: rect, in: tree),
              let height = coordinate("height", of: rect, in: tree) else { return nil }
        return SavedFrame(x: x, y: y, width: width, height: height)
    }

    /// Xcode 8.0 to 8.2's `<frame key="frameInset" minX minY width height maxX maxY/>`: the
    /// frame as insets from the superview's edges (`maxX`, `maxY` from its right and bottom,
    /// negative past them), a size left out filling what the insets leave, an absent inset
    /// 0 (docs/interface-builder.md, survey CJ). Nil when a superview's size is needed and
    /// not known.
    private static func insetFrame(_ inset: ElementTree.Index, of view: ElementTree.Index, in tree: ElementTree,
                                   depth: Int) -> SavedFrame? {
        func value(_ name: String) -> Double?? {
            guard let text = tree.attribute(name, of: inset) else { return .some(nil) }
            guard let number = Double(text), number.isFinite else { return nil }
            return .some(number)
        }
        guard let minX = value("minX"), let minY = value("minY"), let maxX = value("maxX"), let maxY = value("maxY"),
              let width = value("width"), let height = value("height") else { return nil }
        var parent: SavedFrame?
        if width == nil || height == nil || (minX == nil && maxX != nil) || (minY == nil && maxY != nil) {
            guard depth < deepestInset, let subviews = tree.parent(of: view), let superview = tree.parent(of: subviews),
                  let frame = savedFrame(of: superview, in: tree, depth: depth + 1) else { return nil }
            parent = frame
        }
        let w = width ?? (parent?.width ?? 0) - (minX ?? 0) - (maxX ?? 0)
        let h = height ?? (parent?.height ?? 0) - (minY ?? 0) - (maxY ?? 0)
        let x = minX ?? maxX.map { (parent?.width ?? 0) - $0 - w } ?? 0
        let y = minY ?? maxY.map { (parent?.height ?? 0) - $0 - h } ?? 0
        return SavedFrame(x: x, y: y, width: w, height: h)
    }

    /// The rect's coordinate `name`: 0 when absent, nil when not a finite number.
    private static func coordinate(_ name: String, of rect: ElementTree.Index, in tree: ElementTree) -> Double? {
        guard let text = tree.attribute(name, of: rect) else { return 0 }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
