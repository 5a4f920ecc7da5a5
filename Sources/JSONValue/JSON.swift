/// A JSON value: a safe Swift copy of a document, independent of json-c.
///
/// Values are plain, immutable-by-default Swift data (`Sendable`), so they can cross
/// threads freely; json-c trees exist only for the duration of one parse (see
/// ``JSONParser``). Text is written by ``JSONWriter``, without json-c.
///
/// Numbers keep the distinction json-c makes: a literal without fraction or exponent is
/// an ``integer(_:)``, anything else a ``double(_:)``. Equality, however, compares numbers
/// by value, so `.integer(58) == .double(58.0)`; this keeps a value equal to itself after
/// a round trip through text, where integral doubles are written without a fraction.
public enum JSON: Sendable {
    /// The literal `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent, within the range of `Int64`.
    case integer(Int64)
    /// Any other number. Values built in Swift may be non-finite; they serialize as `null`.
    case double(Double)
    /// A string. It may contain U+0000, which survives parsing and serialization.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, with its members in document order.
    case object(JSONObject)
}

extension JSON: Equatable {
    /// Returns whether two values are equal.
    ///
    /// Numbers compare by value across ``integer(_:)`` and ``double(_:)``; objects compare
    /// their members regardless of order (see ``JSONObject``); arrays compare in order.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null):
            return true
        case let (.bool(a), .bool(b)):
            return a == b
        case let (.integer(a), .integer(b)):
            return a == b
        case let (.double(a), .double(b)):
            return a == b
        case let (.integer(a), .double(b)), let (.double(b), .integer(a)):
            // `Int64(exactly:)` is nil for fractions and out-of-range values, which
            // keeps the comparison exact where `Double(a) == b` would round.
            return Int64(exactly: b) == a
        case let (.string(a), .string(b)):
            return a == b
        case let (.array(a), .array(b)):
            return a == b
        case let (.object(a), .object(b)):
            return a == b
        default:
            return false
        }
    }
}

extension JSON: Hashable {
    /// Hashes the value consistently with ``==(_:_:)``: an integral double hashes like
    /// the equal integer.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0 as UInt8)
        case .bool(let value):
            hasher.combine(1 as UInt8)
            hasher.combine(value)
        case .integer(let value):
            hasher.combine(2 as UInt8)
            hasher.combine(value)
        case .double(let value):
            if let integer = Int64(exactly: value) {
                hasher.combine(2 as UInt8)
                hasher.combine(integer)
            } else {
                hasher.combine(3 as UInt8)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4 as UInt8)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5 as UInt8)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6 as UInt8)
            hasher.combine(value)
        }
    }
}

extension JSON: CustomStringConvertible {
    /// The compact JSON text of the value, as ``serialized(pretty:)`` writes it.
    public var description: String {
        serialized()
    }
}
