import JSONValue

/// `workspace/didChangeWorkspaceFolders`: the user added folders to the workspace or
/// removed some.
public struct DidChangeWorkspaceFoldersNotification: LSPNotification {
    public static let method = "workspace/didChangeWorkspaceFolders"

    /// The folders added.
    public var added: [WorkspaceFolder]
    /// The folders removed.
    public var removed: [WorkspaceFolder]

    public init(params: JSON?) throws(ResponseError) {
        let event = try params.required().member("event")
        var added: [WorkspaceFolder] = []
        for folder in try event.array("added") { added.append(try WorkspaceFolder(json: folder)) }
        var removed: [WorkspaceFolder] = []
        for folder in try event.array("removed") { removed.append(try WorkspaceFolder(json: folder)) }
        self.added = added
        self.removed = removed
    }
}
