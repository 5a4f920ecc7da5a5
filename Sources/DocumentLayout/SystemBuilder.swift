import AutoLayout
import InterfaceBuilder

/// A screen's vertical constraint system for one set of installed constraints (ib.md
/// section 5): the variables and every constraint, written or added by the layout.
struct ScreenSystem: Sendable {
    var variables: SystemVariables
    var constraints: [SystemConstraint]
    /// The views without a saved frame: nothing pins them (section 5.8).
    var unpinned: [Int]
    /// The views a `<mask key="subviews">` leaves out in this geometry, with what they hold.
    var uninstalled: Set<Int> = []
}

/// Assembles a `ScreenSystem` from a `ScreenModel`.
struct SystemBuilder {
    let model: ScreenModel
    /// Interface Builder's canvas (5.9) rather than run time.
    let isSaved: Bool
    /// The size-class variations that apply (5.1).
    let variationKeys: [String]
    var variables: SystemVariables
    var constraints: [SystemConstraint] = []
    /// The views some installed constraint or placement mentions (5.4).
    var mentioned: Set<Int> = [0]
    /// The constraints that relate the keyboard's top instead of the screen's bottom edge
    /// they name (the keyboard-up layout of section 6).
    var followingKeyboard: Set<String> = []
    /// The constants the app's keyboard code gives constraints, by id (code.md section 4):
    /// they replace the document's in the keyboard-up layout.
    var keyboardConstants: [String: Double] = [:]
    /// The priorities the code gives constraints, by id: they replace the document's alike.
    var keyboardPriorities: [String: Double] = [:]
    /// The constraints the app's keyboard code makes (code.md section 4), keyboard up.
    var codeConstraints: [CodeConstraint] = []

    /// An item of a constraint: a view or a guide.
    enum Item: Equatable {
        case view(Int)
        case guide(ScreenModel.Guide)
    }

    /// The views not installed in this geometry (`<mask key="subviews">`), and their ids.
    let uninstalled: Set<Int>
    private let uninstalledIDs: Set<String>

    init(model: ScreenModel, isSaved: Bool, variationKeys: [String]) {
        self.model = model
        self.isSaved = isSaved
        self.variationKeys = variationKeys
        variables = SystemVariables(viewCount: model.screen.views.count)
        var left: Set<Int> = []
        for (index, view) in model.screen.views.enumerated() where index > 0 {
            if !model.variations.isViewInstalled(view.id, keys: variationKeys) || view.parent.map(left.contains) == true {
                left.insert(index)
            }
        }
        uninstalled = left
        uninstalledIDs = Set(left.map { model.screen.views[$0].id })
    }

    mutating func build() -> ScreenSystem {
        _ = variables.parameter(.rootTop)
        _ = variables.parameter(.rootHeight)
        // A screen too large to solve keeps every view at its saved place in its parent.
        guard !model.isTooLargeToSolve else {
            let unpinned = addSavedFrames(priority: LayoutPriority.required)
            return ScreenSystem(variables: variables, constraints: constraints, unpinned: unpinned, uninstalled: uninstalled)
        }
        for written in model.written where isInstalled(written) {
            var varied = applyingVariations(to: written)
            if let constant = keyboardConstants[written.id] { varied.constant = constant }
            if let priority = keyboardPriorities[written.id] { varied.priority = min(max(priority, 1), 1000) }
            addWritten(varied)
        }
        for made in codeConstraints { if let written = model.written(made) { addWritten(written) } }
        addPlacements()
        addStacks()
        addIntrinsicHeights()
        addFrames()
        let unpinned = addSavedFrames()
        for (scroll, bottom) in variables.contentBottoms.sorted(by: { $0.key < $1.key }) {
            constraints.append(SystemConstraint(LinearExpression(bottom), .greaterThanOrEqual, contentTop(of: scroll)))
        }
        return ScreenSystem(variables: variables, constraints: constraints, unpinned: unpinned, uninstalled: uninstalled)
    }

    private func isInstalled(_ written: WrittenConstraint) -> Bool {
        if written.isPlaceholder && !isSaved { return false }
        // A view that is not installed takes its constraints with it.
        if !uninstalledIDs.isEmpty, [written.firstItem, written.secondItem].contains(where: { $0.map(uninstalledIDs.contains) == true }) {
            return false
        }
        return model.variations.isInstalled(written.id, keys: variationKeys)
    }

    /// A constraint-level `<variation>` that matches replaces the attributes it carries.
    private func applyingVariations(to written: WrittenConstraint) -> WrittenConstraint {
        guard let variations = model.constraintVariations[written.element] else { return written }
        var overrides: [String: String] = [:]
        for (key, element) in variations where variationKeys.contains(key) {
            for name in ["constant", "priority", "multiplier", "relation"] {
                if let value = model.tree.attribute(name, of: element) { overrides[name] = value }
            }
        }
        guard !overrides.isEmpty,
              case .success(let varied) = WrittenConstraint.read(written.element, owner: written.owner, in: model.tree,
                                                                 overrides: overrides) else { return written }
        return varied
    }

    /// The item an id names; an absent id is the owner.
    func item(_ id: String?, owner: ElementTree.Index) -> Item? {
        guard let id else { return model.viewsByElement[owner].map(Item.view) }
        if let view = model.viewsByID[id] { return .view(view) }
        if let guide = model.guides[id] { return .guide(guide) }
        return nil
    }

    private mutating func addWritten(_ written: WrittenConstraint) {
        guard let first = item(written.firstItem, owner: written.owner) else { return }
        let second = written.secondItem.map { item($0, owner: written.owner) }
        if case .some(.none) = second { return }
        for case .view(let view) in [first, second ?? nil] { mentioned.insert(view) }
        let firstVertical = written.firstAttribute.isVertical
        let secondVertical = written.secondAttribute.isVertical
        guard firstVertical || (written.firstAttribute == .width && secondVertical) else { return }
        let secondItem = second ?? nil
        var lhs: LinearExpression
        var rhs: LinearExpression
        let follows = followingKeyboard.contains(written.id)
        if firstVertical {
            guard let expression = follows && model.isScreenBottom(written.firstItem, written.firstAttribute, owner: written.owner)
                ? parameter(.keyboardTop) : expression(of: first, written.firstAttribute, relatedTo: secondItem) else { return }
            lhs = expression
        } else {
            guard case .view(let view) = first, let width = model.screen.views[view].savedFrame?.width else { return }
            lhs = LinearExpression(constant: width)
        }
        if let secondItem {
            if secondVertical {
                guard let expression = follows && model.isScreenBottom(written.secondItem, written.secondAttribute, owner: written.owner)
                    ? parameter(.keyboardTop) : expression(of: secondItem, written.secondAttribute, relatedTo: first) else { return }
                rhs = expression * written.multiplier + written.constant
            } else if written.secondAttribute == .width, firstVertical {
                guard case .view(let view) = secondItem, let width = model.screen.views[view].savedFrame?.width else { return }
                rhs = LinearExpression(constant: width * written.multiplier + written.constant)
            } else {
                return
            }
        } else {
            guard written.firstAttribute == .height else { return }
            rhs = LinearExpression(constant: written.constant)
        }
        // A position with a multiplier is measured from the owner's top.
        if written.multiplier != 1, written.firstAttribute.isPosition, written.secondAttribute.isPosition,
           let owner = model.viewsByElement[written.owner] {
            let origin = LinearExpression(variables.top(owner))
            lhs = lhs - origin
            rhs = rhs - origin * written.multiplier
        }
        constraints.append(SystemConstraint(lhs, relation(written.relation), rhs, priority: written.priority, source: written.id))
    }

    private func relation(_ written: WrittenRelation) -> Relation {
        switch written {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
