import JSONValue

/// `textDocument/rangeFormatting`: the edits that lay out the lines a range touches.
/// The client's `options` (tab size, spaces) are not read: KBL has one layout.
public struct DocumentRangeFormattingRequest: LSPRequest {
    public typealias Result = [TextEdit]
    public static let method = "textDocument/rangeFormatting"
    /// The document to format.
    public var textDocument: TextDocumentIdentifier
    /// The range whose lines are formatted.
    public var range: Range

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, range) = try params.required().textDocumentRange()
    }
}
