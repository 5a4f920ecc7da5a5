import JSONValue

/// `textDocument/definition`; answered with nothing (`null`) where the name under the
/// cursor has no declaration in the document (a built-in device, a keyword).
public struct DefinitionRequest: LSPRequest {
    public typealias Result = Location?
    public static let method = "textDocument/definition"
    /// The document.
    public var textDocument: TextDocumentIdentifier
    /// Where the cursor is.
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, position) = try params.required().textDocumentPosition()
    }
}
