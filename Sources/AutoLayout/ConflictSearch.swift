/// An irreducible infeasible subset of the required constraints among `constraints`: indices
/// of required constraints that cannot all hold, though any of them removed the rest can.
/// Returns [] when the required constraints can all hold together. Optional constraints, and
/// constraints the solver refuses as malformed, take no part.
///
/// An additive search finds the subset (each round adds, to the members found so far, the
/// candidates in order until they fail, and keeps the one that failed), then a deletion filter
/// confirms that no member can go. Each test is a fresh solve, so this is for screens already
/// known to conflict, not for every screen.
public func irreducibleConflict(among constraints: [Constraint]) -> [Int] {
    let candidates = constraints.indices.filter { index in
        let constraint = constraints[index]
        return constraint.priority.isRequired
            && constraint.expression.isWellFormed(limit: Solver.maximumMagnitude)
    }
    /// The position in `order` of the first constraint that cannot be added after those
    /// before it; nil when all of them can.
    func firstFailure(_ order: [Int]) -> Int? {
        var solver = Solver()
        for (position, index) in order.enumerated() {
            do {
                try solver.add(constraints[index])
            } catch {
                return position
            }
        }
        return nil
    }
    guard firstFailure(candidates) != nil else { return [] }
    var members: [Int] = []
    while firstFailure(members) == nil {
        let rest = candidates.filter { !members.contains($0) }
        guard let failing = firstFailure(members + rest), failing >= members.count else { break }
        members.append((members + rest)[failing])
    }
    // Deletion filter: drop any member without which the rest still fail.
    var position = 0
    while position < members.count {
        var without = members
        without.remove(at: position)
        if firstFailure(without) != nil { members = without } else { position += 1 }
    }
    return members.sorted()
}
