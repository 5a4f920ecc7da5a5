extension SystemBuilder {
    /// Section 5.6: the constraints UIStackView makes for its arranged subviews.
    mutating func addStacks() {
        for (stack, arranged) in model.arranged.sorted(by: { $0.key < $1.key }) {
            for view in arranged { mentioned.insert(view) }
            let tree = model.tree
            let element = model.screen.views[stack].element
            let vertical = tree.attribute("axis", of: element) == "vertical"
            // `spacingType="standard"` without a `spacing`: the system spacing, 8 (5.6).
            let spacing = tree.attribute("spacing", of: element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
                ?? (tree.attribute("spacingType", of: element) == "standard" ? 8 : 0)
            var shown: [Int] = []
            for view in arranged {
                if takesRoom(view) {
                    shown.append(view)
                } else if vertical {
                    // A hidden arranged view collapses.
                    constraints.append(SystemConstraint(LinearExpression(variables.height(view)), .equal, LinearExpression(constant: 0)))
                }
            }
            guard !shown.isEmpty else { continue }
            let margins = arrangesInMargins(stack) ? model.layoutMargins(of: stack) : (top: 0, bottom: 0)
            let edges = (top: top(stack) + LinearExpression(constant: margins.top),
                         bottom: bottom(stack) - LinearExpression(constant: margins.bottom))
            if vertical {
                addVertical(edges, shown, spacing: spacing, distribution: tree.attribute("distribution", of: element) ?? "fill")
            } else {
                addHorizontal(stack, edges, shown, alignment: tree.attribute("alignment", of: element) ?? "fill")
            }
        }
    }

    /// Whether an arranged view takes room: installed and not hidden, but for a stopped activity
    /// indicator that hides when stopped, which keeps its room on the canvas (5.9).
    private func takesRoom(_ view: Int) -> Bool {
        guard !uninstalled.contains(view) else { return false }
        let entry = model.screen.views[view]
        guard model.tree.attribute("hidden", of: entry.element) == "YES" else { return true }
        return isSaved && entry.tag == "activityIndicatorView"
            && model.tree.attribute("hidesWhenStopped", of: entry.element) == "YES"
    }

    /// Whether the stack lays its items out within its layout margins: Interface Builder
    /// writes the margins (`<edgeInsets key="layoutMargins">`, `<directionalEdgeInsets
    /// key="directionalLayoutMargins">`) of a stack view that does, and no attribute; an
    /// explicit `layoutMarginsRelativeArrangement` says it either way.
    private func arrangesInMargins(_ stack: Int) -> Bool {
        let element = model.screen.views[stack].element
        if let relative = model.tree.attribute("layoutMarginsRelativeArrangement", of: element) { return relative == "YES" }
        return model.tree.firstChild(of: element, key: "layoutMargins") != nil
            || model.tree.firstChild(of: element, key: "directionalLayoutMargins") != nil
    }

    private func top(_ view: Int) -> LinearExpression { LinearExpression(variables.top(view)) }

    private func bottom(_ view: Int) -> LinearExpression {
        top(view) + LinearExpression(variables.height(view)) - alignmentInset(view)
    }

    private func height(_ view: Int) -> LinearExpression {
        LinearExpression(variables.height(view)) - alignmentInset(view)
    }

    /// `edges`: the stack's top and bottom, moved in by its margins when it arranges in them.
    private mutating func addVertical(_ edges: (top: LinearExpression, bottom: LinearExpression), _ items: [Int],
                                      spacing: Double, distribution: String) {
        constraints.append(SystemConstraint(top(items[0]), .equal, edges.top))
        constraints.append(SystemConstraint(bottom(items[items.count - 1]), .equal, edges.bottom))
        guard items.count > 1 else { return }
        let pairs = Array(zip(items, items.dropFirst()))
        let gaps = pairs.map { top($0.1) - bottom($0.0) }
        switch distribution {
        case "equalSpacing":
            for gap in gaps {
                constraints.append(SystemConstraint(gap, .greaterThanOrEqual, LinearExpression(constant: spacing)))
                constraints.append(SystemConstraint(gap, .equal, gaps[0]))
            }
        case "equalCentering":
            let centres = pairs.map { (top($0.1) + bottom($0.1)) * 0.5 - (top($0.0) + bottom($0.0)) * 0.5 }
            for (gap, centre) in zip(gaps, centres) {
                constraints.append(SystemConstraint(gap, .greaterThanOrEqual, LinearExpression(constant: spacing)))
                constraints.append(SystemConstraint(centre, .equal, centres[0]))
                constraints.append(SystemConstraint(gap, .lessThanOrEqual, LinearExpression(constant: spacing),
                                                    priority: LayoutPriority.stackHugging))
            }
        default:
            for gap in gaps {
                constraints.append(SystemConstraint(gap, .equal, LinearExpression(constant: spacing)))
            }
            if distribution == "fillEqually" {
                for item in items.dropFirst() {
                    constraints.append(SystemConstraint(height(item), .equal, height(items[0])))
                }
            } else if distribution == "fillProportionally" {
                addProportions(edges, items, spacing: spacing)
            }
        }
    }

    /// `fillProportionally` (5.6): each item takes the share of the stack's length that its
    /// intrinsic height has of all of them and the spacing, at 999 for the first item, 998 for
    /// the next, and so on; required for a lone item. An item with no intrinsic height (a plain
    /// view, a stack) counts with the height it was drawn at, as UIKit counts its current size.
    private mutating func addProportions(_ edges: (top: LinearExpression, bottom: LinearExpression), _ items: [Int],
                                         spacing: Double) {
        let intrinsic = items.map { item in
            (intrinsicHeight(of: item) ?? model.screen.views[item].savedFrame.map { $0.height - alignmentInset(item) })
                .map { max(0, $0) }
        }
        let total = intrinsic.reduce(0) { $0 + ($1 ?? 0) } + spacing * Double(items.count - 1)
        guard total > 0 else { return }
        let length = edges.bottom - edges.top
        for (offset, item) in items.enumerated() {
            guard let own = intrinsic[offset] else { continue }
            let priority = items.count > 1 ? max(1, 999 - Double(offset)) : LayoutPriority.required
            constraints.append(SystemConstraint(height(item), .equal, length * (own / total), priority: priority))
        }
    }

    private mutating func addHorizontal(_ stack: Int, _ edges: (top: LinearExpression, bottom: LinearExpression), _ items: [Int],
                                        alignment: String) {
        let stackCentre = (edges.top + edges.bottom) * 0.5
        for item in items {
            switch alignment {
            case "top", "firstBaseline", "leading":
                constraints.append(SystemConstraint(top(item), .equal, edges.top))
                constraints.append(SystemConstraint(bottom(item), .lessThanOrEqual, edges.bottom))
            case "bottom", "lastBaseline", "trailing":
                constraints.append(SystemConstraint(bottom(item), .equal, edges.bottom))
                constraints.append(SystemConstraint(top(item), .greaterThanOrEqual, edges.top))
            case "center":
                constraints.append(SystemConstraint((top(item) + bottom(item)) * 0.5, .equal, stackCentre))
                constraints.append(SystemConstraint(top(item), .greaterThanOrEqual, edges.top))
                constraints.append(SystemConstraint(bottom(item), .lessThanOrEqual, edges.bottom))
            default:
                constraints.append(SystemConstraint(top(item), .equal, edges.top))
                constraints.append(SystemConstraint(bottom(item), .equal, edges.bottom))
            }
        }
        if alignment != "fill" {
            if isSaved { keepSavedHeights(of: items) }
            constraints.append(SystemConstraint(height(stack), .lessThanOrEqual, LinearExpression(constant: 0),
                                                priority: LayoutPriority.stackHugging))
        }
    }

    /// On the canvas, an item of an aligning stack that nothing sizes (no intrinsic height: a
    /// plain view of a custom class) keeps its saved height over the stack's hugging of its
    /// items (docs/interface-builder.md); at run time the stack squeezes it.
    private mutating func keepSavedHeights(of items: [Int]) {
        for item in items where intrinsicHeight(of: item) == nil {
            guard let saved = model.screen.views[item].savedFrame else { continue }
            constraints.append(SystemConstraint(height(item), .equal, LinearExpression(constant: saved.height - alignmentInset(item)),
                                                priority: LayoutPriority.stackHugging + 1))
        }
    }
}
