import JSONValue
import Testing

/// Parses `text` and returns the error it throws, or `nil` when it parses.
func parseError(_ text: String, parser: JSONParser = JSONParser()) -> JSONError? {
    parseError(Array(text.utf8), parser: parser)
}

/// Parses `bytes` and returns the error they throw, or `nil` when they parse.
func parseError(_ bytes: [UInt8], parser: JSONParser = JSONParser()) -> JSONError? {
    do {
        _ = try parser.parse(bytes)
        return nil
    } catch {
        return error
    }
}

/// Expects `bytes` to fail with `kind` (and at `offset`, when given).
func checkError(
    _ bytes: [UInt8],
    _ kind: JSONError.Kind,
    at offset: Int? = nil,
    parser: JSONParser = JSONParser(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let error = parseError(bytes, parser: parser) else {
        Issue.record("expected \(kind), but the input parsed", sourceLocation: sourceLocation)
        return
    }
    #expect(error.kind == kind, "\(error)", sourceLocation: sourceLocation)
    if let offset {
        #expect(error.byteOffset == offset, "\(error)", sourceLocation: sourceLocation)
    }
}

/// Expects `text` to fail with `kind` (and at `offset`, when given).
func checkError(
    _ text: String,
    _ kind: JSONError.Kind,
    at offset: Int? = nil,
    parser: JSONParser = JSONParser(),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkError(Array(text.utf8), kind, at: offset, parser: parser, sourceLocation: sourceLocation)
}

/// Serializes `value`, parses the text again and returns the result.
func roundTrip(_ value: JSON) throws -> JSON {
    try JSON(parsing: value.serializedBytes())
}

/// The UTF-8 of `prefix`, then `raw` bytes, then the UTF-8 of `suffix`.
func bytes(_ prefix: String, _ raw: [UInt8], _ suffix: String) -> [UInt8] {
    Array(prefix.utf8) + raw + Array(suffix.utf8)
}
