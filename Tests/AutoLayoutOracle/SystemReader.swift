import AutoLayout

/// Reads the oracle's input line by line and prints each system's result at its `end`.
struct SystemReader {
    private enum Mode {
        case idle
        case system
        case conflict
    }

    private var mode = Mode.idle
    private var solver = Solver()
    private var variables: [Variable] = []
    private var constraints: [Constraint] = []
    /// The solver's name for each `c` line added, nil for refused ones.
    private var ids: [ConstraintID?] = []
    private var rejected: [Int] = []
    private var errors: [String] = []
    private var lineNumber = 0
    private(set) var failed = false

    mutating func read(_ line: String) {
        lineNumber += 1
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let directive = words.first, !directive.hasPrefix("#") else { return }
        switch (mode, directive) {
        case (.idle, "system"), (.idle, "iis"):
            guard words.count == 2, let count = Int(words[1]), count >= 0, count <= 1_000_000 else {
                return complain("expected `\(directive) N`")
            }
            solver = Solver()
            variables = (0..<count).map { _ in solver.makeVariable() }
            constraints = []
            ids = []
            rejected = []
            errors = []
            mode = directive == "system" ? .system : .conflict
        case (.system, "c"), (.conflict, "c"):
            guard let constraint = parseConstraint(words) else { return complain("malformed constraint") }
            constraints.append(constraint)
            if mode == .system { addLast() }
        case (.system, "remove"):
            guard words.count == 2, let index = Int(words[1]), ids.indices.contains(index) else {
                return complain("expected `remove K` naming an earlier constraint")
            }
            if let id = ids[index] { solver.remove(id) }
            ids[index] = nil
        case (.system, "edit"):
            guard words.count == 3, let variable = variable(words[1]), let level = Double(words[2]) else {
                return complain("expected `edit VAR PRIORITY`")
            }
            do {
                try solver.addEditVariable(variable, priority: Priority(level))
            } catch {
                errors.append("\(error)")
            }
        case (.system, "suggest"):
            guard words.count == 3, let variable = variable(words[1]), let value = Double(words[2]) else {
                return complain("expected `suggest VAR VALUE`")
            }
            do {
                try solver.suggestValue(value, for: variable)
            } catch {
                errors.append("\(error)")
            }
        case (.system, "end"):
            printSystem()
            mode = .idle
        case (.conflict, "end"):
            print("{\"iis\": [\(irreducibleConflict(among: constraints).map(String.init).joined(separator: ", "))]}")
            mode = .idle
        default:
            complain("unexpected `\(directive)`")
        }
    }

    /// Reports an unfinished system.
    mutating func finish() {
        if mode != .idle { complain("input ended inside a system") }
    }

    private mutating func addLast() {
        guard let constraint = constraints.last else { return }
        do {
            ids.append(try solver.add(constraint))
        } catch {
            ids.append(nil)
            rejected.append(constraints.count - 1)
            errors.append("\(error)")
        }
    }

    private func variable(_ word: String) -> Variable? {
        guard let index = Int(word), variables.indices.contains(index) else { return nil }
        return variables[index]
    }

    /// `c REL PRIORITY CONSTANT VAR:COEF...`
    private func parseConstraint(_ words: [String]) -> Constraint? {
        guard words.count >= 4, let level = Double(words[2]), let constant = Double(words[3]) else { return nil }
        let relation: Relation
        switch words[1] {
        case "=", "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: return nil
        }
        var terms: [Expression.Term] = []
        for word in words[4...] {
            let parts = word.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let variable = variable(String(parts[0])), let coefficient = Double(String(parts[1]))
            else { return nil }
            terms.append(.init(variable, coefficient))
        }
        return Constraint(Expression(terms: terms, constant: constant), relation, Expression(), priority: Priority(level))
    }

    private func printSystem() {
        let values = variables.map { json(solver.value(of: $0)) }.joined(separator: ", ")
        let violations = solver.violations().sorted { $0.key > $1.key }
            .map { "\"\($0.key.rawValue)\": \(json($0.value))" }.joined(separator: ", ")
        let quotedErrors = errors.map { "\"\($0)\"" }.joined(separator: ", ")
        print("{\"values\": [\(values)], \"violations\": {\(violations)}, \"infeasible\": \(!rejected.isEmpty), "
              + "\"rejected\": [\(rejected.map(String.init).joined(separator: ", "))], \"errors\": [\(quotedErrors)]}")
    }

    private mutating func complain(_ message: String) {
        printError("autolayout-oracle: line \(lineNumber): \(message)")
        failed = true
    }
}

/// A number as JSON (null when not finite).
func json(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "null"
}
