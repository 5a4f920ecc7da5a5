/// How much a constraint matters.
///
/// Exactly 1000 (``required``) is a hard constraint: it holds, or adding it fails. Any other
/// positive, finite value is an optional level. Levels are compared lexicographically: the
/// solver first minimises the total violation at the highest optional level present, then,
/// keeping that optimum, the total at the next level down, and so on. A violation of any size
/// at 750 outweighs every violation at 250, and within a level violations simply add up (the
/// level's value is not a weight).
///
/// Optional levels may exceed 1000: 1001 or 5000 is still optional, but outranks 999 and
/// everything below it. Callers use that for edit variables that must win over every
/// Interface Builder priority without becoming hard.
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The level; 1000 is required.
    public var rawValue: Double

    /// A priority of the given level (positive and finite; ``Solver/add(_:)`` rejects others).
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// A priority of the given level; the same as ``init(rawValue:)``.
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// The hard level, 1000.
    public static let required = Priority(rawValue: 1000)

    /// Whether this is the hard level (exactly 1000).
    public var isRequired: Bool { rawValue == Priority.required.rawValue }

    /// Whether the level is one the solver accepts: positive and finite.
    var isValid: Bool { rawValue.isFinite && rawValue > 0 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? String(Int(rawValue)) : String(rawValue)
    }
}
