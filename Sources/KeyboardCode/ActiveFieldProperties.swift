import SourceCode

/// code.md section 3's active field: the properties the text delegate's `…BeginEditing`
/// methods assign the field they are given, directly or through a method of the code they
/// hand it to (`[self textInputDidBeginEditing:textField]`, then `activeEditField = sender`).
enum ActiveFieldProperties {
    static let delegateMethods = ["textFieldDidBeginEditing", "textViewDidBeginEditing", "textFieldShouldBeginEditing",
                                  "textViewShouldBeginEditing"]

    /// Which editors' delegate methods assign a property: a text field's, a text view's.
    enum Editor: Sendable, Hashable { case textField, textView }

    /// A property assigned something of the field rather than the field (`activeRect =
    /// textField.frame`): the expression, read with `parameter` the field being edited.
    struct Derivation: Sendable {
        let expression: Expression
        let parameter: String
        let path: String
    }

    /// What the delegate's methods assign: the properties, each with the editors whose
    /// methods assign it, and those assigned something of the field.
    struct Found: Sendable {
        var editors: [String: Set<Editor>] = [:]
        var derivations: [String: [Editor: Derivation]] = [:]
        /// Whether the class's code makes anything's `delegate` itself: then the document's
        /// connections do not say alone which fields the delegate's methods run for.
        var setsDelegates = false
    }

    /// The names (bare: `self.`, `self->` and an ivar's `_` left out) of the properties.
    static func of(_ code: ClassCode) -> Set<String> { Set(editors(of: code).keys) }

    /// The properties, each with the editors whose delegate methods assign it: a property
    /// only `textFieldDidBeginEditing` sets is nil while a text view is edited.
    static func editors(of code: ClassCode) -> [String: Set<Editor>] { assignments(of: code).editors }

    static func assignments(of code: ClassCode) -> Found {
        var found = Found()
        for name in delegateMethods {
            guard let method = code.method(named: name, labels: nil) else { continue }
            var names: Set<String> = []
            var derivations: [String: Derivation] = [:]
            collect(method, parameter: 0, in: code, depth: 0, into: &names, derivations: &derivations)
            let editor: Editor = name.hasPrefix("textView") ? .textView : .textField
            for property in names { found.editors[property, default: []].insert(editor) }
            for (property, derivation) in derivations where found.derivations[property]?[editor] == nil {
                found.derivations[property, default: [:]][editor] = derivation
            }
        }
        if !found.editors.isEmpty { found.setsDelegates = setsDelegates(code) }
        return found
    }

    /// Whether any of the class's code (its methods, its properties' observers, getters and
    /// values) names a `delegate` as code that sets one does: `field.delegate = self`, `[field
    /// setDelegate:self]`, an outlet's `didSet`, a `delegate:` argument. A read names it too
    /// (`UIApplication.shared.delegate`): that errs towards the fields' delegates being made.
    static func setsDelegates(_ code: ClassCode) -> Bool {
        var bodies = code.methods.compactMap(\.function.body)
        for site in code.sites {
            for property in site.declaration.properties {
                bodies += [property.didSet, property.getter].compactMap { $0 }
                if let value = property.initialValue { bodies.append([Statement(.expression(value), line: value.line)]) }
            }
        }
        var found = false
        for body in bodies where !found {
            SyntaxWalk.expressions(in: body) { expression in
                switch expression.kind {
                case .member(_, "delegate"), .member(_, "setDelegate"), .identifier("setDelegate"): found = true
                case .call(_, let arguments) where arguments.contains(where: { $0.label == "delegate" }): found = true
                default: break
                }
            }
        }
        return found
    }

    /// The assignments of `method`'s parameter at `parameter`, and of the methods it hands it to.
    private static func collect(_ method: ClassCode.Method, parameter index: Int, in code: ClassCode, depth: Int,
                                into found: inout Set<String>, derivations: inout [String: Derivation]) {
        guard depth < 3, let body = method.function.body, index < method.function.parameterNames.count else { return }
        let parameter = method.function.parameterNames[index]
        IQKeyboardManagerSwitch.visitAssignments(body) { target, value, _ in
            if case .identifier(parameter) = value.kind {
                found.insert(bare(Evaluator.describe(target)))
            } else if isRooted(value, at: parameter) {
                let name = bare(Evaluator.describe(target))
                found.insert(name)
                derivations[name] = Derivation(expression: value, parameter: parameter, path: method.path)
            }
        }
        SyntaxWalk.expressions(in: body) { expression in
            guard case .call(let callee, let arguments) = expression.kind,
                  let position = arguments.firstIndex(where: { if case .identifier(parameter) = $0.value.kind { true } else { false } }),
                  let handed = code.calledMethod(callee, arguments: arguments), !delegateMethods.contains(handed.function.name)
            else { return }
            collect(handed, parameter: position, in: code, depth: depth + 1, into: &found, derivations: &derivations)
        }
    }

    /// Whether `expression` is a member or method of `parameter` (`textField.frame`,
    /// `textField.superview!.frame`), through unwraps and casts.
    static func isRooted(_ expression: Expression, at parameter: String) -> Bool {
        var current = expression
        var steps = 0
        while steps < 16 {
            steps += 1
            switch current.kind {
            case .member(let base?, _): current = base
            case .call(let callee, _): current = callee
            case .unwrap(let inner), .cast(let inner, _, _): current = inner
            case .identifier(let name): return name == parameter && steps > 1
            default: return false
            }
        }
        return false
    }

    static func bare(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
