import PlainText
import Platform

// Scans of the raw input for what json-c's tree no longer shows.

/// Counts the `\u0000` escapes in `bytes`.
///
/// Only the input of a successful parse is scanned, so every backslash lies inside a
/// string and starts an escape of two or more bytes. `memchr` finds the backslashes at
/// memory speed; the byte after each one is skipped, so `\\u0000` does not count.
func countNULEscapes(in bytes: UnsafeRawBufferPointer) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var start = 0
    while start < bytes.count,
          let found = memchr(base + start, Int32(UInt8(ascii: "\\")), bytes.count - start) {
        let offset = UnsafeRawPointer(found) - base
        if offset + 6 <= bytes.count && bytes[offset + 1] == UInt8(ascii: "u")
            && bytes[(offset + 2)..<(offset + 6)].allSatisfy({ $0 == UInt8(ascii: "0") }) {
            count += 1
        }
        start = offset + 2
    }
    return count
}

/// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence,
/// or `nil` when all of it is valid.
func firstInvalidUTF8Offset(in bytes: UnsafeRawBufferPointer) -> Int? {
    UTF8Bytes.firstInvalidSequence(in: bytes)?.lowerBound
}
