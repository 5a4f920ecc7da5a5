/// A linear expression: a sum of variables with coefficients, plus a constant.
///
/// Build them with the operators: `2 * x + y - 8`, `(a - b) * 0.5`. A variable may appear in
/// several terms; they add up.
public struct Expression: Sendable, CustomStringConvertible {
    /// A variable with its coefficient.
    public struct Term: Sendable, Equatable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// The constant expression.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The value of the expression when each variable has the value `value` gives it.
    public func evaluated(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Whether every coefficient and the constant are finite and at most `limit` in magnitude.
    func isWellFormed(limit: Double) -> Bool {
        constant.isFinite && abs(constant) <= limit
            && terms.allSatisfy { $0.coefficient.isFinite && abs($0.coefficient) <= limit }
    }

    public var description: String {
        var text = terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        if text.isEmpty || constant != 0 {
            text += text.isEmpty ? "\(constant)" : " + \(constant)"
        }
        return text
    }
}

/// What the convenience initialisers of ``Constraint`` accept on either side: a variable, an
/// expression, or a number.
public protocol LinearExpressionConvertible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Expression: LinearExpressionConvertible {
    public var linearExpression: Expression { self }
}

extension Variable: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Double: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(self) }
}

extension Int: LinearExpressionConvertible {
    public var linearExpression: Expression { Expression(Double(self)) }
}
