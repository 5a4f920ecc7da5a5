import SourceCode

extension Evaluator {
    /// A name: a local, the controller's property or outlet, a project constant, a UIKit
    /// name (code.md section 3).
    mutating func lookUp(_ name: String, line: Int) -> Value {
        for scope in scopes.reversed() { if let value = scope[name] { return value } }
        switch name {
        case "self", "super": return selfValue
        case "YES", "true": return .boolean(true)
        case "NO", "false": return .boolean(false)
        case "CGRectZero": return .rect(0, 0, 0, 0)
        case "UIEdgeInsetsZero": return .insets(top: Value.zero, left: Value.zero, bottom: Value.zero, right: Value.zero)
        case "CGAffineTransformIdentity", "CATransform3DIdentity": return .transform(ty: Value.zero)
        case "CGPointZero": return .point(x: Value.zero, y: Value.zero)
        default: break
        }
        // UIKit's names first: inside a view's extension, `self`'s members are a view's.
        if let notification = KeyboardNotification(word: name) { return .string(notification.name) }
        if name.hasPrefix("UIKeyboard") && name.hasSuffix("UserInfoKey") { return .string(name) }
        if let value = selfMember(name, line: line) { return value }
        if let constant = code.constant(named: name, in: path) {
            guard let initial = constant.initialValue, !inProgress.contains(name) else {
                return .unknown("the constant \(name), whose value the reader cannot tell")
            }
            inProgress.insert(name)
            defer { inProgress.remove(name) }
            return evaluate(initial)
        }
        switch name {
        case "UIUserInterfaceIdiomPad": return .string("pad")
        case "UIUserInterfaceIdiomPhone": return .string("phone")
        default: break
        }
        if let first = name.first, first.isUppercase { return .object(.type(name)) }
        return .unknown("\(name), which the reader cannot find")
    }

    /// The name a member of the controller is kept under: `_name` is `name` (an Objective-C
    /// instance variable backing its property), unless the class or the document has
    /// `_name` itself and no `name` (Swift's `@IBOutlet weak var _logInButton`, `var _shift`).
    func memberKey(_ name: String) -> String {
        guard name.hasPrefix("_"), screen.outlets[name] == nil else { return name }
        let bare = String(name.dropFirst())
        if screen.outlets[bare] != nil || code.property(named: bare) != nil { return bare }
        return code.property(named: name) != nil ? name : bare
    }

    /// A member of the controller (`self.x` or `x`): an outlet, the root view, a stored
    /// or computed property, a UIKit property of every view controller; nil when none.
    mutating func controllerMember(_ name: String, line: Int) -> Value? {
        let bare = memberKey(name)
        if let value = properties[bare] { return value }
        if let outlet = screen.outlets[bare] {
            switch outlet {
            case .view(let index): return .object(.view(index))
            case .constraint(let id, _): return .object(.constraint(id: id, name: bare))
            case .outside: return Self.outsideView(bare)
            }
        }
        // `_name` is the property of that name (Swift's `_initial`, an instance variable
        // `UIView *_bottomView;`), else the property it is synthesized for.
        let property = (bare == name ? nil : code.property(named: name)) ?? code.property(named: bare)
        // The field the user edits, kept by the text delegate: an outlet the document does not
        // connect too (`@IBOutlet var currentTextField` assigned in `textFieldDidBeginEditing`).
        // Else nil, unless the loading code sets it (`self.firstResponseTF = self.textField`).
        if property?.isOutlet == true {
            if isActiveFieldProperty(bare) { return activeFieldValue(in: bare) }
            guard let loaded = loadingValue(of: bare), !inProgress.contains(bare) else { return .nil }
            inProgress.insert(bare)
            defer { inProgress.remove(bare) }
            return evaluate(loaded)
        }
        switch bare {
        case "view": return .object(.view(screen.controllerRoot))
        case "tableView", "collectionView": return screen.controllerScroll.map { .object(.view($0)) } ?? .nil
        case "navigationController": return .object(.barOwner(tab: false))
        case "tabBarController": return .object(.barOwner(tab: true))
        case "traitCollection": return .object(.traits)
        // The keyboard comes up on a screen that is loaded, shown, and presents nothing.
        case "isViewLoaded", "viewIfLoaded": return bare == "isViewLoaded" ? .boolean(true) : .object(.view(screen.controllerRoot))
        case "presentedViewController": return .nil
        case "isBeingDismissed", "isMovingFromParent", "isBeingPresented": return .boolean(false)
        case "additionalSafeAreaInsets": return .insets(top: Value.zero, left: Value.zero, bottom: Value.zero, right: Value.zero)
        case "firstResponder", "currentFirstResponder", "findFirstResponder": return activeFieldValue()
        case "topLayoutGuide": return .object(.anchor(view: nil, name: "topLayoutGuide"))
        case "bottomLayoutGuide": return .object(.anchor(view: nil, name: "bottomLayoutGuide"))
        default: break
        }
        guard let property else {
            // Objective-C reads a method without arguments as a property: `self.textView`.
            if let method = code.method(named: bare, labels: []), let body = method.function.body, !inProgress.contains(bare) {
                inProgress.insert(bare)
                defer { inProgress.remove(bare) }
                return invoke(body, parameters: [], arguments: [], path: method.path, in: .some(nil))
            }
            return nil
        }
        // A property an extension keeps as an associated object (`objc_getAssociatedObject`
        // in its getter) is stored: what the loading code sets it to (survey CZ, dna-ts).
        if let getter = property.getter, !Self.readsAssociatedObject(getter) {
            return invoke(getter, parameters: [], arguments: [], path: path, in: .some(nil))
        }
        // The field the user edits: a property the delegate sets when editing begins.
        if isActiveFieldProperty(bare) { return activeFieldValue(in: bare) }
        // What the loading code sets comes after the declaration's value (code.md section 3).
        guard let initial = loadingValue(of: bare) ?? property.initialValue, !inProgress.contains(bare) else {
            if let type = property.type, Self.isOptionalDefault(type) { return .nil }
            if let type = property.type, let zero = Self.zero(of: type) { return zero }
            // An Objective-C enumeration of the project (`VcType`): zeroed too.
            if let type = property.type, code.base.types[type]?.contains(where: { $0.declaration.kind == .enum }) == true {
                return .number(Value.zero)
            }
            // A view or constraint the document does not connect: the code makes it.
            if let type = property.type, Self.isViewOrConstraint(type) { return .object(.elsewhere(bare)) }
            // Any other Swift optional the class keeps for itself is nil until it sets it
            // (`var selected: IndexPath?`, set by a delegate method); one it never sets is
            // another object's to give (`weak var delegate: …?`): not told.
            if property.isOptional, code.methods.contains(where: { BeginEditingFlags.assignedProperties(of: $0).contains(bare) }) {
                return .nil
            }
            return .unknown("the property \(bare), whose value the reader cannot tell")
        }
        inProgress.insert(bare)
        defer { inProgress.remove(bare) }
        return evaluate(initial)
    }

    /// What the screen's loading code (`viewDidLoad`, `init`, `awakeFromNib`) or appearing
    /// code (`viewWillAppear`, `viewDidAppear`) last assigns a stored property at its top level, if anything (code.md section 3); also through a
    /// method of the code it calls there with the value (`initScrollView(scrollView, bottom)`,
    /// whose body keeps `self.scrollView = scrollView`).
    /// `super.name(…)`, `[super name]`.
    static func callsSuper(_ callee: Expression) -> Bool {
        if case .member(let base?, _) = callee.kind, case .identifier("super") = base.kind { return true }
        return false
    }

    func loadingValue(of name: String) -> Expression? {
        var found: Expression?
        var unbound: Set<String> = []
        func assigned(in statements: [Statement], parameters: [String: Expression], depth: Int) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let target, "=", let value):
                    let written = Self.describe(target)
                    guard written == name || written == "_" + name else { continue }
                    if case .identifier(let parameter) = value.kind, let given = parameters[parameter] {
                        found = given
                    } else if case .identifier(let parameter) = value.kind, unbound.contains(parameter) {
                        continue  // a loading method's own parameter: given only by a call, followed there
                    } else if parameters.isEmpty {
                        found = value
                    } else {
                        // In a method the loading code calls: its value, or, made from what the
                        // method is given (`post`'s measured text), one the reader cannot tell.
                        var given = false
                        SyntaxWalk.walk(value, depth: 0) { if case .identifier(let name) = $0.kind, parameters[name] != nil { given = true } }
                        found = given ? Expression(.unknown("a value the loading code computes from what it is given"), line: value.line) : value
                    }
                case .expression(let expression) where depth == 0:
                    // A method of the class the loading code calls (`configure()`, `[self setup]`;
                    // `super.viewDidLoad()` is walked as the superclass's loading method), with
                    // what it is given.
                    guard case .call(let callee, let arguments) = expression.kind, !arguments.isEmpty || !Self.callsSuper(callee),
                          let method = code.calledMethod(callee, arguments: arguments, byLabelsOnly: true),
                          let body = method.function.body else { continue }
                    var bound: [String: Expression] = [:]
                    for (parameter, argument) in zip(method.function.parameterNames, arguments) { bound[parameter] = argument.value }
                    assigned(in: body, parameters: bound, depth: depth + 1)
                default: continue
                }
            }
        }
        // In the order UIKit runs them: the last to assign the property wins.
        let loading = code.methods.filter { Self.appearingOrder[$0.function.name] != nil }
        for method in loading.enumerated().sorted(by: { (Self.appearingOrder[$0.element.function.name] ?? 0, $0.offset)
                                                       < (Self.appearingOrder[$1.element.function.name] ?? 0, $1.offset) }).map(\.element) {
            unbound = Set(method.function.parameterNames)
            assigned(in: method.function.body ?? [], parameters: [:], depth: 0)
        }
        return found
    }

    /// The methods that run before any field can be edited, in their order: the loading
    /// code, and the appearing one (survey CM, GoodyIT: `isFirstShown = YES` in
    /// `viewWillAppear`, where the observer is registered too; docs/decisions.md).
    static let appearingOrder: [String: Int] = [
        "init": 0, "initWithCoder": 0, "initWithNibName": 0, "awakeFromNib": 1, "loadView": 2, "viewDidLoad": 3,
        "viewWillAppear": 4, "viewDidAppear": 5,
    ]

    /// The value a stored property of a value type has before anything sets it (Objective-C
    /// zeroes an object's memory).
    static func zero(of type: String) -> Value? {
        switch type {
        case "CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "NSTimeInterval", "TimeInterval", "CGFloat_t":
            return .number(Value.zero)
        case "Bool", "BOOL": return .boolean(false)
        case "CGRect": return .rect(0, 0, 0, 0)
        case "UIEdgeInsets": return .insets(top: Value.zero, left: Value.zero, bottom: Value.zero, right: Value.zero)
        case "CGPoint": return .point(x: Value.zero, y: Value.zero)
        default: return nil
        }
    }

    /// A UIKit view, control or constraint type, or a project type named like one.
    static func isViewOrConstraint(_ type: String) -> Bool {
        ["View", "Constraint", "Field", "Button", "Bar", "Label", "Controller", "Cell"].contains { type.hasSuffix($0) }
    }

    /// Whether a getter reads an associated object (`objc_getAssociatedObject(self, &key)`).
    static func readsAssociatedObject(_ getter: [Statement]) -> Bool {
        var reads = false
        SyntaxWalk.expressions(in: getter) { expression in
            if case .call(let callee, _) = expression.kind, case .identifier("objc_getAssociatedObject") = callee.kind { reads = true }
        }
        return reads
    }

    static func isOptionalDefault(_ type: String) -> Bool {
        ["UITextField", "UITextView", "UIView", "UIResponder"].contains(type)
    }

    /// Whether `name` is assigned a field in the text delegate's `…BeginEditing`, or is
    /// named as the active field usually is.
    func isActiveFieldProperty(_ name: String) -> Bool {
        let lower = name.lowercased()
        if ["activefield", "activetextfield", "activetextview", "currenttextfield", "selectedtextfield", "activeinput",
            "firstresponder", "currentfirstresponder", "activeview", "currentfield", "editingfield"].contains(lower) { return true }
        return activeFieldProperties.editors[ActiveFieldProperties.bare(name)] != nil
    }

    /// The active field as the property `name` holds it: nil while an editor whose delegate
    /// does not set it is edited (`activeField` of `textFieldDidBeginEditing` when a text
    /// view is).
    mutating func activeFieldValue(in name: String) -> Value {
        let value = activeFieldValue()
        let bare = ActiveFieldProperties.bare(name)
        guard let editors = activeFieldProperties.editors[bare], let activeField,
              activeField < screen.views.count else { return value }
        let editor: ActiveFieldProperties.Editor = screen.views[activeField].kind == .textView ? .textView : .textField
        guard editors.contains(editor) else { return .nil }
        // The delegate's methods run only for the fields whose delegate the controller is:
        // the document's connections and the fields the code makes so.
        let holders = screen.outlets.compactMap { $0.value == .view(activeField) ? $0.key : nil }
        guard screen.views[activeField].isDelegateConnected || activeFieldProperties.delegates.includes(anyOf: holders)
        else { return .nil }
        // Something of the field (`activeRect = textField.frame`): read with it.
        guard let derived = activeFieldProperties.derivations[bare]?[editor] else { return value }
        return invoke([Statement(.return(derived.expression), line: derived.expression.line)], parameters: [derived.parameter],
                      arguments: [value], path: derived.path)
    }

    mutating func activeFieldValue() -> Value {
        run.readsActiveField = true
        guard let activeField else { return .nil }
        return .object(.view(activeField))
    }

    /// `.main`, `.pad`, `.zero`, `.UIKeyboardWillShow`: implicit members.
    func implicitMember(_ name: String) -> Value {
        if let notification = KeyboardNotification(word: name) { return .string(notification.name) }
        switch name {
        case "zero": return .number(Value.zero)
        case "identity": return .transform(ty: Value.zero)
        case "pad", "phone", "regular", "compact", "landscapeLeft", "landscapeRight", "portrait": return .string(name)
        // An enumeration's case (`.bold`): equal to itself, so a `switch` on it is followed.
        default: return .string("." + name)
        }
    }

    /// An outlet to a view of the scene outside the screen's views (`CodeScreen.Outlet.outside`):
    /// connected, but where it is the reader cannot tell (survey DK).
    static func outsideView(_ name: String) -> Value {
        .unknown("\(name), a view of the scene outside the screen's views")
    }
}
