import SourceCode

extension Evaluator {
    /// Calls that only animate, lay out or dismiss: nothing of section 4.
    static let neutralCalls: Set<String> = [
        "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "updateConstraints", "endEditing", "resignFirstResponder", "becomeFirstResponder", "removeObserver", "print", "NSLog",
        "beginAnimations", "commitAnimations", "setAnimationDuration", "setAnimationCurve", "setAnimationBeginsFromCurrentState",
        "setAnimationDelay", "debugPrint", "assert", "flashScrollIndicators", "setNeedsDisplay", "bringSubviewToFront",
        "invalidateIntrinsicContentSize", "stopAnimation", "finishAnimation",
        // Text made of the keyboard's values (`[NSString stringWithFormat:@"%f", height]`, survey CK).
        "stringWithFormat", "localizedStringWithFormat", "initWithFormat",
    ]
    /// Calls whose closures run in place (section 3).
    static let closureRunners: Set<String> = [
        "animate", "animateWithDuration", "animateKeyframes", "animateKeyframesWithDuration", "transition",
        "transitionWithView", "performWithoutAnimation", "async", "asyncAfter", "addAnimations", "runningPropertyAnimator",
        "UIViewPropertyAnimator", "dispatch_async", "dispatch_after", "perform", "addCompletion", "performBatchUpdates",
    ]

    mutating func call(_ callee: Expression, _ arguments: [Argument], line: Int) -> Value {
        let name: String
        var receiver: Value?
        switch callee.kind {
        case .identifier(let called): name = called
        case .member(let base, let called):
            name = called
            // `super.move(height)`: the superclass's method, when the project declares it
            // (`super.viewDidLoad()`, `super.init()`: UIKit's, nothing to follow).
            if case .identifier("super")? = base?.kind {
                guard context == nil, selfObject == nil,
                      let method = code.superMethod(named: called, labels: arguments.map { $0.label ?? "_" }, calledAt: line, in: path),
                      let body = method.function.body else { return .opaque }
                return invoke(body, parameters: method.function.parameterNames, arguments: arguments.map { evaluate($0.value) },
                              path: method.path, in: .some(nil))
            }
            receiver = base.map { evaluate($0) } ?? .opaque
        case .unwrap(let inner):
            // `handler?(result)`: the closure a property keeps; nothing when it is nil.
            if case .identifier(let name) = inner.kind, let owner = context, helpers[owner].code.property(named: name) != nil,
               case .nil? = helperMember(name, of: owner, line: line) {
                return .nil
            }
            return call(inner, arguments, line: line)
        case .closure(let closure):
            // `let height: CGFloat = { … }()`: a closure called where it is written.
            let values = arguments.map { evaluate($0.value) }
            return invoke(closure.body, parameters: closure.parameterNames, arguments: values, path: path, capturing: true)
        default:
            if arguments.map({ evaluate($0.value) }).contains(where: Self.isKeyboardValue) {
                stop("it hands the keyboard to a closure the reader cannot find", line: line)
            }
            return .unknown("a call the reader does not follow")
        }
        if Self.closureRunners.contains(name) {
            for argument in arguments {
                switch argument.value.kind {
                case .closure(let closure):
                    _ = invoke(closure.body, parameters: closure.parameterNames, arguments: [.boolean(true)], path: path, capturing: true)
                case .identifier(let name):
                    if case .closure(let closure, let closurePath, let owner, let captured)? = scopes.reversed().lazy.compactMap({ $0[name] }).first {
                        _ = invoke(closure.body, parameters: closure.parameterNames, arguments: [.boolean(true)], path: closurePath,
                                   capturing: true, in: owner, captured: captured)
                    }
                default: break
                }
            }
            return .opaque
        }
        if Self.neutralCalls.contains(name) {
            layoutPassCall(name, line: line)
            if ["layoutIfNeeded", "setNeedsLayout", "layoutSubviews"].contains(name) {
                if unmodelledMove != nil { laidOutAfterMove = true }
                undoFrameShifts()
            }
            return .opaque
        }
        if case .nil? = receiver { return isObjectiveC ? Self.zeroed(name) ?? .nil : .nil }
        let values = arguments.map { evaluate($0.value) }
        if let value = builtIn(name, receiver: receiver, arguments: arguments, values: values, line: line) { return value }
        if case .record(let type, _)? = receiver, let value = recordMethod(name, of: receiver ?? .opaque, type: type, values: values) {
            return value
        }
        // `[[UIView alloc] initWithFrame:…]`, `[UILabel new]`: an object the code creates.
        if case .object(.type(let type))? = receiver, name == "alloc" || name == "new" { return .object(.elsewhere(type)) }
        if case .object(.elsewhere(let what))? = receiver, name.hasPrefix("init") { return .object(.elsewhere(what)) }
        // A UIKit class's factory method, named after the class (`[UIButton buttonWithType:…]`,
        // `UIButton.systemButton(with:…)`): an object it makes.
        if case .object(.type(let type))? = receiver, Self.isFactoryMethod(name, of: type) { return .object(.elsewhere(type)) }
        // A static method of a project type (`WindowsManager.getWindowHeight()`).
        if case .object(.type(let type))? = receiver, let method = code.typeMethod(named: name, of: type, from: path), let body = method.function.body {
            return invoke(body, parameters: method.function.parameterNames, arguments: values, path: method.path)
        }
        // A project extension method of a UIKit view, NSLayoutConstraint or Notification, on
        // one of the screen's views or constraints or the notification.
        if let receiver, let value = runExtension(name, labels: arguments.map { $0.label ?? "_" }, arguments: values, on: receiver,
                                                  writingBack: Self.pointers(in: arguments)) {
            return value
        }
        // A method of one of the screen's views' own class (`customClass="ChatView"`), run on
        // it: the controller hands the keyboard to its root view (survey G18).
        if case .object(.view(let index))? = receiver ?? selfObject, let value = runViewClassMethod(name, labels: arguments.map { $0.label ?? "_" },
                                                                                      arguments: values, on: index) {
            return value
        }
        // A method of the screen's code (or a helper's), called on `self` or without a receiver.
        let owner: Int?? = switch receiver {
        case nil: .some(context)
        case .object(.controller)?: .some(nil)
        case .object(.helper(let index))?: .some(index)
        default: nil
        }
        if let owner {
            let ownerCode = owner.map { helpers[$0].code } ?? code
            let labels = arguments.map { $0.label ?? "_" }
            // A local closure or function shadows the methods of its name.
            if receiver == nil, case .closure(let closure, let closurePath, let closureOwner, let captured)? = scopes.reversed().lazy.compactMap({ $0[name] }).first {
                return invoke(closure.body, parameters: closure.parameterNames, arguments: values, path: closurePath, capturing: true,
                              in: closureOwner, captured: captured)
            }
            if let method = ownerCode.method(calledAs: name, labels: labels), let body = method.function.body {
                // A method that calls itself again (a retry until the table is ready, survey
                // CN) does what it did already: the call runs nothing more.
                let running = "call \(method.path):\(method.function.line)"
                guard inProgress.insert(running).inserted else { return .opaque }
                defer { inProgress.remove(running) }
                return invoke(body, parameters: method.function.parameterNames, arguments: bind(values, labels: labels, to: method.function),
                              path: method.path, in: owner, writingBack: Self.pointers(in: arguments))
            }
            if receiver == nil, let function = code.function(named: name, argumentCount: arguments.count), let body = function.function.body {
                return invoke(body, parameters: function.function.parameterNames, arguments: bind(values, labels: labels, to: function.function),
                              path: function.path, writingBack: Self.pointers(in: arguments))
            }
            // A closure kept in a property (a helper's callback the class set).
            if case .closure(let closure, let closurePath, let closureOwner, _) = member(name, of: receiver ?? selfValue, line: line) {
                return invoke(closure.body, parameters: closure.parameterNames, arguments: values, path: closurePath, in: closureOwner)
            }
            if arguments.isEmpty, let value = selfMember(name, line: line) { return value }
            // A project struct's memberwise initializer: a record of what it is given.
            if receiver == nil, !arguments.isEmpty, arguments.allSatisfy({ ($0.label ?? "_") != "_" }), isMemberwiseStruct(name) {
                var fields: [String: Value] = [:]
                for (argument, value) in zip(arguments, values) { fields[argument.label ?? ""] = value }
                return .record(type: name, fields: fields)
            }
            // A project type's own initializer: a record of what it keeps.
            if receiver == nil, name.first?.isUppercase == true,
               let made = construct(name, labels: arguments.map { $0.label ?? "_" }, values: values) {
                return made
            }
            // A type's initializer: an object the code creates, not one of the screen's.
            if receiver == nil, name.first?.isUppercase == true, KeyboardNotification(word: name) == nil {
                // Made from the keyboard's values, it carries them (`KeyboardInfo(notification)`).
                return .object(.elsewhere(values.contains(where: Self.isKeyboardValue) ? Self.keyboardMade + name : name))
            }
        } else if arguments.isEmpty, let receiver {
            // An Objective-C message without arguments reads a property: `[note userInfo]`.
            let value = member(name, of: receiver, line: line)
            if !value.isUnknown { return value }
        }
        if case .unknown? = receiver {
            // A closure or object the reader cannot find, handed the keyboard: it may be what moves the screen.
            if values.contains(where: Self.isKeyboardValue) { stop("it hands the keyboard to \(name), which the reader cannot find", line: line) }
            return receiver ?? .opaque
        }
        // A call the reader cannot follow, given the keyboard: it may be what moves the screen.
        if values.contains(where: Self.isKeyboardValue) {
            stop("it calls \(name), which the reader cannot find", line: line)
        }
        return .unknown("\(name)(…), which the reader cannot find")
    }

    /// Whether `name` is a struct of the project that declares no initializer of its own,
    /// so that Swift gives it one with its stored properties as labels.
    func isMemberwiseStruct(_ name: String) -> Bool {
        guard let sites = code.base.types[name], sites.contains(where: { $0.declaration.kind == .struct }) else { return false }
        return !sites.contains { site in site.declaration.functions.contains { $0.name == "init" } }
    }

    /// How an object made from the keyboard's values is named.
    static let keyboardMade = "keyboard "

    static func isController(_ value: Value) -> Bool {
        if case .object(.controller) = value { return true }
        return false
    }

    static func isKeyboardValue(_ value: Value) -> Bool {
        switch value {
        case .object(.notification), .object(.userInfo), .object(.keyboardFrame): true
        case .object(.elsewhere(let what)): what.hasPrefix(keyboardMade)
        case .record(_, let fields): fields.values.contains(where: isKeyboardValue)
        case .number(let quantity): quantity.words.includes("keyboard")
        case .rect(_, _, _, let height): height.words.includes("keyboard")
        default: false
        }
    }

    /// The arguments given as `&local`, by position: the locals a call writes back.
    static func pointers(in arguments: [Argument]) -> [Int: String] {
        var found: [Int: String] = [:]
        for (index, argument) in arguments.enumerated() {
            if case .prefix("&", let target) = argument.value.kind, case .identifier(let name) = target.kind { found[index] = name }
        }
        return found
    }

    /// The value of each of `function`'s parameters for a call with `labels`: the
    /// arguments by their labels, and a default value where the call leaves one out.
    mutating func bind(_ values: [Value], labels: [String], to function: Function) -> [Value] {
        guard labels.count < function.labels.count, function.defaults.contains(where: { $0 != nil }) else { return values }
        var bound: [Value] = []
        var next = 0
        for (index, label) in function.labels.enumerated() {
            if next < labels.count, labels[next] == label || function.defaults.indices.contains(index) && function.defaults[index] == nil {
                bound.append(values[next])
                next += 1
            } else if function.defaults.indices.contains(index), let given = function.defaults[index] {
                bound.append(evaluate(given))
            } else {
                bound.append(.unknown("a parameter given no value"))
            }
        }
        return bound
    }

    /// Runs a body with its parameters bound, one call deeper; its return value. A closure
    /// (`capturing`) sees the names around it; a method sees only its own.
    mutating func invoke(_ body: [Statement], parameters: [String], arguments: [Value], path newPath: String,
                         capturing: Bool = false, in owner: Int?? = .none, writingBack outputs: [Int: String] = [:],
                         captured: CapturedScopes? = nil) -> Value {
        guard callDepth < Self.callLimit else {
            stop("calls nest deeper than kb-lsp follows", line: body.first?.line ?? 0)
            return .unknown("calls nest too deep")
        }
        callDepth += 1
        let savedPath = path
        let savedScopes = scopes
        let savedContext = context
        let savedFrame = frame
        if case .some(let owner) = owner { context = owner }
        path = newPath
        var scope: [String: Value] = [:]
        for (index, parameter) in parameters.enumerated() {
            scope[parameter] = index < arguments.count ? arguments[index] : .unknown("a parameter given no value")
        }
        if parameters.isEmpty, let first = arguments.first { scope["$0"] = first }
        // A closure written in another call (passed to a helper that calls it) runs with
        // that call's locals, as it captured them; one called where it was written, with
        // the locals as they are now.
        let elsewhere = capturing ? captured.flatMap { $0.frame == frame ? nil : $0 } : nil
        if let elsewhere {
            scopes = elsewhere.scopes + [scope]
            frame = elsewhere.frame
        } else if capturing {
            scopes.append(scope)
        } else {
            scopes = [scope]
            frames += 1
            frame = frames
        }
        defer {
            // What the body left in a parameter given `&local` (Objective-C's `CGRect *`,
            // Swift's `inout`) is the caller's local's.
            let written = outputs.sorted { $0.key < $1.key }.compactMap { index, local in
                parameters.indices.contains(index) ? (local, scopes.last { $0[parameters[index]] != nil }?[parameters[index]]) : nil
            }
            if capturing && elsewhere == nil { scopes.removeLast() } else { scopes = savedScopes }
            frame = savedFrame
            for case let (local, value?) in written { assignLocal(local, path: [], value) }
            context = savedContext
            path = savedPath
            callDepth -= 1
        }
        // A single-expression closure or getter returns its expression.
        if body.count == 1, case .expression(let expression) = body[0].kind { return evaluate(expression) }
        if case .returned(let value) = execute(body) { return value }
        return .opaque
    }

    /// Whether `name` is a factory method of the UIKit class `type`: Cocoa names one after
    /// the class, without its prefix (`buttonWithType:`, `systemButtonWithImage:…`).
    static func isFactoryMethod(_ name: String, of type: String) -> Bool {
        guard type.hasPrefix("UI"), type.count > 2 else { return false }
        let stem = type.dropFirst(2)
        return name.hasPrefix(stem.prefix(1).lowercased() + stem.dropFirst()) || name.hasPrefix("system" + stem)
    }
}
