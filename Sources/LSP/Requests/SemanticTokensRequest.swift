import JSONValue

/// `textDocument/semanticTokens/full`.
public struct SemanticTokensFullRequest: LSPRequest {
    public typealias Result = SemanticTokens
    public static let method = "textDocument/semanticTokens/full"
    /// The document to highlight.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}

/// `textDocument/semanticTokens/range`.
public struct SemanticTokensRangeRequest: LSPRequest {
    public typealias Result = SemanticTokens
    public static let method = "textDocument/semanticTokens/range"
    /// The document to highlight.
    public var textDocument: TextDocumentIdentifier
    /// The part of it the client shows: tokens that touch it are wanted.
    public var range: Range

    public init(params: JSON?) throws(ResponseError) {
        (textDocument, range) = try params.required().textDocumentRange()
    }
}

/// Semantic tokens in LSP 3.17's relative encoding: five integers per token (line delta,
/// start delta, length, type index, modifier bits).
public struct SemanticTokens: Hashable, Sendable, JSONEncodable {
    public var data: [Int]

    public init(data: [Int]) {
        self.data = data
    }

    public var json: JSON { ["data": .array(data.map { .integer(Int64($0)) })] }
}

/// The token types and modifiers a server uses, by index (`semanticTokensProvider`).
public struct SemanticTokensOptions: Hashable, Sendable, JSONEncodable {
    public var tokenTypes: [String]
    public var tokenModifiers: [String]
    /// Whether `textDocument/semanticTokens/full` is offered.
    public var full: Bool
    /// Whether `textDocument/semanticTokens/range` is offered.
    public var range: Bool

    public init(tokenTypes: [String], tokenModifiers: [String], full: Bool, range: Bool) {
        self.tokenTypes = tokenTypes
        self.tokenModifiers = tokenModifiers
        self.full = full
        self.range = range
    }

    public var json: JSON {
        [
            "legend": ["tokenTypes": .array(tokenTypes.map { .string($0) }),
                       "tokenModifiers": .array(tokenModifiers.map { .string($0) })],
            "full": .bool(full),
            "range": .bool(range),
        ]
    }
}
