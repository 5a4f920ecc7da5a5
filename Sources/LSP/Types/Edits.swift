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

/// A `quickfix` code action with its edit and the diagnostics it resolves.
public struct CodeAction: Hashable, Sendable, JSONEncodable {
    public var title: String
    public var kind: String
    public var diagnostics: [Diagnostic]
    public var edit: WorkspaceEdit

    public init(title: String, kind: String = "quickfix", diagnostics: [Diagnostic], edit: WorkspaceEdit) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.edit = edit
    }

    public var json: JSON {
        ["title": .string(title), "kind": .string(kind), "diagnostics": diagnostics.json, "edit": edit.json]
    }
}
