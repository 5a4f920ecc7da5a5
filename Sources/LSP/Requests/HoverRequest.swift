import JSONValue

/// `textDocument/hover`.
public struct HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        textDocument = try TextDocumentIdentifier(json: params.member("textDocument"))
        position = try Position(json: params.member("position"))
    }
}
