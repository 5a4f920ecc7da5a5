import JSONValue

/// `textDocument/completion`; answered with a complete list (`isIncomplete` false): the
/// client filters it as the user types on.
public struct CompletionRequest: LSPRequest {
    public typealias Result = CompletionList
    public static let method = "textDocument/completion"
    /// The document being edited.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, position) = try params.required().textDocumentPosition()
    }
}

/// `CompletionOptions` of the server's capabilities.
public struct CompletionOptions: Hashable, Sendable, JSONEncodable {
    /// Characters that make the client ask for completion as they are typed.
    public var triggerCharacters: [String]

    /// Completion, asked for again after each of `triggerCharacters`.
    public init(triggerCharacters: [String]) {
        self.triggerCharacters = triggerCharacters
    }

    public var json: JSON { ["triggerCharacters": .array(triggerCharacters.map { .string($0) }), "resolveProvider": false] }
}

/// The items offered at a position.
public struct CompletionList: Hashable, Sendable, JSONEncodable {
    /// Whether typing on should ask again rather than filter this list.
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    /// A list of items.
    public init(isIncomplete: Bool = false, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }

    public var json: JSON { ["isIncomplete": .bool(isIncomplete), "items": items.json] }
}

/// LSP's `CompletionItemKind` values the server uses.
public enum CompletionItemKind: Int, Sendable, Hashable {
    case `class` = 7
    case property = 10
    case value = 12
    case keyword = 14
    case reference = 18
    case enumMember = 20
    case constant = 21
    /// LSP 1's kinds nearest to it, for a client that knows only those (1 to 18).
    case `enum` = 13

    /// This kind, or the nearest one of `known` (a client's `valueSet`); nil when none is.
    public func known(by known: Set<Int>) -> CompletionItemKind? {
        if known.contains(rawValue) { return self }
        let nearest: CompletionItemKind? = switch self {
        case .enumMember: .enum
        case .constant: .value
        default: nil
        }
        return nearest.flatMap { known.contains($0.rawValue) ? $0 : nil }
    }
}

/// LSP's `InsertTextFormat`.
public enum InsertTextFormat: Int, Sendable, Hashable {
    /// The text is inserted as it is.
    case plainText = 1
    /// The text is a snippet: `$1`, `${1:default}`, `$0` are tab stops.
    case snippet = 2
}

/// One item offered: the edit that inserts it replaces the word already typed.
public struct CompletionItem: Hashable, Sendable, JSONEncodable {
    /// What the list shows, and what the client filters and sorts on unless told otherwise.
    public var label: String
    /// Left out when the client knows no kind near it.
    public var kind: CompletionItemKind?
    /// A one-line description shown beside or under the label.
    public var detail: String?
    /// The client sorts on this instead of the label: it keeps the server's order.
    public var sortText: String?
    /// The edit: the typed word's range and the text (or snippet) that replaces it.
    public var textEdit: TextEdit
    public var insertTextFormat: InsertTextFormat

    /// An item inserting `textEdit.newText` in `insertTextFormat`.
    public init(label: String, kind: CompletionItemKind?, detail: String? = nil, sortText: String? = nil,
                textEdit: TextEdit, insertTextFormat: InsertTextFormat = .plainText) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.sortText = sortText
        self.textEdit = textEdit
        self.insertTextFormat = insertTextFormat
    }

    public var json: JSON {
        var object: JSONObject = [
            "label": .string(label),
            "textEdit": textEdit.json,
            "insertTextFormat": .integer(Int64(insertTextFormat.rawValue)),
        ]
        if let kind { object["kind"] = .integer(Int64(kind.rawValue)) }
        if let detail { object["detail"] = .string(detail) }
        if let sortText { object["sortText"] = .string(sortText) }
        return .object(object)
    }
}
