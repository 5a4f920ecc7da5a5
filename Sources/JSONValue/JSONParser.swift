import CJSON
import Platform

/// A strict JSON parser on top of json-c that returns Swift values.
///
/// The parser reuses one json-c tokener, so it is a class and it is **not** `Sendable`:
/// use one parser per thread (or per task that owns it). The values it returns are
/// `Sendable` and independent of json-c.
///
/// Beyond json-c's strict mode, the parser rejects raw NUL bytes, trailing data,
/// `NaN`/`Infinity`, integers outside `Int64`, invalid UTF-8 in strings and keys, and
/// U+0000 in keys (json-c would silently cut the key). json-c's strict mode still
/// accepts a few non-standard forms, which this parser lets through: `1.` and `-01`
/// (read as `1.0` and `-1`), and raw control characters inside strings. json-c clamps
/// integers beyond `Int64` silently; the parser detects that from the value and `errno`,
/// so an exact `-9223372036854775808` in a document that also holds a double which
/// underflows to zero (such as `1e-400`) is rejected as out of range too.
public final class JSONParser {
    /// The deepest nesting of arrays and objects accepted; `[[1]]` has depth 2.
    public let maxDepth: Int

    /// The largest input accepted, in bytes; longer input is rejected without parsing.
    public let maxLength: Int

    /// The largest `maxDepth` a parser accepts: converting and later destroying a value
    /// recurses once per level, and this bound keeps that well within a thread's stack.
    public static let depthLimit = 1_000

    private let tokener: UnsafeMutablePointer<json_tokener>

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - maxDepth: The deepest nesting of arrays and objects to accept, clamped to
    ///     `1...JSONParser.depthLimit`.
    ///   - maxLength: The longest input to accept, in bytes, clamped to json-c's limit
    ///     of `Int32.max - 1`.
    public init(maxDepth: Int = 64, maxLength: Int = 64 << 20) {
        self.maxDepth = min(max(maxDepth, 1), Self.depthLimit)
        self.maxLength = min(max(maxLength, 0), Int(Int32.max) - 1)
        // json-c counts the level of a scalar too: a scalar inside N arrays needs N + 1.
        // The exact limit on containers is checked while converting the tree.
        guard let tokener = json_tokener_new_ex(Int32(self.maxDepth + 1)) else {
            fatalError("json-c could not allocate a tokener (out of memory)")
        }
        // Trailing characters are allowed only so that json-c reports where the value
        // ended; `parseTree` then rejects them with a precise error.
        json_tokener_set_flags(tokener, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS)
        self.tokener = tokener
    }

    deinit {
        json_tokener_free(tokener)
    }

    /// Parses one complete JSON document from UTF-8 bytes.
    ///
    /// - Throws: A ``JSONError`` describing the first problem found.
    public func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONError) -> JSON {
        let length = bytes.count
        guard length <= maxLength else {
            throw JSONError(
                kind: .tooLong,
                reason: "input of \(length) bytes exceeds the limit of \(maxLength) bytes"
            )
        }
        guard let base = bytes.baseAddress, length > 0 else {
            throw JSONError(kind: .empty, byteOffset: 0, reason: "empty input")
        }
        let tree = try parseTree(base.assumingMemoryBound(to: CChar.self), bytes)
        defer { json_object_put(tree.root) }
        var reader = JSONTreeReader(
            maxDepth: maxDepth,
            sawRangeError: tree.sawRangeError,
            expectedNULs: countNULEscapes(in: bytes)
        )
        do {
            return try reader.read(tree.root)
        } catch let error where error.kind == .invalidUTF8 {
            throw JSONError(
                kind: .invalidUTF8,
                byteOffset: firstInvalidUTF8Offset(in: bytes),
                reason: error.reason
            )
        }
    }

    /// Parses one complete JSON document from UTF-8 bytes.
    ///
    /// - Throws: A ``JSONError`` describing the first problem found.
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSON {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        if let result {
            return try result.get()
        }
        return try parse(Array(bytes))
    }

    /// Parses one complete JSON document from a string's UTF-8.
    ///
    /// - Throws: A ``JSONError`` describing the first problem found.
    public func parse(_ text: String) throws(JSONError) -> JSON {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONError) in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        return try result.get()
    }

    /// Runs json-c over the whole input and returns the tree it built, owned by the
    /// caller, and whether a number overflowed (json-c clamps those silently).
    private func parseTree(
        _ chars: UnsafePointer<CChar>,
        _ bytes: UnsafeRawBufferPointer
    ) throws(JSONError) -> (root: OpaquePointer?, sawRangeError: Bool) {
        let length = bytes.count
        json_tokener_reset(tokener)
        errno = 0
        var root = json_tokener_parse_ex(tokener, chars, Int32(length))
        var status = json_tokener_get_error(tokener)
        if root == nil && status == json_tokener_continue {
            // json-c waits for more input after a top-level scalar (or truncated input):
            // one NUL byte tells it the input has ended.
            root = json_tokener_parse_ex(tokener, "", 1)
            status = json_tokener_get_error(tokener)
            guard status == json_tokener_success else {
                json_tokener_reset(tokener)
                throw endOfInputError(status, bytes)
            }
        } else if status != json_tokener_success {
            let end = json_tokener_get_parse_end(tokener)
            json_tokener_reset(tokener)
            throw Self.error(status, at: end, in: bytes)
        } else {
            // json-c stops after the first value, and also (successfully) at a raw NUL
            // byte: anything but whitespace after where it stopped is an error.
            var end = json_tokener_get_parse_end(tokener)
            while end < length && Self.isWhitespace(bytes[end]) {
                end += 1
            }
            if end < length {
                json_object_put(root)
                json_tokener_reset(tokener)
                if bytes[end] == 0 {
                    throw JSONError(kind: .syntax, byteOffset: end, reason: "unexpected NUL byte")
                }
                throw JSONError(
                    kind: .trailingData, byteOffset: end, reason: "unexpected data after the value"
                )
            }
        }
        return (root, errno == ERANGE)
    }

    /// The error for input that json-c found incomplete once told that it had ended.
    private func endOfInputError(
        _ status: json_tokener_error,
        _ bytes: UnsafeRawBufferPointer
    ) -> JSONError {
        guard status == json_tokener_error_parse_eof else {
            return Self.error(status, at: bytes.count, in: bytes)
        }
        if bytes.allSatisfy(Self.isWhitespace) {
            return JSONError(kind: .empty, byteOffset: bytes.count, reason: "empty input")
        }
        return JSONError(kind: .truncated, byteOffset: bytes.count, reason: "unexpected end of data")
    }

    /// Whether `byte` is whitespace in JSON: space, tab, line feed or carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Translates a json-c error reported at byte `offset`.
    private static func error(
        _ status: json_tokener_error,
        at offset: Int,
        in bytes: UnsafeRawBufferPointer
    ) -> JSONError {
        // json-c takes a raw NUL byte for the end of the input; the offset it then
        // reports may lie just past the NUL (inside strings), so name the NUL itself.
        if status == json_tokener_error_parse_eof && offset < bytes.count,
           let nul = bytes.firstIndex(of: 0) {
            return JSONError(kind: .syntax, byteOffset: nul, reason: "unexpected NUL byte")
        }
        let reason = json_tokener_error_desc(status).map { String(cString: $0) } ?? "unknown error"
        let kind: JSONError.Kind
        switch status {
        case json_tokener_error_depth:
            kind = .tooDeep
        case json_tokener_error_parse_eof:
            kind = .truncated
        case json_tokener_error_parse_utf8_string:
            kind = .invalidUTF8
        default:
            kind = .syntax
        }
        return JSONError(kind: kind, byteOffset: offset, reason: reason)
    }
}

/// A parser holds a json-c tokener, whose state must not be shared between threads.
@available(*, unavailable)
extension JSONParser: Sendable {}

extension JSON {
    /// Parses one complete JSON document from UTF-8 bytes with a default ``JSONParser``.
    ///
    /// - Throws: A ``JSONError`` describing the first problem found.
    public init(parsing bytes: [UInt8]) throws(JSONError) {
        self = try JSONParser().parse(bytes)
    }

    /// Parses one complete JSON document from a string with a default ``JSONParser``.
    ///
    /// - Throws: A ``JSONError`` describing the first problem found.
    public init(parsing text: String) throws(JSONError) {
        self = try JSONParser().parse(text)
    }
}
