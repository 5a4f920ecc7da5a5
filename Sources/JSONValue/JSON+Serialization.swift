extension JSON {
    /// The compact JSON text of the value, UTF-8 encoded, as ``JSONWriter`` writes it:
    /// without spaces and without escaping `/`. Integral doubles below 2^53 in magnitude
    /// are written as integers (`58`), other doubles in Swift's shortest form that reads
    /// back exactly (`62.5`, `0.33`, `1e-07`), and non-finite doubles as `null`. Strings
    /// keep U+0000 (written `\u0000`); keys end at it, as the reader refuses it there.
    public func serializedBytes() -> [UInt8] {
        var writer = JSONWriter()
        writer.write(self)
        return writer.bytes
    }

    /// The JSON text of the value: compact by default, indented with two spaces per
    /// level when `pretty` (an empty array or object on two lines).
    /// See ``serializedBytes()`` for how values are written.
    public func serialized(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        writer.write(self)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The text of a finite double: integral values below 2^53 in magnitude as integers,
    /// others in Swift's shortest round-trip form.
    static func numberText(_ value: Double) -> String {
        if value.rounded(.towardZero) == value && value.magnitude < 9_007_199_254_740_992 {
            // `-0.0` becomes "0": JSON readers make an integer of "-0" anyway.
            return String(Int64(value))
        }
        return value.description
    }
}
