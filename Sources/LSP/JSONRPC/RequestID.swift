import JSONValue

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    /// An integer id.
    case number(Int64)
    /// A string id.
    case string(String)

    /// The id in a message; nil unless it is an integer or a string.
    public init?(json: JSON) {
        switch json {
        case .integer(let value): self = .number(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

    /// The id as written in a message.
    public var json: JSON {
        switch self {
        case .number(let value): return .integer(value)
        case .string(let value): return .string(value)
        }
    }

    public var description: String {
        switch self {
        case .number(let value): return "\(value)"
        case .string(let value): return "\"\(value)\""
        }
    }
}
