import JSONValue

/// Reading typed values out of request parameters; anything missing or of the wrong
/// type is an `invalidParams` error naming the key.
extension JSON {
    /// The member `key`, which must be present and not null.
    public func member(_ key: String) throws(ResponseError) -> JSON {
        guard let value = self[key], !value.isNull else { throw .invalidParams("missing '\(key)'") }
        return value
    }

    /// The string member `key`.
    public func string(_ key: String) throws(ResponseError) -> String {
        guard let value = try member(key).stringValue else { throw .invalidParams("'\(key)' must be a string") }
        return value
    }

    /// The integer member `key`.
    public func integer(_ key: String) throws(ResponseError) -> Int {
        guard let value = try member(key).integerValue, let int = Int(exactly: value) else {
            throw .invalidParams("'\(key)' must be an integer")
        }
        return int
    }

    /// The array member `key`.
    public func array(_ key: String) throws(ResponseError) -> [JSON] {
        guard let value = try member(key).arrayValue else { throw .invalidParams("'\(key)' must be an array") }
        return value
    }
}

/// A type read from LSP parameters.
public protocol JSONDecodable {
    /// Reads the value; anything missing or mistyped is `invalidParams`.
    init(json: JSON) throws(ResponseError)
}

/// A type written as JSON.
public protocol JSONEncodable {
    /// The value as JSON.
    var json: JSON { get }
}

extension Array: JSONEncodable where Element: JSONEncodable {
    public var json: JSON { .array(map(\.json)) }
}

/// A result whose shape the request leaves open (`workspace/executeCommand`'s).
extension JSON: JSONEncodable {
    public var json: JSON { self }
}

/// An absent value is JSON `null` (a hover with nothing to show).
extension Optional: JSONEncodable where Wrapped: JSONEncodable {
    public var json: JSON { self?.json ?? .null }
}
