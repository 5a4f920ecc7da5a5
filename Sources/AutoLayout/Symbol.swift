/// A column of the simplex tableau.
///
/// External symbols stand for the caller's variables and are unrestricted; the others are
/// restricted to be non-negative: slacks (of inequalities, and the artificial variable of
/// phase one), errors (the violation of an optional constraint, weighed in the objective) and
/// dummies (markers of required equalities, fixed at zero: they never enter the basis).
///
/// One `Int` packs the identifier and the kind, so symbols hash and compare cheaply; the
/// order is the order of creation, which Bland's rule uses.
struct Symbol: Hashable, Comparable, Sendable, CustomStringConvertible {
    enum Kind: Int {
        case external = 0, slack, error, dummy
    }

    let rawValue: Int

    /// The number the solver gave the symbol: they count up from 0.
    var id: Int { rawValue >> 2 }

    init(id: Int, kind: Kind) {
        rawValue = id << 2 | kind.rawValue
    }

    var kind: Kind {
        switch rawValue & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// Whether the symbol is one of the caller's variables (unrestricted in sign).
    var isExternal: Bool { rawValue & 3 == 0 }
    /// Whether the symbol is a dummy (fixed at zero).
    var isDummy: Bool { rawValue & 3 == 3 }
    /// Whether the symbol is a slack or an error: non-negative, free to enter the basis.
    var isPivotable: Bool { rawValue & 3 == 1 || rawValue & 3 == 2 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String {
        let letter = switch kind {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
        return "\(letter)\(rawValue >> 2)"
    }
}

/// Below this magnitude a coefficient or a constant counts as zero.
let epsilon = 1e-8

/// Whether `value` counts as zero.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    abs(value) < epsilon
}
