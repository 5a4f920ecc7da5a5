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
    }

    /// The view's `<rect key="frame">`; nil when absent or not made of numbers. An absent
    /// coordinate is 0 (Interface Builder leaves out default values).
    public static func savedFrame(of view: ElementTree.Index, in tree: ElementTree) -> SavedFrame? {
        guard let rect = tree.firstChild(of: view, tag: "rect", key: "frame"),
              let x = coordinate("x", of: rect, in: tree), let y = coordinate("y", of: rect, in: tree),
              let width = coordinate("width", of: rect, in: tree),
              let height = coordinate("height", of: rect, in: tree) else { return nil }
        return SavedFrame(x: x, y: y, width: width, height: height)
    }

    /// The rect's coordinate `name`: 0 when absent, nil when not a finite number.
    private static func coordinate(_ name: String, of rect: ElementTree.Index, in tree: ElementTree) -> Double? {
        guard let text = tree.attribute(name, of: rect) else { return 0 }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
