import JSONValue

/// `window/showMessage` (server to client): a message the user should see now.
public struct ShowMessageNotification: OutgoingNotification {
    public static let method = "window/showMessage"
    /// How serious the message is.
    public var type: MessageType
    /// The text to show.
    public var message: String

    /// A message of the given type.
    public init(_ type: MessageType, _ message: String) {
        self.type = type
        self.message = message
    }

    public var params: JSON { ["type": .integer(Int64(type.rawValue)), "message": .string(message)] }
}

/// LSP's `MessageType` values we send.
public enum MessageType: Int, Sendable {
    /// An error.
    case error = 1
    /// Information.
    case info = 3
}
