import SourceCode

/// UIKit's constraint pass: `setNeedsUpdateConstraints()` asks for the controller's
/// `updateViewConstraints()`, which UIKit runs at the next layout pass: a `layoutIfNeeded()`
/// or `updateConstraintsIfNeeded()` the handler makes, else the pass after the handler
/// returns, before the keyboard's animation is drawn. A handler that keeps the keyboard's
/// height and asks for the pass sets its constants there (survey DN, a MemeMe editor).
/// Only the project's own `updateViewConstraints()` runs; UIKit's sets nothing of section 4.
extension Evaluator {
    mutating func layoutPassCall(_ name: String, line: Int) {
        // The controller's code asks for it (a helper's view is none of the controller's).
        guard context == nil, selfObject == nil else { return }
        switch name {
        case "setNeedsUpdateConstraints": constraintsUpdatePending = true
        case "layoutIfNeeded", "updateConstraintsIfNeeded": runPendingConstraintsUpdate()
        default: break
        }
    }

    /// The pass after a handler returns: a pending update runs, in the controller's code.
    mutating func finishLayoutPass() {
        guard constraintsUpdatePending, !isStopped else { return }
        let (savedContext, savedPath, savedScopes) = (context, path, scopes)
        context = nil
        runPendingConstraintsUpdate()
        (context, path, scopes) = (savedContext, savedPath, savedScopes)
    }

    /// Runs the project's `updateViewConstraints()` of the controller, once per request.
    private mutating func runPendingConstraintsUpdate() {
        guard constraintsUpdatePending else { return }
        constraintsUpdatePending = false
        guard let method = code.method(named: "updateViewConstraints", labels: nil), let body = method.function.body else { return }
        let running = "call \(method.path):\(method.function.line)"
        guard inProgress.insert(running).inserted else { return }
        defer { inProgress.remove(running) }
        _ = invoke(body, parameters: [], arguments: [], path: method.path, in: .some(nil))
    }

    /// A layout pass puts the views the handlers moved by their frame or centre back where
    /// their constraints hold them: those moves are undone (a transform stays).
    mutating func undoFrameShifts() {
        let undone = Set(viewShifts.filter(\.value.byFrame).keys)
        guard !undone.isEmpty else { return }
        for view in undone { viewShifts[view] = nil }
        run.effects.removeAll { if case .viewShift(let view) = $0.kind { undone.contains(view) } else { false } }
    }
}
