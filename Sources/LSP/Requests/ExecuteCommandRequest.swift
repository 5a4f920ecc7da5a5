import JSONValue

/// `workspace/executeCommand`: the client runs one of the server's commands (a code
/// lens's, say) with the arguments the server gave it.
public struct ExecuteCommandRequest: LSPRequest {
    /// What the command answers; each command defines it.
    public typealias Result = JSON
    public static let method = "workspace/executeCommand"
    /// The command's identifier.
    public var command: String
    /// Its arguments, as the server gave them.
    public var arguments: [JSON]

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        command = try params.string("command")
        if let arguments = params["arguments"], !arguments.isNull {
            guard let list = arguments.arrayValue else { throw .invalidParams("'arguments' must be an array") }
            self.arguments = list
        } else {
            arguments = []
        }
    }
}

/// `executeCommandProvider`: the commands the server runs.
public struct ExecuteCommandOptions: Hashable, Sendable, JSONEncodable {
    public var commands: [String]

    public init(commands: [String]) {
        self.commands = commands
    }

    public var json: JSON { ["commands": .array(commands.map(JSON.string))] }
}
