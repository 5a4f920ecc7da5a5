
/// Reading files and walking directories, with errors worded for people (reading in
/// `FileSystem+Reading.swift`, walking in `FileSystem+Walk.swift`).
public enum FileSystem {
    /// Files larger than this are refused rather than read into memory (readers of specs
    /// ask for less: the parser's 4 MiB).
    public static let largestFile = 256 << 20

    /// Something that could not be read or written:
    /// `cannot read [directory ]'PATH': REASON`, `cannot write 'PATH': REASON`.
    public struct Failure: Error, Sendable, Equatable {
        public var isDirectory = false
        /// The path as the failing call was given it; callers may re-spell it.
        public var path: String
        public var reason: String
        public var isWrite = false
        /// The size in bytes of a file refused for being larger than the reader's limit.
        public var size: Int?

        public init(isDirectory: Bool = false, path: String, reason: String, isWrite: Bool = false, size: Int? = nil) {
            self.isDirectory = isDirectory
            self.path = path
            self.reason = reason
            self.isWrite = isWrite
            self.size = size
        }

        /// A file of `size` bytes, over the `limit` its reader takes.
        public static func tooLarge(_ path: String, size: Int, limit: Int) -> Failure {
            Failure(path: path, reason: "it has \(size) bytes, more than the \(limit) kb-lsp reads", size: size)
        }

        public var message: String {
            "cannot \(isWrite ? "write" : "read") \(isDirectory ? "directory " : "")'\(Paths.printable(path))': \(reason)"
        }
    }

    public enum Kind: Sendable {
        case directory
        case file
        case other
    }

    /// What is at `path`, following symbolic links.
    public static func kind(of path: String) throws(Failure) -> Kind {
        guard let info = info(path) else { throw failure(path) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// Writes `bytes` to the file at `path`, whole or not at all (`Output.replacingFile(_:)`).
    public static func writeFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        var output = try Output.replacingFile(path)
        output.write(bytes)
        output.close()
        if let problem = output.failure { throw problem }
    }

    static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        close(descriptor)
    }

    /// Bytes written out as they are produced, in chunks: to standard output, or to a file
    /// created (or emptied) for them, or to a temporary file that replaces one when it is
    /// complete. A report written this way is never whole in memory.
    public struct Output {
        private let descriptor: Int32
        /// The file's path; nil for standard output.
        private let path: String?
        /// With `replacingFile(_:)`: the temporary file written, and the file it replaces
        /// when it is closed without a failure.
        var replacing: (temporary: String, target: String)?
        /// Where the temporary file is kept for removal on an ending signal.
        var pending: Int?
        private var buffer: [UInt8] = []
        /// The first write that failed; nothing more is written after it.
        public private(set) var failure: Failure?

        /// Bytes kept before they are written.
        private static let chunk = 64 * 1024

        /// Whether each write goes out at once (a terminal, where a person reads as it runs).
        private var writesAtOnce = false
        /// Standard output's reader closed its end: nothing more is written.
        private var closedByReader = false

        /// Standard output. A closed pipe is not a failure: the reader wanted no more. Any
        /// other failure (a full disk, `> /dev/full`) is, named `standard output`.
        /// `writingAtOnce` writes each piece as it comes instead of in chunks.
        public static func standardOutput(writingAtOnce: Bool = false) -> Output {
            var output = Output(descriptor: 1, path: nil)
            output.writesAtOnce = writingAtOnce
            return output
        }

        /// The file at `path`, created or emptied.
        public static func creatingFile(_ path: String) throws(Failure) -> Output {
            let descriptor = Paths.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
            guard descriptor >= 0 else { throw FileSystem.failure(path, isWrite: true) }
            return Output(descriptor: descriptor, path: path)
        }

        /// The file at `path`, replaced when the output is closed without a failure, and
        /// left as it was otherwise (`FileSystem.output(replacing:)` says how).
        public static func replacingFile(_ path: String) throws(Failure) -> Output {
            try FileSystem.output(replacing: path)
        }

        init(descriptor: Int32, path: String?) {
            self.descriptor = descriptor
            self.path = path
            buffer.reserveCapacity(Self.chunk)
        }

        public mutating func write(_ bytes: [UInt8]) {
            buffer += bytes
            if buffer.count >= Self.chunk || writesAtOnce { flush() }
        }

        /// Writes what is kept, and closes the file; with `replacingFile(_:)`, then puts it in
        /// place, or removes it after a failure. The first failure, if any, is in `failure`.
        public mutating func close() {
            flush()
            if let path, replacing != nil, failure == nil, fsync(descriptor) != 0 {
                failure = FileSystem.failure(path, isWrite: true)
            }
            // errno is read right after the call that failed: a full disk may show at close.
            if let path, FileSystem.closeDescriptor(descriptor) != 0, failure == nil {
                failure = FileSystem.failure(path, isWrite: true)
            }
            if let path, let (temporary, target) = replacing {
                replacing = nil
                if failure == nil {
                    failure = FileSystem.putInPlace(temporary, over: target, reportedAs: path)
                } else {
                    FileSystem.remove(file: temporary)
                }
                PendingTemporaryFiles.forget(pending)
                pending = nil
            }
        }

        private mutating func flush() {
            defer { buffer.removeAll(keepingCapacity: true) }
            guard failure == nil, !closedByReader, !Platform.writeAll(buffer, to: descriptor) else { return }
            if path == nil, errno == EPIPE {
                closedByReader = true
            } else {
                failure = FileSystem.failure(path ?? FileSystem.standardOutputName, isWrite: true)
            }
        }
    }

    /// How failures name standard output.
    public static let standardOutputName = "standard output"

    /// Writes out what `print` has kept of standard output. The failure, if writing it
    /// failed now or earlier (a full disk, `> /dev/full`); a pipe whose reader closed it is
    /// not one.
    public static func flushStandardOutput() -> Failure? {
        let stream = Platform.standardOutputStream
        if fflush(stream) == 0, ferror(stream) == 0 { return nil }
        if errno == EPIPE { return nil }
        return failure(standardOutputName, isWrite: true)
    }

    /// The failure `errno` describes.
    static func failure(_ path: String, isDirectory: Bool = false, isWrite: Bool = false) -> Failure {
        Failure(isDirectory: isDirectory, path: path, reason: String(cString: strerror(errno)), isWrite: isWrite)
    }
}

extension FileSystem {
    /// The process's working directory, or nil if it cannot be read (it was removed).
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return Paths.decoded(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// What identifies a version of a file without reading it: device, inode, size and
    /// modification time. nil when nothing is at `path`.
    public struct Stamp: Sendable, Hashable {
        public internal(set) var device: UInt64
        public internal(set) var inode: UInt64
        public internal(set) var size: Int64
        /// The modification time: whole seconds since 1970, and nanoseconds.
        public internal(set) var seconds: Int
        public internal(set) var nanoseconds: Int

        public init(device: UInt64, inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int) {
            self.device = device
            self.inode = inode
            self.size = size
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }
    }

    public static func stamp(of path: String) -> Stamp? {
        guard let info = info(path) else { return nil }
        let modified = Platform.modificationTime(of: info)
        return Stamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                     seconds: modified.seconds, nanoseconds: modified.nanoseconds)
    }

    /// Whether the file (or link) at `path` may have been put there by another user: its
    /// owner is neither this user nor the superuser, and its folder is writable by others,
    /// as the shared temporary directory is. False when nothing is there.
    public static func isFromOthers(_ path: String) -> Bool {
        guard let file = info(path, followingLinks: false), let folder = info(Paths.parent(of: path)) else { return false }
        return folder.st_mode & S_IWOTH != 0 && file.st_uid != geteuid() && file.st_uid != 0
    }

    /// Whether something (a file, a directory, …) is at `path`, following links.
    public static func exists(_ path: String) -> Bool {
        info(path) != nil
    }

    /// Whether a descriptor is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The number of processors online, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
