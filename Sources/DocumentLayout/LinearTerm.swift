import AutoLayout

/// A side of a constraint while the system is assembled: `Σ coefficient × variable +
/// constant`, over the screen's variables (`SystemVariables`).
struct LinearExpression: Sendable {
    var terms: [(variable: Int, coefficient: Double)] = []
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(_ variable: Int, _ coefficient: Double = 1) {
        terms = [(variable, coefficient)]
    }

    static func + (lhs: Self, rhs: Self) -> Self {
        var sum = lhs
        sum.terms += rhs.terms
        sum.constant += rhs.constant
        return sum
    }

    static func - (lhs: Self, rhs: Self) -> Self { lhs + rhs * -1 }

    static func + (lhs: Self, rhs: Double) -> Self {
        var sum = lhs
        sum.constant += rhs
        return sum
    }

    static func - (lhs: Self, rhs: Double) -> Self { lhs + -rhs }

    static func * (lhs: Self, rhs: Double) -> Self {
        var product = lhs
        product.terms = lhs.terms.map { ($0.variable, $0.coefficient * rhs) }
        product.constant *= rhs
        return product
    }
}

/// One constraint of the system: `lhs RELATION rhs` at a priority, and the document's
/// constraint it comes from (KB302 names those).
struct SystemConstraint: Sendable {
    var lhs: LinearExpression
    var relation: Relation
    var rhs: LinearExpression
    var priority: Double
    /// The `<constraint>`'s id; nil for what the layout adds itself (stacks, intrinsic
    /// heights, autoresizing, pins).
    var source: String?

    init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = 1000, source: String? = nil) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.source = source
    }

    /// The constraint for the solver, its variables mapped to the solver's: `lhs − rhs
    /// RELATION 0`, its terms and constant those of `Expression`'s arithmetic (each side
    /// summed term by term, then the right one times −1 added), made in one array.
    func solverConstraint(_ variables: [Variable], priority override: Double? = nil) -> Constraint {
        var terms: [Expression.Term] = []
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        // A side's constant gains `0 × coefficient` per term, as `Expression(variable) ×
        // coefficient` added to it would give (−0, or NaN for a coefficient that is not finite).
        var left = lhs.constant
        for term in lhs.terms {
            terms.append(Expression.Term(variables[term.variable], term.coefficient))
            left += 0 * term.coefficient
        }
        var right = rhs.constant
        for term in rhs.terms {
            terms.append(Expression.Term(variables[term.variable], term.coefficient * -1))
            right += 0 * term.coefficient
        }
        let expression = Expression(terms: terms, constant: left + right * -1)
        return Constraint(expression, relation, priority: Priority(rawValue: override ?? priority))
    }
}

/// The priorities the layout adds (section 5): the levels below every written one, and
/// the one above them where required constraints that conflict are made optional.
enum LayoutPriority {
    static let required = 1000.0
    /// Required constraints that cannot all hold, made optional above every other.
    static let brokenRequired = 1500.0
    /// The values the geometry and the measured margins give (edit variables).
    static let parameter = 1e6
    /// A stack view that hugs its items.
    static let stackHugging = 49.0
    /// Each view keeps its saved top and height: below every priority.
    static let savedFrame = 1e-3
    /// Probing whether a view without a saved frame is free: below the saved frames.
    static let probe = 1e-6
}
