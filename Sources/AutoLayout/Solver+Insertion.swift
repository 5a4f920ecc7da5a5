// Adding a constraint to the tableau (Cassowary's incremental addition, as in kiwi): the
// constraint becomes a row over the non-basic symbols, solved for a subject when one is at
// hand, else brought in by a phase one with an artificial variable.

extension Solver {
    /// Adds a validated constraint under `id`; on failure the solver is as it was.
    mutating func insert(_ constraint: Constraint, as id: ConstraintID, isEdit: Bool) throws(SolverError) {
        let revision = objective.revision
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(in: row, tag: tag)
        if subject == nil && row.hasOnlyDummies {
            // Only required equalities get here (their markers are the dummies), and only
            // making new symbols has changed the solver so far.
            guard nearZero(row.constant) else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(row, for: subject)
        } else {
            try addWithArtificialVariable(row)
        }
        constraints[id] = Record(constraint: constraint, tag: tag, isEdit: isEdit)
        // Most required constraints leave the objective as it was, and so optimal.
        guard objective.revision != revision else { return }
        do {
            try optimize()
        } catch {
            remove(id)
            throw error
        }
    }

    /// A new symbol of the given kind.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    /// The column of a caller's variable, made on first use.
    mutating func externalSymbol(for variable: Variable) -> Symbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = makeSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// The constraint's row over the non-basic symbols, with its slack, errors or dummy
    /// (errors join the objective at the constraint's level), its constant made non-negative.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        // Room for the terms and the two symbols of the relation.
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = externalSymbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + sign × slack = 0, slack ≥ 0; an optional one may overshoot by error.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if priority.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, 1, at: priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal where priority.isRequired:
            let dummy = makeSymbol(.dummy)
            row.insert(dummy)
            tag = Tag(marker: dummy)
        case .equal:
            // expression = plus − minus, both non-negative: the violation is plus + minus.
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.insert(plus, -1)
            row.insert(minus, 1)
            objective.insert(plus, 1, at: priority)
            objective.insert(minus, 1, at: priority)
            tag = Tag(marker: plus, other: minus)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: a caller's variable if any, else the constraint's
    /// own slack or error when its coefficient is negative (the row's constant being
    /// non-negative, the symbol's value is then too); nil when there is none.
    ///
    /// Of the caller's variables, the one in the fewest rows (kiwi takes the first): solving
    /// for a variable no row holds yet needs no substitution at all, and the rows stay sparse.
    func chooseSubject(in row: Row, tag: Tag) -> Symbol? {
        var best: (symbol: Symbol, rows: Int)?
        for cell in row.cells where cell.symbol.isExternal {
            let count = columns[cell.symbol]?.count ?? 0
            if best.map({ count < $0.rows }) ?? true { best = (cell.symbol, count) }
            if count == 0 { break }
        }
        if let best { return best.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Brings a row without a subject into the tableau: an artificial slack equal to the row
    /// is made basic and minimised; the constraint can hold when it reaches zero. When it
    /// cannot, phase one's pivots are undone in reverse (a basis determines the tableau, so
    /// this restores it, up to rounding) and the row taken out again: copying the solver
    /// beforehand would cost a copy of every row touched afterwards.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) {
        let artificialSymbol = makeSymbol(.slack)
        setRow(row, for: artificialSymbol)
        var phaseOne = Objective()
        phaseOne.insert(row, 1, at: .required)
        artificial = phaseOne
        var pivots: [(entering: Symbol, leaving: Symbol)] = []
        func undo() {
            for pivot in pivots.reversed() { self.pivot(entering: pivot.leaving, leaving: pivot.entering) }
            _ = takeRow(artificialSymbol)
            artificial = nil
            infeasibleRows.removeAll()
        }
        do {
            try optimize(artificialObjective: true) { pivots.append(($0, $1)) }
        } catch {
            undo()
            throw error
        }
        guard nearZero(artificial?.levels.first?.row.constant ?? 0) else {
            undo()
            throw .unsatisfiable
        }
        artificial = nil
        if var basicRow = takeRow(artificialSymbol) {
            if basicRow.cells.isEmpty { return }
            // A slack or an error to take its place; failing those, a dummy (the constraint
            // is then a combination of required equalities, and a basic dummy keeps the
            // relation, as for a redundant equality added directly).
            guard let entering = (basicRow.cells.first(where: { $0.symbol.isPivotable }) ?? basicRow.cells.first)?.symbol
            else { return }
            basicRow.solve(for: artificialSymbol, entering)
            substitute(entering, with: basicRow)
            setRow(basicRow, for: entering)
        }
        for basic in columns.removeValue(forKey: artificialSymbol) ?? [] { rows[basic]?.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
    }
}
