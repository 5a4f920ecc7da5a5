import JSONValue

public struct TextEdit: Hashable, Sendable, JSONEncodable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }

    public var json: JSON { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to documents, keyed by URI.
public struct WorkspaceEdit: Hashable, Sendable, JSONEncodable {
    public var changes: [String: [TextEdit]]

    public init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }

    public var json: JSON {
        var object = JSONObject()
        for uri in changes.keys.sorted() { object[uri] = changes[uri]?.json }
        return ["changes": .object(object)]
    }
}
