import SourceCode

/// code.md section 3's active field: the properties the text delegate's `…BeginEditing`
/// methods assign the field they are given, directly or through a method of the code they
/// hand it to (`[self textInputDidBeginEditing:textField]`, then `activeEditField = sender`).
enum ActiveFieldProperties {
    static let delegateMethods = ["textFieldDidBeginEditing", "textViewDidBeginEditing", "textFieldShouldBeginEditing",
                                  "textViewShouldBeginEditing"]

    /// Which editors' delegate methods assign a property: a text field's, a text view's.
    enum Editor: Sendable, Hashable { case textField, textView }

    /// The names (bare: `self.`, `self->` and an ivar's `_` left out) of the properties.
    static func of(_ code: ClassCode) -> Set<String> { Set(editors(of: code).keys) }

    /// The properties, each with the editors whose delegate methods assign it: a property
    /// only `textFieldDidBeginEditing` sets is nil while a text view is edited.
    static func editors(of code: ClassCode) -> [String: Set<Editor>] {
        var found: [String: Set<Editor>] = [:]
        for name in delegateMethods {
            guard let method = code.method(named: name, labels: nil) else { continue }
            var names: Set<String> = []
            collect(method, parameter: 0, in: code, depth: 0, into: &names)
            for property in names { found[property, default: []].insert(name.hasPrefix("textView") ? .textView : .textField) }
        }
        return found
    }

    /// The assignments of `method`'s parameter at `parameter`, and of the methods it hands it to.
    private static func collect(_ method: ClassCode.Method, parameter index: Int, in code: ClassCode, depth: Int,
                                into found: inout Set<String>) {
        guard depth < 3, let body = method.function.body, index < method.function.parameterNames.count else { return }
        let parameter = method.function.parameterNames[index]
        IQKeyboardManagerSwitch.visitAssignments(body) { target, value, _ in
            if case .identifier(parameter) = value.kind { found.insert(bare(Evaluator.describe(target))) }
        }
        SyntaxWalk.expressions(in: body) { expression in
            guard case .call(let callee, let arguments) = expression.kind,
                  let position = arguments.firstIndex(where: { if case .identifier(parameter) = $0.value.kind { true } else { false } }),
                  let handed = code.calledMethod(callee, arguments: arguments), !delegateMethods.contains(handed.function.name)
            else { return }
            collect(handed, parameter: position, in: code, depth: depth + 1, into: &found)
        }
    }

    static func bare(_ name: String) -> String {
        name.hasPrefix("_") ? String(name.dropFirst()) : name
    }
}
