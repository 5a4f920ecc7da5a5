/// The objective the simplex method minimises: one linear form per optional priority level,
/// compared lexicographically (Cassowary's symbolic weights).
///
/// Each level's row is the sum of that level's error symbols, kept in terms of the non-basic
/// symbols as pivots happen. A symbol's reduced cost is the vector of its coefficients, from
/// the highest level down; it is negative when its first non-zero component is.
struct Objective: Sendable {
    struct Level: Sendable {
        let priority: Priority
        var row: Row
    }

    /// The levels, highest priority first.
    private(set) var levels: [Level] = []
    /// Counts the changes to the objective: when it has not moved, an optimal tableau stays
    /// optimal and the simplex method has nothing to do.
    private(set) var revision = 0

    /// The index of `priority`'s level, which is made when missing.
    private mutating func levelIndex(for priority: Priority) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority, row: Row()), at: index)
            return index
        }
        levels.append(Level(priority: priority, row: Row()))
        return levels.count - 1
    }

    /// Adds `coefficient × symbol` to `priority`'s level.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, at priority: Priority) {
        revision += 1
        levels[levelIndex(for: priority)].row.insert(symbol, coefficient)
    }

    /// Adds `coefficient × row` to `priority`'s level.
    mutating func insert(_ row: Row, _ coefficient: Double, at priority: Priority) {
        revision += 1
        levels[levelIndex(for: priority)].row.insert(row, coefficient)
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices where levels[index].row.substitute(symbol, with: row) { revision += 1 }
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Symbol) {
        revision += 1
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// Whether `symbol`'s reduced cost is zero at every level above `level`.
    private func isNeutral(_ symbol: Symbol, above level: Int) -> Bool {
        levels[..<level].allSatisfy { nearZero($0.row.coefficient(for: symbol)) }
    }

    /// The symbol to enter the basis, or nil when the objective is optimal: a restricted,
    /// non-dummy symbol whose reduced cost is lexicographically negative. With `bland`, the
    /// lowest such symbol (Bland's rule, which cannot cycle); otherwise the most negative
    /// coefficient at the highest level that has a candidate (Dantzig's rule, fewer pivots).
    func enteringSymbol(bland: Bool) -> Symbol? {
        var best: (symbol: Symbol, cost: Double)?
        for index in levels.indices {
            levels[index].row.cells.withUnsafeBufferPointer { cells in
                for cell in cells where cell.coefficient < -epsilon && cell.symbol.isPivotable {
                    if let current = best {
                        let better = bland
                            ? cell.symbol < current.symbol
                            : cell.coefficient < current.cost
                                || (cell.coefficient == current.cost && cell.symbol < current.symbol)
                        if !better { continue }
                    }
                    guard isNeutral(cell.symbol, above: index) else { continue }
                    best = (cell.symbol, cell.coefficient)
                }
            }
            if best != nil && !bland { return best?.symbol }
        }
        return best?.symbol
    }

    /// Whether `lhs`'s reduced cost divided by `lhsScale` is lexicographically below `rhs`'s
    /// divided by `rhsScale` (the ratio test of the dual simplex); ties go to the lower symbol.
    func ratio(_ lhs: Symbol, _ lhsScale: Double, isBelow rhs: Symbol, _ rhsScale: Double) -> Bool {
        for level in levels {
            let left = level.row.coefficient(for: lhs) / lhsScale
            let right = level.row.coefficient(for: rhs) / rhsScale
            if abs(left - right) > epsilon { return left < right }
        }
        return lhs < rhs
    }
}
