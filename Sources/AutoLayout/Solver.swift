/// A Cassowary solver: linear equalities and inequalities over real variables, required or
/// optional, optional ones compared lexicographically by priority (see ``Priority``), with
/// edit variables that take suggested values cheaply.
///
/// The solver keeps a simplex tableau in which every required constraint holds and the
/// lexicographic objective is optimal; each change (``add(_:)``, ``remove(_:)``,
/// ``suggestValue(_:for:)``) repairs it incrementally, so ``value(of:)`` is always current.
///
/// A value type: copying a solver gives an independent one (the dictionaries and arrays
/// inside are copied on write). The caller can keep a solved screen and fork it for another
/// geometry, and a refused ``add(_:)`` restores the state it started from by assignment.
public struct Solver: Sendable {
    /// How an added constraint appears in the tableau: its marker (the slack, the dummy or
    /// the positive error) and, for optional constraints, the other error symbol.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    struct Record: Sendable {
        var constraint: Constraint
        var tag: Tag
        /// Whether the constraint is an edit variable's (left out of ``violations()``).
        var isEdit: Bool
    }

    /// The caller's variables that constraints mention, with their columns.
    var externals = VariableTable()
    /// The basic symbols and their rows. Change them through ``setRow(_:for:)`` and
    /// ``takeRow(_:)``, which keep ``columns`` in step.
    var rows = SymbolTable<Row>()
    /// For each non-basic symbol, the basic symbols whose rows may hold it: a pivot visits
    /// only those rows instead of all of them. Entries go stale (a row loses the symbol, a
    /// row is removed, an entry repeats) without being looked for; whoever reads a list
    /// checks the rows, and ``liveColumn(_:)`` sweeps one when it is read.
    var columns = SymbolTable<[Symbol]>()
    var constraints = RecordTable()
    var edits: [Variable: Edit] = [:]
    var objective = Objective()
    /// Phase one's objective, while a constraint is added through an artificial variable.
    var artificial: Objective?
    /// Basic restricted symbols whose rows may have gone negative, for the dual simplex.
    var infeasibleRows: [Symbol] = []
    var nextVariableID = 0
    var nextSymbolID = 0
    var nextConstraintID = 0

    /// Coefficients, constants and suggested values larger in magnitude than this are
    /// refused with ``SolverError/invalidNumber``: beyond it, sums in the tableau would lose
    /// every digit the pivot tolerance (1e-8) relies on.
    public static let maximumMagnitude = 1e15

    public init() {}

    /// A new variable, distinct from the others this solver made.
    public mutating func makeVariable() -> Variable {
        defer { nextVariableID += 1 }
        return Variable(id: nextVariableID)
    }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/unsatisfiable`` when the constraint is required and cannot
    ///   hold with the required constraints already there; ``SolverError/invalidNumber`` or
    ///   ``SolverError/invalidPriority`` for a malformed constraint. The solver is then as it was.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        guard constraint.priority.isValid else { throw .invalidPriority }
        guard constraint.expression.isWellFormed(limit: Self.maximumMagnitude) else { throw .invalidNumber }
        let id = ConstraintID(rawValue: nextConstraintID)
        nextConstraintID += 1
        try insert(constraint, as: id, isEdit: false)
        return id
    }

    /// Removes a constraint and re-solves; does nothing for an unknown or removed one.
    public mutating func remove(_ id: ConstraintID) {
        guard let record = constraints.removeValue(forKey: id) else { return }
        for symbol in [record.tag.marker, record.tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -1, at: record.constraint.priority)
            } else {
                objective.insert(symbol, -1, at: record.constraint.priority)
            }
        }
        let marker = record.tag.marker
        if takeRow(marker) == nil, let leaving = leavingSymbol(forMarker: marker), var row = takeRow(leaving) {
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        // Cannot fail short of the pivot limit; past it the solution stays feasible.
        try? optimize()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ id: ConstraintID) -> Bool {
        constraints[id] != nil
    }

    /// The variable's value in the current solution (0 for one no constraint mentions, and
    /// for one left free by the constraints).
    public func value(of variable: Variable) -> Double {
        guard let symbol = externals[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    /// The total violation of the optional constraints at each priority level (for tests and
    /// diagnostics): every level of an added optional constraint, edit variables' left out.
    public func violations() -> [Priority: Double] {
        var totals: [Priority: Double] = [:]
        for record in constraints.values where !record.isEdit && !record.constraint.priority.isRequired {
            totals[record.constraint.priority, default: 0] += record.constraint.violation { value(of: $0) }
        }
        return totals
    }

    /// The number of constraints added and not removed, edit variables' included.
    public var constraintCount: Int { constraints.count }
}
