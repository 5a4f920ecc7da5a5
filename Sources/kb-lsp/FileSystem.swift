#if canImport(Glibc)
import Glibc
#endif

/// Reading files and walking directories, with errors worded for people.
enum FileSystem {
    /// Specs larger than this are refused rather than read into memory.
    static let largestFile = 256 << 20

    struct Failure: Error {
        var message: String
    }

    enum Kind {
        case directory
        case file
        case other
    }

    /// What is at `path`, following symbolic links.
    static func kind(of path: String) throws(Failure) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure("cannot read '\(path)'") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// The bytes of a regular file.
    static func readFile(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("cannot read '\(path)'") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure("cannot read '\(path)'") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(message: "cannot read '\(path)': not a regular file") }
        guard Int(info.st_size) <= largestFile else {
            throw Failure(message: "cannot read '\(path)': larger than \(largestFile >> 20) MB")
        }
        return try readAll(descriptor, name: path)
    }

    /// Everything from standard input.
    static func readStandardInput() throws(Failure) -> [UInt8] {
        try readAll(0, name: "standard input")
    }

    private static func readAll(_ descriptor: Int32, name: String) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read '\(name)'")
            }
            bytes += chunk[0..<count]
            if bytes.count > largestFile {
                throw Failure(message: "cannot read '\(name)': larger than \(largestFile >> 20) MB")
            }
        }
    }

    /// The `*.kbl` files under a directory, recursively, in sorted path order. Hidden
    /// entries are skipped; symbolic links to directories are not followed (no cycles).
    /// A subdirectory that cannot be read is reported in `failures`; the walk goes on.
    static func specFiles(under directory: String) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        collect(directory, into: &files, failures: &failures)
        return (files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, failures)
    }

    private static func collect(_ directory: String, into files: inout [String], failures: inout [Failure]) {
        guard let handle = opendir(directory) else {
            failures.append(failure("cannot read directory '\(directory)'"))
            return
        }
        defer { closedir(handle) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = prefix + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                subdirectories.append(path)
            } else if name.hasSuffix(".kbl") {
                // Regular files and links to them; a broken link is listed and fails to read.
                files.append(path)
            }
        }
        for subdirectory in subdirectories {
            collect(subdirectory, into: &files, failures: &failures)
        }
    }

    private static func failure(_ message: String) -> Failure {
        Failure(message: "\(message): \(String(cString: strerror(errno)))")
    }
}
