import PlainText

/// The range of the first byte sequence that is not well-formed UTF-8, if any: what
/// `UTF8Bytes.firstInvalidSequence` finds, with runs of ASCII, most of a file, skipped
/// eight bytes at a time.
func firstInvalidUTF8Sequence(in bytes: [UInt8]) -> SourceRange? {
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count {
            if offset + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
                continue
            }
            if raw[offset] < 0x80 {
                offset += 1
                continue
            }
            let (width, isWellFormed) = UTF8Bytes.sequence(at: offset, in: bytes)
            if !isWellFormed { return SourceRange(offset, offset + width) }
            offset += width
        }
        return nil
    }
}
