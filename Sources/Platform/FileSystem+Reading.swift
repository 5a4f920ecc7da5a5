// Reading a file or standard input whole, within a size limit.
extension FileSystem {
    /// The bytes of a regular file of at most `limit` bytes: a larger one is refused from
    /// its size, before a byte of it is read (`Failure.tooLarge`).
    public static func readFile(_ path: String, atMost limit: Int = largestFile) throws(Failure) -> [UInt8] {
        // Non-blocking, so that opening a FIFO does not wait for a writer; it is refused below.
        let descriptor = Paths.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw failure(path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "not a regular file") }
        let limit = min(limit, largestFile)
        guard Int(info.st_size) <= limit else { throw Failure.tooLarge(path, size: Int(info.st_size), limit: limit) }
        return try readAll(descriptor, name: path, expectedSize: Int(info.st_size), atMost: limit, isRegularFile: true)
    }

    /// How failures name standard input.
    public static let standardInputName = "standard input"

    /// Everything from standard input, at most `limit` bytes kept: more is `tooLarge`
    /// with the size it had (counted, not kept, up to `largestFile`). A file redirected
    /// to it is refused from its size, unread.
    public static func readStandardInput(atMost limit: Int = largestFile) throws(Failure) -> [UInt8] {
        let limit = min(limit, largestFile)
        var info = stat()
        var expectedSize = 0
        if fstat(0, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            let offset = lseek(0, 0, SEEK_CUR)
            expectedSize = max(0, Int(info.st_size) - Int(max(0, offset)))
            guard expectedSize <= limit else { throw Failure.tooLarge(standardInputName, size: expectedSize, limit: limit) }
        }
        return try readAll(0, name: standardInputName, expectedSize: expectedSize, atMost: limit)
    }

    /// Reads to the end, keeping at most `limit` bytes; `expectedSize` (a regular file's
    /// size) is read straight into the array's own storage, reserved up front, so that a
    /// file is neither copied from a scratch buffer nor copied as the array grows (its peak
    /// memory is its size). What comes past the expected size (a file that grew, a pipe)
    /// is read in chunks. Past `limit` the bytes are only counted, for the size `tooLarge`
    /// names, and past `largestFile` the reading stops.
    ///
    /// A regular file gives all it has up to the count asked for: fewer bytes than asked
    /// is its end, seen without one more call (a pipe gives what has come so far).
    private static func readAll(_ descriptor: Int32, name: String, expectedSize: Int = 0, atMost limit: Int,
                                isRegularFile: Bool = false) throws(Failure) -> [UInt8] {
        // One byte more than expected, so that the end of a file of that size is seen here.
        let room = min(max(0, expectedSize), limit) + 1
        var failedWith: Int32 = 0
        // Zeros, then read over: `Array(unsafeUninitializedCapacity:)` asks the Swift runtime
        // for the storage's type at each call, through a cache every thread contends for (a
        // lint reads a file per spec on each core); appending `repeatElement` copies byte by
        // byte through an iterator in a debug build (half of a debug lint's time).
        var bytes = [UInt8](repeating: 0, count: room)
        let initialized = bytes.withUnsafeMutableBufferPointer { buffer -> Int in
            var initialized = 0
            while initialized < buffer.count, let start = buffer.baseAddress {
                let asked = buffer.count - initialized
                let count = read(descriptor, start + initialized, asked)
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    failedWith = errno
                    break
                }
                initialized += count
                if isRegularFile, count < asked { break }
            }
            return initialized
        }
        bytes.removeLast(bytes.count - initialized)
        if failedWith != 0 {
            errno = failedWith
            throw failure(name)
        }
        var total = bytes.count
        guard total == room else { return bytes }
        if total > largestFile {
            throw Failure(path: name, reason: "larger than \(largestFile >> 20) MB")
        } else if total > limit {
            bytes = []  // Only counted from here on.
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(name)
            }
            total += count
            if total <= limit {
                bytes += chunk[0..<count]
            } else if total > largestFile {
                throw Failure(path: name, reason: "larger than \(largestFile >> 20) MB")
            } else if !bytes.isEmpty {
                bytes = []  // Only counted from here on.
            }
        }
        guard total <= limit else { throw Failure.tooLarge(name, size: total, limit: limit) }
        return bytes
    }
}
