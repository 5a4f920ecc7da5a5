// Literal conformances, so that documents can be written as Swift literals:
//
//     let message: JSON = ["jsonrpc": "2.0", "id": 1, "result": nil]
//
// Where an optional `JSON?` is expected, a bare `nil` is `Optional.none` (for example,
// it removes a member through `JSONObject`'s subscript); write `.null` or `JSON.null`
// to mean the JSON value there.

extension JSON: ExpressibleByNilLiteral {
    /// Creates ``null``.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSON: ExpressibleByBooleanLiteral {
    /// Creates a ``bool(_:)``.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSON: ExpressibleByIntegerLiteral {
    /// Creates an ``integer(_:)``.
    public init(integerLiteral value: Int64) {
        self = .integer(value)
    }
}

extension JSON: ExpressibleByFloatLiteral {
    /// Creates a ``double(_:)``.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension JSON: ExpressibleByStringLiteral {
    /// Creates a ``string(_:)``.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSON: ExpressibleByArrayLiteral {
    /// Creates an ``array(_:)``.
    public init(arrayLiteral elements: JSON...) {
        self = .array(elements)
    }
}

extension JSON: ExpressibleByDictionaryLiteral {
    /// Creates an ``object(_:)`` with the members in order; a repeated key keeps its
    /// first position and its last value.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        var object = JSONObject()
        for (key, value) in elements {
            object[key] = value
        }
        self = .object(object)
    }
}
