/// Why a document could not be parsed, and where when it is known.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The category of a parse failure.
    public enum Kind: Sendable, Equatable, Hashable {
        /// The input is empty or only whitespace.
        case empty
        /// The input is not JSON: an unexpected character, a bad escape, a raw NUL byte…
        case syntax
        /// The input ends in the middle of a value.
        case truncated
        /// Arrays and objects nest deeper than the parser's `maxDepth`.
        case tooDeep
        /// The input is longer than the parser's `maxLength`; it was not parsed.
        case tooLong
        /// A string or key is not valid UTF-8 (including overlong forms and surrogates).
        case invalidUTF8
        /// A complete value is followed by more than whitespace.
        case trailingData
        /// A number is `NaN`, `Infinity`, or too large for a `Double`.
        case nonFiniteNumber
        /// An integer literal lies outside the range of `Int64`.
        case integerOutOfRange
        /// An object key contains U+0000, which json-c cannot represent in keys.
        case nulInKey
    }

    /// The category of the failure.
    public var kind: Kind

    /// The byte offset in the input where the failure was detected, when known.
    ///
    /// Failures found while converting json-c's tree (numbers, keys) have no offset:
    /// json-c does not record positions.
    public var byteOffset: Int?

    /// What went wrong, without the offset (for example "unexpected character").
    public var reason: String

    /// Creates an error.
    public init(kind: Kind, byteOffset: Int? = nil, reason: String) {
        self.kind = kind
        self.byteOffset = byteOffset
        self.reason = reason
    }

    /// A message for people, such as "invalid JSON at byte 17: unexpected character".
    public var description: String {
        if let byteOffset {
            return "invalid JSON at byte \(byteOffset): \(reason)"
        }
        return "invalid JSON: \(reason)"
    }
}
