import JSONValue

/// `textDocument/codeLens`.
public struct CodeLensRequest: LSPRequest {
    public typealias Result = [CodeLens]
    public static let method = "textDocument/codeLens"
    /// The document to show lenses in.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}

/// A command shown above a range; kb-lsp's lenses are resolved already.
public struct CodeLens: Hashable, Sendable, JSONEncodable {
    public var range: Range
    public var command: Command

    public init(range: Range, command: Command) {
        self.range = range
        self.command = command
    }

    public var json: JSON { ["range": range.json, "command": command.json] }
}

/// A command: a title to show, the identifier of what to run and its arguments.
public struct Command: Hashable, Sendable, JSONEncodable {
    public var title: String
    public var command: String
    /// What `workspace/executeCommand` gets back when the command runs (left out when empty).
    public var arguments: [JSON]

    public init(title: String, command: String, arguments: [JSON] = []) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }

    public var json: JSON {
        var object: JSONObject = ["title": .string(title), "command": .string(command)]
        if !arguments.isEmpty { object["arguments"] = .array(arguments) }
        return .object(object)
    }
}
