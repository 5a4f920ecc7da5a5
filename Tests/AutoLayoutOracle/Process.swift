#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a line to standard error.
func printError(_ message: String) {
    var bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
}

/// Ends the process with `status`.
func exitWithStatus(_ status: Int32) -> Never {
    exit(status)
}
