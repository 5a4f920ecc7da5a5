import InterfaceBuilder

extension SystemBuilder {
    /// The views with an intrinsic height (section 5.3), besides image views with an image
    /// and text views that do not scroll.
    static let intrinsicTags: Set<String> = [
        "label", "button", "textField", "switch", "slider", "segmentedControl", "stepper", "progressView",
        "activityIndicatorView", "pageControl", "searchBar", "datePicker", "pickerView", "toolbar",
        "navigationBar", "tabBar",
    ]

    /// Section 5.7 and 4: static cells and table headers and footers, their content views,
    /// embedded roots, toolbar items.
    mutating func addPlacements() {
        let views = model.screen.views
        for index in views.indices.dropFirst() {
            guard let parent = views[index].parent else { continue }
            let top = LinearExpression(variables.top(index))
            let height = LinearExpression(variables.height(index))
            switch views[index].placement {
            case .subview, .root:
                continue
            case .staticCell, .tableHeaderFooter:
                mentioned.insert(index)
                guard let frame = views[index].savedFrame else { continue }
                constraints.append(SystemConstraint(top, .equal, contentTop(of: parent) + frame.y))
                constraints.append(SystemConstraint(height, .equal, LinearExpression(constant: frame.height)))
            case .cellContentView, .contentView:
                mentioned.insert(index)
                constraints.append(SystemConstraint(top, .equal, LinearExpression(variables.top(parent))))
                // A cell's content view stops above the separator line the cell's table draws.
                let separator = isSaved && hasSeparator(cell: parent)
                    ? LinearExpression(variables.parameter(.cellSeparator)) : LinearExpression(constant: 0)
                constraints.append(SystemConstraint(height, .equal, LinearExpression(variables.height(parent)) - separator))
            case .embeddedRoot:
                mentioned.insert(index)
                constraints.append(SystemConstraint(top, .equal, LinearExpression(variables.top(parent))))
                // On the canvas, a controller drawn at another height than its container's
                // is laid out in its own scene (5.9).
                if isSaved, let own = views[index].savedFrame?.height, let container = views[parent].savedFrame?.height,
                   abs(own - container) > 0.5 {
                    constraints.append(SystemConstraint(height, .equal, LinearExpression(constant: own)))
                } else {
                    constraints.append(SystemConstraint(height, .equal, LinearExpression(variables.height(parent))))
                }
            case .toolbarItem:
                // Centred in the bar's bottom 44 pt: a toolbar 49 tall (above a home
                // indicator) draws its items 5 pt lower than its middle.
                mentioned.insert(index)
                let centre = top + height * 0.5
                let itemsCentre = LinearExpression(variables.top(parent)) + LinearExpression(variables.height(parent)) - 22
                constraints.append(SystemConstraint(centre, .equal, itemsCentre))
            }
        }
    }

    /// Whether the table cell `cell` draws a separator under it: its table's
    /// `separatorStyle` is not `none` (a cell alone in a xib has the default).
    func hasSeparator(cell: Int) -> Bool {
        let views = model.screen.views
        guard views[cell].tag == "tableViewCell" else { return false }
        guard let table = views[cell].parent else { return true }
        return model.tree.attribute("separatorStyle", of: views[table].element) != "none"
    }

    /// Section 5.3: `h <= h0` at the hugging priority, `h >= h0` at the compression resistance.
    mutating func addIntrinsicHeights() {
        for (index, view) in model.screen.views.enumerated().dropFirst() {
            let element = view.element
            let tree = model.tree
            let inset = alignmentInset(index)
            let height = LinearExpression(variables.height(index)) - inset
            if view.tag == "textView", tree.attribute("scrollEnabled", of: element) != "NO", isSaved,
               let saved = view.savedFrame?.height {
                // The canvas sizes a scrolling text view to its text (5.9).
                constraints.append(SystemConstraint(height, .equal, LinearExpression(constant: saved - inset), priority: 1))
                continue
            }
            guard let intrinsic = intrinsicHeight(of: index) else { continue }
            let hugging = priority(tree.attribute("verticalHuggingPriority", of: element), default: 250)
            let resistance = priority(tree.attribute("verticalCompressionResistancePriority", of: element), default: 750)
            constraints.append(SystemConstraint(height, .lessThanOrEqual, LinearExpression(constant: intrinsic), priority: hugging))
            constraints.append(SystemConstraint(height, .greaterThanOrEqual, LinearExpression(constant: intrinsic), priority: resistance))
        }
    }

    /// A view's intrinsic height within its alignment insets (5.3): its placeholder, or the
    /// height it was saved at; nil for a view that has none (a plain view, a scrolling text view).
    func intrinsicHeight(of index: Int) -> Double? {
        let view = model.screen.views[index]
        let tree = model.tree
        let hasIntrinsic = Self.intrinsicTags.contains(view.tag)
            || (view.tag == "imageView" && tree.attribute("image", of: view.element) != nil)
            || (view.tag == "textView" && tree.attribute("scrollEnabled", of: view.element) == "NO")
        guard hasIntrinsic else { return nil }
        let placeholder = tree.attribute("placeholderIntrinsicHeight", of: view.element).flatMap(Double.init)
            .flatMap { $0.isFinite ? $0 : nil }
        return placeholder ?? view.savedFrame.map { $0.height - alignmentInset(index) }
    }

    private func priority(_ text: String?, default fallback: Double) -> Double {
        guard let value = text.flatMap(Double.init), value.isFinite, value > 0 else { return fallback }
        return min(value, 1000)
    }

    /// Section 5.4: autoresizing masks, fixed frames, and views no constraint mentions.
    mutating func addFrames() {
        let views = model.screen.views
        for index in views.indices.dropFirst() {
            let view = views[index]
            guard view.placement == .subview, let parent = view.parent, let frame = view.savedFrame else { continue }
            let tree = model.tree
            let translates = tree.attribute("translatesAutoresizingMaskIntoConstraints", of: view.element) != "NO"
            if views[parent].tag == "stackView" {
                // UIStackView turns its items' translation off at run time; the canvas keeps
                // the saved height of an item that still has it (5.9).
                if isSaved, translates {
                    constraints.append(SystemConstraint(LinearExpression(variables.height(index)), .equal, LinearExpression(constant: frame.height)))
                }
                continue
            }
            let origin = frameOrigin(of: parent)
            let top = LinearExpression(variables.top(index))
            let height = LinearExpression(variables.height(index))
            if translates {
                guard let parentHeight = views[parent].savedFrame?.height else {
                    constraints.append(SystemConstraint(top - origin, .equal, LinearExpression(constant: frame.y)))
                    constraints.append(SystemConstraint(height, .equal, LinearExpression(constant: frame.height)))
                    continue
                }
                let shares = autoresizingShares(of: view.element, frame: frame, parentHeight: parentHeight)
                let growth = LinearExpression(variables.height(parent)) - parentHeight
                constraints.append(SystemConstraint(top - origin, .equal, growth * shares.top + frame.y))
                constraints.append(SystemConstraint(height, .equal, growth * shares.height + frame.height))
            } else if tree.attribute("fixedFrame", of: view.element) == "YES" || !mentioned.contains(index) {
                constraints.append(SystemConstraint(top - origin, .equal, LinearExpression(constant: frame.y)))
                constraints.append(SystemConstraint(height, .equal, LinearExpression(constant: frame.height)))
            }
        }
    }

    /// How a change of the parent's height is shared by the mask's flexible parts, in
    /// proportion to their saved lengths (equally when those are all 0).
    private func autoresizingShares(of element: ElementTree.Index, frame: SavedFrame, parentHeight: Double)
        -> (top: Double, height: Double) {
        let tree = model.tree
        guard let mask = tree.firstChild(of: element, tag: "autoresizingMask") else { return (0, 0) }
        func flag(_ names: String...) -> Bool { names.contains { tree.attribute($0, of: mask) == "YES" } }
        let topFlexible = flag("flexibleMinY", "flexibleTopMargin")
        let heightFlexible = flag("heightSizable")
        let bottomFlexible = flag("flexibleMaxY", "flexibleBottomMargin")
        let lengths = [topFlexible ? max(0, frame.y) : 0, heightFlexible ? max(0, frame.height) : 0,
                       bottomFlexible ? max(0, parentHeight - frame.y - frame.height) : 0]
        let flexibleCount = [topFlexible, heightFlexible, bottomFlexible].filter { $0 }.count
        guard flexibleCount > 0 else { return (0, 0) }
        let total = lengths.reduce(0, +)
        if total <= 0 {
            let share = 1 / Double(flexibleCount)
            return (topFlexible ? share : 0, heightFlexible ? share : 0)
        }
        return (lengths[0] / total, lengths[1] / total)
    }

    /// Section 5.8's last level: each view keeps its saved top (relative to its parent's)
    /// and height (at `priority`: required for a screen too large to solve). Returns the
    /// views that have no saved frame.
    mutating func addSavedFrames(priority: Double = LayoutPriority.savedFrame) -> [Int] {
        var unpinned: [Int] = []
        let views = model.screen.views
        for index in views.indices.dropFirst() {
            guard let parent = views[index].parent else { continue }
            guard let frame = views[index].savedFrame else {
                unpinned.append(index)
                continue
            }
            let origin: LinearExpression
            switch views[index].placement {
            case .cellContentView, .contentView, .embeddedRoot, .toolbarItem: origin = LinearExpression(variables.top(parent))
            default: origin = frameOrigin(of: parent)
            }
            constraints.append(SystemConstraint(LinearExpression(variables.top(index)) - origin, .equal,
                                                LinearExpression(constant: frame.y), priority: priority))
            constraints.append(SystemConstraint(LinearExpression(variables.height(index)), .equal,
                                                LinearExpression(constant: frame.height), priority: priority))
        }
        return unpinned
    }
}
