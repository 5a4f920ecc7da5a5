import SourceCode

/// The notifications a Combine publisher or an RxSwift observable delivers to the closure
/// subscribed to it (code.md section 2, "every registration form").
extension ClassCode {
    /// One notification a publisher delivers: its `object:` argument, and the closures
    /// mapped over it on its way (`.map { $0.keyboardHeight }`), innermost first.
    struct PublishedNotification {
        var notification: KeyboardNotification
        var object: Expression?
        var maps: [Closure]
    }

    /// `NotificationCenter.default.publisher(for: N, object: O)` or `.rx.notification(N)`
    /// somewhere below a chain of calls, those merged into it (`a.merge(with: b)`,
    /// `Publishers.MergeMany(a, b)`, `Observable.from([a, b]).merge()`), and a property of
    /// the class that holds or returns one (`keyboardHeight.subscribe(onNext:)`), in order.
    func notificationSources(below expression: Expression, locals: [String: Expression] = [:], depth: Int = 0) -> [PublishedNotification] {
        var found: [PublishedNotification] = []
        var maps: [Closure] = []
        var current: Expression? = expression
        var steps = 0
        while let node = current, steps < 64, depth < 4 {
            steps += 1
            switch node.kind {
            case .call(let callee, let arguments):
                if case .member(_, let name) = callee.kind, name == "publisher" || name == "notification",
                   let first = arguments.first, let notification = KeyboardNotification(spelledAs: first.value) {
                    found.append(PublishedNotification(notification: notification, object: arguments.first { $0.label == "object" }?.value,
                                                       maps: maps.reversed()))
                    return found
                }
                if case .member(_, let name) = callee.kind, name == "map" || name == "compactMap",
                   case .closure(let closure)? = arguments.last?.value.kind {
                    maps.append(closure)
                } else {
                    for argument in arguments {
                        let given = if case .array(let elements) = argument.value.kind { elements } else { [argument.value] }
                        for element in given {
                            found += notificationSources(below: element, locals: locals, depth: depth + 1).map { inner in
                                var outer = inner
                                outer.maps += maps.reversed()
                                return outer
                            }
                        }
                    }
                }
                current = callee
            case .member(let base?, let name) where Self.isSelf(base):
                current = heldPublisher(name)
            case .identifier(let name):
                current = locals[name] ?? heldPublisher(name)
            case .member(let base, _): current = base
            case .unwrap(let inner): current = inner
            default: current = nil
            }
        }
        return found
    }

    /// What a property of the class holds or its getter returns (`var keyboardHeight:
    /// Observable<CGFloat> { return … }`, `lazy var shown = NotificationCenter…`).
    private func heldPublisher(_ name: String) -> Expression? {
        guard let property = property(named: name) else { return nil }
        if let value = property.initialValue { return value }
        guard let getter = property.getter, getter.count == 1 else { return nil }
        switch getter[0].kind {
        case .return(let value?): return value
        case .expression(let value): return value
        default: return nil
        }
    }

    /// The subscriber's closure, given each mapped value in turn: `{ notification in let
    /// height = { mapped }(notification) … }`.
    static func composing(_ maps: [Closure], into handler: Closure, line: Int) -> Closure {
        guard !maps.isEmpty else { return handler }
        let given = "$published"
        var value = Expression(.identifier(given), line: line)
        for map in maps {
            value = Expression(.call(Expression(.closure(map), line: line), [Argument(value)]), line: line)
        }
        let parameter = handler.parameterNames.first ?? "$0"
        return Closure(parameterNames: [given],
                       body: [Statement(.declaration(names: [parameter], isConstant: true, type: nil, value: value), line: line)] + handler.body)
    }
}
