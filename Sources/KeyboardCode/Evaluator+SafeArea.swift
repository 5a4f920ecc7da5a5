import SourceCode

extension Evaluator {
    /// The member of the controller's `additionalSafeAreaInsets` that `target` sets (`""`
    /// for the whole insets), if it sets them.
    static func safeAreaMember(of target: Expression) -> String? {
        var described = describe(target)
        if described.hasPrefix("self.") { described.removeFirst(5) }
        guard described.hasPrefix("additionalSafeAreaInsets") else { return nil }
        return String(described.dropFirst("additionalSafeAreaInsets".count).drop { $0 == "." })
    }

    /// `additionalSafeAreaInsets.bottom = E` (or the whole insets): the safe area's bottom
    /// rises by `E`, and what is pinned to it with it; a root that scrolls (a table view
    /// controller's) insets its content by the safe area's bottom (a decision of
    /// `docs/decisions.md`). The effect's value is how far above the keyboard's top the
    /// raised bottom is (0: `E` is the keyboard's height less the safe area's own bottom).
    mutating func raiseSafeArea(_ member: String, _ value: Value, words: String, line: Int) {
        let bottom: Value?
        switch member {
        case "bottom": bottom = value
        case "": bottom = if case .insets(_, _, let bottom, _) = value { .number(bottom) } else { value.isUnknown ? value : nil }
        default: bottom = nil
        }
        guard let bottom else {
            stop("additionalSafeAreaInsets\(member.isEmpty ? "" : "." + member) (\(words)), which kb-lsp does not model", line: line)
            return
        }
        guard let inset = require(bottom.number, bottom, line: line) else { return }
        let raised = geometry.safeBottom - inset.value
        record(.safeArea, geometry.screenHeight - geometry.keyboardHeight - raised, words, line)
        if let root = screen.views.first, root.kind == .scroll || root.kind == .textView {
            record(.inset(scroll: 0), max(0, geometry.rootBottom - raised), words, line)
        }
    }

    /// The window's safe area (`window.safeAreaLayoutGuide.layoutFrame`): below the status
    /// bar, above the home indicator.
    var windowSafeArea: Value {
        .rect(x: Value.zero, y: Quantity(geometry.statusBarHeight, "status bar"), width: Quantity(geometry.screenWidth),
              height: Quantity(geometry.screenHeight - geometry.statusBarHeight - geometry.homeIndicatorHeight, "the window's safe-area height"))
    }
}
