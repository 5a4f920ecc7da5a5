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

/// `window/logMessage` (server to client).
public struct LogMessageNotification: OutgoingNotification {
    public static let method = "window/logMessage"
    public enum Level: Int, Sendable {
        case error = 1
        case warning = 2
        case info = 3
        case log = 4
    }

    public var level: Level
    public var message: String

    public init(_ level: Level, _ message: String) {
        self.level = level
        self.message = message
    }

    public var params: JSON { ["type": .integer(Int64(level.rawValue)), "message": .string(message)] }
}

/// `window/showMessage` (server to client): a message the user should see now.
public struct ShowMessageNotification: OutgoingNotification {
    public static let method = "window/showMessage"
    public var level: LogMessageNotification.Level
    public var message: String

    public init(_ level: LogMessageNotification.Level, _ message: String) {
        self.level = level
        self.message = message
    }

    public var params: JSON { ["type": .integer(Int64(level.rawValue)), "message": .string(message)] }
}
