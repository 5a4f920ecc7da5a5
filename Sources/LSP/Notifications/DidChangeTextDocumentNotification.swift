import JSONValue

/// `textDocument/didChange`: incremental or full-text changes, applied in order.
public struct DidChangeTextDocumentNotification: LSPNotification {
    public static let method = "textDocument/didChange"
    /// The document and its version after the changes.
    public var textDocument: VersionedTextDocumentIdentifier
    /// The changes, in the order to apply them.
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try VersionedTextDocumentIdentifier(json: params.member("textDocument"))
        contentChanges = []
        for change in try params.array("contentChanges") {
            contentChanges.append(try TextDocumentContentChangeEvent(json: change))
        }
    }
}
