import SourceCode

/// A project type that a screen's code creates and that observes the keyboard itself
/// (code.md section 1, helpers): a `KeyboardObserver(scrollView: scrollView)`, with what
/// the class then sets on it (`helper.padding = 40`, `helper.delegate = self`, a closure).
public struct KeyboardHelper: Sendable {
    /// The helper type's code.
    public let code: ClassCode
    /// `Helper(arguments)` as the screen's code writes it, and where.
    let creation: Expression
    let path: String
    /// What the screen's code assigns to the helper's members after creating it.
    let settings: [(member: String, value: Expression, path: String)]

    /// The helpers of a class's code: each creation of a project type whose code observes
    /// the keyboard, with the members the class sets on the name it keeps it under.
    static func helpers(of code: ClassCode, nearestTo directory: String) -> [KeyboardHelper] {
        var found: [KeyboardHelper] = []
        var observing: [String: ClassCode?] = [:]
        func helperCode(_ type: String) -> ClassCode? {
            if let known = observing[type] { return known }
            var result: ClassCode?
            if type != code.lineage.first, code.base.declaredNames.contains(type) {
                // A view controller made in code is another screen, and what the project's
                // UIKit extensions register (`extension UIViewController`) every object of
                // that kind does: neither makes a helper of this screen.
                let candidate = ClassCode(className: type, in: code.base, nearestTo: directory)
                let own = candidate.methods.filter { code.base.declaredNames.contains($0.owner) }
                if !candidate.isViewController, !candidate.keyboardObservers(in: own).isEmpty { result = candidate }
            }
            observing[type] = result
            return result
        }
        /// A creation `T(…)`, `T.init(…)`, Objective-C's `[[T alloc] initWith…]` or `[T new]`
        /// of an observing project type, and its type's code.
        func creation(_ expression: Expression) -> ClassCode? {
            guard let type = Self.createdType(expression) else { return nil }
            return helperCode(type)
        }
        var kept: [(name: String?, code: ClassCode, creation: Expression, path: String)] = []
        for site in code.sites {
            // A static property is one object for every controller (a shared progress HUD),
            // made before any screen: no screen's helper.
            for property in site.declaration.properties where !property.isStatic {
                guard let initial = property.initialValue else { continue }
                if let helper = creation(initial) {
                    kept.append((property.name, helper, initial, site.path))
                } else if case .call(let callee, let arguments) = initial.kind, arguments.isEmpty, case .closure(let made) = callee.kind {
                    // `lazy var observer: T = { let observer = T { … }; return observer }()`.
                    visitDeclarations(made.body) { _, value in
                        if let helper = creation(value) { kept.append((property.name, helper, value, site.path)) }
                    }
                }
            }
        }
        var assignments: [(target: Expression, value: Expression, path: String)] = []
        // The methods' bodies, and the `didSet` of properties (an outlet's, made when it is set).
        let bodies = code.methods.compactMap { method in method.function.body.map { ($0, method.path) } }
            + code.sites.flatMap { site in site.declaration.properties.compactMap { property in property.didSet.map { ($0, site.path) } } }
        for (body, path) in bodies {
            IQKeyboardManagerSwitch.visitAssignments(body) { target, value, _ in
                assignments.append((target, value, path))
                if let helper = creation(value) { kept.append((Evaluator.describe(target), helper, value, path)) }
            }
            visitDeclarations(body) { name, value in
                if let helper = creation(value) { kept.append((name, helper, value, path)) }
            }
        }
        let screenNames = Set(code.sites.flatMap { $0.declaration.properties.filter(\.isOutlet).map(\.name) } + ["self", "view"])
        for (name, helperCode, expression, path) in kept {
            var settings: [(String, Expression, String)] = []
            for (target, value, settingPath) in assignments {
                guard let name, case .member(let base?, let member) = target.kind, Evaluator.describe(base) == name else { continue }
                settings.append((member, value, settingPath))
            }
            // code.md: made with one of the screen's views or constraints (or the controller)
            // as an argument, or given one, or a closure, by the class after: a helper of
            // this screen. A HUD made with a style only is not, nor an object given a number
            // (`h.avail = 5`) or a rectangle (`Helper(frame: view.bounds)`).
            let given = settings.contains { isScreenObject($0.1, among: screenNames) }
            guard given || mentions(screenNames, in: expression) else { continue }
            found.append(KeyboardHelper(code: helperCode, creation: expression, path: path, settings: settings))
        }
        return found
    }

    /// The project type `expression` creates, in either language: `T(…)`, `T.init(…)`,
    /// `[[T alloc] initWithView:…]`, `[T new]`.
    static func createdType(_ expression: Expression) -> String? {
        guard case .call(let callee, _) = expression.kind else { return nil }
        switch callee.kind {
        case .identifier(let type): return type
        case .member(let base?, let name):
            if name == "init" || name == "new", case .identifier(let type) = base.kind { return type }
            if name.hasPrefix("init"), case .call(let allocation, let none) = base.kind, none.isEmpty,
               case .member(let allocated?, "alloc") = allocation.kind, case .identifier(let type) = allocated.kind { return type }
            return nil
        default: return nil
        }
    }

    /// Whether one of a creation's arguments is the controller, its view or one of its outlets.
    static func mentions(_ names: Set<String>, in creation: Expression) -> Bool {
        guard case .call(_, let arguments) = creation.kind else { return false }
        return arguments.contains { isScreenObject($0.value, among: names) }
    }

    /// Whether `expression` is the controller, its view or one of its outlets (`self`,
    /// `scrollView!`, `self.bottom as NSLayoutConstraint`, `[a, b]`), not something of theirs
    /// (`view.bounds`), or a closure that names one (it calls back into the screen's code:
    /// woocommerce's `KeyboardFrameObserver { [weak self] frame in … }`).
    static func isScreenObject(_ expression: Expression, among names: Set<String>, depth: Int = 0) -> Bool {
        guard depth < SyntaxWalk.depthLimit else { return false }
        switch expression.kind {
        case .closure(let closure):
            var found = false
            SyntaxWalk.expressions(in: closure.body) { inner in
                switch inner.kind {
                case .identifier(let name), .member(_, let name): if names.contains(name) { found = true }
                default: break
                }
            }
            return found
        case .identifier(let name): return names.contains(name)
        case .member(let base, let name):
            guard let base else { return names.contains(name) }
            if case .identifier("self") = base.kind { return names.contains(name) }
            return false
        case .unwrap(let inner), .cast(let inner, _, _): return isScreenObject(inner, among: names, depth: depth + 1)
        case .array(let elements): return elements.contains { isScreenObject($0, among: names, depth: depth + 1) }
        default: return false
        }
    }

    /// `let name = value` in statements, nested blocks included.
    static func visitDeclarations(_ statements: [Statement], depth: Int = 0, _ visit: (String, Expression) -> Void) {
        guard depth < SyntaxWalk.depthLimit else { return }
        for statement in statements {
            switch statement.kind {
            case .declaration(let names, _, _, let value?) where names.count == 1: visit(names[0], value)
            case .if(_, let then, let otherwise):
                visitDeclarations(then, depth: depth + 1, visit)
                visitDeclarations(otherwise ?? [], depth: depth + 1, visit)
            case .guard(_, let body), .block(let body), .loop(let body): visitDeclarations(body, depth: depth + 1, visit)
            default: break
            }
        }
    }
}
