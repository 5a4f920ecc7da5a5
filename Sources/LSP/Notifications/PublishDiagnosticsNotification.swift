import JSONValue

/// `textDocument/publishDiagnostics` (server to client).
public struct PublishDiagnosticsNotification: OutgoingNotification {
    public static let method = "textDocument/publishDiagnostics"
    public var uri: String
    public var version: Int?
    public var diagnostics: [Diagnostic]

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
