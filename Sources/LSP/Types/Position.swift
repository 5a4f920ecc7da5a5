import JSONValue

/// A zero-based line and character offset, in the negotiated position encoding.
public struct Position: Hashable, Sendable, JSONDecodable, JSONEncodable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public init(json: JSON) throws(ResponseError) {
        line = try json.integer("line")
        character = try json.integer("character")
    }

    public var json: JSON { ["line": .integer(Int64(line)), "character": .integer(Int64(character))] }
}

/// A half-open range of positions.
public struct Range: Hashable, Sendable, JSONDecodable, JSONEncodable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    public init(json: JSON) throws(ResponseError) {
        start = try Position(json: json.member("start"))
        end = try Position(json: json.member("end"))
    }

    public var json: JSON { ["start": start.json, "end": end.json] }
}

/// How positions count characters (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A range in a document, with the document's URI.
public struct Location: Hashable, Sendable, JSONEncodable {
    public var uri: String
    public var range: Range

    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }

    public var json: JSON { ["uri": .string(uri), "range": range.json] }
}
