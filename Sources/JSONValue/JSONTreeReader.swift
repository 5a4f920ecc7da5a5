import CJSON

/// Converts a json-c tree into a ``JSON`` value, checking what json-c does not.
///
/// The reader only borrows the tree; the caller puts it afterwards.
struct JSONTreeReader {
    /// The deepest nesting of arrays and objects allowed.
    let maxDepth: Int

    /// Whether `errno` reported a number out of range during parsing.
    let sawRangeError: Bool

    /// How many `\u0000` escapes the input holds. Each becomes a NUL either in a string
    /// value or in a key, and json-c cuts keys at a NUL, so fewer NULs in values than
    /// escapes means that a key lost its tail.
    let expectedNULs: Int

    /// The NULs seen in string values so far, counted only when escapes exist.
    private var foundNULs = 0

    init(maxDepth: Int, sawRangeError: Bool, expectedNULs: Int) {
        self.maxDepth = maxDepth
        self.sawRangeError = sawRangeError
        self.expectedNULs = expectedNULs
    }

    /// Converts the whole tree rooted at `root` (`nil` is json-c's `null`).
    mutating func read(_ root: OpaquePointer?) throws(JSONError) -> JSON {
        let value = try read(root, depth: 0)
        if foundNULs < expectedNULs {
            throw JSONError(kind: .nulInKey, reason: "an object key contains \\u0000")
        }
        return value
    }

    private mutating func read(_ node: OpaquePointer?, depth: Int) throws(JSONError) -> JSON {
        guard let node else { return .null }
        switch json_object_get_type(node) {
        case json_type_boolean:
            return .bool(json_object_get_boolean(node) != 0)
        case json_type_int:
            return .integer(try integer(node))
        case json_type_double:
            let value = json_object_get_double(node)
            guard value.isFinite else {
                throw JSONError(
                    kind: .nonFiniteNumber,
                    reason: "number is NaN, infinite or beyond the range of a double"
                )
            }
            return .double(value)
        case json_type_string:
            return .string(try string(node))
        case json_type_array:
            try checkDepth(depth + 1)
            let count = json_object_array_length(node)
            var elements: [JSON] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                elements.append(try read(json_object_array_get_idx(node, index), depth: depth + 1))
            }
            return .array(elements)
        case json_type_object:
            try checkDepth(depth + 1)
            var object = JSONObject(minimumCapacity: Int(json_object_object_length(node)))
            var entry = lh_table_head(json_object_get_object(node))
            while let current = entry {
                guard let keyPointer = lh_entry_k(current) else {
                    throw JSONError(kind: .syntax, reason: "object key missing")
                }
                let key = try Self.validatedString(keyPointer.assumingMemoryBound(to: CChar.self))
                let value = try read(lh_entry_v(current).map(OpaquePointer.init), depth: depth + 1)
                object.appendUnchecked(key: key, value: value)
                entry = lh_entry_next(current)
            }
            return .object(object)
        default:
            return .null
        }
    }

    private func checkDepth(_ depth: Int) throws(JSONError) {
        if depth > maxDepth {
            throw JSONError(kind: .tooDeep, reason: "arrays and objects nest deeper than \(maxDepth) levels")
        }
    }

    /// Reads an integer, rejecting the values json-c clamped to the ends of its range.
    private func integer(_ node: OpaquePointer) throws(JSONError) -> Int64 {
        let value = json_object_get_int64(node)
        // Positive integers beyond Int64 are kept as UInt64 (clamped beyond that), so
        // they can be told apart exactly; negative ones clamp to Int64.min, where only
        // errno tells (a rare double underflow such as 1e-400 elsewhere in the same
        // document makes an exact Int64.min look clamped too).
        if value == .max && json_object_get_uint64(node) > UInt64(Int64.max)
            || value == .min && sawRangeError {
            throw JSONError(
                kind: .integerOutOfRange,
                reason: "integer beyond the range of a 64-bit signed integer"
            )
        }
        return value
    }

    private mutating func string(_ node: OpaquePointer) throws(JSONError) -> String {
        guard let pointer = json_object_get_string(node) else { return "" }
        let count = Int(json_object_get_string_len(node))
        if expectedNULs > 0 {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: count)
            foundNULs += bytes.reduce(0) { $1 == 0 ? $0 + 1 : $0 }
        }
        // json-c terminates its strings with a NUL: the C-string initializer validates
        // in one non-generic pass, and only a string with an embedded NUL (shorter as a
        // C string) needs the general path.
        if let string = String(validatingCString: pointer), string.utf8.count == count {
            return string
        }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self),
            count: count
        )
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw Self.invalidUTF8
        }
        return string
    }

    /// Copies a NUL-terminated key into a string if it is valid UTF-8.
    ///
    /// Swift's validation rejects overlong forms, surrogates and code points beyond
    /// U+10FFFF, which json-c lets through.
    private static func validatedString(_ pointer: UnsafePointer<CChar>) throws(JSONError) -> String {
        guard let string = String(validatingCString: pointer) else {
            throw invalidUTF8
        }
        return string
    }

    private static let invalidUTF8 = JSONError(kind: .invalidUTF8, reason: "string is not valid UTF-8")
}
