import SourceCode

/// Finds the helpers a class's code makes (code.md section 1): the project types it creates
/// whose code observes the keyboard, itself or through a helper it keeps.
struct HelperSearch {
    let screen: ClassCode
    let directory: String
    /// Each project type looked at: its code when it observes the keyboard, else nil.
    private var observing: [String: ClassCode?] = [:]
    /// The types whose observing is being decided (a type that keeps one of its own kind).
    private var deciding: Set<String> = []

    init(screen: ClassCode, directory: String) {
        self.screen = screen
        self.directory = directory
    }

    /// The helpers `maker`'s code creates: the screen's, given one of its views, constraints
    /// or the controller (code.md); a helper's (`parent`), any it keeps.
    mutating func made(by maker: ClassCode, parent: Int?) -> [KeyboardHelper] {
        var kept: [(name: String?, code: ClassCode, creation: Expression, path: String)] = []
        let own = Set(maker.lineage)
        let creation = { (search: inout HelperSearch, value: Expression) -> ClassCode? in
            guard let type = KeyboardHelper.createdType(value), !own.contains(type) else { return nil }
            return search.helperCode(type, depth: parent == nil ? 0 : 1)
        }
        for site in maker.sites {
            // A static property is one object for every controller (a shared progress HUD),
            // made before any screen: no screen's helper.
            for property in site.declaration.properties where !property.isStatic {
                guard let initial = property.initialValue else { continue }
                if let helper = creation(&self, initial) {
                    kept.append((property.name, helper, initial, site.path))
                } else if case .call(let callee, let arguments) = initial.kind, arguments.isEmpty, case .closure(let made) = callee.kind {
                    // `lazy var observer: T = { let observer = T { … }; return observer }()`.
                    var inner: [(String, Expression)] = []
                    KeyboardHelper.visitDeclarations(made.body) { inner.append(($0, $1)) }
                    for (_, value) in inner { if let helper = creation(&self, value) { kept.append((property.name, helper, value, site.path)) } }
                }
            }
        }
        var assignments: [(target: Expression, value: Expression, path: String)] = []
        var calls: [(receiver: String, call: Expression, path: String)] = []
        // The methods' bodies, and the `didSet` of properties (an outlet's, made when it is set).
        let bodies = maker.methods.compactMap { method in method.function.body.map { ($0, method.path, method.function.name) } }
            + maker.sites.flatMap { site in site.declaration.properties.compactMap { property in property.didSet.map { ($0, site.path, "") } } }
        let loading = Self.loadingMethodNames(of: maker)
        for (body, path, method) in bodies {
            var made: [(String, Expression)] = []
            IQKeyboardManagerSwitch.visitAssignments(body) { target, value, _ in
                assignments.append((target, value, path))
                made.append((Evaluator.describe(target), value))
            }
            KeyboardHelper.visitDeclarations(body) { made.append(($0, $1)) }
            for (name, value) in made { if let helper = creation(&self, value) { kept.append((name, helper, value, path)) } }
            // The calls that run as the screen loads (a call made when a button is tapped
            // gives the helper nothing before the keyboard comes up: twiliochat's `resetScroll()`).
            guard loading.contains(method) else { continue }
            SyntaxWalk.expressions(in: body) { expression in
                guard case .call(let callee, _) = expression.kind, case .member(let base?, _) = callee.kind else { return }
                calls.append((Self.receiverName(base), expression, path))
            }
        }
        let screenNames = Set(maker.sites.flatMap { $0.declaration.properties.filter(\.isOutlet).map(\.name) } + ["self", "view"])
        var found: [KeyboardHelper] = []
        for (name, helperCode, expression, path) in kept {
            var settings: [(String, Expression, String)] = []
            for (target, value, settingPath) in assignments {
                guard let name, case .member(let base?, let member) = target.kind, Evaluator.describe(base) == name else { continue }
                settings.append((member, value, settingPath))
            }
            let ownCalls = calls.filter { name != nil && $0.receiver == name }.map { ($0.call, $0.path) }
            // code.md: made with one of the screen's views or constraints (or the controller)
            // as an argument, or given one, or a closure, by the class after: a helper of
            // this screen. A HUD made with a style only is not, nor an object given a number
            // (`h.avail = 5`) or a rectangle (`Helper(frame: view.bounds)`).
            if parent == nil {
                let given = settings.contains { KeyboardHelper.isScreenObject($0.1, among: screenNames) }
                    || ownCalls.contains { KeyboardHelper.mentions(screenNames, in: $0.0) }
                guard given || KeyboardHelper.mentions(screenNames, in: expression) else { continue }
            }
            found.append(KeyboardHelper(code: helperCode, creation: expression, path: path, settings: settings, calls: ownCalls,
                                        parent: parent, name: name))
        }
        return found
    }

    /// The methods of `code` that run as its object loads: UIKit's loading methods (an
    /// initializer, `viewDidLoad`) and the methods of its own they call.
    static func loadingMethodNames(of code: ClassCode) -> Set<String> {
        var names = ClassCode.loadingMethods
        for method in code.methods where ClassCode.loadingMethods.contains(method.function.name) {
            SyntaxWalk.expressions(in: method.function.body ?? []) { expression in
                guard case .call(let callee, _) = expression.kind else { return }
                switch callee.kind {
                case .identifier(let name): names.insert(name)
                case .member(let base?, let name): if case .identifier("self") = base.kind { names.insert(name) }
                default: break
                }
            }
        }
        return names
    }

    /// `name`, `self.name`, `name?`, `name!`: the name a call's receiver is kept under.
    static func receiverName(_ expression: Expression) -> String {
        switch expression.kind {
        case .unwrap(let inner), .cast(let inner, _, _): receiverName(inner)
        default: Evaluator.describe(expression)
        }
    }

    /// The code of `type` when it is a project type, not a view controller, that observes
    /// the keyboard: in its own methods, or (`depth` below the limit) through a helper of
    /// its own kept in a stored property (UnderKeyboard's layout constraint keeps its
    /// observer).
    mutating func helperCode(_ type: String, depth: Int) -> ClassCode? {
        if let known = observing[type] { return known }
        guard type != screen.lineage.first, screen.base.declaredNames.contains(type), deciding.insert(type).inserted else { return nil }
        defer { deciding.remove(type) }
        var result: ClassCode?
        // A view controller made in code is another screen, and what the project's UIKit
        // extensions register (`extension UIViewController`) every object of that kind
        // does: neither makes a helper of this screen.
        let candidate = ClassCode(className: type, in: screen.base, nearestTo: directory)
        let own = candidate.methods.filter { screen.base.declaredNames.contains($0.owner) }
        if !candidate.isViewController {
            if !candidate.keyboardObservers(in: own).isEmpty {
                result = candidate
            } else if depth < KeyboardHelper.nestingLimit, keepsObservingHelper(candidate, depth: depth + 1) {
                result = candidate
            }
        }
        observing[type] = result
        return result
    }

    /// Whether a stored property of `code` is made as a helper that observes the keyboard.
    private mutating func keepsObservingHelper(_ code: ClassCode, depth: Int) -> Bool {
        for site in code.sites {
            for property in site.declaration.properties where !property.isStatic {
                guard let initial = property.initialValue, let type = KeyboardHelper.createdType(initial),
                      !code.lineage.contains(type) else { continue }
                if helperCode(type, depth: depth) != nil { return true }
            }
        }
        return false
    }
}
