import SourceCode

/// Registrations whose notification or handler is not written in the call (code.md
/// section 2 counts a registration anywhere in the screen's code, in every spelling).
extension ClassCode {
    /// The method's locals (at its top level) bound to a keyboard notification's name
    /// (`let name = UIResponder.keyboardWillShowNotification`).
    /// Whether `expression` holds `publisher(for:)` or `rx.notification` of a keyboard notification.
    static func publishesNotification(_ expression: Expression) -> Bool {
        var found = false
        SyntaxWalk.walk(expression, depth: 0) { node in
            if !found, case .call(let callee, let arguments) = node.kind, case .member(_, let name) = callee.kind,
               name == "publisher" || name == "notification", let first = arguments.first {
                found = KeyboardNotification(spelledAs: first.value) != nil
            }
        }
        return found
    }

    static func notificationNames(in body: [Statement]) -> [String: Expression] {
        var names: [String: Expression] = [:]
        for statement in body {
            // A notification's name, or a publisher of one (`let shown = NotificationCenter
            // .default.publisher(for: …)`, merged into the one subscribed to further down).
            if case .declaration(let bound, _, _, let value?) = statement.kind, bound.count == 1,
               KeyboardNotification(spelledAs: value) != nil || publishesNotification(value) {
                names[bound[0]] = value
            }
        }
        return names
    }

    /// Of `own` (the methods of the class and its project superclasses), those that run for
    /// this class: the class's own wherever they are (code.md section 2), and of its
    /// superclasses those UIKit runs (`isRunByUIKit`) or that the running code names, calls
    /// or gives as a selector, transitively. A base class's helper that only some subclasses
    /// call (`registerKeyboardHeightChangeObservers()`) registers for those alone, as a shared
    /// extension's does (survey DP: plantasia's BaseViewController made five screens that
    /// never call it `code`, moving nothing).
    func runningForThisClass(_ own: [Method]) -> [Method] {
        guard let first = lineage.first else { return own }
        let runs = { (method: Method) in method.owner == first || Self.isRunByUIKit(method.function.name) }
        let others = own.filter { !runs($0) }
        guard !others.isEmpty else { return own }
        let named = Self.namesCalled(from: own.filter(runs), reaching: others)
        return own.filter { runs($0) || named.contains($0.function.name) || Self.setsProperty($0.function.name, namedIn: named) }
    }

    /// Whether `name` is an Objective-C setter (`setIsShowInputView:`) of a property that
    /// `named` holds: `self.isShowInputView = YES` runs it (survey DP's check, 30000day).
    static func setsProperty(_ name: String, namedIn named: Set<String>) -> Bool {
        guard name.hasPrefix("set"), let first = name.dropFirst(3).first, first.isUppercase else { return false }
        return named.contains(first.lowercased() + name.dropFirst(4))
    }

    /// Whether UIKit or the runtime calls a method of this name on a controller: its life
    /// cycle, its initializers, its views' and delegates' callbacks.
    static func isRunByUIKit(_ name: String) -> Bool {
        uiKitCalledPrefixes.contains { name.hasPrefix($0) }
    }

    static let uiKitCalledPrefixes = [
        "view", "init", "awakeFromNib", "loadView", "dealloc", "deinit", "didMove", "willMove", "traitCollectionDidChange",
        "prepare", "didReceiveMemoryWarning", "updateViewConstraints", "setEditing", "encode", "decode", "touches", "motion",
        "textField", "textView", "scrollView", "tableView", "collectionView", "searchBar", "application", "observeValue",
        "presentationController", "navigationController", "tabBarController", "gestureRecognizer", "keyboard",
    ]

    /// `[UIResponder.keyboardWillShowNotification, …].forEach { center.addObserver(self,
    /// selector: …, name: $0, object: nil) }`, or a `map` over (name, handler) pairs
    /// (`addObserver(forName: $0.0, …, using: $0.1)`): a registration per name of the list.
    func eachRegistrations(in expression: Expression, path: String, names: [String: Expression]) -> [KeyboardObserver] {
        guard case .call(let callee, let arguments) = expression.kind, case .member(let list?, let each) = callee.kind,
              ["forEach", "map", "compactMap"].contains(each),
              case .array(let elements) = list.kind, case .closure(let closure)? = arguments.last?.value.kind else { return [] }
        var found: [KeyboardObserver] = []
        for element in elements {
            let name = names.first { if case .identifier(let local) = element.kind { local == $0.key } else { false } }?.value ?? element
            // A (name, handler) pair: its name is the first.
            let notificationName = if case .tuple(let items) = name.kind, let first = items.first { first.value } else { name }
            guard KeyboardNotification(spelledAs: notificationName) != nil else { continue }
            var bound = names
            bound["$0"] = name
            if let parameter = closure.parameterNames.first { bound[parameter] = name }
            SyntaxWalk.expressions(in: closure.body) { inner in found += registrations(in: inner, path: path, selectors: bound) }
        }
        return found
    }

    /// The top-level locals of the registering method, declared before a closure's
    /// registration, that the closure names: it captures them.
    static func captured(by observer: KeyboardObserver, in body: [Statement]) -> [Statement] {
        guard case .closure(let closure, _, _) = observer.handler else { return [] }
        var named: Set<String> = []
        SyntaxWalk.expressions(in: closure.body) { if case .identifier(let name) = $0.kind { named.insert(name) } }
        return body.filter { statement in
            guard statement.line < observer.line, case .declaration(let names, _, _, _?) = statement.kind else { return false }
            return names.contains(where: named.contains)
        }
    }

    /// The project's extension methods of UIKit types outside the class's lineage
    /// (`extension NSLayoutConstraint { func updateWithKeyboard() }`) that register a
    /// keyboard observer, by name.
    func registeringExtensionMethods() -> [String: Method] {
        var found: [String: Method] = [:]
        // The first of a name by path wins, as a lookup of the name would find it.
        for (type, path, function) in base.platformExtensionMethods.reversed()
        where !lineage.contains(type) && function.body != nil {
            var registers = false
            SyntaxWalk.expressions(in: function.body ?? []) { if !registers { registers = !registrations(in: $0, path: path, selectors: [:]).isEmpty } }
            if registers { found[function.name] = Method(path: path, function: function, owner: type) }
        }
        return found
    }

    /// `bottom.updateWithKeyboard()`: the registrations of such a method, called on one of
    /// the screen's objects, whose handlers run with it as `self`; what the call gives the
    /// method (`sendButton.bindToKeyboard { _ in }`, survey CR) does not reach them.
    func extensionRegistrations(in expression: Expression, among methods: [String: Method]) -> [KeyboardObserver] {
        guard !methods.isEmpty, case .call(let callee, _) = expression.kind,
              case .member(let receiver?, let name) = callee.kind, !Self.isSelf(receiver), let method = methods[name],
              let body = method.function.body else { return [] }
        var found: [KeyboardObserver] = []
        SyntaxWalk.expressions(in: body) { found += registrations(in: $0, path: method.path, selectors: [:]) }
        for index in found.indices {
            // The selector names a method of the extended type (`extension UIView`'s own
            // `keyboardWillChange(_:)`), not of the screen's code, even where the screen's
            // class has one of that name too (survey CR: breakpoint's chat screen).
            let name: String? = switch found[index].handler {
            case .missing(let name): name
            case .method(let named): named.function.name
            case .closure: nil
            }
            if let name, let handler = base.platformExtensionMethods.first(where: {
                $0.type == method.owner && $0.function.name == name && $0.function.body != nil
            }) {
                found[index].handler = .method(Method(path: handler.path, function: handler.function, owner: handler.type))
            }
            found[index].captured = Self.captured(by: found[index], in: body)
            found[index].receiver = receiver
        }
        return found
    }

    /// The block a registration runs: written in the call, or a closure the class keeps in
    /// a property (`using: keyboardWillShow`, `lazy var keyboardWillShow = { … }`).
    func handlerClosure(_ given: Expression, path: String) -> (closure: Closure, path: String, line: Int)? {
        switch given.kind {
        case .closure(let closure):
            return (closure, path, given.line)
        case .identifier(let name), .member(_, let name):
            if case .member(let base?, _) = given.kind, !Self.isSelf(base) { return nil }
            guard let (property, site) = propertySite(named: name), let value = property.initialValue,
                  case .closure(let closure) = value.kind else { return nil }
            return (closure, site, value.line)
        default:
            return nil
        }
    }

    /// The name of the class's method a value refers to: `keyboardWillShow`, `self.kbChange`
    /// (survey DE, textposition).
    static func methodReference(_ value: Expression) -> String? {
        switch value.kind {
        case .identifier(let name): return name
        case .member(let base?, let name) where isSelf(base): return name
        default: return nil
        }
    }

    /// The `#selector` a property of the project keeps (`enum Selector { static let process =
    /// #selector(process(notification:)) }`, then `selector: Selector.process`; a `let` of the
    /// class), when the registration names one (survey DN, gaw3's MemeMe); `selector:
    /// .keyboardWillShow`, a static of the project's `extension Selector` (survey G4, Recap).
    func storedSelector(_ expression: Expression) -> Expression? {
        let found: Property?
        switch expression.kind {
        case .member(let base, let name):
            // An implicit member (`.name`) is the argument's type's: `Selector`.
            let type: String
            switch base?.kind {
            case nil: type = "Selector"
            case .identifier(let named)?: type = named
            default: return nil
            }
            found = sites(of: type).lazy.compactMap { $0.declaration.properties.first { $0.name == name } }.first
        case .identifier(let name): found = property(named: name)
        default: return nil
        }
        guard let value = found?.initialValue, case .selector = value.kind else { return nil }
        return value
    }

    /// A closure registered in a method of parameters names them: bound, as it captures
    /// them, to what the code's first call of the method gives (`registerKeyboardObserver(
    /// bottomConstraint: tableViewBottomConstraint)`, survey G21).
    func parameterBindings(of method: Method, for observer: KeyboardObserver) -> [Statement] {
        let parameters = method.function.parameterNames
        guard !parameters.isEmpty, case .closure(let closure, _, _) = observer.handler else { return [] }
        var named: Set<String> = []
        SyntaxWalk.expressions(in: closure.body) { if case .identifier(let name) = $0.kind { named.insert(name) } }
        guard parameters.contains(where: named.contains) else { return [] }
        var given: [Argument]?
        for caller in methods where given == nil && caller.function.name != method.function.name {
            SyntaxWalk.expressions(in: caller.function.body ?? []) { expression in
                guard given == nil, case .call(let callee, let arguments) = expression.kind, arguments.count == parameters.count else { return }
                switch callee.kind {
                case .identifier(method.function.name): given = arguments
                case .member(let base, method.function.name) where base.map(Self.isSelf) ?? true: given = arguments
                default: break
                }
            }
        }
        guard let given else { return [] }
        return zip(parameters, given).filter { named.contains($0.0) }.map { parameter, argument in
            Statement(.declaration(names: [parameter], isConstant: true, type: nil, value: argument.value), line: argument.value.line)
        }
    }
}
