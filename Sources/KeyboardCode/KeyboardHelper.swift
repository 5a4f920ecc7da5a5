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
    /// What the maker's code assigns to the helper's members after creating it.
    let settings: [(member: String, value: Expression, path: String)]
    /// The maker's calls of the helper's methods (`follower.attach(bottom, gap: 8)`): they
    /// run as the screen loads, after its initializer.
    let calls: [(call: Expression, path: String)]
    /// The helper whose code makes this one (a follower that keeps a keyboard watcher in
    /// `private let watcher = KeyboardWatcher()`); nil when the screen's code does.
    let parent: Int?
    /// The name its maker keeps it under, if any.
    let name: String?

    /// How deep helpers are followed inside helpers.
    static let nestingLimit = 2

    /// The helpers of a class's code: each creation of a project type whose code observes
    /// the keyboard (itself, or through a helper of its own), with the members the class
    /// sets on the name it keeps it under and the methods it calls on it; then the helpers
    /// those helpers make, in turn.
    static func helpers(of code: ClassCode, nearestTo directory: String) -> [KeyboardHelper] {
        var search = HelperSearch(screen: code, directory: directory)
        var found = search.made(by: code, parent: nil)
        var depths = [Int](repeating: 0, count: found.count)
        var next = 0
        while next < found.count {
            if depths[next] < nestingLimit {
                let nested = search.made(by: found[next].code, parent: next)
                found += nested
                depths += [Int](repeating: depths[next] + 1, count: nested.count)
            }
            next += 1
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
            case .guard(_, let body), .block(let body), .loop(let body, _): visitDeclarations(body, depth: depth + 1, visit)
            default: break
            }
        }
    }
}
