import JSONValue

/// Replaces a range of a document with new text.
public struct TextEdit: Hashable, Sendable, JSONEncodable {
    /// The range to replace; empty to insert.
    public var range: Range
    /// The text to put there; empty to delete.
    public var newText: String

    /// An edit replacing `range` by `newText`.
    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }

    public var json: JSON { ["range": range.json, "newText": .string(newText)] }
}

/// Edits to documents, keyed by URI.
public struct WorkspaceEdit: Hashable, Sendable, JSONEncodable {
    /// Each document's edits; all refer to the document before any is applied.
    public var changes: [String: [TextEdit]]

    /// Edits to documents, keyed by URI.
    public init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }

    public var json: JSON {
        var object = JSONObject()
        for uri in changes.keys.sorted() { object[uri] = changes[uri]?.json }
        return ["changes": .object(object)]
    }
}
