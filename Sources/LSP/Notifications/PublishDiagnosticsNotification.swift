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

    /// `message`'s text, written straight to bytes without building its tree (a document
    /// may have thousands of diagnostics).
    public var messageBytes: [UInt8] {
        Self.messageBytes(uri: uri, version: version) { writer in
            for diagnostic in diagnostics { diagnostic.write(to: &writer) }
        }
    }

    /// The text of the message for `uri` at `version` whose diagnostics `writeDiagnostics`
    /// writes as the elements of the open `diagnostics` array, from `Diagnostic.write(to:)`
    /// or `WrittenDiagnostics.write(to:movedBy:)`: a publication put together from
    /// diagnostics written for earlier ones.
    public static func messageBytes(uri: String, version: Int?, writingDiagnostics writeDiagnostics: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("jsonrpc")
        writer.write("2.0")
        writer.key("method")
        writer.write(.string(method))
        writer.key("params")
        writer.beginObject()
        writer.key("uri")
        writer.write(.string(uri))
        if let version {
            writer.key("version")
            writer.write(.integer(Int64(version)))
        }
        writer.key("diagnostics")
        writer.beginArray()
        writeDiagnostics(&writer)
        writer.end()
        writer.end()
        writer.end()
        return writer.takeBytes()
    }
}
