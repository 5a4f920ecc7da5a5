import JSONValue

/// `textDocument/inlayHint` (LSP 3.17).
public struct InlayHintRequest: LSPRequest {
    public typealias Result = [InlayHint]
    public static let method = "textDocument/inlayHint"
    /// The document of the range.
    public var textDocument: TextDocumentIdentifier
    /// The range the client shows: hints outside it are not wanted.
    public var range: Range

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, range) = try params.required().textDocumentRange()
    }
}

/// A piece of text an editor shows inline at a position, with a plain-text tooltip.
public struct InlayHint: Hashable, Sendable, JSONEncodable {
    public var position: Position
    public var label: String
    public var tooltip: String?
    public var paddingLeft: Bool

    public init(position: Position, label: String, tooltip: String? = nil, paddingLeft: Bool = false) {
        self.position = position
        self.label = label
        self.tooltip = tooltip
        self.paddingLeft = paddingLeft
    }

    public var json: JSON {
        var object: JSONObject = ["position": position.json, "label": .string(label)]
        if let tooltip { object["tooltip"] = .string(tooltip) }
        if paddingLeft { object["paddingLeft"] = .bool(true) }
        return .object(object)
    }
}
