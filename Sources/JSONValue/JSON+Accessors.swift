// Typed views of a value. Each returns `nil` when the value has another shape, so that
// reading a message is a chain of optionals rather than a series of traps.

extension JSON {
    /// The member named `key` of an object; `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSON? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` of an array; `nil` when out of bounds or for a non-array.
    /// The value at a path of keys, if every step exists.
    public subscript(path keys: String...) -> JSON? {
        var value: JSON? = self
        for key in keys { value = value?[key] }
        return value
    }

    public subscript(index: Int) -> JSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else {
            return nil
        }
        return elements[index]
    }

    /// Whether the value is ``null``.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of a ``bool(_:)``.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The value of an ``integer(_:)``, or of a ``double(_:)`` that is integral and
    /// within the range of `Int64`.
    public var integerValue: Int64? {
        switch self {
        case .integer(let value):
            return value
        case .double(let value):
            return Int64(exactly: value)
        default:
            return nil
        }
    }

    /// The value of a ``double(_:)``, or of an ``integer(_:)`` converted to the nearest
    /// `Double` (exact up to 2^53 in magnitude).
    public var doubleValue: Double? {
        switch self {
        case .integer(let value):
            return Double(value)
        case .double(let value):
            return value
        default:
            return nil
        }
    }

    /// The value of a ``string(_:)``.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The elements of an ``array(_:)``.
    public var arrayValue: [JSON]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members of an ``object(_:)``.
    public var objectValue: JSONObject? {
        guard case .object(let object) = self else { return nil }
        return object
    }
}
