import CJSON

extension JSON {
    /// The compact JSON text of the value, UTF-8 encoded.
    ///
    /// Output is written by json-c without spaces and without escaping `/`. Integral
    /// doubles below 2^53 in magnitude are written as integers (`58`), other doubles in
    /// Swift's shortest form that reads back exactly (`62.5`, `0.33`, `1e-07`), and
    /// non-finite doubles as `null`. Strings keep U+0000 (written `\u0000`); object keys
    /// cannot: json-c keeps keys as C strings and cuts them at U+0000.
    public func serializedBytes() -> [UInt8] {
        withSerializedText(flags: Self.compactFlags) { Array($0) }
    }

    /// The JSON text of the value: compact by default, indented with two spaces per
    /// level when `pretty` (json-c writes an empty array or object there on two lines).
    /// See ``serializedBytes()`` for how values are written.
    public func serialized(pretty: Bool = false) -> String {
        let flags = pretty ? Self.prettyFlags : Self.compactFlags
        return withSerializedText(flags: flags) { String(decoding: $0, as: UTF8.self) }
    }

    private static let compactFlags = JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE

    /// Without `SPACED`, json-c's pretty output has no space after the colon.
    private static let prettyFlags =
        JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE

    /// Builds a json-c tree, lets `body` read its text, and frees the tree.
    private func withSerializedText<Result>(
        flags: Int32,
        _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result {
        let root = makeTree()
        // The text belongs to `root`: `body` copies it before the tree is put.
        defer { json_object_put(root) }
        var length = 0
        guard let text = json_object_to_json_string_length(root, flags, &length) else {
            fatalError("json-c could not allocate the serialized text (out of memory)")
        }
        return body(UnsafeRawBufferPointer(start: text, count: length))
    }

    /// A new json-c tree for the value, owned by the caller (`nil` is json-c's `null`).
    private func makeTree() -> OpaquePointer? {
        switch self {
        case .null:
            return nil
        case .bool(let value):
            return json_object_new_boolean(value ? 1 : 0)
        case .integer(let value):
            return json_object_new_int64(value)
        case .double(let value):
            guard value.isFinite else { return nil }
            return Self.numberText(value).withCString { json_object_new_double_s(value, $0) }
        case .string(let value):
            return Self.makeString(value)
        case .array(let elements):
            guard let array = json_object_new_array_ext(Int32(clamping: elements.count)) else {
                fatalError("json-c could not allocate an array (out of memory)")
            }
            for element in elements {
                let child = element.makeTree()
                // json-c takes the child only when the add succeeds.
                if json_object_array_add(array, child) != 0 {
                    json_object_put(child)
                }
            }
            return array
        case .object(let members):
            guard let object = json_object_new_object() else {
                fatalError("json-c could not allocate an object (out of memory)")
            }
            for (key, value) in members {
                let child = value.makeTree()
                if key.withCString({ json_object_object_add(object, $0, child) }) != 0 {
                    json_object_put(child)
                }
            }
            return object
        }
    }

    /// A json-c string with all of `value`'s bytes, U+0000 included.
    private static func makeString(_ value: String) -> OpaquePointer? {
        var value = value
        return value.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return json_object_new_string("")
            }
            let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            return json_object_new_string_len(chars, Int32(clamping: bytes.count))
        }
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
