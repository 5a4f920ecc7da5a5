import JSONValue

/// `workspace/didChangeWatchedFiles`: files the client watches were created, changed or
/// deleted.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    public struct FileEvent: Sendable, Equatable {
        public enum Kind: Int64, Sendable {
            case created = 1
            case changed = 2
            case deleted = 3
        }

        public var uri: String
        /// nil for a kind this server does not know.
        public var kind: Kind?
    }

    public var changes: [FileEvent]

    public init(params: JSON?) throws(ResponseError) {
        var changes: [FileEvent] = []
        for change in try params.required().array("changes") {
            changes.append(FileEvent(uri: try change.string("uri"),
                                     kind: FileEvent.Kind(rawValue: Int64(try change.integer("type")))))
        }
        self.changes = changes
    }
}
