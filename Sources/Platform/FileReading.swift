/// What lint and the configuration read from the file system: the seam through which their
/// tests give them files in memory instead of the disk.
public protocol FileReading: Sendable {
    /// What is at `path`, following symbolic links.
    func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind
    /// The bytes of a regular file of at most `limit` bytes; a larger one is refused
    /// before it is read (its size in the failure's `size`).
    func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8]
    /// The files named `*.EXTENSION`, for any of `extensions`, under a directory,
    /// recursively, in sorted path order, hidden entries skipped; the subdirectories that
    /// could not be read.
    func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure])
    /// Whether something is at `path`.
    func exists(_ path: String) -> Bool
    /// What identifies a version of a file without reading it; nil when nothing is there.
    func stamp(of path: String) -> FileSystem.Stamp?
    /// Whether the file at `path` may have been put there by another user: it is not this
    /// user's (nor the superuser's) and its folder is writable by others (`/tmp`).
    func isFromOthers(_ path: String) -> Bool
    /// Whether `path` itself is a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
}

extension FileReading {
    /// The files named `*.EXTENSION` under a directory (`files(under:withExtensions:)`).
    public func files(under directory: String, withExtension pathExtension: String) -> (files: [String], failures: [FileSystem.Failure]) {
        files(under: directory, withExtensions: [pathExtension])
    }

    /// Files in memory have no owners: none is from others.
    public func isFromOthers(_ path: String) -> Bool { false }

    /// Files in memory are no links.
    public func isSymbolicLink(_ path: String) -> Bool { false }

    /// The bytes of a regular file of at most `FileSystem.largestFile` bytes.
    public func readFile(_ path: String) throws(FileSystem.Failure) -> [UInt8] {
        try readFile(path, atMost: FileSystem.largestFile)
    }
}

/// The real file system.
public struct Disk: FileReading {
    public init() {}

    public func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind { try FileSystem.kind(of: path) }
    public func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        try FileSystem.readFile(path, atMost: limit)
    }
    public func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
        FileSystem.files(under: directory, withExtensions: extensions)
    }
    public func exists(_ path: String) -> Bool { FileSystem.exists(path) }
    public func stamp(of path: String) -> FileSystem.Stamp? { FileSystem.stamp(of: path) }
    public func isFromOthers(_ path: String) -> Bool { FileSystem.isFromOthers(path) }
    public func isSymbolicLink(_ path: String) -> Bool {
        FileSystem.info(path, followingLinks: false).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false
    }
}
