import SourceCode

extension ClassCode {
    /// `body` as it runs for this class where a test of whether the object conforms to one
    /// of the project's protocols decides it: a base class's `if ([self
    /// conformsToProtocol:@protocol(Scrollable)])` (Swift `self is Scrollable`, `self as?
    /// Scrollable != nil`, `let _ = self as? Scrollable`) registers for the screens whose
    /// class adopts it and for no other (survey CX, qtum's forty-odd screens). Other tests
    /// stay as they are: code.md section 2 counts a registration anywhere.
    func asRunByThisClass(_ body: [Statement], depth: Int = 0) -> [Statement] {
        // Most bodies test nothing of the kind: kept as they are, not copied.
        guard depth < SyntaxWalk.depthLimit, depth > 0 || Self.hasConformanceTest(body) else { return body }
        var result: [Statement] = []
        for statement in body {
            switch statement.kind {
            case .if(let conditions, let then, let otherwise):
                switch conformance(conditions) {
                case true?: result += asRunByThisClass(then, depth: depth + 1)
                case false?: result += asRunByThisClass(otherwise ?? [], depth: depth + 1)
                case nil:
                    var kept = statement
                    kept.kind = .if(conditions: conditions, then: asRunByThisClass(then, depth: depth + 1),
                                    else: otherwise.map { asRunByThisClass($0, depth: depth + 1) })
                    result.append(kept)
                }
            case .guard(let conditions, _) where conformance(conditions) == false:
                // What follows the guard does not run for this class.
                result.append(statement)
                return result
            case .block(let inner):
                var kept = statement
                kept.kind = .block(asRunByThisClass(inner, depth: depth + 1))
                result.append(kept)
            default:
                result.append(statement)
            }
        }
        return result
    }

    /// Whether an `if` or `guard` of `body`, at any depth of blocks, tests a conformance.
    static func hasConformanceTest(_ body: [Statement], depth: Int = 0) -> Bool {
        guard depth < SyntaxWalk.depthLimit else { return false }
        return body.contains { statement in
            switch statement.kind {
            case .if(let conditions, let then, let otherwise):
                return conditions.count == 1 && testedProtocol(conditions[0]) != nil
                    || hasConformanceTest(then, depth: depth + 1) || hasConformanceTest(otherwise ?? [], depth: depth + 1)
            case .guard(let conditions, _): return conditions.count == 1 && testedProtocol(conditions[0]) != nil
            case .block(let inner): return hasConformanceTest(inner, depth: depth + 1)
            default: return false
            }
        }
    }

    /// Whether the class conforms to the protocol that `conditions` (one test) ask about;
    /// nil when they are not such a test or the protocol is not the project's.
    private func conformance(_ conditions: [Condition]) -> Bool? {
        guard conditions.count == 1, let name = Self.testedProtocol(conditions[0]), base.declaredNames.contains(name) else { return nil }
        return conforms(to: name)
    }

    /// The protocol a conformance test of the object itself names.
    static func testedProtocol(_ condition: Condition) -> String? {
        switch condition {
        case .binding(_, let value):
            guard case .cast(let operand, "as?", let type) = value.kind, isSelfOrItsClass(operand) else { return nil }
            return type
        case .expression(let expression):
            switch expression.kind {
            case .cast(let operand, "is", let type) where isSelfOrItsClass(operand): return type
            case .binary("!=", let left, let right):
                guard case .nil = right.kind, case .cast(let operand, "as?", let type) = left.kind, isSelfOrItsClass(operand) else { return nil }
                return type
            case .call(let callee, let arguments):
                guard case .member(let object?, "conformsToProtocol") = callee.kind, isSelfOrItsClass(object), arguments.count == 1,
                      case .unknown(let text) = arguments[0].value.kind, text.hasPrefix("@protocol("), text.hasSuffix(")") else { return nil }
                return String(text.dropFirst("@protocol(".count).dropLast())
            default: return nil
            }
        }
    }

    /// `self`, or its class (`[self class]`, `self.class`).
    private static func isSelfOrItsClass(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .member(let object?, "class"): return isSelf(object)
        case .call(let callee, let arguments) where arguments.isEmpty: return isSelfOrItsClass(callee)
        default: return isSelf(expression)
        }
    }

    /// Whether the class or a class above it adopts `name`, or a protocol that refines it.
    func conforms(to name: String) -> Bool {
        var pending = lineage, seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, seen.count < 256 else { continue }
            let adopted = base.inherited[next] ?? []
            if adopted.contains(name) { return true }
            pending += adopted
        }
        return false
    }
}
