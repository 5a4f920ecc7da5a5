import JSONValue

/// `textDocument/references`: every place the name under the cursor is used, and its
/// declaration when `context.includeDeclaration`.
public struct ReferencesRequest: LSPRequest {
    public typealias Result = [Location]?
    public static let method = "textDocument/references"
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position
    /// Whether the declaration is listed too.
    public var includeDeclaration: Bool

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        (textDocument, position) = try params.textDocumentPosition()
        guard let include = try params.member("context").member("includeDeclaration").boolValue else {
            throw .invalidParams("'includeDeclaration' must be a boolean")
        }
        includeDeclaration = include
    }
}
