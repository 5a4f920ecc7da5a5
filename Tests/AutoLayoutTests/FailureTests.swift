import Testing
@testable import AutoLayout

@Suite struct FailureTests {
    /// Every variable's value, for comparing a solver before and after a refused change.
    func snapshot(_ solver: Solver, _ variables: [Variable]) -> [Double] {
        variables.map { solver.value(of: $0) }
    }

    @Test func conflictingRequiredEqualityThrowsAndChangesNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 10))
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Constraint(x, .equal, 3)) }
        #expect(solver.value(of: x) == 10 && solver.constraintCount == 1)
        try solver.add(Constraint(x, .lessThanOrEqual, 20))
        #expect(solver.constraintCount == 2)
    }

    @Test func conflictThroughThePhaseOneLeavesTheSolverExactlyAsItWas() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        try solver.add(Constraint(x, .greaterThanOrEqual, 0))
        try solver.add(Constraint(y, .greaterThanOrEqual, x))
        try solver.add(Constraint(z, .greaterThanOrEqual, y + 1))
        try solver.add(Constraint(x, .equal, 5, priority: Priority(250)))
        try solver.add(Constraint(z + y, .lessThanOrEqual, 100, priority: Priority(1)))
        let before = snapshot(solver, [x, y, z])
        let violations = solver.violations()
        // x ≤ −1 against x ≥ 0, seen only through slack symbols: no subject, so phase one.
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Constraint(x, .lessThanOrEqual, -1)) }
        #expect(throws: SolverError.unsatisfiable) { try solver.add(Constraint(z, .lessThanOrEqual, y)) }
        #expect(snapshot(solver, [x, y, z]) == before)
        #expect(solver.violations() == violations)
        #expect(solver.constraintCount == 5)
        try solver.add(Constraint(z, .equal, 50))
        #expect(solver.value(of: z) == 50)
    }

    @Test func invalidNumbersAreRejected() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 1, priority: Priority(500)))
        let infinite = Double("1e400") ?? 0
        #expect(infinite.isInfinite)
        #expect(throws: SolverError.invalidNumber) { try solver.add(Constraint(x, .equal, Double.nan)) }
        #expect(throws: SolverError.invalidNumber) { try solver.add(Constraint(x, .equal, infinite)) }
        #expect(throws: SolverError.invalidNumber) { try solver.add(Constraint(x * .nan, .equal, 0)) }
        #expect(throws: SolverError.invalidNumber) { try solver.add(Constraint(x * -infinite, .lessThanOrEqual, 0)) }
        #expect(throws: SolverError.invalidNumber) { try solver.add(Constraint(x, .equal, 1e300)) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(Constraint(x, .equal, 1, priority: Priority(0))) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(Constraint(x, .equal, 1, priority: Priority(.nan))) }
        #expect(throws: SolverError.invalidPriority) { try solver.add(Constraint(x, .equal, 1, priority: Priority(-5))) }
        #expect(solver.value(of: x) == 1 && solver.constraintCount == 1)
        try solver.addEditVariable(x, priority: Priority(999))
        #expect(throws: SolverError.invalidNumber) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.invalidNumber) { try solver.suggestValue(infinite, for: x) }
        #expect(solver.value(of: x) == 1)
    }
}

@Suite struct ConflictSearchTests {
    @Test func findsTheThreeConflictingAmongFiveRequired() {
        let x = Variable(id: 0)
        let y = Variable(id: 1)
        let z = Variable(id: 2)
        let constraints = [
            Constraint(x, .greaterThanOrEqual, 10),
            Constraint(y, .equal, 3),
            Constraint(x, .lessThanOrEqual, 5, priority: Priority(750)),
            Constraint(x + y, .lessThanOrEqual, 8),
            Constraint(z, .equal, 1),
            Constraint(y, .greaterThanOrEqual, -5),
        ]
        #expect(irreducibleConflict(among: constraints) == [0, 1, 3])
    }

    @Test func everyMemberOfTheConflictMatters() {
        let x = Variable(id: 0)
        let constraints = [
            Constraint(x, .greaterThanOrEqual, 0),
            Constraint(x, .lessThanOrEqual, -1),
            Constraint(x, .greaterThanOrEqual, 2),
            Constraint(x, .lessThanOrEqual, 1),
        ]
        let conflict = irreducibleConflict(among: constraints)
        #expect(conflict.count == 2)
        #expect(irreducibleConflict(among: conflict.map { constraints[$0] }) == [0, 1])
    }

    @Test func feasibleSystemsHaveNoConflict() {
        let x = Variable(id: 0)
        #expect(irreducibleConflict(among: []) == [])
        #expect(irreducibleConflict(among: [
            Constraint(x, .greaterThanOrEqual, 0),
            Constraint(x, .lessThanOrEqual, 0),
            Constraint(x, .equal, 5, priority: Priority(999)),
        ]) == [])
    }
}
