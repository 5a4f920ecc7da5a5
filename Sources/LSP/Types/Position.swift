import JSONValue

/// A zero-based line and character offset, in the negotiated position encoding.
public struct Position: Hashable, Sendable, JSONDecodable, JSONEncodable {
    /// The zero-based line.
    public var line: Int
    /// The zero-based offset in the line, in units of the negotiated encoding.
    public var character: Int

    /// A position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        line = try json.integer("line")
        character = try json.integer("character")
    }

    public var json: JSON { ["line": .integer(Int64(line)), "character": .integer(Int64(character))] }

    /// Writes `json`'s text straight to `writer`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("line")
        // Movable: diagnostics written once move by whole lines (`WrittenDiagnostics`).
        writer.writeMovable(Int64(line))
        writer.key("character")
        writer.write(.integer(Int64(character)))
        writer.end()
    }
}

/// A half-open range of positions.
public struct Range: Hashable, Sendable, JSONDecodable, JSONEncodable {
    /// The first position in the range.
    public var start: Position
    /// The position just after the range.
    public var end: Position

    /// The range from `start` up to `end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        start = try Position(json: json.member("start"))
        end = try Position(json: json.member("end"))
    }

    public var json: JSON { ["start": start.json, "end": end.json] }

    /// Writes `json`'s text straight to `writer`.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("start")
        start.write(to: &writer)
        writer.key("end")
        end.write(to: &writer)
        writer.end()
    }
}

/// How positions count characters (LSP 3.17 `PositionEncodingKind`).
public enum PositionEncoding: String, Sendable {
    /// UTF-8 code units (bytes).
    case utf8 = "utf-8"
    /// UTF-16 code units: LSP's default.
    case utf16 = "utf-16"
    /// Unicode scalars.
    case utf32 = "utf-32"
}

/// A range in a document, with the document's URI.
public struct Location: Hashable, Sendable, JSONEncodable {
    /// The document's URI.
    public var uri: String
    /// The range in the document.
    public var range: Range

    /// A range in the document at `uri`.
    public init(uri: String, range: Range) {
        self.uri = uri
        self.range = range
    }

    public var json: JSON { ["uri": .string(uri), "range": range.json] }
}
