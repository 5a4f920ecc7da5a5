import Platform

/// Files in memory for lint and configuration tests: the `FileReading` seam without the
/// disk. Paths are absolute under `root`; folders exist where files are under them. Files
/// can be rewritten and removed while a test runs (each change makes a new stamp).
public final class MemoryFiles: FileReading, @unchecked Sendable {
    /// A root of its own, so trees never meet.
    public let root: String
    private let contents: Locked<[String: (bytes: [UInt8], version: Int)]>
    private let versions = Locked(0)

    /// `files`: path relative to `root` → contents.
    public init(_ files: [String: String] = [:], root: String = "/memory") {
        self.root = Paths.normalized(root)
        contents = Locked([:])
        for (path, text) in files { write(text, to: path) }
    }

    /// The absolute path of `relative` under the root.
    public func path(_ relative: String) -> String {
        Paths.absolute(relative, from: root)
    }

    /// Creates or replaces a file; `path` relative to the root, or absolute.
    public func write(_ text: String, to path: String) {
        let version = versions.withLock { counter -> Int in
            counter += 1
            return counter
        }
        let absolute = self.path(path)
        contents.withLock { $0[absolute] = (Array(text.utf8), version) }
    }

    public func remove(_ path: String) {
        let absolute = self.path(path)
        contents.withLock { _ = $0.removeValue(forKey: absolute) }
    }

    private func isDirectory(_ path: String) -> Bool {
        let prefix = path == "/" ? "/" : path + "/"
        return contents.withLock { $0.keys.contains { $0.hasPrefix(prefix) } }
    }

    public func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind {
        if contents.withLock({ $0[path] != nil }) { return .file }
        if isDirectory(path) { return .directory }
        throw FileSystem.Failure(path: path, reason: "No such file or directory")
    }

    public func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        if let file = contents.withLock({ $0[path] }) {
            guard file.bytes.count <= limit else { throw FileSystem.Failure.tooLarge(path, size: file.bytes.count, limit: limit) }
            return file.bytes
        }
        throw FileSystem.Failure(path: path, reason: isDirectory(path) ? "not a regular file" : "No such file or directory")
    }

    public func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
        let prefix = directory == "/" ? "/" : directory + "/"
        let files = contents.withLock { Array($0.keys) }.filter { path in
            path.hasPrefix(prefix) && extensions.contains { path.hasSuffix("." + $0) }
                && !path.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
        }
        return (files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, [])
    }

    public func exists(_ path: String) -> Bool {
        contents.withLock { $0[path] != nil } || isDirectory(path)
    }

    public func stamp(of path: String) -> FileSystem.Stamp? {
        guard let file = contents.withLock({ $0[path] }) else { return nil }
        return FileSystem.Stamp(device: 0, inode: 0, size: Int64(file.bytes.count), seconds: file.version, nanoseconds: 0)
    }
}
