import SourceCode

/// What the text delegate's `…BeginEditing` methods set, other than the field itself, that
/// the show handlers read (`lift = textField.tag == 20`, then `guard lift else { return }`):
/// those methods run before the keyboard comes up, so each field's run starts with what
/// they set for that field (a decision of `docs/decisions.md`; code.md section 3 would give
/// the property its declaration's value). So do the actions a field sends as editing begins
/// or as it is touched (`addTarget(self, action: #selector(tapCode), for: .editingDidBegin)`).
struct BeginEditingFlags: Sendable {
    /// The delegate methods, each with whether it is a text view's.
    let methods: [(method: ClassCode.Method, isTextView: Bool)]
    /// The action methods, each with the outlet of the field that sends it.
    let actions: [(method: ClassCode.Method, outlet: String)]
    /// The properties they set that the handlers read (bare names).
    let properties: Set<String>

    var isEmpty: Bool { properties.isEmpty }

    init(code: ClassCode, handlerBodies: [[Statement]], activeFieldProperties: Set<String>) {
        var methods: [(ClassCode.Method, Bool)] = []
        var actions: [(ClassCode.Method, String)] = []
        var assigned: Set<String> = []
        func noteAssignments(of method: ClassCode.Method) {
            assigned.formUnion(Self.assignedProperties(of: method).subtracting(activeFieldProperties))
        }
        for name in ActiveFieldProperties.delegateMethods {
            guard let method = code.method(named: name, labels: nil), method.function.body != nil else { continue }
            methods.append((method, name.hasPrefix("textView")))
            noteAssignments(of: method)
        }
        for method in code.methods {
            SyntaxWalk.expressions(in: method.function.body ?? []) { expression in
                guard let (outlet, action) = Self.beginEditingAction(expression, in: code) else { return }
                actions.append((action, outlet))
                noteAssignments(of: action)
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
        self.actions = read.isEmpty ? [] : actions
        properties = read
    }

    /// The properties `method` assigns (bare names).
    static func assignedProperties(of method: ClassCode.Method) -> Set<String> {
        var assigned: Set<String> = []
        IQKeyboardManagerSwitch.visitAssignments(method.function.body ?? []) { target, _, _ in
            let bare = ActiveFieldProperties.bare(Evaluator.describe(target))
            if !bare.contains(".") { assigned.insert(bare) }
        }
        return assigned
    }

    /// The control events that come as a field's editing begins: touched, then editing.
    static let beginEditingEvents: Set<String> = ["editingDidBegin", "touchDown", "UIControlEventEditingDidBegin", "UIControlEventTouchDown"]

    /// `field.addTarget(self, action: #selector(m), for: .editingDidBegin)` or
    /// `[field addTarget:self action:@selector(m) forControlEvents:UIControlEventTouchDown]`:
    /// the field's outlet and the class's method.
    static func beginEditingAction(_ expression: Expression, in code: ClassCode) -> (outlet: String, method: ClassCode.Method)? {
        guard case .call(let callee, let arguments) = expression.kind, case .member(let receiver?, "addTarget") = callee.kind,
              let target = arguments.first?.value, Evaluator.describe(target) == "self",
              let events = arguments.first(where: { $0.label == "for" || $0.label == "forControlEvents" })?.value,
              case .selector(let name, let labels)? = arguments.first(where: { $0.label == "action" })?.value.kind else { return nil }
        let event: String
        switch events.kind {
        case .member(_, let member), .identifier(let member): event = member
        default: return nil
        }
        let outlet = ActiveFieldProperties.bare(Evaluator.describe(receiver))
        guard beginEditingEvents.contains(event), !outlet.contains("."), let method = code.method(named: name, labels: labels) else { return nil }
        return (outlet, method)
    }
}

extension Evaluator {
    /// Runs the delegate's `…BeginEditing` methods, and the actions `field` sends as editing
    /// begins, for `field` apart, and keeps what they set of `flags.properties`.
    mutating func beginEditing(_ field: Int, flags: BeginEditingFlags) {
        let isTextView = screen.views.indices.contains(field) && screen.views[field].kind == .textView
        for (method, forTextView) in flags.methods where forTextView == isTextView { run(method) }
        for (method, outlet) in flags.actions where screen.outlets[outlet] == .view(field) { run(method) }
        func run(_ method: ClassCode.Method) {
            var apart = self
            apart.runHandler(method.function.body ?? [], parameters: method.function.parameterNames, path: method.path, field: field)
            let assigned = BeginEditingFlags.assignedProperties(of: method)
            for name in flags.properties {
                if let value = apart.properties[name], !value.isUnknown {
                    properties[name] = value
                } else if assigned.contains(name), apart.properties[name] != nil || apart.isStopped,
                          code.property(named: name)?.isOptional == true {
                    // An optional set to what the reader cannot tell (`indexPath(for: cell)`):
                    // set, for this field; not nil.
                    properties[name] = .object(.elsewhere(name))
                } else if let value = apart.properties[name] {
                    properties[name] = value
                }
            }
        }
    }
}
