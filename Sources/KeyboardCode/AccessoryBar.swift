import SourceCode

/// An accessory bar the loading code gives a field or text view (code.md section 4: "an
/// `inputAccessoryView` of known height (the accessory `A`)"): the keyboard then covers
/// that much more, and the height the handlers read includes it.
public struct AccessoryBar: Sendable, Equatable {
    public var height: Double
    public var path: String
    public var line: Int
    /// The outlet of the document's view given as the bar (`self.tf.inputAccessoryView =
    /// self.toolbarView`), whose height the document knows; nil for a bar the code makes.
    public var outlet: String?

    /// A toolbar sized to fit, or made without a frame: UIKit's standard 44.
    static let toolbarHeight = 44.0
}

extension ClassCode {
    /// Every accessory bar the loading code sets: of known height, or an outlet of the
    /// document's (`outlet`, height 0), in the order found.
    public var loadedAccessoryBars: [AccessoryBar] {
        var found: [AccessoryBar] = []
        let extensions = fieldExtensionMethods
        for method in methods where Self.loadingMethods.contains(method.function.name) {
            var locals: [String: Expression] = [:]
            accessoryBars(in: method.function.body ?? [], path: method.path, locals: &locals, depth: 0, extensions: extensions) { bar in
                found.append(bar)
            }
        }
        return found
    }

    /// The UIKit classes whose project extensions may give a field its bar.
    private static let fieldTypes: Set<String> = ["UITextField", "UITextView", "UIView", "UIResponder"]

    /// The project's extension methods of those classes.
    private var fieldExtensionMethods: [(type: String, path: String, function: Function)] {
        base.platformExtensionMethods.filter { Self.fieldTypes.contains($0.type) }
    }

    /// The bars a field gets as the document sets `keyPath` to true on it: what the setter of
    /// the project's `@IBInspectable var doneAccessory: Bool` of `extension UITextField` makes,
    /// set by `<userDefinedRuntimeAttribute keyPath="doneAccessory" value="YES">` (survey G7).
    public func accessoryBars(settingRuntimeAttribute keyPath: String) -> [AccessoryBar] {
        let extensions = fieldExtensionMethods
        var found: [AccessoryBar] = []
        for (path, file) in base.files {
            for type in file.types where type.kind == .extension && Self.fieldTypes.contains(type.name) {
                for property in type.properties where property.name == keyPath {
                    guard let setter = property.setter else { continue }
                    var locals: [String: Expression] = [:]
                    accessoryBars(in: setter.body, path: path, locals: &locals, depth: 0, extensions: extensions) { found.append($0) }
                }
            }
        }
        return found
    }

    /// The bars `statements` set, and those of the class's own methods without arguments
    /// they call (`createDatePicker()` in `viewDidLoad`), two calls deep, as the load
    /// settings are read.
    private func accessoryBars(in statements: [Statement], path: String, locals: inout [String: Expression], depth: Int,
                               calls: Int = 0, extensions: [(type: String, path: String, function: Function)] = [],
                               _ found: (AccessoryBar) -> Void) {
        guard depth < 8 else { return }
        for statement in statements {
            var given: Expression?
            switch statement.kind {
            case .declaration(let names, _, _, let value?) where names.count == 1:
                locals[names[0]] = value
            case .assignment(let target, "=", let value):
                if case .member(_, "inputAccessoryView") = target.kind { given = value }
                if case .identifier("inputAccessoryView") = target.kind { given = value }
            case .expression(let expression):
                guard case .call(let callee, let arguments) = expression.kind else { break }
                if calls < 2, arguments.isEmpty, let name = Self.ownMethodName(callee), !Self.loadingMethods.contains(name),
                   let method = method(named: name, labels: []) {
                    var own: [String: Expression] = [:]
                    accessoryBars(in: method.function.body ?? [], path: method.path, locals: &own, depth: depth + 1, calls: calls + 1,
                                  extensions: extensions, found)
                    break
                }
                // A toolbar sized to fit is UIKit's standard height, whatever frame it was made with.
                if case .member(let receiver?, "sizeToFit") = callee.kind, case .identifier(let local) = receiver.kind,
                   let made = locals[local], KeyboardHelper.createdType(made) == "UIToolbar" {
                    locals[local] = Expression(.call(Expression(.identifier("UIToolbar"), line: made.line), []), line: made.line)
                    break
                }
                let name: String
                switch callee.kind {
                case .member(_?, let called), .identifier(let called): name = called
                default: continue
                }
                if name == "setInputAccessoryView" { given = arguments.first?.value }
                // A UIKit extension of the project's that gives the field its bar
                // (`notes.addDoneBar()`, survey CO; a bare call in one: its own method): the
                // bar its body sets on `self`.
                for method in extensions where method.function.name == name {
                    var own: [String: Expression] = [:]
                    accessoryBars(in: method.function.body ?? [], path: method.path, locals: &own, depth: depth + 1, calls: calls,
                                  extensions: extensions, found)
                }
            case .block(let body):
                accessoryBars(in: body, path: path, locals: &locals, depth: depth + 1, calls: calls, extensions: extensions, found)
            case .if(_, let then, let otherwise):
                accessoryBars(in: then + (otherwise ?? []), path: path, locals: &locals, depth: depth + 1, calls: calls,
                              extensions: extensions, found)
            default:
                break
            }
            if let given, let height = Self.barHeight(given, locals: locals), height > 0, height.isFinite {
                found(AccessoryBar(height: height, path: path, line: statement.line))
            } else if let given, let outlet = Self.outletName(given), locals[outlet] == nil {
                found(AccessoryBar(height: 0, path: path, line: statement.line, outlet: outlet))
            }
        }
    }

    /// `toolbarView`, `self.toolbarView`, `_toolbarView`: a property, perhaps an outlet.
    static func outletName(_ expression: Expression) -> String? {
        switch expression.kind {
        case .identifier(let name): name.hasPrefix("_") ? String(name.dropFirst()) : name
        case .member(let base?, let name): if case .identifier("self") = base.kind { name } else { nil }
        default: nil
        }
    }

    /// The height of the bar an expression makes: `UIToolbar(frame: CGRect(… height: 44))`,
    /// `[[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, 320, 44)]`, a toolbar made
    /// without a frame (sized to fit), or a local holding one.
    static func barHeight(_ expression: Expression, locals: [String: Expression], depth: Int = 0) -> Double? {
        guard depth < 4 else { return nil }
        switch expression.kind {
        case .identifier(let name):
            return locals[name].flatMap { barHeight($0, locals: locals, depth: depth + 1) }
        case .call(_, let arguments):
            guard let type = KeyboardHelper.createdType(expression), type.hasPrefix("UI") else { return nil }
            if let frame = arguments.first(where: { $0.label == "frame" || $0.label == nil || $0.label == "initWithFrame" }) {
                return rectHeight(frame.value)
            }
            return type == "UIToolbar" ? AccessoryBar.toolbarHeight : nil
        case .cast(let inner, _, _), .unwrap(let inner):
            return barHeight(inner, locals: locals, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The height of `CGRect(x:y:width:height:)`, `CGRectMake(x, y, w, h)` or
    /// `CGRect(origin:size: CGSize(width:height:))`, when it is a number.
    static func rectHeight(_ expression: Expression) -> Double? {
        guard case .call(_, let arguments) = expression.kind, let name = KeyboardHelper.createdType(expression) else { return nil }
        func number(_ value: Expression?) -> Double? {
            if case .number(let number)? = value?.kind { return number }
            return nil
        }
        switch name {
        case "CGRectMake": return arguments.count == 4 ? number(arguments[3].value) : nil
        case "CGRect":
            if let height = arguments.first(where: { $0.label == "height" }) { return number(height.value) }
            guard let size = arguments.first(where: { $0.label == "size" }),
                  case .call(_, let parts) = size.value.kind else { return nil }
            return number(parts.first { $0.label == "height" }?.value)
        default: return nil
        }
    }
}
