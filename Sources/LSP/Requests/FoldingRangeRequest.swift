import JSONValue

/// `textDocument/foldingRange`.
public struct FoldingRangeRequest: LSPRequest {
    public typealias Result = [FoldingRange]
    public static let method = "textDocument/foldingRange"
    /// The document to fold.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}

/// A range of whole lines an editor can fold (0-based lines, both included).
public struct FoldingRange: Hashable, Sendable, JSONEncodable {
    /// What the range holds: `comment` for a run of comment lines, nil for a block.
    public enum Kind: String, Sendable {
        case comment
        case region
    }

    public var startLine: Int
    public var endLine: Int
    public var kind: Kind?

    public init(startLine: Int, endLine: Int, kind: Kind? = nil) {
        self.startLine = startLine
        self.endLine = endLine
        self.kind = kind
    }

    public var json: JSON {
        var object: JSONObject = ["startLine": .integer(Int64(startLine)), "endLine": .integer(Int64(endLine))]
        if let kind { object["kind"] = .string(kind.rawValue) }
        return .object(object)
    }
}
