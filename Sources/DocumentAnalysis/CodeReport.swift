import Diagnostics
import SpecParser
import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode

extension DocumentAnalyzer {
    /// What `kb-lsp layout` says of a screen's keyboard code in one geometry (code.md section 6).
    func codeReport(of choice: StrategyChoice, screen: Screen, document: InterfaceBuilderDocument, layout: ScreenLayout,
                    device: Device, orientation: Orientation) -> DocumentLayoutReport.CodeReport? {
        if choice.rule == "1b", let iq = code?.iqKeyboardManager {
            let place = iq.place(for: Self.controllerClassName(of: screen, in: document) ?? "")
            return DocumentLayoutReport.CodeReport(path: shown(place.path), line: place.line, handler: "IQKeyboardManager",
                                                   effect: "iqkeyboardmanager",
                                                   details: ["\(Self.fileName(place.path)):\(place.line) enables IQKeyboardManager"
                                                             + (place.distance.map { " with a distance of \(formatPoints($0)) pt" } ?? "")])
        }
        guard let controller = choice.readCode, controller.keyboard.isPresent else { return nil }
        let keyboardCode = controller.keyboard
        let (path, line, handler) = keyboardCode.place ?? ("", 0, "")
        var layout = layout
        let (geometry, down, _) = solve(&layout, on: device, in: orientation, keyboardUp: false)
        let evaluation = evaluate(controller, of: screen, in: document, layout: layout, down: down, geometry: geometry, device: device)
        if let reason = evaluation.notUnderstood {
            return DocumentLayoutReport.CodeReport(
                path: shown(reason.handlerPath.isEmpty ? path : reason.handlerPath), line: reason.handlerLine > 0 ? reason.handlerLine : line,
                handler: reason.handler.isEmpty ? handler : reason.handler, effect: "not-understood",
                details: ["not understood: \(reason.reason) at \(Self.fileName(reason.path)):\(reason.line)"])
        }
        let effects = evaluation.effects
        if keyboardCode.isKeyboardCodeOnlyWhenMoving && effects.isEmpty { return nil }
        // code.md section 6: `inset` or `scroll` when a scroll view is inset; else the last
        // effect, a table scrolled to its bottom after a constant is set being no inset.
        // Content moved with no inset at all is not Apple's guide form: `scroll`; nor is an
        // offset that does not depend on the field edited (`contentOffset.y + height`).
        let isInset = effects.contains { switch $0.kind { case .inset, .contentSize: true; default: false } }
        // Content scrolled in a scroll view that holds a field brings fields into view: a
        // scroll, beside a constant too (survey CN); a list without one (a chat's messages
        // scrolled to the end) is passed over.
        let isScroll = isInset || effects.contains { effect in
            switch effect.kind {
            case .contentOffset(let scroll), .scrollRect(let scroll, _):
                screen.views.contains { field in
                    let content = screen.views[scroll].element
                    return field.isAnalysed && field.element != content && document.elements.isDescendant(field.element, of: content)
                }
            default: false
            }
        }
        let moving = effects.filter { switch $0.kind { case .contentOffset, .scrollRect: false; default: true } }
        // (Decided by the code, not by how many fields the screen has: survey BD, BE.)
        let byField = evaluation.dependsOnField || !evaluation.motions.isEmpty && !evaluation.motions.keys.contains("")
        // Apple's guide form; on a table view controller's table, only where its offset runs.
        let guideForm = keyboardCode.scrollsByOffset && (evaluation.controllerScroll.map { table in
            effects.contains { if case .contentOffset(table) = $0.kind { true } else { false } }
        } ?? true)
        let effect = isScroll ? (isInset && guideForm && byField ? "inset" : "scroll")
            : moving.isEmpty && !effects.isEmpty ? "scroll" : moving.last?.name ?? "none"
        func lines(_ effects: [CodeEffect]) -> [String] {
            effects.map(Self.detail)
        }
        var details = lines(effects)
        if effects.isEmpty { details = keyboardCode.neverRunning.isEmpty ? ["moves nothing of this screen"] : ["its observers never run"] }
        // What the handlers do differs by the field edited (a flag its editing sets, survey
        // BV): each field's, by name.
        if evaluation.fieldEffects.contains(where: { $0.effects != effects }) {
            details = evaluation.fieldEffects.map { field, own in
                "editing \(field): " + (own.isEmpty ? "moves nothing of this screen" : lines(own).joined(separator: "; "))
            }
        }
        return DocumentLayoutReport.CodeReport(path: shown(path), line: line, handler: handler, effect: effect, details: details)
    }

    /// A path of the project's code as reports show it: relative to the project's root.
    private func shown(_ path: String) -> String { code?.displayName(of: path) ?? path }
}
