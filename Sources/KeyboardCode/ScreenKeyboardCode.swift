import SourceCode

/// What a screen's code does when the keyboard comes up (code.md sections 1 to 4): its
/// keyboard observers, the show handlers that run, in order, and the keyboard layout
/// guide constraints it creates; evaluated per geometry into effects.
public struct ScreenKeyboardCode: Sendable {
    public let code: ClassCode
    /// The project types the code creates that observe the keyboard themselves.
    public let helpers: [KeyboardHelper]
    /// Every keyboard observer of the code, its helpers' included.
    public let observers: [KeyboardObserver]
    /// The show side's observers that run, in the order UIKit posts their notifications
    /// (and, for one notification, of registration).
    public let showObservers: [KeyboardObserver]
    /// `textFieldDidBeginEditing`/`textViewDidBeginEditing` as the show handler of a class
    /// with no keyboard observer, when it moves something.
    public let fieldHandler: ClassCode.Method?
    /// Whether a show handler moves a scroll view's content itself (`setContentOffset`,
    /// `contentOffset =`): Apple's guide form, where a run that does not call it leaves the
    /// content where it is (code.md section 4, `inset`), rather than UIKit scrolling the
    /// first responder into view.
    public let scrollsByOffset: Bool
    /// The expressions that create a constraint to the keyboard layout guide.
    let guideConstraints: [(expression: Expression, path: String)]
    /// The properties the text delegate assigns the field being edited.
    let activeFieldProperties: ActiveFieldProperties.Found
    /// What the delegate's `…BeginEditing` methods set that the handlers read.
    let beginEditingFlags: BeginEditingFlags

    /// `rootView`: the class is the controller's root view's own (`customClass` of its
    /// `view`), whose observers run with that view as `self`.
    public init(className: String, in base: CodeBase, nearestTo directory: String, rootView: Bool = false) {
        let code = ClassCode(className: className, in: base, nearestTo: directory)
        self.code = code
        activeFieldProperties = ActiveFieldProperties.assignments(of: code)
        let helpers = KeyboardHelper.helpers(of: code, nearestTo: directory)
        self.helpers = helpers
        var observers = code.keyboardObservers()
        if rootView {
            for index in observers.indices where observers[index].receiver == nil {
                observers[index].receiver = Expression(.identifier("view"), line: observers[index].line)
            }
        }
        for (index, helper) in helpers.enumerated() {
            observers += helper.code.keyboardObservers().map { observer in
                var observer = observer
                observer.helper = index
                return observer
            }
        }
        self.observers = observers
        showObservers = observers.enumerated()
            .filter { $0.element.notification.isShow && !$0.element.neverRuns }
            .sorted { ($0.element.notification, $0.offset) < ($1.element.notification, $1.offset) }
            .map(\.element)
        var guides: [(Expression, String)] = []
        for method in code.methods {
            guard let body = method.function.body else { continue }
            let path = method.path
            SyntaxWalk.expressions(in: body) { expression in
                guard case .call(let callee, _) = expression.kind, case .member(_, let name) = callee.kind,
                      name.hasPrefix("constraint"), Self.mentionsKeyboardGuide(expression) else { return }
                guides.append((expression, path))
            }
        }
        guideConstraints = guides
        var handlerBodies: [[Statement]] = []
        for observer in showObservers {
            switch observer.handler {
            case .method(let method): handlerBodies.append(method.function.body ?? [])
            case .closure(let closure, _, _): handlerBodies.append(closure.body)
            case .missing: break
            }
        }
        var offsets = false
        for body in Self.bodiesRun(from: handlerBodies, code: code) {
            // Setting the offset, not reading it (`originalOffset = scrollView.contentOffset`
            // keeps it for the hide handler).
            SyntaxWalk.expressions(in: body) { expression in
                if case .call(let callee, _) = expression.kind, case .member(_, "setContentOffset") = callee.kind { offsets = true }
            }
            // In the handler and in the closures it runs (`UIView.animate { … }`).
            var bodies = [body]
            SyntaxWalk.expressions(in: body) { expression in
                if case .closure(let closure) = expression.kind { bodies.append(closure.body) }
            }
            for statements in bodies {
                IQKeyboardManagerSwitch.visitAssignments(statements) { target, _, _ in
                    var current: Expression? = target
                    while let expression = current, case .member(let base, let name) = expression.kind {
                        if name == "contentOffset" { offsets = true }
                        current = base
                    }
                }
            }
        }
        scrollsByOffset = offsets
        beginEditingFlags = BeginEditingFlags(code: code, handlerBodies: handlerBodies, activeFieldProperties: Set(activeFieldProperties.editors.keys))
        if observers.isEmpty {
            fieldHandler = code.method(named: "textFieldDidBeginEditing", labels: ["_"])
                ?? code.method(named: "textViewDidBeginEditing", labels: ["_"])
        } else {
            fieldHandler = nil
        }
    }

    /// Whether the code has anything of section 2: an observer, a guide constraint, or a
    /// field handler.
    public var isPresent: Bool { !observers.isEmpty || !guideConstraints.isEmpty || fieldHandler != nil }

    /// Whether any of it is on the show side (code.md section 5's rule 1a): a show observer
    /// (one that never runs too), a guide constraint, or a field handler. A class that only
    /// observes the keyboard going down runs nothing as it comes up.
    public var hasShowSide: Bool { observers.contains { $0.notification.isShow } || !guideConstraints.isEmpty || fieldHandler != nil }

    /// Whether the only keyboard code is a text delegate's `…DidBeginEditing`, which is the
    /// show handler only when it moves something (code.md section 2).
    public var hasOnlyFieldHandler: Bool { observers.isEmpty && guideConstraints.isEmpty && fieldHandler != nil }

    /// Whether the code's keyboard code is only a text delegate's `…DidBeginEditing` or only
    /// its helpers' observers: when it moves nothing of the screen it is not the screen's
    /// keyboard code (a snackbar or a pull-to-refresh footer that moves itself; a decision
    /// of `docs/decisions.md`). A helper's observer that never runs is the screen's (KB311).
    public var isKeyboardCodeOnlyWhenMoving: Bool {
        guideConstraints.isEmpty && (hasOnlyFieldHandler || (!observers.isEmpty && observers.allSatisfy { $0.helper != nil && !$0.neverRuns }))
    }

    /// Where the code is shown (code.md section 6's `path` and `line`) and by what name: the
    /// first show handler, the text delegate's handler, the first observer, or the first
    /// keyboard layout guide constraint.
    public var place: (path: String, line: Int, name: String)? {
        if let first = showObservers.first { return (first.handlerPlace.path, first.handlerPlace.line, first.handlerName) }
        if let handler = fieldHandler { return (handler.path, handler.function.line, handler.selectorName) }
        if let first = observers.first { return (first.path, first.line, first.handlerName) }
        return guideConstraints.first.map { ($0.path, $0.expression.line, "a keyboard layout guide constraint") }
    }

    /// Whether what the handlers do depends on the field being edited: a run read it, or
    /// the text delegate sets what they read as its editing begins.
    public func dependsOnField(_ runs: some Collection<CodeRun>) -> Bool {
        !beginEditingFlags.isEmpty || runs.contains(where: \.readsActiveField)
    }

    /// The observers that never run (KB311).
    public var neverRunning: [KeyboardObserver] { observers.filter(\.neverRuns) }

    /// The handlers run in `geometry`: one run when their effects do not depend on the
    /// active field, else one per field of `screen` (by view index).
    public func run(in geometry: CodeGeometry, screen: CodeScreen) -> [Int?: CodeRun] {
        if fieldHandler != nil, showObservers.isEmpty {
            var runs: [Int?: CodeRun] = [:]
            for field in screen.fields { runs[field] = runOnce(in: geometry, screen: screen, activeField: field) }
            return runs
        }
        let first = runOnce(in: geometry, screen: screen, activeField: screen.fields.first)
        guard dependsOnField([first]), screen.fields.count > 1 else { return [nil: first] }
        var runs: [Int?: CodeRun] = [:]
        for field in screen.fields { runs[field] = runOnce(in: geometry, screen: screen, activeField: field) }
        return runs
    }

    func runOnce(in geometry: CodeGeometry, screen: CodeScreen, activeField: Int?) -> CodeRun {
        var evaluator = Evaluator(code: code, helpers: helpers, geometry: geometry, screen: screen, activeField: activeField,
                                  activeFieldProperties: activeFieldProperties)
        if let activeField, !beginEditingFlags.isEmpty { evaluator.beginEditing(activeField, flags: beginEditingFlags) }
        for observer in showObservers where !evaluator.isStopped {
            evaluator.notification = observer.notification
            evaluator.selfObject = observer.receiver.map { evaluator.evaluate($0) }
            defer { evaluator.selfObject = nil }
            switch observer.handler {
            case .method(let method):
                evaluator.runHandler(method.function.body ?? [], parameters: method.function.parameterNames, path: method.path,
                                     helper: observer.helper)
            case .closure(let closure, let path, _):
                evaluator.runHandler(observer.captured + closure.body, parameters: closure.parameterNames.isEmpty ? ["$0"] : closure.parameterNames, path: path,
                                     helper: observer.helper)
            case .missing(let name):
                evaluator.path = observer.path
                evaluator.stop("the handler \(name), which the reader cannot find", line: observer.line)
            }
            if evaluator.unmodelledMove?.handler.isEmpty == true {
                evaluator.unmodelledMove?.handler = observer.handlerName
                evaluator.unmodelledMove?.handlerPath = observer.handlerPlace.path
                evaluator.unmodelledMove?.handlerLine = observer.handlerPlace.line
            }
            if evaluator.isStopped, evaluator.run.notUnderstood?.handler.isEmpty == true {
                let place = observer.handlerPlace
                evaluator.run.notUnderstood?.handler = observer.handlerName
                evaluator.run.notUnderstood?.handlerPath = place.path
                evaluator.run.notUnderstood?.handlerLine = place.line
            }
        }
        if showObservers.isEmpty, let fieldHandler, let activeField {
            evaluator.runHandler(fieldHandler.function.body ?? [], parameters: fieldHandler.function.parameterNames,
                                 path: fieldHandler.path, field: activeField)
            evaluator.run.readsActiveField = true
        }
        for (expression, path) in guideConstraints where !evaluator.isStopped {
            evaluator.path = path
            _ = evaluator.evaluate(expression)
        }
        // A field moved by its frame ends the reading there, before a later stop (survey BJ).
        if evaluator.run.effects.isEmpty || (evaluator.movesField && !evaluator.laidOutAfterMove), let move = evaluator.unmodelledMove,
           evaluator.run.notUnderstood == nil || (evaluator.movesField && evaluator.unmodelledMoveStep < evaluator.stopStep) {
            evaluator.run.notUnderstood = move
        }
        return evaluator.run
    }

    /// The bodies the show handlers run: theirs, then those of the code's methods and of
    /// the project's extension methods of UIKit classes that they call, transitively (a
    /// category of `UIScrollView` that sets the offset).
    static func bodiesRun(from handlers: [[Statement]], code: ClassCode) -> [[Statement]] {
        var candidates = code.methods
        for (type, path, function) in code.base.platformExtensionMethods where type.hasPrefix("UI") {
            candidates.append(ClassCode.Method(path: path, function: function, owner: type))
        }
        var bodies = handlers, used: Set<Int> = [], names: Set<String> = []
        var next = 0
        while next < bodies.count, bodies.count < 64 {
            SyntaxWalk.expressions(in: bodies[next]) { expression in
                if case .call(let callee, _) = expression.kind {
                    switch callee.kind {
                    case .identifier(let name), .member(_, let name): names.insert(name)
                    default: break
                    }
                }
            }
            next += 1
            for (index, candidate) in candidates.enumerated() where !used.contains(index) && names.contains(candidate.function.name) {
                used.insert(index)
                if let body = candidate.function.body { bodies.append(body) }
            }
        }
        return bodies
    }

    static func mentionsKeyboardGuide(_ expression: Expression) -> Bool {
        var found = false
        SyntaxWalk.walk(expression, depth: 0) { inner in
            if case .member(_, "keyboardLayoutGuide") = inner.kind { found = true }
        }
        return found
    }
}
