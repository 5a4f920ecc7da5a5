import SourceCode

/// What the text delegate's `…BeginEditing` methods set, other than the field itself, that
/// the show handlers read (`lift = textField.tag == 20`, then `guard lift else { return }`):
/// those methods run before the keyboard comes up, so each field's run starts with what
/// they set for that field (a decision of `docs/decisions.md`; code.md section 3 would give
/// the property its declaration's value).
struct BeginEditingFlags: Sendable {
    /// The delegate methods, each with whether it is a text view's.
    let methods: [(method: ClassCode.Method, isTextView: Bool)]
    /// The properties they set that the handlers read (bare names).
    let properties: Set<String>

    var isEmpty: Bool { properties.isEmpty }

    init(code: ClassCode, handlerBodies: [[Statement]], activeFieldProperties: Set<String>) {
        var methods: [(ClassCode.Method, Bool)] = []
        var assigned: Set<String> = []
        for name in ActiveFieldProperties.delegateMethods {
            guard let method = code.method(named: name, labels: nil), let body = method.function.body else { continue }
            methods.append((method, name.hasPrefix("textView")))
            IQKeyboardManagerSwitch.visitAssignments(body) { target, _, _ in
                let bare = ActiveFieldProperties.bare(Evaluator.describe(target))
                if !bare.contains("."), !activeFieldProperties.contains(bare) { assigned.insert(bare) }
            }
        }
        var read: Set<String> = []
        for body in handlerBodies {
            SyntaxWalk.expressions(in: body) { expression in
                switch expression.kind {
                case .identifier(let name), .member(_, let name):
                    let bare = ActiveFieldProperties.bare(name)
                    if assigned.contains(bare) { read.insert(bare) }
                default: break
                }
            }
        }
        self.methods = read.isEmpty ? [] : methods
        properties = read
    }
}

extension Evaluator {
    /// Runs the delegate's `…BeginEditing` methods for `field` apart, and keeps what they
    /// set of `flags.properties`.
    mutating func beginEditing(_ field: Int, flags: BeginEditingFlags) {
        let isTextView = screen.views.indices.contains(field) && screen.views[field].kind == .textView
        for (method, forTextView) in flags.methods where forTextView == isTextView {
            var apart = self
            apart.runHandler(method.function.body ?? [], parameters: method.function.parameterNames, path: method.path, field: field)
            for name in flags.properties { if let value = apart.properties[name] { properties[name] = value } }
        }
    }
}
