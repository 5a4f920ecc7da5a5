import SourceCode

extension Evaluator {
    mutating func evaluate(_ expression: Expression) -> Value {
        steps += 1
        guard steps <= Self.stepLimit, !isStopped else { return .unknown("the handlers run longer than kb-lsp follows") }
        switch expression.kind {
        case .number(let value): return .number(Quantity(value))
        case .string(let text): return .string(KeyboardNotification(word: text)?.name ?? text)
        case .boolean(let flag): return .boolean(flag)
        case .nil: return .nil
        case .identifier(let name): return lookUp(name, line: expression.line)
        case .member(let base, let name):
            guard let base else { return implicitMember(name) }
            let value = evaluate(base)
            return member(name, of: value, line: expression.line)
        case .call(let callee, let arguments): return call(callee, arguments, line: expression.line)
        case .subscript(let base, let arguments):
            let value = evaluate(base)
            guard let key = arguments.first.map({ evaluate($0.value) }) else { return .opaque }
            return subscripted(value, key)
        case .prefix(let op, let operand): return prefix(op, evaluate(operand))
        case .binary(let op, let left, let right): return binary(op, left, right)
        case .conditional(let condition, let then, let otherwise):
            let test = evaluate(condition)
            switch truth(of: test) {
            case true?: return evaluate(then)
            case false?: return evaluate(otherwise)
            case nil: return .unknown("a condition the reader cannot evaluate (\(Self.describe(condition)))")
            }
        case .cast(let operand, let op, let type):
            let value = evaluate(operand)
            if op == "is" { return value.isUnknown ? value : .boolean(true) }
            if case .object(.keyboardFrame) = value, type == "CGRect" { return member("cgRectValue", of: value, line: expression.line) }
            return value
        case .unwrap(let operand): return evaluate(operand)
        case .selector: return .opaque
        case .closure(let closure): return .closure(closure, path: path, context: context, captured: CapturedScopes(frame: frame, scopes: scopes))
        case .tuple(let elements):
            if elements.count == 1 { return evaluate(elements[0].value) }
            // A tuple: its elements by position (`.0`) and by label (`.keyboardFrame`).
            var fields: [String: Value] = [:]
            for (index, element) in elements.enumerated() {
                let value = evaluate(element.value)
                fields[String(index)] = value
                if let label = element.label, label != "_" { fields[label] = value }
            }
            return .record(type: "a tuple", fields: fields)
        case .array, .dictionary: return .opaque
        case .availability(let version, let negated):
            let available = Double(geometry.iosVersion) >= version
            return .boolean(negated ? !available : available)
        case .unknown(let words): return .unknown("code the reader does not read (\(words))")
        }
    }

    func prefix(_ op: String, _ value: Value) -> Value {
        switch (op, value) {
        case ("-", .number(let q)): return .number(q.negated)
        case ("!", .boolean(let flag)): return .boolean(!flag)
        case ("!", .nil): return .boolean(true)
        // What an object made elsewhere answers (`!child.isReady()`) is not told by its being
        // an object, as `truth(of:)` says.
        case ("!", .object(.type)), ("!", .object(.elsewhere)): return .unknown("what an object made elsewhere answers")
        case ("!", .object): return .boolean(false)
        case ("&", _), ("*", _), ("+", _): return value
        case (_, .unknown): return value
        default: return .unknown("an operator the reader does not evaluate (\(op))")
        }
    }

    mutating func binary(_ op: String, _ left: Expression, _ right: Expression) -> Value {
        let a = evaluate(left)
        // `&&`, `||` and `??` evaluate their right side only when they need it.
        switch (op, truth(of: a)) {
        case ("&&", false?): return .boolean(false)
        case ("||", true?): return .boolean(true)
        default: break
        }
        if op == "??" {
            if case .nil = a { return evaluate(right) }
            return a
        }
        let b = evaluate(right)
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        switch op {
        case "&&", "||":
            guard let x = truth(of: a), let y = truth(of: b) else { return .unknown("a condition the reader cannot evaluate") }
            return .boolean(op == "&&" ? x && y : x || y)
        case "==", "!=", "===", "!==":
            // A conditional cast compared with nil: casts succeed (code.md section 3), so it is a value
            // (`userInfo?[durationKey] as? NSNumber != nil`, survey DG).
            let castAgainstNil = [(left, b), (right, a)].contains { if case .cast(_, "as?", _) = $0.0.kind, case .nil = $0.1 { true } else { false } }
            guard let equal = castAgainstNil ? false : Self.equal(a, b) else { return .unknown("a comparison the reader cannot evaluate") }
            return .boolean(op.hasPrefix("=") ? equal : !equal)
        default:
            break
        }
        guard let x = a.number, let y = b.number else {
            return .unknown("arithmetic on something other than numbers (\(Self.describe(left)) \(op) \(Self.describe(right)))")
        }
        switch op {
        case "+": return .number(Quantity.combine(x, "+", y, x.value + y.value))
        case "-": return .number(Quantity.combine(x, "-", y, x.value - y.value))
        case "*": return .number(Quantity.combine(x, "×", y, x.value * y.value))
        case "/": return y.value == 0 ? .unknown("a division by zero") : .number(Quantity.combine(x, "/", y, x.value / y.value))
        case "<": return .boolean(x.value < y.value - 1e-9)
        case ">": return .boolean(x.value > y.value + 1e-9)
        case "<=": return .boolean(x.value <= y.value + 1e-9)
        case ">=": return .boolean(x.value >= y.value - 1e-9)
        default: return .unknown("an operator the reader does not evaluate (\(op))")
        }
    }

    func subscripted(_ value: Value, _ key: Value) -> Value {
        guard case .object(.userInfo) = value else {
            if case .unknown = value { return value }
            // `UIApplication.shared.windows[0]`: the app's window.
            if case .object(.window) = value { return value }
            return .unknown("a subscript the reader does not follow")
        }
        return userInfoValue(for: key)
    }

    /// `userInfo[key]`: the keyboard's end or begin frame, `keyboardIsLocalUserInfoKey`,
    /// or an animation's duration and curve (which do not matter).
    func userInfoValue(for key: Value) -> Value {
        guard case .string(let name) = key else { return .unknown("a userInfo key the reader cannot tell") }
        if name.includes("FrameEnd") { return .object(.keyboardFrame(begin: false)) }
        if name.includes("FrameBegin") { return .object(.keyboardFrame(begin: true)) }
        if name.includes("IsLocal") { return .boolean(true) }
        if name.includes("Animation") { return .opaque }
        return .unknown("the userInfo key \(name)")
    }

    /// How a finding names an expression: `signInBottom.constant`, `view.frame.origin.y`.
    static func describe(_ expression: Expression, depth: Int = 0) -> String {
        guard depth < 12 else { return "…" }
        switch expression.kind {
        case .identifier(let name): return name
        case .member(let base, let name):
            guard let base else { return "." + name }
            let prefix = describe(base, depth: depth + 1)
            return prefix == "self" || prefix == "super" ? name : prefix + "." + name
        case .call(let callee, let arguments): return describe(callee, depth: depth + 1) + (arguments.isEmpty ? "()" : "(…)")
        case .unwrap(let inner), .cast(let inner, _, _): return describe(inner, depth: depth + 1)
        case .subscript(let base, _): return describe(base, depth: depth + 1) + "[…]"
        case .number(let value): return Quantity.format(value)
        case .string(let text): return "\"" + text + "\""
        case .prefix(let op, let operand): return op + describe(operand, depth: depth + 1)
        case .binary(let op, let a, let b): return describe(a, depth: depth + 1) + " " + op + " " + describe(b, depth: depth + 1)
        default: return "…"
        }
    }
}
