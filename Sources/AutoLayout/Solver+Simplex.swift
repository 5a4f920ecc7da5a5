// The simplex method on the tableau: the primal simplex (after adding or removing a
// constraint), the dual simplex (after a suggested value), and their pivots.

extension Solver {
    /// The most pivots one optimisation may take before ``SolverError/iterationLimit``.
    public static func pivotLimit(rows: Int) -> Int {
        1_000 + 20 * rows
    }

    /// Replaces `symbol` by `row` in every row and in the objectives; rows of restricted
    /// symbols that go negative are noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var changes = RecordedChanges()
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            changes.clear()
            let constant = rows.update(basic) { basicRow -> Double? in
                basicRow.substitute(symbol, with: row, noting: &changes) ? basicRow.constant : nil
            }
            guard let constant = constant ?? nil else { continue }
            for added in changes.addedSymbols { columns.append(basic, at: added) }
            if !basic.isExternal && constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `row` the row of the basic symbol `basic`.
    mutating func setRow(_ row: Row, for basic: Symbol) {
        for cell in row.cells { columns.append(basic, at: cell.symbol) }
        rows[basic] = row
    }

    /// Removes the row of `basic` and returns it; nil when `basic` is not basic.
    mutating func takeRow(_ basic: Symbol) -> Row? {
        rows.removeValue(forKey: basic)
    }

    /// The basic symbols whose rows hold `symbol`, each once, in order; the list is swept
    /// of stale entries on the way.
    mutating func liveColumn(_ symbol: Symbol) -> [Symbol] {
        guard var members = columns.removeValue(forKey: symbol) else { return [] }
        members.sort()
        var previous: Symbol?
        members.removeAll { basic in
            defer { previous = basic }
            return basic == previous || (rows[basic]?.coefficient(for: symbol) ?? 0) == 0
        }
        if !members.isEmpty { columns[symbol] = members }
        return members
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = takeRow(leaving) else { return }
        row.solve(for: leaving, entering)
        substitute(entering, with: row)
        setRow(row, for: entering)
    }

    /// The primal simplex on the main objective (or phase one's): pivots while some symbol's
    /// reduced cost is lexicographically negative. Dantzig's rule first; after as many pivots
    /// as there are rows (a sign of degeneracy), Bland's rule, which cannot cycle.
    mutating func optimize(
        artificialObjective: Bool = false, pivoted: (Symbol, Symbol) -> Void = { _, _ in }
    ) throws(SolverError) {
        let blandAfter = 32 + rows.count
        let limit = Self.pivotLimit(rows: rows.count)
        var pivots = 0
        while true {
            let bland = pivots >= blandAfter
            let candidate = artificialObjective
                ? artificial?.enteringSymbol(bland: bland)
                : objective.enteringSymbol(bland: bland)
            // No leaving row would mean an unbounded objective, which a sum of non-negative
            // errors cannot be: stop rather than trust rounding.
            guard let entering = candidate, let leaving = leavingSymbol(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
            pivoted(entering, leaving)
            pivots += 1
            if pivots > limit { throw .iterationLimit }
        }
    }

    /// The primal ratio test: of the restricted rows that `entering` decreases, the one that
    /// reaches zero first; ties go to the lowest basic symbol (Bland).
    mutating func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        for symbol in liveColumn(entering) where !symbol.isExternal {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < -epsilon else { continue }
            let ratio = -row.constant / coefficient
            if let current = best {
                let tie = abs(ratio - current.ratio) <= 1e-12
                guard tie ? symbol < current.symbol : ratio < current.ratio else { continue }
            }
            best = (symbol, ratio)
        }
        return best?.symbol
    }

    /// The dual simplex: while a restricted row is negative, pivots it out for the symbol
    /// whose reduced cost over its coefficient is lexicographically least, keeping the
    /// objective optimal.
    mutating func dualOptimize() throws(SolverError) {
        let limit = Self.pivotLimit(rows: rows.count)
        var pivots = 0
        while let leaving = nextInfeasibleRow() {
            guard let row = rows[leaving], row.constant < -epsilon else { continue }
            var entering: Row.Cell?
            for cell in row.cells where cell.coefficient > epsilon && !cell.symbol.isDummy {
                if let current = entering,
                   !objective.ratio(cell.symbol, cell.coefficient, isBelow: current.symbol, current.coefficient) {
                    continue
                }
                entering = cell
            }
            guard let entering else {
                infeasibleRows.removeAll()
                throw .numericalFailure
            }
            pivot(entering: entering.symbol, leaving: leaving)
            pivots += 1
            if pivots > limit {
                infeasibleRows.removeAll()
                throw .iterationLimit
            }
        }
    }

    /// The lowest of the rows noted as infeasible (taken out of the list): a fixed order,
    /// where the order of noting follows hashing, which varies from run to run.
    private mutating func nextInfeasibleRow() -> Symbol? {
        guard let lowest = infeasibleRows.indices.min(by: { infeasibleRows[$0] < infeasibleRows[$1] }) else {
            return nil
        }
        let symbol = infeasibleRows[lowest]
        infeasibleRows.removeAll { $0 == symbol }
        return symbol
    }

    /// The row to pivot a removed constraint's non-basic marker into: a basic dummy's row (a
    /// redundant copy of the constraint: only dummies, so no value moves); else a restricted
    /// row the marker decreases, with the least ratio; else one it increases, with the least
    /// ratio; else any row that has it (a caller's variable's). Kiwi omits the first choice,
    /// and removing one of two identical equalities there can leave the other violated.
    mutating func leavingSymbol(forMarker marker: Symbol) -> Symbol? {
        var dummy: Symbol?
        var decreasing: (symbol: Symbol, ratio: Double)?
        var increasing: (symbol: Symbol, ratio: Double)?
        var unrestricted: Symbol?
        for symbol in liveColumn(marker) {
            guard let row = rows[symbol] else { continue }
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.isDummy {
                if dummy.map({ symbol < $0 }) ?? true { dummy = symbol }
            } else if symbol.isExternal {
                if unrestricted.map({ symbol < $0 }) ?? true { unrestricted = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if decreasing.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true {
                    decreasing = (symbol, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if increasing.map({ ratio < $0.ratio || (ratio == $0.ratio && symbol < $0.symbol) }) ?? true {
                    increasing = (symbol, ratio)
                }
            }
        }
        return dummy ?? decreasing?.symbol ?? increasing?.symbol ?? unrestricted
    }
}
