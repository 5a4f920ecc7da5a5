import JSONValue

/// `workspace/didChangeWatchedFiles`: files the client watches were created, changed or
/// deleted.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"

    /// One file that changed, and how.
    public struct FileEvent: Sendable, Equatable {
        /// What happened to the file.
        public enum Kind: Int64, Sendable {
            /// The file was created.
            case created = 1
            /// The file changed.
            case changed = 2
            /// The file was deleted.
            case deleted = 3
        }

        /// The file's URI.
        public var uri: String
        /// nil for a kind this server does not know.
        public var kind: Kind?
    }

    /// The files that changed.
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
