import JSONValue

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int64)
    case string(String)

    public init?(json: JSON) {
        switch json {
        case .integer(let value): self = .number(value)
        case .string(let value): self = .string(value)
        default: return nil
        }
    }

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
