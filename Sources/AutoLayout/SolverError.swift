/// Why the solver refused a request. A refused request leaves the solver as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    case unsatisfiable
    /// A coefficient or constant is NaN, infinite, or larger in magnitude than
    /// ``Solver/maximumMagnitude``; or a suggested value is.
    case invalidNumber
    /// A priority is not positive and finite, or an edit variable was given the required level.
    case invalidPriority
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// The simplex method took more pivots than ``Solver/pivotLimit(rows:)`` allows (it should
    /// not happen: Bland's rule prevents cycling; this is the guard against a hang should
    /// rounding defeat it).
    case iterationLimit
    /// Rounding left a row the dual simplex cannot repair (it should not happen: the
    /// changes that run it keep a solution within reach).
    case numericalFailure
}
