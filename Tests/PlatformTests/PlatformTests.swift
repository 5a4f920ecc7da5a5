import Dispatch
import Platform
import Testing

/// A fresh directory under /tmp, removed by the caller with `removeTree`.
private func temporaryDirectory() throws -> String {
    var template = Array("/tmp/kb-platform-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    try #require(made != nil)
    return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

private func makeExecutable(_ path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
    try #require(descriptor >= 0)
    close(descriptor)
}

private func removeTree(_ paths: [String], directory: String) {
    for path in paths.reversed() { unlink(path) }
    rmdir(directory)
}

@Suite("Platform: the calls that differ between macOS and Linux")
struct PlatformTests {
    @Test func writeAllDeliversEveryByteThroughAPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let readEnd = ends[0]
        let bytes = (0..<50_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        // The pipe holds less than 50,000 bytes: a reader drains it while we write.
        let reader = DispatchQueue(label: "reader")
        nonisolated(unsafe) var received: [UInt8] = []
        let done = DispatchSemaphore(value: 0)
        reader.async {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                received += chunk[0..<count]
            }
            done.signal()
        }
        #expect(Platform.writeAll(bytes, to: ends[1]))
        close(ends[1])
        done.wait()
        close(ends[0])
        #expect(received == bytes)
    }

    @Test func writeAllReportsAClosedPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        #expect(!Platform.writeAll(Array("lost".utf8), to: ends[1]))
        close(ends[1])
    }

    @Test func modificationTimeIsTheOneSet() throws {
        let directory = try temporaryDirectory()
        let file = directory + "/stamp"
        try makeExecutable(file)
        defer { removeTree([file], directory: directory) }
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 123_456_789),
                     timespec(tv_sec: 1_600_000_000, tv_nsec: 987_654_321)]
        try #require(utimensat(AT_FDCWD, file, &times, 0) == 0)
        var info = stat()
        try #require(stat(file, &info) == 0)
        let modified = Platform.modificationTime(of: info)
        #expect(modified.seconds == 1_600_000_000)
        #expect(modified.nanoseconds == 987_654_321)
    }

    @Test func executablePathFollowsArgumentZeroAndPATH() throws {
        let directory = try temporaryDirectory()
        let bin = directory + "/bin"
        let tool = bin + "/tool"
        let link = directory + "/link"
        try #require(mkdir(bin, 0o755) == 0)
        try makeExecutable(tool)
        try #require(symlink(tool, link) == 0)
        defer { removeTree([bin, tool, link], directory: directory) }
        let real = try #require(Platform.realPath(tool))

        // A path, relative or through a link, resolves to the real file.
        #expect(Platform.executablePath(invokedAs: link, searchPath: nil) == real)
        #expect(Platform.executablePath(invokedAs: bin + "/../bin/tool", searchPath: nil) == real)
        // A bare name is looked up on PATH, first match wins, missing entries skipped.
        #expect(Platform.executablePath(invokedAs: "tool", searchPath: "/nonexistent:" + bin) == real)
        #expect(Platform.executablePath(invokedAs: "tool", searchPath: "/nonexistent") == nil)
        #expect(Platform.executablePath(invokedAs: "", searchPath: bin) == nil)
        #expect(Platform.executablePath(invokedAs: directory + "/missing", searchPath: nil) == nil)
    }

    @Test func theTestRunnerFindsItself() throws {
        let path = try #require(Platform.executablePath())
        #expect(path.hasPrefix("/"))
        #expect(access(path, X_OK) == 0)
    }

    @Test func lockedSerialisesUpdatesFromManyThreads() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }
}
