import SourceCode

/// The fields a text field delegate keeps from editing (code.md section 4: a
/// `textFieldShouldBeginEditing` that returns false for a field means that field never
/// brings up the keyboard): those it names in `if textField == place { return false }`,
/// and, when it ends in an unconditional `return false`, every other field it is the
/// delegate of.
public struct FieldsNeverEditing: Sendable, Equatable {
    /// The outlets or properties named, as `ViewSetting` owners are (`place`, not `self.place`).
    public var named: Set<String> = []
    /// Whether every other field the class is the delegate of is kept from editing too.
    public var others = false

    public var isEmpty: Bool { named.isEmpty && !others }

    public init() {}
}

extension ClassCode {
    /// What the class's `textFieldShouldBeginEditing` keeps from editing; empty without one
    /// or when it is more than a row of tests on the field (the reader then leaves the
    /// fields as the document has them).
    public var fieldsNeverEditing: FieldsNeverEditing {
        var result = FieldsNeverEditing()
        guard let method = method(named: "textFieldShouldBeginEditing", labels: nil),
              let body = method.function.body else { return result }
        let parameter = method.function.parameterNames.first ?? "textField"
        var allowed: Set<String> = []
        for statement in body {
            switch statement.kind {
            case .if(let conditions, let then, nil):
                guard conditions.count == 1, case .expression(let test) = conditions[0],
                      let field = Self.comparedField(test, parameter: parameter),
                      let flag = Self.returnedFlag(then) else { return FieldsNeverEditing() }
                if flag || allowed.contains(field) { allowed.insert(field) } else { result.named.insert(field) }
            case .return(let value?):
                if Self.flag(value) == false { result.others = true }
                return result.isEmpty ? FieldsNeverEditing() : result
            case .expression, .declaration:
                continue  // logging, a local
            default:
                return FieldsNeverEditing()
            }
        }
        return result.isEmpty ? FieldsNeverEditing() : result
    }

    /// `textField == place`, `place === textField`, `textField == self.place`: `place`.
    private static func comparedField(_ test: Expression, parameter: String) -> String? {
        guard case .binary(let op, let left, let right) = test.kind, op == "==" || op == "===" else { return nil }
        for (one, other) in [(left, right), (right, left)] {
            guard case .identifier(let name) = one.kind, name == parameter else { continue }
            if let field = owner(other), !field.isEmpty { return field }
        }
        return nil
    }

    /// The flag a branch returns when it ends in `return false` (or `true`) after calls
    /// or locals only (`[self showPicker]; return NO;`).
    private static func returnedFlag(_ statements: [Statement]) -> Bool? {
        guard let last = statements.last, case .return(let value?) = last.kind,
              statements.dropLast().allSatisfy({ statement in
                  switch statement.kind { case .expression, .declaration: true; default: false }
              }) else { return nil }
        return flag(value)
    }
}
