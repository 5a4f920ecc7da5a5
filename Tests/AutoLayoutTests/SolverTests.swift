import Testing
@testable import AutoLayout

/// Whether two numbers agree to within rounding.
func near(_ lhs: Double, _ rhs: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(lhs - rhs) <= tolerance * max(1, abs(lhs), abs(rhs))
}

@Suite struct SolvingTests {
    @Test func chainOfViewsStacksTopToBottom() throws {
        var solver = Solver()
        let tops = (0..<3).map { _ in solver.makeVariable() }
        let heights = (0..<3).map { _ in solver.makeVariable() }
        try solver.add(Constraint(tops[0], .equal, 20))
        for (view, height) in [40.0, 30, 50].enumerated() {
            try solver.add(Constraint(heights[view], .equal, height))
        }
        for view in 1..<3 {
            try solver.add(Constraint(tops[view], .equal, tops[view - 1] + heights[view - 1] + 8))
        }
        #expect(solver.value(of: tops[1]) == 68)
        #expect(solver.value(of: tops[2]) == 106)
        #expect(solver.value(of: heights[2]) == 50)
    }

    @Test func higherLevelWinsWhateverTheSizes() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .lessThanOrEqual, 0, priority: Priority(750)))
        // Ten constraints at 250 each violated by 1000 still lose to one at 750: weighing by
        // the levels' values (750 × x against 2500 × (1000 − x)) would put x at 1000.
        for _ in 0..<10 {
            try solver.add(Constraint(x, .greaterThanOrEqual, 1000, priority: Priority(250)))
        }
        #expect(solver.value(of: x) == 0)
        #expect(solver.violations() == [Priority(750): 0, Priority(250): 10_000])
    }

    @Test func lowerLevelOptimisedWithinHigherLevelsOptimum() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        // At 750 any x in [0, 1] violates by 1 in total; among those, 250 wants x near 1000.
        try solver.add(Constraint(x, .equal, 0, priority: Priority(750)))
        try solver.add(Constraint(x, .equal, 1, priority: Priority(750)))
        try solver.add(Constraint(x, .equal, 1000, priority: Priority(250)))
        #expect(near(solver.value(of: x), 1))
        #expect(near(solver.violations()[Priority(750)] ?? -1, 1))
        #expect(near(solver.violations()[Priority(250)] ?? -1, 999))
    }

    @Test func optionalLevelsAboveRequiredStayOptional() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 10, priority: Priority(999)))
        try solver.add(Constraint(x, .equal, 20, priority: Priority(5000)))
        #expect(solver.value(of: x) == 20)
        // A required constraint overrides it without a conflict.
        try solver.add(Constraint(x, .equal, 30))
        #expect(solver.value(of: x) == 30)
        #expect(solver.violations() == [Priority(5000): 10, Priority(999): 20])
        #expect(Priority(5000).isRequired == false && Priority.required.isRequired && Priority(999) < Priority(5000))
    }

    @Test func inequalityViolationIsItsExcess() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 4))
        try solver.add(Constraint(x, .greaterThanOrEqual, 10, priority: Priority(500)))
        try solver.add(Constraint(x, .lessThanOrEqual, 2, priority: Priority(500)))
        try solver.add(Constraint(x, .lessThanOrEqual, 100, priority: Priority(500)))
        #expect(solver.violations() == [Priority(500): 8])
    }

    @Test func zeroWidthInequalitiesPinTheVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .greaterThanOrEqual, 5))
        try solver.add(Constraint(x, .lessThanOrEqual, 5))
        try solver.add(Constraint(x, .equal, 7, priority: Priority(750)))
        #expect(solver.value(of: x) == 5)
        #expect(solver.violations() == [Priority(750): 2])
    }

    @Test func freeVariablesStayFinite() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let unused = solver.makeVariable()
        try solver.add(Constraint(x - y, .equal, 0))
        try solver.add(Constraint(x + y, .greaterThanOrEqual, -3, priority: Priority(250)))
        #expect(solver.value(of: x).isFinite && solver.value(of: x) == solver.value(of: y))
        #expect(solver.value(of: unused) == 0)
        #expect(solver.value(of: Variable(id: 12_345)) == 0)
    }

    @Test func redundantEqualitiesAreAcceptedAndRemovable() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let first = try solver.add(Constraint(x + y, .equal, 10))
        let second = try solver.add(Constraint(x + y, .equal, 10))
        try solver.add(Constraint(2 * x + 2 * y, .equal, 20))
        try solver.add(Constraint(x, .equal, 3))
        try solver.add(Constraint(y, .equal, 0, priority: Priority(1)))
        #expect(solver.value(of: y) == 7)
        solver.remove(first)
        #expect(solver.value(of: y) == 7)
        solver.remove(second)
        #expect(solver.value(of: y) == 7)
        #expect(solver.violations() == [Priority(1): 7])
    }

    @Test func removingAConstraintRestoresTheSolution() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 5, priority: Priority(250)))
        let pin = try solver.add(Constraint(x, .equal, 10))
        let floor = try solver.add(Constraint(x, .greaterThanOrEqual, 8, priority: Priority(750)))
        #expect(solver.value(of: x) == 10)
        solver.remove(pin)
        #expect(solver.value(of: x) == 8)
        solver.remove(floor)
        #expect(solver.value(of: x) == 5)
        #expect(!solver.contains(floor) && solver.constraintCount == 1)
        solver.remove(floor)  // a second time: nothing
        #expect(solver.value(of: x) == 5)
    }

    @Test func copiesAreIndependent() throws {
        var solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(x, .equal, 5, priority: Priority(250)))
        var copy = solver
        try copy.add(Constraint(x, .equal, 9))
        #expect(solver.value(of: x) == 5 && copy.value(of: x) == 9)
    }
}
