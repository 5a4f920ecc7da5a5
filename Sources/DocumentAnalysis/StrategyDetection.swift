import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SpecParser

/// The strategy a document's screen uses (ib.md section 6), and what it needs besides.
struct StrategyChoice {
    var type: any KeyboardStrategy.Type
    var options = StrategyOptions()
    /// The padding when the rule sets one (a table view controller's 0).
    var padding: Double?
    /// The view `avoid shift` moves (rule 5).
    var viewWithOutlets: Int?
    /// Which rule chose it (`1`, `1a`, `1b`, `2` to `8`), for `kb-lsp layout` and import.
    var rule: String
    /// The screen's keyboard code, when rule 1a chose it.
    var code: ControllerCode?
    /// The screen's keyboard code when it has some (KB311), and why it was not understood (KB310).
    var readCode: ControllerCode?
    var notUnderstood: NotUnderstood?
}

extension DocumentAnalyzer {
    /// Section 6: the first rule that applies. Rule 4 lays the screen out with the keyboard
    /// up on `device` to see whether its bottom constraint moves an analysed element; when
    /// it does, `layout` keeps that constraint following the keyboard.
    func strategy(for screen: Screen, of document: InterfaceBuilderDocument, code keyboardCode: ControllerCode?,
                  layout: inout ScreenLayout, on device: Device) -> StrategyChoice {
        if let name = strategies[screen.name], let type = Strategies.named(name) {
            return StrategyChoice(type: type, rule: "1", readCode: keyboardCode)
        }
        var notUnderstood: NotUnderstood?
        if let keyboardCode, keyboardCode.keyboard.hasShowSide {
            // Rule 1a: the code decides when it is understood, tried on the first device in portrait.
            let (geometry, down, _) = solve(&layout, on: device, in: .portrait, keyboardUp: false)
            let evaluation = evaluate(keyboardCode, of: screen, in: document, layout: layout, down: down, geometry: geometry, device: device)
            if let reason = evaluation.notUnderstood {
                notUnderstood = reason
            } else if keyboardCode.keyboard.isKeyboardCodeOnlyWhenMoving && evaluation.effects.isEmpty {
                // A text delegate, or helpers, that move nothing are not the screen's keyboard code.
                var choice = documentStrategy(for: screen, of: document, layout: &layout, on: device)
                choice.readCode = nil
                return choice
            } else {
                return StrategyChoice(type: CodeStrategy.self, rule: "1a", code: keyboardCode, readCode: keyboardCode)
            }
        }
        var choice = documentStrategy(for: screen, of: document, layout: &layout, on: device)
        // Hide observers alone are no keyboard code of the screen's (survey BW).
        choice.readCode = keyboardCode?.keyboard.hasShowSide == true ? keyboardCode : nil
        choice.notUnderstood = notUnderstood
        return choice
    }

    /// Rules 1b and 2 to 8: the project's IQKeyboardManager switch, then the document's clues.
    private func documentStrategy(for screen: Screen, of document: InterfaceBuilderDocument, layout: inout ScreenLayout,
                                  on device: Device) -> StrategyChoice {
        let tree = document.elements
        if let iq = code?.iqKeyboardManager, let className = Self.controllerClassName(of: screen, in: document), iq.handles(className) {
            // A lock file's version wins over the switch's spelling.
            let version = iqKeyboardManagerVersion.map { $0 >= 7 ? 7 : 6 } ?? iq.version
            return StrategyChoice(type: IQKeyboardManagerStrategy.self,
                                  options: Self.iqKeyboardManagerOptions(version: version, distance: iq.place(for: className).distance),
                                  rule: "1b")
        }
        if let controller = screen.controller, ["tableViewController", "collectionViewController"].contains(tree.tag(controller)) {
            return StrategyChoice(type: ScrollStrategy.self, padding: 0, rule: "2")
        }
        if layout.usesKeyboardLayoutGuide {
            return StrategyChoice(type: ResizeStrategy.self, rule: "3")
        }
        let owner = screen.controller ?? document.filesOwner
        let outletIDs = Set(screen.outlets.filter { $0.owner == owner }.map(\.destination))
        let bottoms = layout.bottomConstraints(among: outletIDs)
        if !bottoms.isEmpty {
            layout.constraintsFollowingKeyboard = Set(bottoms)
            let solved = solve(&layout, on: device, in: .portrait, keyboardUp: true)
            let moves = screen.views.indices.contains { view in
                guard screen.views[view].isAnalysed, let up = solved.up else { return false }
                return abs(up.frames[view].top - solved.down.frames[view].top) > 0.5
                    || abs(up.frames[view].height - solved.down.frames[view].height) > 0.5
            }
            if moves { return StrategyChoice(type: ResizeStrategy.self, rule: "4") }
            layout.constraintsFollowingKeyboard = []
        }
        if let shifted = layout.viewsShiftedByOutlets(among: outletIDs).first {
            return StrategyChoice(type: ShiftStrategy.self, viewWithOutlets: shifted, rule: "5")
        }
        if enclosesEditableViews(screen, in: tree, where: { tree.attribute("customClass", of: $0)?.hasPrefix("TPKeyboardAvoiding") == true }) {
            return StrategyChoice(type: ScrollStrategy.self, rule: "6")
        }
        // The lock file names the library, unless the app's code turns it off (survey G46, Cheday).
        if let version = iqKeyboardManagerVersion, code?.iqKeyboardManager?.isDisabledForApp != true {
            return StrategyChoice(type: IQKeyboardManagerStrategy.self,
                                  options: Self.iqKeyboardManagerOptions(version: version >= 7 ? 7 : 6, distance: nil), rule: "7")
        }
        return StrategyChoice(type: configuredStrategy.flatMap(Strategies.named) ?? NoAvoidance.self, rule: "8")
    }

    /// `avoid iqkeyboardmanager version V [distance D]`.
    static func iqKeyboardManagerOptions(version: Int, distance: Double?) -> StrategyOptions {
        let range = SourceRange(0, 0)
        func option(_ name: String, _ value: Double) -> AvoidOption {
            AvoidOption(name: Identifier(name, range: range), values: [NumberLiteral(value: value, range: range)], range: range)
        }
        return StrategyOptions([option("version", Double(version))] + (distance.map { [option("distance", $0)] } ?? []))
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
