// Edit variables (Cassowary): a variable held at a suggested value by an optional equality;
// a new suggestion shifts that equality's constant in the tableau and the dual simplex
// repairs the solution, far cheaper than solving again.

extension Solver {
    struct Edit: Sendable {
        var id: ConstraintID
        /// The value last suggested.
        var value: Double
    }

    /// Makes `variable` an edit variable held at its current value with an optional
    /// `priority` (any optional level, including levels above 1000 that outrank every
    /// ordinary one).
    ///
    /// - Throws: ``SolverError/duplicateEditVariable`` when it is one already;
    ///   ``SolverError/invalidPriority`` for the required level or a level that is not
    ///   positive and finite.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority }
        let value = value(of: variable)
        let constraint = Constraint(Expression(terms: [.init(variable)], constant: -value), .equal, Expression(),
                                    priority: priority)
        let id = ConstraintID(rawValue: nextConstraintID)
        nextConstraintID += 1
        try insert(constraint, as: id, isEdit: true)
        edits[variable] = Edit(id: id, value: value)
    }

    /// Stops holding `variable` at suggested values.
    ///
    /// - Throws: ``SolverError/unknownEditVariable`` when it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        remove(edit.id)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable`` when `variable` is not an edit variable;
    ///   ``SolverError/invalidNumber`` for a value that is not finite or too large.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[variable], let record = constraints[edit.id] else { throw .unknownEditVariable }
        guard value.isFinite, abs(value) <= Self.maximumMagnitude else { throw .invalidNumber }
        let delta = value - edit.value
        edits[variable]?.value = value
        constraints[edit.id]?.constraint.expression.constant = -value
        shiftMarker(record.tag.marker, by: delta)
        try dualOptimize()
    }

    /// Moves the edit row `variable − value − plus + minus = 0` to `value + delta`: the old
    /// tableau describes it with `plus` standing for `plus + delta`, so a basic `plus` drops
    /// by `delta` and each row holding a non-basic `plus` with coefficient `a` gains `a × delta`.
    private mutating func shiftMarker(_ plus: Symbol, by delta: Double) {
        if let constant = rows[plus]?.add(-delta) {
            if constant < 0 { infeasibleRows.append(plus) }
            return
        }
        for basic in liveColumn(plus) {
            guard let coefficient = rows[basic]?.coefficient(for: plus),
                  let constant = rows[basic]?.add(coefficient * delta) else { continue }
            if constant < 0 && !basic.isExternal { infeasibleRows.append(basic) }
        }
    }
}
