import Testing
@testable import AutoLayout

@Suite struct EditTests {
    @Test func suggestedValuesPropagate() throws {
        var solver = Solver()
        let width = solver.makeVariable()
        let left = solver.makeVariable()
        let right = solver.makeVariable()
        try solver.add(Constraint(left + right, .equal, width))
        try solver.add(Constraint(left, .equal, right))
        try solver.add(Constraint(left, .greaterThanOrEqual, 40, priority: Priority(750)))
        try solver.addEditVariable(width, priority: Priority(5000))
        try solver.suggestValue(100, for: width)
        #expect(solver.value(of: left) == 50 && solver.value(of: right) == 50)
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: left) == 150)
        try solver.suggestValue(60, for: width)
        #expect(solver.value(of: left) == 30 && solver.violations() == [Priority(750): 10])
        try solver.suggestValue(100, for: width)
        #expect(solver.value(of: left) == 50 && solver.violations() == [Priority(750): 0])
    }

    @Test func aWeakEditYieldsToStrongerConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .lessThanOrEqual, 10, priority: Priority(750)))
        try solver.addEditVariable(x, priority: Priority(250))
        try solver.suggestValue(30, for: x)
        #expect(solver.value(of: x) == 10)
        try solver.suggestValue(-4, for: x)
        #expect(solver.value(of: x) == -4)
    }

    @Test func suggestingMatchesSolvingAfresh() throws {
        var random = SystemicGenerator(state: 9)
        var solver = Solver()
        let variables = (0..<40).map { _ in solver.makeVariable() }
        var constraints: [Constraint] = []
        for index in 1..<variables.count {
            let other = variables[Int.random(in: 0..<index, using: &random)]
            constraints.append(Constraint(variables[index], .greaterThanOrEqual, other + 4))
            let level = [Priority(999), Priority(750), Priority(250)].randomElement(using: &random) ?? .required
            constraints.append(Constraint(variables[index], .equal, other + Double(Int.random(in: 0...30, using: &random)), priority: level))
            constraints.append(Constraint(variables[index], .lessThanOrEqual, variables[0], priority: Priority(500)))
        }
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(variables[0], priority: Priority(5000))
        for value in [300.0, 120, 999, 0, 42.5] {
            try solver.suggestValue(value, for: variables[0])
            var fresh = Solver()
            for constraint in constraints { try fresh.add(constraint) }
            try fresh.add(Constraint(variables[0], .equal, value, priority: Priority(5000)))
            let expected = fresh.violations()
            for (level, total) in solver.violations() {
                #expect(near(total, expected[level] ?? .nan, 1e-7), "level \(level) at \(value)")
            }
            #expect(solver.value(of: variables[0]) == value)
        }
    }

    @Test func editVariableErrors() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.invalidPriority) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: Priority(1001))
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: Priority(500)) }
        #expect(solver.hasEditVariable(x) && !solver.hasEditVariable(y))
        try solver.add(Constraint(y, .equal, x * 2))
        try solver.suggestValue(21, for: x)
        #expect(solver.value(of: y) == 42)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x) && solver.constraintCount == 1)
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        try solver.add(Constraint(x, .equal, 4))
        #expect(solver.value(of: y) == 8)
    }
}

/// SplitMix64, so the random systems are the same on every run.
struct SystemicGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
