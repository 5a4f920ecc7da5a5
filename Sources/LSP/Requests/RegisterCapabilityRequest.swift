import JSONValue

/// `client/registerCapability`, sent by the server: asks the client to start sending a
/// notification it registers for, here `workspace/didChangeWatchedFiles` for some files.
public struct RegisterCapabilityRequest: Sendable {
    public static let method = "client/registerCapability"

    /// One file watcher registration: its id and glob patterns.
    public var id: String
    public var globPatterns: [String]

    public init(id: String, watching globPatterns: [String]) {
        self.id = id
        self.globPatterns = globPatterns
    }

    /// The request as sent, with the server's request `id`.
    public func message(id requestID: RequestID) -> JSON {
        let watchers: [JSON] = globPatterns.map { ["globPattern": .string($0)] }
        let registration: JSON = [
            "id": .string(id),
            "method": .string(DidChangeWatchedFilesNotification.method),
            "registerOptions": ["watchers": .array(watchers)],
        ]
        return OutgoingMessage.request(id: requestID, method: Self.method, params: ["registrations": [registration]])
    }
}

/// `workspace/diagnostic/refresh`, sent by the server: a pull client pulls the
/// diagnostics of its open documents again.
public struct DiagnosticRefreshRequest: Sendable {
    public static let method = "workspace/diagnostic/refresh"

    public init() {}

    public func message(id requestID: RequestID) -> JSON {
        OutgoingMessage.request(id: requestID, method: Self.method, params: nil)
    }
}
