import InterfaceBuilder

/// What the layout reads of one screen once, whatever the geometry: its views by id, the
/// guides, the written constraints and the size-class variations (ib.md sections 4, 5.1).
struct ScreenModel: Sendable {
    let tree: ElementTree
    let screen: Screen
    let setting: ScreenSetting
    let toolsVersion: Double
    /// Screen.views' index of each view id and element.
    private(set) var viewsByID: [String: Int] = [:]
    private(set) var viewsByElement: [ElementTree.Index: Int] = [:]
    /// Layout guides by id.
    private(set) var guides: [String: Guide] = [:]
    /// Every `<constraint>` in the `<constraints>` of the screen's views, in document order.
    private(set) var written: [WrittenConstraint] = []
    /// Constraints left out of the system, and why (reported by `kb-lsp layout`).
    private(set) var problems: [LayoutProblem] = []
    /// The `<variation>` masks of the screen's views.
    private(set) var variations = Variations()
    /// Constraint-level variations: constraint element → (key, attributes).
    private(set) var constraintVariations: [ElementTree.Index: [(key: String, element: ElementTree.Index)]] = [:]
    /// The views arranged by a stack view (its subviews), by stack.
    private(set) var arranged: [Int: [Int]] = [:]
    /// The view each view lies in for its saved frame: its parent view (the root has none).
    var parent: [Int?] { screen.views.map(\.parent) }

    /// A guide of section 5.2 and 5.5.
    enum Guide: Sendable, Equatable {
        /// `<viewLayoutGuide key="safeArea">` of a view (the root's is the screen's).
        case safeArea(view: Int)
        /// `<viewControllerLayoutGuide type="top">` and `"bottom"`.
        case topLayoutGuide, bottomLayoutGuide
        /// The keyboard layout guide.
        case keyboard
        /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
        case content(scroll: Int), frame(scroll: Int)
    }

    init(document: InterfaceBuilderDocument, screen: Screen, graph: SegueGraph) {
        tree = document.elements
        self.screen = screen
        toolsVersion = document.toolsVersion
        setting = ScreenSetting(controller: screen.controller, rootView: screen.rootView, in: document, graph: graph)
        for (index, view) in screen.views.enumerated() {
            if viewsByID[view.id] == nil { viewsByID[view.id] = index }
            viewsByElement[view.element] = index
        }
        for (index, view) in screen.views.enumerated() {
            readChildren(of: view, at: index)
            if let parent = view.parent, view.placement == .subview, screen.views[parent].tag == "stackView" {
                arranged[parent, default: []].append(index)
            }
        }
        // The old layout guides are the controller's (and embedded controllers').
        for controller in controllers() {
            guard let list = tree.firstChild(of: controller, tag: "layoutGuides") else { continue }
            for guide in tree.children(of: list) where tree.tag(guide) == "viewControllerLayoutGuide" {
                guard let id = tree.attribute("id", of: guide) else { continue }
                guides[id] = tree.attribute("type", of: guide) == "bottom" ? .bottomLayoutGuide : .topLayoutGuide
            }
        }
        leaveOutUnknownItems(existing: { document.element(withID: $0) != nil })
    }

    /// Leaves out the constraints that name an item that is no view or guide of the screen,
    /// each a problem on its element; one naming an id no element has is the reader's problem
    /// already (`existing` says which ids some element has), and is not said twice.
    private mutating func leaveOutUnknownItems(existing: (String) -> Bool) {
        var known: [WrittenConstraint] = []
        for constraint in written {
            let unknown = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                .first { viewsByID[$0] == nil && guides[$0] == nil }
            if let unknown {
                if existing(unknown) {
                    problems.append(LayoutProblem(element: constraint.element,
                                                  message: ConstraintProblem.unknownItem(constraint.id, unknown).message))
                }
            } else {
                known.append(constraint)
            }
        }
        written = known
        problems.sort { $0.element < $1.element }
    }

    /// The screen's controller and the controllers embedded in it.
    private func controllers() -> [ElementTree.Index] {
        var result = screen.controller.map { [$0] } ?? []
        for view in screen.views {
            if case .embeddedRoot(let controller) = view.placement { result.append(controller) }
        }
        return result
    }

    private mutating func readChildren(of view: View, at index: Int) {
        for child in tree.children(of: view.element) {
            switch tree.tag(child) {
            case "constraints":
                for constraint in tree.children(of: child) where tree.tag(constraint) == "constraint" {
                    switch WrittenConstraint.read(constraint, owner: view.element, in: tree) {
                    case .success(let read): written.append(read)
                    case .failure(let problem): problems.append(LayoutProblem(element: constraint, message: problem.message))
                    }
                    for variation in tree.children(of: constraint) where tree.tag(variation) == "variation" {
                        if let key = tree.attribute("key", of: variation) {
                            constraintVariations[constraint, default: []].append((key, variation))
                            variations.noteConstraintKey(key)
                        }
                    }
                }
            case "viewLayoutGuide", "keyboardLayoutGuide":
                guard let id = tree.attribute("id", of: child) else { continue }
                switch tree.attribute("key", of: child) {
                case "safeArea": guides[id] = .safeArea(view: index)
                case "contentLayoutGuide": guides[id] = .content(scroll: index)
                case "frameLayoutGuide": guides[id] = .frame(scroll: index)
                case "keyboard": guides[id] = .keyboard
                default: if tree.tag(child) == "keyboardLayoutGuide" { guides[id] = .keyboard }
                }
            case "variation":
                variations.read(child, in: tree)
            default:
                continue
            }
        }
    }

    /// Whether `view` is a scroll view whose children lie in its content (section 5.5).
    func isScrolling(_ view: Int) -> Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(screen.views[view].tag)
    }

    /// The nearest scroll view whose content holds `view`.
    func enclosingScroll(of view: Int) -> Int? {
        var current = screen.views[view].parent
        while let index = current {
            if isScrolling(index) { return index }
            current = screen.views[index].parent
        }
        return nil
    }

    /// Whether UIKit insets the scroll view's content by the bars at run time (5.5).
    func adjustsInsets(of scroll: Int) -> Bool {
        attribute("contentInsetAdjustmentBehavior", of: scroll) != "never" && setting.adjustsScrollInsets
    }

    /// Whether `descendant` lies inside `ancestor`.
    func isDescendant(_ descendant: Int, of ancestor: Int) -> Bool {
        var current = screen.views[descendant].parent
        while let index = current {
            if index == ancestor { return true }
            current = screen.views[index].parent
        }
        return false
    }

    /// The attribute `name` of view `view`'s element.
    func attribute(_ name: String, of view: Int) -> String? {
        tree.attribute(name, of: screen.views[view].element)
    }

    /// A view's own layout margins, top and bottom (section 5.2): its `layoutMargins`, else
    /// 11 for a table cell's content view (`cellContent` on a canvas that draws another)
    /// and 8 for any other view.
    func layoutMargins(of view: Int, cellContent: Double? = nil) -> (top: Double, bottom: Double) {
        let element = screen.views[view].element
        for key in ["layoutMargins", "directionalLayoutMargins"] {
            if let insets = tree.firstChild(of: element, key: key),
               let top = tree.attribute("top", of: insets).flatMap(Double.init),
               let bottom = tree.attribute("bottom", of: insets).flatMap(Double.init) {
                return (top, bottom)
            }
        }
        // An embedded controller's root: UIKit's minimum vertical margins of a controller's
        // view are 0 (the safe area's part is added where it overlaps).
        if case .embeddedRoot = screen.views[view].placement { return (0, 0) }
        let base = screen.views[view].tag == "tableViewCellContentView" ? cellContent ?? 11.0 : 8.0
        return (base, base)
    }

    /// `preservesSuperviewLayoutMargins="YES"`: the view's margins are at least its parent's;
    /// not a cell's or its content view's, whose vertical margins are their own (5.2).
    func preservesSuperviewMargins(_ view: Int) -> Bool {
        let tag = screen.views[view].tag
        return tag != "tableViewCell" && tag != "tableViewCellContentView" && tag != "collectionViewCell"
            && attribute("preservesSuperviewLayoutMargins", of: view) == "YES"
    }

    /// Whether the part of the view outside the safe area adds to its margins: not for the
    /// root, whose margins are the safe area, nor for a cell's content view (5.2).
    func insetsMarginsFromSafeArea(_ view: Int) -> Bool {
        view != 0 && screen.views[view].tag != "tableViewCellContentView"
            && attribute("insetsLayoutMarginsFromSafeArea", of: view) != "NO"
    }

    /// The view a constraint's item names (an absent item is the owner); nil for a guide.
    func view(named item: String?, owner: ElementTree.Index) -> Int? {
        guard let item else { return viewsByElement[owner] }
        return viewsByID[item]
    }

    /// The root view's bottom, the root's safe area's bottom or the bottom layout guide's top.
    func isScreenBottom(_ item: String?, _ attribute: LayoutAttribute, owner: ElementTree.Index) -> Bool {
        if let item, guides[item] != nil { return isSafeAreaBottom(item, attribute) }
        return view(named: item, owner: owner) == 0 && attribute == .bottom
    }

    /// Whether the side is the bottom of the root's safe area (or the bottom layout guide's top).
    func isSafeAreaBottom(_ item: String?, _ attribute: LayoutAttribute) -> Bool {
        if let item, let guide = guides[item] {
            switch guide {
            case .safeArea(let view): return view == 0 && attribute == .bottom
            case .bottomLayoutGuide: return attribute == .top
            default: return false
            }
        }
        return false
    }

    /// The most views a screen may have for its constraints to be solved: a long chain of
    /// views makes the solver's rows as long as the chain, so the cost grows faster than
    /// the views. Real screens have a few hundred at most; a larger one keeps its views at
    /// their saved places (`ScreenLayout.isTooLargeToSolve`).
    static let largestSolvedScreen = 600

    /// Whether the screen has more views than `largestSolvedScreen`.
    var isTooLargeToSolve: Bool { screen.views.count > Self.largestSolvedScreen }
}
