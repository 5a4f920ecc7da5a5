import SourceCode

extension Evaluator {
    /// Calls that only animate, lay out or dismiss: nothing of section 4.
    static let neutralCalls: Set<String> = [
        "layoutIfNeeded", "setNeedsLayout", "layoutSubviews", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "updateConstraints", "endEditing", "resignFirstResponder", "becomeFirstResponder", "removeObserver", "print", "NSLog",
        "beginAnimations", "commitAnimations", "setAnimationDuration", "setAnimationCurve", "setAnimationBeginsFromCurrentState",
        "setAnimationDelay", "debugPrint", "assert", "flashScrollIndicators", "setNeedsDisplay", "bringSubviewToFront",
        "invalidateIntrinsicContentSize", "stopAnimation", "finishAnimation",
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
            receiver = base.map { evaluate($0) } ?? .opaque
        default:
            return .unknown("a call the reader does not follow")
        }
        if Self.closureRunners.contains(name) {
            for argument in arguments {
                switch argument.value.kind {
                case .closure(let closure):
                    _ = invoke(closure.body, parameters: closure.parameterNames, arguments: [.boolean(true)], path: path, capturing: true)
                case .identifier(let name):
                    if case .closure(let closure, let closurePath)? = scopes.reversed().lazy.compactMap({ $0[name] }).first {
                        _ = invoke(closure.body, parameters: closure.parameterNames, arguments: [.boolean(true)], path: closurePath,
                                   capturing: true)
                    }
                default: break
                }
            }
            return .opaque
        }
        if Self.neutralCalls.contains(name) { return .opaque }
        if case .nil? = receiver { return .nil }
        let values = arguments.map { evaluate($0.value) }
        if let value = builtIn(name, receiver: receiver, arguments: arguments, values: values, line: line) { return value }
        // A method of the screen's code, called on `self` or without a receiver.
        if receiver == nil || receiver.map(Self.isController) == true {
            let labels = arguments.map { $0.label ?? "_" }
            if let method = code.method(named: name, labels: labels) ?? code.method(named: name, labels: nil),
               let body = method.function.body {
                return invoke(body, parameters: method.function.parameterNames, arguments: values, path: method.path)
            }
            if receiver == nil, let function = code.function(named: name, argumentCount: arguments.count), let body = function.function.body {
                return invoke(body, parameters: function.function.parameterNames, arguments: values, path: function.path)
            }
            if receiver == nil, case .closure(let closure, let closurePath)? = scopes.reversed().lazy.compactMap({ $0[name] }).first {
                return invoke(closure.body, parameters: closure.parameterNames, arguments: values, path: closurePath, capturing: true)
            }
            if arguments.isEmpty, let value = controllerMember(name, line: line) { return value }
            // A type's initializer: an object the code creates, not one of the screen's.
            if receiver == nil, name.first?.isUppercase == true, KeyboardNotification(word: name) == nil { return .object(.elsewhere(name)) }
        } else if arguments.isEmpty, let receiver {
            // An Objective-C message without arguments reads a property: `[note userInfo]`.
            let value = member(name, of: receiver, line: line)
            if !value.isUnknown { return value }
        }
        if case .unknown? = receiver { return receiver ?? .opaque }
        // A call the reader cannot follow, given the keyboard: it may be what moves the screen.
        if values.contains(where: Self.isKeyboardValue) {
            stop("it calls \(name), which the reader cannot find", line: line)
        }
        return .unknown("\(name)(…), which the reader cannot find")
    }

    static func isController(_ value: Value) -> Bool {
        if case .object(.controller) = value { return true }
        return false
    }

    static func isKeyboardValue(_ value: Value) -> Bool {
        switch value {
        case .object(.notification), .object(.userInfo), .object(.keyboardFrame): true
        case .number(let quantity): quantity.words.contains("keyboard")
        case .rect(_, _, _, let height): height.words.contains("keyboard")
        default: false
        }
    }

    /// Runs a body with its parameters bound, one call deeper; its return value. A closure
    /// (`capturing`) sees the names around it; a method sees only its own.
    mutating func invoke(_ body: [Statement], parameters: [String], arguments: [Value], path newPath: String,
                         capturing: Bool = false) -> Value {
        guard callDepth < Self.callLimit else {
            stop("calls nest deeper than kb-lsp follows", line: body.first?.line ?? 0)
            return .unknown("calls nest too deep")
        }
        callDepth += 1
        let savedPath = path
        let savedScopes = scopes
        path = newPath
        var scope: [String: Value] = [:]
        for (index, parameter) in parameters.enumerated() {
            scope[parameter] = index < arguments.count ? arguments[index] : .unknown("a parameter given no value")
        }
        if parameters.isEmpty, let first = arguments.first { scope["$0"] = first }
        if capturing { scopes.append(scope) } else { scopes = [scope] }
        defer {
            if capturing { scopes.removeLast() } else { scopes = savedScopes }
            path = savedPath
            callDepth -= 1
        }
        // A single-expression closure or getter returns its expression.
        if body.count == 1, case .expression(let expression) = body[0].kind { return evaluate(expression) }
        if case .returned(let value) = execute(body) { return value }
        return .opaque
    }
}
