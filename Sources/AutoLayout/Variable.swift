/// An unknown of a linear system: a real number, unbounded unless constrained.
///
/// A variable is only an identifier (an `Int`); ``Solver/makeVariable()`` hands out fresh
/// ones. A solver learns of a variable when a constraint or an edit first mentions it, so
/// the same variables may be used in several solvers (``irreducibleConflict(among:)`` solves
/// copies of a system that way). Variables made by different solvers may share an
/// identifier, and are then the same variable to any solver that sees both.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, unique among the variables of the solver that made it.
    public let id: Int

    /// A variable with the given identifier (for tools and tests that number their own
    /// variables; ``Solver/makeVariable()`` is the usual way to get one).
    public init(id: Int) {
        self.id = id
    }

    public var description: String { "v\(id)" }
}
