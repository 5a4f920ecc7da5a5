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
        /// Which fields the class's code makes the controller's delegate, beside the
        /// document's connections.
        var delegates = Delegates.none
    }

    /// The fields whose `delegate` the class's code makes the controller: none; those its
    /// properties of these names hold (`nameField.delegate = self`, `[self.nameField
    /// setDelegate:self]`); or any, where the code names a `delegate` otherwise (a loop's or
    /// a closure's field, a `delegate:` argument, another value, even a read).
    enum Delegates: Sendable, Equatable {
        case none
        case properties(Set<String>)
        case any

        /// Whether a field held by a property of one of `names` is made the delegate.
        func includes(anyOf names: [String]) -> Bool {
            switch self {
            case .none: false
            case .any: true
            case .properties(let set): names.contains { set.contains(ActiveFieldProperties.bare($0)) }
            }
        }
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
        if !found.editors.isEmpty { found.delegates = delegates(code) }
        return found
    }

    /// The fields whose `delegate` any of the class's code (its methods, its properties'
    /// observers, getters and values) makes the controller (`Delegates`): each mention of a
    /// `delegate` (`field.delegate`, `setDelegate:`, a `delegate:` argument) must be a
    /// statement `property.delegate = self` of a property of the class, else it is `.any`.
    static func delegates(_ code: ClassCode) -> Delegates {
        var bodies = code.methods.compactMap(\.function.body)
        for site in code.sites {
            for property in site.declaration.properties {
                bodies += [property.didSet, property.getter].compactMap { $0 }
                if let value = property.initialValue { bodies.append([Statement(.expression(value), line: value.line)]) }
            }
        }
        var mentions = 0
        var properties: Set<String> = []
        var explained = 0
        for body in bodies {
            SyntaxWalk.expressions(in: body) { expression in
                switch expression.kind {
                case .member(_, "delegate"), .member(_, "setDelegate"), .identifier("setDelegate"): mentions += 1
                case .call(_, let arguments) where arguments.contains(where: { $0.label == "delegate" }): mentions += 1
                default: break
                }
            }
            IQKeyboardManagerSwitch.visitAssignments(body) { target, value, _ in
                guard case .member(let holder?, "delegate") = target.kind, case .identifier("self") = value.kind,
                      let name = propertyName(holder), code.property(named: name) != nil else { return }
                properties.insert(bare(name))
                explained += 1
            }
        }
        if mentions == 0 { return .none }
        return mentions == explained ? .properties(properties) : .any
    }

    /// The property `expression` reads: `name`, `self.name`, `self->_name`, `name?`, `name!`.
    private static func propertyName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .identifier(let name) where name != "self": name
        case .member(let base?, let name):
            if case .identifier("self") = base.kind { name } else { nil }
        case .unwrap(let operand): propertyName(operand)
        default: nil
        }
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
