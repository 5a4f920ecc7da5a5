import SourceCode

extension ClassCode {
    /// The names a class's `supportedInterfaceOrientations` returns when it returns a
    /// constant (code.md section 5): `.portrait`, `[.portrait, .landscapeLeft]`,
    /// `UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft`; nil
    /// when the class (and its superclasses in the project) does not override it, or
    /// returns something the reader does not evaluate (a test, a call, a property).
    public var supportedOrientationNames: [String]? {
        let body: [Statement]
        if let property = property(named: "supportedInterfaceOrientations"), let getter = property.getter {
            body = getter
        } else if let method = method(named: "supportedInterfaceOrientations", labels: []), let statements = method.function.body {
            body = statements
        } else {
            return nil
        }
        guard body.count == 1, let only = body.first else { return nil }
        switch only.kind {
        case .return(let value?), .expression(let value):
            var names: [String] = []
            return Self.maskNames(value, into: &names) && !names.isEmpty ? names : nil
        default:
            return nil
        }
    }

    /// Collects the names of an orientation mask written as members, identifiers, arrays
    /// and `|`; false for anything else.
    private static func maskNames(_ expression: Expression, into names: inout [String]) -> Bool {
        switch expression.kind {
        case .member(_, let name), .identifier(let name):
            names.append(name)
            return true
        case .array(let elements):
            return elements.allSatisfy { maskNames($0, into: &names) }
        case .binary("|", let left, let right):
            return maskNames(left, into: &names) && maskNames(right, into: &names)
        case .cast(let inner, _, _), .unwrap(let inner):
            return maskNames(inner, into: &names)
        default:
            return false
        }
    }
}
