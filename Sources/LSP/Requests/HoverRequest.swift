import JSONValue

/// `textDocument/hover`; answered with nothing (`null`) where there is nothing to show.
public struct HoverRequest: LSPRequest {
    public typealias Result = Hover?
    public static let method = "textDocument/hover"
    /// The document hovered.
    public var textDocument: TextDocumentIdentifier
    /// Where the pointer or cursor is.
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, position) = try params.required().textDocumentPosition()
    }
}

/// A hover's content: Markdown (or plain text for clients that want it).
public struct Hover: Hashable, Sendable, JSONEncodable {
    /// The text to show.
    public var markdown: String
    /// The range the hover is about, which the client may highlight.
    public var range: Range?
    /// Sends the text as `plaintext`, for clients that cannot render Markdown.
    public var isPlainText: Bool

    /// A hover showing `markdown` about `range`.
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
