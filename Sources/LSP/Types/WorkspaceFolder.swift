import JSONValue

/// A folder of the client's workspace (`workspaceFolders` of `initialize`, and the folders
/// added or removed by `workspace/didChangeWorkspaceFolders`).
public struct WorkspaceFolder: Hashable, Sendable, JSONDecodable {
    /// The folder's URI.
    public var uri: String
    /// The name the client shows for it.
    public var name: String

    /// A folder and its name.
    public init(uri: String, name: String) {
        self.uri = uri
        self.name = name
    }

    public init(json: JSON) throws(ResponseError) {
        uri = try json.string("uri")
        name = json["name"]?.stringValue ?? ""
    }
}
