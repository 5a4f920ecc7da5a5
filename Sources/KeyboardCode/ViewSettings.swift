import SourceCode

/// What the code sets on the screen's views as the screen loads (code.md section 4, "What
/// the code says of the views"): a boolean property of a view that decides whether it is a
/// field the keyboard serves, set in `viewDidLoad`, `awakeFromNib`, `init…` or `loadView`
/// (and the class's own methods without arguments they call, two calls deep).
public struct ViewSetting: Sendable, Equatable {
    /// Which property, in its Swift spelling.
    public enum Property: String, Sendable, CaseIterable {
        case isEditable, isEnabled, isUserInteractionEnabled, isHidden
    }

    public var property: Property
    public var value: Bool
    public var path: String
    public var line: Int

    /// The property an assignment's member name or a setter names, in either language
    /// (`isEditable`, `editable`, `setEditable`).
    static func property(named name: String) -> Property? {
        switch name {
        case "isEditable", "editable", "setEditable": .isEditable
        case "isEnabled", "enabled", "setEnabled": .isEnabled
        case "isUserInteractionEnabled", "userInteractionEnabled", "setUserInteractionEnabled": .isUserInteractionEnabled
        case "isHidden", "hidden", "setHidden": .isHidden
        default: nil
        }
    }
}

extension ClassCode {
    /// The methods that run as a controller or view loads.
    static let loadingMethods: Set<String> = ["viewDidLoad", "awakeFromNib", "loadView", "init", "initWithCoder",
                                              "initWithFrame", "initWithNibName", "commonInit"]

    /// The settings of the load methods, by the outlet or property they are set on ("" for
    /// the object itself: a view class that makes itself read-only), in the order they run.
    public var loadSettings: [String: [ViewSetting]] {
        var settings: [String: [ViewSetting]] = [:]
        for method in methods where Self.loadingMethods.contains(method.function.name) {
            collectSettings(in: method.function.body ?? [], path: method.path, depth: 0, into: &settings)
        }
        return settings
    }

    private func collectSettings(in statements: [Statement], path: String, depth: Int, into settings: inout [String: [ViewSetting]]) {
        for statement in statements {
            switch statement.kind {
            case .assignment(let target, "=", let value):
                let member: (receiver: Expression?, name: String)
                switch target.kind {
                case .member(let receiver, let name): member = (receiver, name)
                case .identifier(let name): member = (nil, name)  // the object's own property
                default: continue
                }
                guard let property = ViewSetting.property(named: member.name), let flag = Self.flag(value),
                      let owner = Self.owner(member.receiver) else { continue }
                settings[owner, default: []].append(ViewSetting(property: property, value: flag, path: path, line: statement.line))
            case .expression(let expression):
                guard case .call(let callee, let arguments) = expression.kind else { continue }
                if case .member(let receiver, let name) = callee.kind, let property = ViewSetting.property(named: name),
                   name.hasPrefix("set"), arguments.count == 1, let flag = arguments.first.flatMap({ Self.flag($0.value) }),
                   let owner = Self.owner(receiver) {
                    settings[owner, default: []].append(ViewSetting(property: property, value: flag, path: path, line: statement.line))
                } else if depth < 2, arguments.isEmpty, let name = Self.ownMethodName(callee),
                          let method = method(named: name, labels: []), !Self.loadingMethods.contains(name) {
                    collectSettings(in: method.function.body ?? [], path: method.path, depth: depth + 1, into: &settings)
                }
            case .block(let body):
                collectSettings(in: body, path: path, depth: depth, into: &settings)
            default:
                continue
            }
        }
    }

    /// `true`, `false`, `YES`, `NO`.
    static func flag(_ value: Expression) -> Bool? {
        switch value.kind {
        case .boolean(let flag): flag
        case .identifier("YES"), .identifier("true"): true
        case .identifier("NO"), .identifier("false"): false
        default: nil
        }
    }

    /// The outlet or property a setting is made on: `field`, `self.field`, `field?`,
    /// `_field`; "" for the object itself (no receiver, `self`).
    static func owner(_ receiver: Expression?) -> String? {
        guard let receiver else { return "" }
        switch receiver.kind {
        case .identifier("self"): return ""
        case .identifier(let name): return name.hasPrefix("_") ? String(name.dropFirst()) : name
        case .member(let base, let name):
            guard base.map({ if case .identifier("self") = $0.kind { true } else { false } }) ?? false else { return nil }
            return name
        case .unwrap(let inner): return owner(inner)
        default: return nil
        }
    }

    /// `setUp()`, `self.setUp()`, `[self setUp]`: the name of a method of the object itself.
    static func ownMethodName(_ callee: Expression) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let base?, let name):
            if case .identifier("self") = base.kind { return name }
            return nil
        default: return nil
        }
    }
}
