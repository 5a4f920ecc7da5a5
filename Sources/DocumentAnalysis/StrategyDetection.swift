import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser

/// The strategy a document's screen uses (ib.md section 6), and what it needs besides.
struct StrategyChoice {
    var type: any KeyboardStrategy.Type
    var options = StrategyOptions()
    /// The padding when the rule sets one (a table view controller's 0).
    var padding: Double?
    /// The view `avoid shift` moves (rule 5).
    var viewWithOutlets: Int?
    /// Which rule chose it (1 to 8), for `kb-lsp layout`.
    var rule: Int
}

extension DocumentAnalyzer {
    /// Section 6: the first rule that applies. Rule 4 lays the screen out with the keyboard
    /// up on `device` to see whether its bottom constraint moves an analysed element; when
    /// it does, `layout` keeps that constraint following the keyboard.
    func strategy(for screen: Screen, of document: InterfaceBuilderDocument, layout: inout ScreenLayout,
                  on device: Device) -> StrategyChoice {
        let tree = document.elements
        if let name = strategies[screen.name], let type = Strategies.named(name) {
            return StrategyChoice(type: type, rule: 1)
        }
        if let controller = screen.controller, ["tableViewController", "collectionViewController"].contains(tree.tag(controller)) {
            return StrategyChoice(type: ScrollStrategy.self, padding: 0, rule: 2)
        }
        if layout.usesKeyboardLayoutGuide {
            return StrategyChoice(type: ResizeStrategy.self, rule: 3)
        }
        let owner = screen.controller ?? document.filesOwner
        let outletIDs = Set(screen.outlets.filter { $0.owner == owner }.map(\.destination))
        let bottoms = layout.bottomConstraints(among: outletIDs)
        if !bottoms.isEmpty {
            layout.constraintsFollowingKeyboard = Set(bottoms)
            let solved = Self.solve(&layout, on: device, in: .portrait, keyboardUp: true)
            let moves = screen.views.indices.contains { view in
                guard screen.views[view].isAnalysed, let up = solved.up else { return false }
                return abs(up.frames[view].top - solved.down.frames[view].top) > 0.5
                    || abs(up.frames[view].height - solved.down.frames[view].height) > 0.5
            }
            if moves { return StrategyChoice(type: ResizeStrategy.self, rule: 4) }
            layout.constraintsFollowingKeyboard = []
        }
        if let shifted = layout.viewsShiftedByOutlets(among: outletIDs).first {
            return StrategyChoice(type: ShiftStrategy.self, viewWithOutlets: shifted, rule: 5)
        }
        if enclosesEditableViews(screen, in: tree, where: { tree.attribute("customClass", of: $0)?.hasPrefix("TPKeyboardAvoiding") == true }) {
            return StrategyChoice(type: ScrollStrategy.self, rule: 6)
        }
        if let version = iqKeyboardManagerVersion {
            let major = version >= 7 ? 7 : 6
            let range = SourceRange(0, 0)
            let option = AvoidOption(name: Identifier("version", range: range),
                                     values: [NumberLiteral(value: Double(major), range: range)], range: range)
            return StrategyChoice(type: IQKeyboardManagerStrategy.self, options: StrategyOptions([option]), rule: 7)
        }
        return StrategyChoice(type: configuredStrategy.flatMap(Strategies.named) ?? NoAvoidance.self, rule: 8)
    }

    /// Whether a view that `matches` encloses an analysed view.
    private func enclosesEditableViews(_ screen: Screen, in tree: ElementTree, where matches: (ElementTree.Index) -> Bool) -> Bool {
        let containers = Set(screen.views.indices.filter { matches(screen.views[$0].element) })
        guard !containers.isEmpty else { return false }
        for view in screen.views where view.isAnalysed {
            var current = view.parent
            while let index = current {
                if containers.contains(index) { return true }
                current = screen.views[index].parent
            }
        }
        return false
    }
}
