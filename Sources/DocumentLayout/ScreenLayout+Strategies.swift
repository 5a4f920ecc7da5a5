import InterfaceBuilder

/// What the strategy detection of ib.md section 6 asks of a screen's constraints.
extension ScreenLayout {
    /// Rule 3: an installed constraint has the keyboard layout guide as an item.
    public var usesKeyboardLayoutGuide: Bool {
        let keyboardGuides = Set(model.guides.filter { $0.value == .keyboard }.keys)
        guard !keyboardGuides.isEmpty else { return false }
        return model.written.contains { constraint in
            !constraint.isPlaceholder && model.variations.isInstalled(constraint.id, keys: [])
                && [constraint.firstItem, constraint.secondItem].contains { $0.map(keyboardGuides.contains) ?? false }
        }
    }

    /// Rule 4: of the constraints `ids` (a controller's outlets), those that tie a view's
    /// bottom to the root view's bottom, the safe area's bottom or the bottom layout guide's
    /// top, in either order, with any relation.
    public func bottomConstraints(among ids: Set<String>) -> [String] {
        model.written.filter { ids.contains($0.id) && !$0.isPlaceholder && tiesBottomToScreenBottom($0) }.map(\.id)
    }

    /// Rule 5: the views that one of `ids` constrains by their top and another by their bottom.
    public func viewsShiftedByOutlets(among ids: Set<String>) -> [Int] {
        var tops: Set<Int> = []
        var bottoms: Set<Int> = []
        for constraint in model.written where ids.contains(constraint.id) {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                guard let view = model.view(named: item, owner: constraint.owner) else { continue }
                if attribute == .top { tops.insert(view) }
                if attribute == .bottom { bottoms.insert(view) }
            }
        }
        return tops.intersection(bottoms).sorted()
    }

    /// Whether one side is a screen-bottom edge and the other a view's bottom.
    func tiesBottomToScreenBottom(_ constraint: WrittenConstraint) -> Bool {
        let sides = [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        let edges = sides.map { model.isScreenBottom($0.0, $0.1, owner: constraint.owner) }
        let bottoms = sides.map { side in
            side.1 == .bottom && model.view(named: side.0, owner: constraint.owner).map { $0 != 0 } == true
        }
        return (edges[0] && bottoms[1]) || (edges[1] && bottoms[0])
    }
}

/// What a screen's keyboard code reads of its constraints (code.md sections 3 and 4).
extension ScreenLayout {
    /// The constant the document gives the constraint `id`, if it has one.
    public func constant(ofConstraint id: String) -> Double? {
        model.written.first { $0.id == id }?.constant
    }

    /// The installed constraints that tie view `view`'s bottom to a screen-bottom edge
    /// (the keyboard layout guide's stand-ins in the document), and whether the view is
    /// the first item.
    public func bottomConstraints(ofView view: Int) -> [(id: String, viewIsFirst: Bool)] {
        model.written.compactMap { constraint in
            guard !constraint.isPlaceholder, tiesBottomToScreenBottom(constraint) else { return nil }
            if constraint.firstAttribute == .bottom, model.view(named: constraint.firstItem, owner: constraint.owner) == view {
                return (constraint.id, true)
            }
            if constraint.secondAttribute == .bottom, model.view(named: constraint.secondItem, owner: constraint.owner) == view {
                return (constraint.id, false)
            }
            return nil
        }
    }

    /// The constraints between the root's safe area's bottom (or the bottom layout guide)
    /// and a view, each with whether the safe area is its first item and its constant: what
    /// follows the safe area when the code raises it (`additionalSafeAreaInsets`).
    public func safeAreaBottomConstraints() -> [(id: String, safeAreaIsFirst: Bool, constant: Double)] {
        model.written.compactMap { constraint in
            guard !constraint.isPlaceholder, constraint.multiplier == 1 else { return nil }
            let first = model.isSafeAreaBottom(constraint.firstItem, constraint.firstAttribute)
            let second = model.isSafeAreaBottom(constraint.secondItem, constraint.secondAttribute)
            guard first != second else { return nil }
            let other = first ? (constraint.secondItem, constraint.secondAttribute) : (constraint.firstItem, constraint.firstAttribute)
            guard other.1.isVertical, model.view(named: other.0, owner: constraint.owner) != nil else { return nil }
            return (constraint.id, first, constraint.constant)
        }
    }

}
