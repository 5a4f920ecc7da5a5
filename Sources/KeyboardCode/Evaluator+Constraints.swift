import SourceCode

/// Constraints the code makes between views of the screen (code.md section 4), and their
/// activation.
extension Evaluator {
    /// A vertical constraint between views of the screen (code.md section 4): a constraint
    /// object named by where the code makes it, its constant the one it is made with.
    mutating func madeConstraint(_ name: String, receiver: Value, arguments: [Argument], values: [Value], line: Int) -> Value? {
        guard let first = MadeConstraint.anchor(receiver) else { return nil }
        let labels = arguments.map { $0.label ?? "" }
        func labelled(_ label: String) -> Value? { labels.firstIndex(of: label).map { values[$0] } }
        // `constraint(lessThanOrEqualTo:)`; Objective-C's `constraintLessThanOrEqualToAnchor:`.
        let relationWord = (labels.first.flatMap { $0.isEmpty ? nil : $0 } ?? String(name.dropFirst("constraint".count))).lowercased()
        let relation = relationWord.hasPrefix("lessthan") ? "lessThanOrEqual"
            : relationWord.hasPrefix("greaterthan") ? "greaterThanOrEqual" : "equal"
        var second: MadeConstraint.Anchor?
        var constant = labelled("constant")?.number?.value ?? 0
        if relationWord.hasSuffix("constant") {
            guard first.attribute == "height", let value = values.first?.number else { return nil }
            constant = value.value
        } else {
            guard let other = values.first, let anchor = MadeConstraint.anchor(other) else { return nil }
            second = anchor
        }
        let id = "\(path.split(separator: "/").last ?? ""):\(line) \(first.attribute)"
        if constants[id] == nil { constants[id] = constant }
        if run.madeConstraints[id] == nil {
            run.madeConstraints[id] = MadeConstraint(first: first, relation: relation, second: second,
                                                     multiplier: labelled("multiplier")?.number?.value ?? 1, isActive: true,
                                                     loadingConstant: inProgress.isEmpty ? nil : constant)
        }
        return .object(.constraint(id: id, name: id))
    }

    /// `NSLayoutConstraint.activate([…])`, `deactivate`, `view.addConstraint(c)`,
    /// `removeConstraint`: the made constraints among them are active or not; one made
    /// active enters the keyboard-up layout with its constant.
    mutating func activate(_ argument: Argument?, _ value: Value?, on: Bool, line: Int) {
        var targets: [Value] = []
        if case .array(let elements)? = argument?.value.kind {
            targets = elements.map { evaluate($0) }
        } else if let value {
            targets = [value]
        }
        let words = "\(on ? "activate" : "deactivate")(\(argument.map { Self.describe($0.value) } ?? ""))"
        for target in targets { setActive(target, on, words: words, line: line) }
    }

    /// `c.isActive = flag`, `[c setActive:flag]`, `activate`.
    mutating func setActive(_ target: Value, _ on: Bool, words: String, line: Int) {
        guard case .object(.constraint(let id, let name)) = target else { return }
        guard run.madeConstraints[id] != nil else {
            // The document's constraint taken out (to put one with another multiplier in its
            // place): code.md lists no such effect; alone, the handler is not understood.
            if !on, unmodelledMove == nil {
                unmodelledMove = NotUnderstood("it deactivates the constraint \(name) (\(words)), which kb-lsp does not model",
                                               path: path, line: line)
            }
            return
        }
        run.madeConstraints[id]?.isActive = on
        if on { record(.constant(constraintID: id), constants[id] ?? 0, words, line) }
    }
}

extension Evaluator {
    /// UIKit's named layout priorities, by their Swift names.
    static let namedPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
        "dragThatCannotResizeScene": 490, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// A layout priority: a number, `.defaultHigh`, `UILayoutPriority.defaultHigh`, Objective-C's
    /// `UILayoutPriorityDefaultHigh`; nil for anything else.
    static func layoutPriority(_ value: Value) -> Double? {
        switch value {
        case .number(let number): return number.value
        case .string(let name) where name.hasPrefix("."): return namedPriorities[String(name.dropFirst())]
        case .object(.type(let name)):
            for prefix in ["UILayoutPriority.", "UILayoutPriority"] where name.hasPrefix(prefix) {
                let rest = name.dropFirst(prefix.count)
                guard let first = rest.first else { return nil }
                return namedPriorities[first.lowercased() + rest.dropFirst()]
            }
            return nil
        default: return nil
        }
    }
}
