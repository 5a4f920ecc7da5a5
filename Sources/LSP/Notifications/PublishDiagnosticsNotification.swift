import JSONValue

/// `textDocument/publishDiagnostics` (server to client).
public struct PublishDiagnosticsNotification: OutgoingNotification {
    public static let method = "textDocument/publishDiagnostics"
    /// The document the diagnostics are for.
    public var uri: String
    /// The document version they were computed for; nil when clearing a closed document's.
    public var version: Int?
    /// All of the document's diagnostics: they replace the ones published before.
    public var diagnostics: [Diagnostic]

    /// The diagnostics of a document at a version.
    public init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }

    public var params: JSON {
        var object: JSONObject = ["uri": .string(uri), "diagnostics": diagnostics.json]
        if let version { object["version"] = .integer(Int64(version)) }
        return .object(object)
    }
}
