import JSONValue

/// `window/showDocument`, sent by the server: the client shows a document, in the editor
/// or, when `external`, in the program the system opens it with.
public struct ShowDocumentRequest: Sendable {
    public static let method = "window/showDocument"

    /// The document to show.
    public var uri: String
    /// Whether to show it outside the editor (a browser, an image viewer).
    public var external: Bool
    /// Whether the client should give it the focus.
    public var takeFocus: Bool

    public init(uri: String, external: Bool, takeFocus: Bool) {
        self.uri = uri
        self.external = external
        self.takeFocus = takeFocus
    }

    /// The request as sent, with the server's request `id`.
    public func message(id requestID: RequestID) -> JSON {
        OutgoingMessage.request(id: requestID, method: Self.method, params: [
            "uri": .string(uri), "external": .bool(external), "takeFocus": .bool(takeFocus),
        ])
    }
}
