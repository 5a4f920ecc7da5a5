import JSONValue

public struct TextDocumentIdentifier: Hashable, Sendable, JSONDecodable {
    public var uri: String

    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
    }
}

public struct VersionedTextDocumentIdentifier: Hashable, Sendable, JSONDecodable {
    public var uri: String
    public var version: Int

    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
        version = try json.integer("version")
    }
}

public struct TextDocumentItem: Hashable, Sendable, JSONDecodable {
    public var uri: String
    public var languageId: String
    public var version: Int
    public var text: String

    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
        languageId = try json.string("languageId")
        version = try json.integer("version")
        text = try json.string("text")
    }
}

/// One change of `didChange`: a range and its new text, or the whole new text.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, JSONDecodable {
    public var range: Range?
    public var text: String

    public init(range: Range?, text: String) {
        self.range = range
        self.text = text
    }

    public init(json: JSON) throws(ResponseError) {
        range = try json["range"].map { value throws(ResponseError) in try Range(json: value) }
        text = try json.string("text")
    }
}
