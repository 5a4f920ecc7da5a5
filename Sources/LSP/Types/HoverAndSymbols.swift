import JSONValue

/// A hover's content: Markdown (or plain text for clients that want it).
public struct Hover: Hashable, Sendable, JSONEncodable {
    public var markdown: String
    public var range: Range?
    public var isPlainText: Bool

    public init(markdown: String, range: Range?, isPlainText: Bool = false) {
        self.markdown = markdown
        self.range = range
        self.isPlainText = isPlainText
    }

    public var json: JSON {
        var object: JSONObject = [
            "contents": ["kind": .string(isPlainText ? "plaintext" : "markdown"), "value": .string(markdown)],
        ]
        if let range { object["range"] = range.json }
        return .object(object)
    }
}

/// LSP's `SymbolKind` values we use.
public enum SymbolKind: Int, Sendable {
    case file = 1
    case module = 2
    case namespace = 3
    case `class` = 5
    case method = 6
    case property = 7
    case field = 8
    case string = 15
    case object = 19
    case `struct` = 23
    case event = 24
}

/// A node of the hierarchical outline.
public struct DocumentSymbol: Hashable, Sendable, JSONEncodable {
    public var name: String
    public var detail: String?
    public var kind: SymbolKind
    public var range: Range
    public var selectionRange: Range
    public var children: [DocumentSymbol]

    public init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    public var json: JSON {
        var object: JSONObject = [
            "name": .string(name), "kind": .integer(Int64(kind.rawValue)),
            "range": range.json, "selectionRange": selectionRange.json, "children": children.json,
        ]
        if let detail { object["detail"] = .string(detail) }
        return .object(object)
    }
}
