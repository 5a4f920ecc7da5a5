import JSONValue

/// Names a document by its URI.
public struct TextDocumentIdentifier: Hashable, Sendable, JSONDecodable {
    /// The document's URI.
    public var uri: String

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
    }
}

/// Names a document and one of its versions.
public struct VersionedTextDocumentIdentifier: Hashable, Sendable, JSONDecodable {
    /// The document's URI.
    public var uri: String
    /// The version, which increases with each change.
    public var version: Int

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
        version = try json.integer("version")
    }
}

/// A document the client opened, with its text.
public struct TextDocumentItem: Hashable, Sendable, JSONDecodable {
    /// The document's URI.
    public var uri: String
    /// The document's language, as the client names it.
    public var languageId: String
    /// The version, which increases with each change.
    public var version: Int
    /// The document's text.
    public var text: String

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
        languageId = try json.string("languageId")
        version = try json.integer("version")
        text = try json.string("text")
    }
}

/// One change of `didChange`: a range and its new text, or the whole new text.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, JSONDecodable {
    /// The range replaced, or nil when `text` is the whole new text.
    public var range: Range?
    /// The range's new text, or the whole new text.
    public var text: String

    /// A change of `range` to `text`, or to the whole text when `range` is nil.
    public init(range: Range?, text: String) {
        self.range = range
        self.text = text
    }

    /// Reads the value; anything missing or mistyped is `invalidParams`.
    public init(json: JSON) throws(ResponseError) {
        range = try json["range"].map { value throws(ResponseError) in try Range(json: value) }
        text = try json.string("text")
    }
}

extension JSON {
    /// `TextDocumentPositionParams`: the document and the position a request is about.
    public func textDocumentPosition() throws(ResponseError) -> (TextDocumentIdentifier, Position) {
        (try TextDocumentIdentifier(json: member("textDocument")), try Position(json: member("position")))
    }

    /// The document and the range a request is about (code actions, range formatting,
    /// inlay hints, semantic tokens of a range).
    public func textDocumentRange() throws(ResponseError) -> (TextDocumentIdentifier, Range) {
        (try TextDocumentIdentifier(json: member("textDocument")), try Range(json: member("range")))
    }
}
