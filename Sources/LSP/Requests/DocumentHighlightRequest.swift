import JSONValue

/// `textDocument/documentHighlight`: the declaration and uses of the name under the cursor.
public struct DocumentHighlightRequest: LSPRequest {
    public typealias Result = [DocumentHighlight]?
    public static let method = "textDocument/documentHighlight"
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, position) = try params.required().textDocumentPosition()
    }
}

/// A range to highlight: a declaration (`write`) or a use (`read`).
public struct DocumentHighlight: Hashable, Sendable, JSONEncodable {
    /// LSP's `DocumentHighlightKind`.
    public enum Kind: Int, Sendable {
        case text = 1
        case read = 2
        case write = 3
    }

    public var range: Range
    public var kind: Kind

    public init(range: Range, kind: Kind) {
        self.range = range
        self.kind = kind
    }

    public var json: JSON { ["range": range.json, "kind": .integer(Int64(kind.rawValue))] }
}
