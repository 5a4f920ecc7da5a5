/// How the two sides of a constraint compare.
public enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// A linear equation or inequality with a priority: `expression RELATION 0`.
///
/// A required constraint holds exactly. An optional one may be violated: an equality by
/// `|expression|`, an inequality by how far it overshoots (its excess); see ``Priority``
/// for how violations at different levels weigh against each other.
public struct Constraint: Sendable {
    /// Left side minus right side.
    public var expression: Expression
    /// How ``expression`` compares with zero.
    public var relation: Relation
    public var priority: Priority

    /// `lhs RELATION rhs` at `priority`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    /// `lhs RELATION rhs` at `priority`, either side a variable, an expression or a number:
    /// `Constraint(x, .greaterThanOrEqual, 5)`.
    /// `expression RELATION 0`: the same constraint as `Constraint(expression, relation,
    /// Expression())`, without building the difference.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        priority: Priority = .required
    ) {
        self.init(lhs.linearExpression, relation, rhs.linearExpression, priority: priority)
    }

    /// How much the constraint is violated when the variables have the values `value` gives
    /// them: 0 when it holds.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let difference = expression.evaluated(value)
        switch relation {
        case .equal: return abs(difference)
        case .lessThanOrEqual: return max(0, difference)
        case .greaterThanOrEqual: return max(0, -difference)
        }
    }
}

/// Names a constraint added to a ``Solver``, for ``Solver/remove(_:)``.
public struct ConstraintID: Hashable, Sendable {
    let rawValue: Int
}
