import JSONValue

/// `textDocument/rename`: the edits renaming the name under the cursor everywhere it is
/// used; `null` where nothing can be renamed.
public struct RenameRequest: LSPRequest {
    public typealias Result = WorkspaceEdit?
    public static let method = "textDocument/rename"
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position
    /// The name wanted.
    public var newName: String

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        (textDocument, position) = try params.textDocumentPosition()
        newName = try params.string("newName")
    }
}

/// `renameProvider` as options: whether `textDocument/prepareRename` is offered.
public struct RenameOptions: Hashable, Sendable, JSONEncodable {
    public var prepareProvider: Bool

    public init(prepareProvider: Bool) {
        self.prepareProvider = prepareProvider
    }

    public var json: JSON { ["prepareProvider": .bool(prepareProvider)] }
}
