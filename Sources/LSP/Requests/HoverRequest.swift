import JSONValue

/// `textDocument/hover`; answered with nothing (`null`) where there is nothing to show.
public struct HoverRequest: LSPRequest {
    public typealias Result = Hover?
    public static let method = "textDocument/hover"
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        position = try Position(json: params.member("position"))
    }
}

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
