import JSONValue

/// `textDocument/prepareRename`: the range of the name that would be renamed and its
/// text; `null` where nothing can be renamed.
public struct PrepareRenameRequest: LSPRequest {
    public typealias Result = PrepareRenameResult?
    public static let method = "textDocument/prepareRename"
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, position) = try params.required().textDocumentPosition()
    }
}

/// `{ range, placeholder }`.
public struct PrepareRenameResult: Hashable, Sendable, JSONEncodable {
    /// The name's range.
    public var range: Range
    /// The name as written.
    public var placeholder: String

    public init(range: Range, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }

    public var json: JSON { ["range": range.json, "placeholder": .string(placeholder)] }
}
