import SourceCode

extension ClassCode {
    /// The keyboard observers registered anywhere in the code (code.md section 2), in the
    /// order of their methods and lines; registrations in a project method that takes the
    /// selector as a parameter count where that method is called with one.
    /// Every registration of the class's methods and of its superclasses' that run for it
    /// (code.md: anywhere in the screen's code), and of the extensions every controller
    /// shares (a UIKit class's, a protocol's) that this code calls: `extension
    /// UIViewController { func registerKeyboardHandlers() }` registers for its callers.
    public func keyboardObservers() -> [KeyboardObserver] {
        var own: [Method] = [], shared: [Method] = []
        let lineage = Set(self.lineage)
        for method in methods where !isOverriddenWithoutSuper(method) {
            // The project's own classes (a UIKit class is extended, never declared, by it).
            if lineage.contains(method.owner) && base.declaredNames.contains(method.owner) { own.append(method) } else { shared.append(method) }
        }
        own = runningForThisClass(own)
        // The extension methods that register (`bottom.updateWithKeyboard()`): looked up once.
        let extensions = registeringExtensionMethods()
        let registering = shared.filter { !keyboardObservers(in: [$0], extensions: extensions).isEmpty }
        guard !registering.isEmpty else { return keyboardObservers(in: own, extensions: extensions) }
        let called = Self.namesCalled(from: own, reaching: shared)
        return keyboardObservers(in: own + registering.filter { called.contains($0.function.name) }, extensions: extensions)
    }

    /// Whether a superclass's method is overridden by a nearer class's that never calls
    /// `super`'s (`viewWillAppear` without `super.viewWillAppear(animated)`): it never runs,
    /// and neither does a registration in it.
    func isOverriddenWithoutSuper(_ method: Method) -> Bool {
        guard let rank = lineage.firstIndex(of: method.owner), rank > 0 else { return false }
        return methods.contains { nearer in
            guard nearer.function.name == method.function.name, nearer.function.labels == method.function.labels,
                  let nearerRank = lineage.firstIndex(of: nearer.owner), nearerRank < rank, let body = nearer.function.body else { return false }
            var callsSuper = false
            SyntaxWalk.expressions(in: body) { expression in
                if case .call(let callee, _) = expression.kind, case .member(_, method.function.name) = callee.kind,
                   Evaluator.callsSuper(callee) { callsSuper = true }
            }
            return !callsSuper
        }
    }

    /// The names that `start` and the methods of `shared` it reaches, transitively, call or
    /// name (a selector, a function passed along).
    static func namesCalled(from start: [Method], reaching shared: [Method]) -> Set<String> {
        var names: Set<String> = []
        var pending = start, reached: Set<Int> = []
        while let method = pending.popLast() {
            SyntaxWalk.expressions(in: method.function.body ?? []) { expression in
                switch expression.kind {
                case .identifier(let name), .member(_, let name), .selector(let name, _): names.insert(name)
                default: break
                }
            }
            for (index, candidate) in shared.enumerated() where !reached.contains(index) && names.contains(candidate.function.name) {
                reached.insert(index)
                pending.append(candidate)
            }
        }
        return names
    }

    /// The registrations some of the code's methods make; `extensions`, the extension methods
    /// that register (`registeringExtensionMethods()`), when the caller has them.
    func keyboardObservers(in methods: [Method], extensions: [String: Method]? = nil) -> [KeyboardObserver] {
        var found: [KeyboardObserver] = []
        let registeringExtensions = extensions ?? registeringExtensionMethods()
        for method in methods {
            guard let body = method.function.body.map({ asRunByThisClass($0) }) else { continue }
            let path = method.path
            var registered: [KeyboardObserver] = []
            let names = Self.notificationNames(in: body)
            SyntaxWalk.expressions(in: body) { expression in
                // Every registration is a call.
                guard case .call = expression.kind else { return }
                registered += registrations(in: expression, path: path, selectors: names)
                registered += helperRegistrations(in: expression, path: path)
                registered += eachRegistrations(in: expression, path: path, names: names)
                registered += extensionRegistrations(in: expression, among: registeringExtensions)
            }
            registered += loopRegistrations(in: body, path: path, names: names)
            // Before the view is in a window (`viewDidLoad`, `viewWillAppear`), its `window`
            // is nil: an observer registered with it runs.
            if Self.beforeWindow.contains(method.function.name) {
                for index in registered.indices where registered[index].neverRuns && Self.namesWindow(registered[index].object) {
                    registered[index].neverRuns = false
                }
            }
            for index in registered.indices where registered[index].path == path {
                registered[index].captured = parameterBindings(of: method, for: registered[index]) + Self.captured(by: registered[index], in: body)
            }
            found += registered
        }
        return found
    }

    /// The methods that run before a controller's view is in a window.
    static let beforeWindow: Set<String> = ["viewDidLoad", "viewWillAppear", "loadView", "awakeFromNib", "init", "initWithCoder",
                                            "initWithNibName"]

    /// Whether an observer's `object` is a view's window (`view.window`, `self.view.window!`).
    static func namesWindow(_ object: String) -> Bool {
        let trimmed = object.hasSuffix("!") || object.hasSuffix("?") ? String(object.dropLast()) : object
        return trimmed == "window" || trimmed.hasSuffix(".window")
    }

    /// The registrations one expression makes; `selectors` binds a helper's parameters to
    /// the selectors its caller gave.
    func registrations(in expression: Expression, path: String, selectors: [String: Expression]) -> [KeyboardObserver] {
        guard case .call(let callee, let arguments) = expression.kind, case .member(_, let name) = callee.kind else { return [] }
        /// An argument, a helper's parameter replaced by what its caller gave.
        func argument(_ label: String) -> Expression? {
            guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
            if case .identifier(let parameter) = value.kind, let bound = selectors[parameter] { return bound }
            // `$0.1` of a list of (name, handler) pairs.
            if case .member(let base?, let index) = value.kind, case .identifier(let parameter) = base.kind,
               case .tuple(let items)? = selectors[parameter]?.kind, let position = Int(index), items.indices.contains(position) {
                return items[position].value
            }
            return value
        }
        switch name {
        case "addObserver" where argument("selector") != nil:
            guard let nameArgument = argument("name"), let notification = KeyboardNotification(spelledAs: nameArgument),
                  let selector = argument("selector") else { return [] }
            guard let handler = handler(for: selector) else { return [] }
            return [Self.observer(notification, handler, object: argument("object"), path: path, line: expression.line)]
        case "addObserver" where argument("forName") != nil, "addObserverForName":
            let nameArgument = name == "addObserverForName" ? arguments.first?.value : argument("forName")
            guard let nameArgument, let notification = KeyboardNotification(spelledAs: nameArgument),
                  let given = arguments.last(where: { $0.label == nil || $0.label == "using" || $0.label == "usingBlock" }) else { return [] }
            let value = given.label.flatMap(argument) ?? given.value
            if let block = handlerClosure(value, path: path) {
                return [Self.observer(notification, .closure(block.closure, path: block.path, line: block.line), object: argument("object"),
                                      path: path, line: expression.line)]
            }
            // A method of the class given as the block (`using: keyboardWillShow`, `using: self.change`).
            guard let method = Self.methodReference(value), let found = self.method(named: method, labels: ["_"]) else { return [] }
            return [Self.observer(notification, .method(found), object: argument("object"), path: path, line: expression.line)]
        case "sink", "subscribe", "drive", "bind", "subscribeNext":
            guard let closure = arguments.last(where: { if case .closure = $0.value.kind { true } else { false } }),
                  case .closure(let body) = closure.value.kind else { return [] }
            // Each notification of the publishers merged into the one subscribed to runs the
            // closure, with the values mapped from it.
            return notificationSources(below: callee, locals: selectors).map { source in
                let handler = Self.composing(source.maps, into: body, line: closure.value.line)
                return Self.observer(source.notification, .closure(handler, path: path, line: closure.value.line), object: source.object,
                                     path: path, line: expression.line)
            }
        default:
            return []
        }
    }

    /// A call to a project function given a selector or a closure, whose body registers
    /// with it (code.md section 1): a method of this code, or of a project type
    /// (`NotificationHelper.shared.listen(to: name) { … }`), or a free function. A
    /// registration whose block only calls the closure it was given has that closure as
    /// its handler.
    private func helperRegistrations(in expression: Expression, path: String) -> [KeyboardObserver] {
        guard case .call(let callee, let arguments) = expression.kind, arguments.contains(where: { argument in
            switch argument.value.kind { case .selector, .closure: true; default: false }
        }) else { return [] }
        var helper = calledMethod(callee, arguments: arguments)
        if helper == nil, case .member(let base?, let called) = callee.kind, !Self.isSelf(base) { helper = projectMethod(called, of: base) }
        // A free function of the project (`registerForKeyboardNotifications(observer: self, …)`).
        if helper == nil, case .identifier(let called) = callee.kind { helper = function(named: called, argumentCount: arguments.count) }
        guard let helper, let body = helper.function.body else { return [] }
        var bound: [String: Expression] = [:]
        for (parameter, argument) in zip(helper.function.parameterNames, arguments) { bound[parameter] = argument.value }
        var found: [KeyboardObserver] = []
        SyntaxWalk.expressions(in: body) { inner in
            guard case .call(_, let innerArguments) = inner.kind,
                  innerArguments.contains(where: { argument in
                      guard ["selector", "forName"].contains(argument.label), case .identifier(let parameter) = argument.value.kind else { return false }
                      return bound[parameter] != nil
                  }) else { return }
            for var observer in registrations(in: inner, path: helper.path, selectors: bound) {
                if case .closure(let block, _, _) = observer.handler, let given = Self.closureCalled(by: block, in: bound) {
                    observer.handler = .closure(given, path: path, line: expression.line)
                }
                found.append(observer)
            }
        }
        return found
    }

    /// The closure a block only passes the notification to (`{ n in callback(n) }`), when
    /// `callback` is bound to one.
    static func closureCalled(by block: Closure, in bound: [String: Expression]) -> Closure? {
        guard block.body.count == 1, case .expression(let call) = block.body[0].kind, case .call(let callee, _) = call.kind else { return nil }
        var name: String?
        switch callee.kind {
        case .identifier(let called): name = called
        case .unwrap(let inner): if case .identifier(let called) = inner.kind { name = called }
        default: break
        }
        guard let name, case .closure(let given)? = bound[name]?.kind else { return nil }
        return given
    }

    /// A method of the project type a receiver names: `Helper.listen`, `Helper.shared.listen`.
    private func projectMethod(_ name: String, of receiver: Expression) -> Method? {
        var type: String?
        switch receiver.kind {
        case .identifier(let named): type = named
        case .member(let inner?, _): if case .identifier(let named) = inner.kind { type = named }
        case .call(let inner, let arguments) where arguments.isEmpty:
            if case .member(let typeExpression?, _) = inner.kind, case .identifier(let named) = typeExpression.kind { type = named }
        default: break
        }
        return type.flatMap { typeMethod(named: name, of: $0) }
    }

    /// A method of a project type, by name (its static methods included), called from `path`.
    func typeMethod(named name: String, of type: String, from path: String? = nil) -> Method? {
        guard type.first?.isUppercase == true else { return nil }
        for site in sites(of: type, from: path) {
            if let function = site.declaration.functions.first(where: { $0.name == name && $0.body != nil }) {
                return Method(path: site.path, function: function, owner: type)
            }
        }
        return nil
    }

    /// An observer registered with `object` (none: nil).
    static func observer(_ notification: KeyboardNotification, _ handler: KeyboardObserver.Handler, object: Expression?,
                         path: String, line: Int) -> KeyboardObserver {
        var observer = KeyboardObserver(notification: notification, handler: handler, neverRuns: !(object.map(isNilOrScreen) ?? true),
                                        path: path, line: line)
        observer.object = object.map { Evaluator.describe($0) } ?? "nil"
        return observer
    }

    /// The method a selector names.
    func handler(for selector: Expression) -> KeyboardObserver.Handler? {
        switch selector.kind {
        case .selector(let name, let labels):
            return method(named: name, labels: labels).map(KeyboardObserver.Handler.method) ?? .missing(name)
        case .call, .string:
            // `Selector(("keyboardWillShow:"))`, `NSSelectorFromString(@"keyboardWillShow:")`,
            // Swift 2's string literal `selector: "keyboardWillShow:"`.
            var text: String?
            if case .string(let literal) = selector.kind { text = literal }
            if case .call(let callee, let arguments) = selector.kind, case .identifier(let type) = callee.kind,
               ["Selector", "NSSelectorFromString"].contains(type) {
                text = Self.string(in: arguments.first?.value)
            }
            guard let text, !text.isEmpty else { return nil }
            let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
            let name = String(pieces.first ?? "")
            let labels = pieces.count > 1 ? ["_"] + pieces.dropFirst(1).dropLast().map(String.init) : []
            return method(named: name, labels: labels).map(KeyboardObserver.Handler.method) ?? .missing(name)
        default:
            return storedSelector(selector).flatMap(handler(for:))
        }
    }

    static func string(in expression: Expression?) -> String? {
        guard let expression else { return nil }
        switch expression.kind {
        case .string(let text): return text
        case .tuple(let inner) where inner.count == 1: return string(in: inner[0].value)
        default: return nil
        }
    }

    static func isNilOrScreen(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .nil: return true
        case .member(let base, let name):
            // `UIScreen.main`, `view.window?.screen`, `[UIScreen mainScreen]`.
            if name == "main" || name == "screen" || name == "mainScreen" { return true }
            return base.map(isNilOrScreen) ?? false
        case .call(let callee, _): return isNilOrScreen(callee)
        case .identifier(let name): return name == "UIScreen"
        case .unwrap(let inner), .cast(let inner, _, _): return isNilOrScreen(inner)
        default: return false
        }
    }

}
