import AutoLayout

/// A small deterministic generator (SplitMix64), so every run times the same system.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// A screen-like system: nested views with a top and a height each, containment and spacing
/// required or nearly so, preferred heights and gaps at lower levels; the screen's height
/// and its safe-area top are edit variables at an optional level above every other.
struct Screen {
    var constraints: [Constraint] = []
    let variables: [Variable]
    let screenHeight: Variable
    let safeTop: Variable

    init(views: Int, seed: UInt64) {
        var random = SeededGenerator(state: seed)
        var solver = Solver()
        variables = (0..<(2 * views + 2)).map { _ in solver.makeVariable() }
        screenHeight = variables[2 * views]
        safeTop = variables[2 * views + 1]
        func top(_ view: Int) -> Variable { variables[2 * view] }
        func height(_ view: Int) -> Variable { variables[2 * view + 1] }
        let levels: [Priority] = [Priority(999), Priority(750), Priority(500), Priority(250)]
        constraints.append(Constraint(top(0), .equal, 0))
        constraints.append(Constraint(height(0), .equal, screenHeight))
        var lastChild: [Int: Int] = [:]
        for view in 1..<views {
            let parent = Int.random(in: max(0, view - 12)...(view - 1), using: &random)
            constraints.append(Constraint(height(view), .greaterThanOrEqual, 0))
            constraints.append(Constraint(top(view), .greaterThanOrEqual, top(parent)))
            constraints.append(Constraint(top(view) + height(view), .lessThanOrEqual, top(parent) + height(parent)))
            let preferred = Double(Int.random(in: 20...80, using: &random))
            constraints.append(Constraint(height(view), .equal, preferred, priority: levels.randomElement(using: &random) ?? .required))
            if let sibling = lastChild[parent] {
                constraints.append(Constraint(top(view), .equal, top(sibling) + height(sibling) + 8, priority: Priority(999)))
            } else if parent == 0 {
                constraints.append(Constraint(top(view), .greaterThanOrEqual, safeTop + 8, priority: Priority(750)))
            } else {
                constraints.append(Constraint(top(view), .equal, top(parent) + 8, priority: Priority(500)))
            }
            lastChild[parent] = view
        }
    }

    /// A solver with every constraint, the edit variables at `height` and `safeTop`.
    func solve(height: Double, safeTop top: Double) throws(SolverError) -> Solver {
        var solver = Solver()
        for constraint in constraints {
            do { try solver.add(constraint) } catch .unsatisfiable { continue }
        }
        try solver.addEditVariable(screenHeight, priority: Priority(5000))
        try solver.addEditVariable(safeTop, priority: Priority(5000))
        try solver.suggestValue(height, for: screenHeight)
        try solver.suggestValue(top, for: safeTop)
        return solver
    }
}

/// `autolayout-oracle bench [VIEWS [REPETITIONS]]`: times building and solving a screen from
/// scratch against re-solving it with suggestValue, and prints the ratio.
func runBenchmark(arguments: [String]) {
    let views = arguments.first.flatMap { Int($0) } ?? 150
    let repetitions = arguments.dropFirst().first.flatMap { Int($0) } ?? 200
    let screen = Screen(views: max(2, views), seed: 25)
    let geometries: [(Double, Double)] = [(667, 20), (812, 44), (926, 47), (568, 20), (1366, 24), (736, 20)]
    let clock = ContinuousClock()
    do {
        var solver = try screen.solve(height: 667, safeTop: 20)
        var scratchTotal = Duration.zero
        for repetition in 0..<repetitions {
            let (height, top) = geometries[repetition % geometries.count]
            let start = clock.now
            solver = try screen.solve(height: height, safeTop: top)
            scratchTotal += clock.now - start
        }
        var resolveTotal = Duration.zero
        var disagreement = 0.0
        for repetition in 0..<(repetitions * 10) {
            let (height, top) = geometries[repetition % geometries.count]
            let start = clock.now
            try solver.suggestValue(height, for: screen.screenHeight)
            try solver.suggestValue(top, for: screen.safeTop)
            resolveTotal += clock.now - start
            if repetition < geometries.count {
                let fresh = try screen.solve(height: height, safeTop: top)
                for (level, total) in fresh.violations() {
                    disagreement = max(disagreement, abs(total - (solver.violations()[level] ?? 0)))
                }
            }
        }
        let scratch = microseconds(scratchTotal) / Double(repetitions)
        let resolve = microseconds(resolveTotal) / Double(repetitions * 10)
        print("autolayout bench: \(screen.variables.count) variables, \(screen.constraints.count) constraints, "
              + "\(solver.constraintCount) in the solver")
        print("from scratch: \(format(scratch)) µs per solve (\(repetitions) repetitions)")
        print("suggestValue: \(format(resolve)) µs per re-solve of two edit variables (\(repetitions * 10) repetitions)")
        print("ratio: \(format(scratch / max(resolve, 1e-9)))x")
        print("largest violation difference between re-solved and fresh: \(disagreement)")
    } catch {
        printError("autolayout-oracle bench: \(error)")
        exitWithStatus(1)
    }
}

private func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
}

private func format(_ value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return "\(scaled)"
}
