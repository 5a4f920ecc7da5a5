// The one file where kb-lsp meets the operating system's C library. Everything that
// differs between macOS (Darwin) and Linux (Glibc, Musl) is decided here; every other
// file imports `Platform` and uses only what both systems have.
#if canImport(Darwin)
@_exported @preconcurrency import Darwin
#elseif canImport(Glibc)
@_exported @preconcurrency import Glibc
#elseif canImport(Musl)
@_exported @preconcurrency import Musl
#else
#error("kb-lsp needs a POSIX C library: Darwin, Glibc or Musl")
#endif

/// Portable wrappers over the calls whose names or shapes differ between systems.
public enum Platform {
    /// Writes every byte to `descriptor`, retrying short writes and interrupted calls.
    /// Returns false when the descriptor stops accepting bytes (a closed pipe).
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            #if canImport(Darwin)
            let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
            #elseif canImport(Glibc)
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            #else
            let written = Musl.write(descriptor, base + offset, bytes.count - offset)
            #endif
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// `writeAll` for an array of bytes.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// The C library's `stdout` stream, which Swift's `print` writes to. (The imports are
    /// `@preconcurrency` for this: Swift 6 takes C's `stdout` for shared mutable state;
    /// kb-lsp only reads it, to flush it once the command has run.)
    public static var standardOutputStream: UnsafeMutablePointer<FILE>? { stdout }

    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed, so that no file
    /// opened later takes a standard stream's number.
    public static func openStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let opened = open("/dev/null", O_RDWR)
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Has `handler` run on SIGHUP, SIGINT and SIGTERM, each one that would end the process
    /// now: one that is ignored (`nohup`, a job a script started in the background) stays
    /// ignored. The handler may only make async-signal-safe calls, and should end with
    /// `endAsSignalled(by:)`.
    public static func handleEndingSignals(with handler: @convention(c) (Int32) -> Void) {
        for ending in [SIGHUP, SIGINT, SIGTERM] {
            let previous = signal(ending, handler)
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                _ = signal(ending, SIG_IGN)
            }
        }
    }

    /// Ends the process as `ending` does by default (async-signal-safe).
    public static func endAsSignalled(by ending: Int32) {
        _ = signal(ending, SIG_DFL)
        _ = raise(ending)
    }

    /// Where this user's programs keep their caches: `$XDG_CACHE_HOME` when it is set
    /// (absolute), else `~/Library/Caches` on macOS and `~/.cache` elsewhere; nil without
    /// a home.
    public static func userCacheDirectory() -> String? {
        func variable(_ name: String) -> String? {
            getenv(name).map { Paths.decoded(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil }
        }
        if let cache = variable("XDG_CACHE_HOME") { return cache }
        #if canImport(Darwin)
        return variable("HOME").map { Paths.normalized($0) + "/Library/Caches" }
        #else
        return variable("HOME").map { Paths.normalized($0) + "/.cache" }
        #endif
    }

    /// A file's modification time: `st_mtimespec` on Darwin, `st_mtim` on Linux.
    public static func modificationTime(of info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        return (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        return (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }
}
