import PlainText

/// What the reader refuses before any XML is parsed: text that is not UTF-8, the one
/// encoding Interface Builder writes. Checking first keeps every offset a UTF-8 offset into
/// the caller's bytes, and tells UTF-16 and binary files apart from broken XML.
enum InputCheck {
    /// The failure for bytes that cannot be an Interface Builder document, else nil.
    static func failure(of bytes: UnsafeBufferPointer<UInt8>) -> ReadFailure? {
        if bytes.count > Int(Int32.max) {
            return ReadFailure(message: "not an Interface Builder document: larger than 2 GiB", line: 1)
        }
        if bytes.count >= 2 {
            let (first, second) = (bytes[0], bytes[1])
            if (first == 0xFE && second == 0xFF) || (first == 0xFF && second == 0xFE) {
                return ReadFailure(
                    message: "UTF-16 text (it starts with a UTF-16 byte-order mark): Interface Builder documents are UTF-8",
                    line: 1)
            }
            if (first == 0 && second == 0x3C) || (first == 0x3C && second == 0) {
                return ReadFailure(message: "UTF-16 text: Interface Builder documents are UTF-8", line: 1)
            }
        }
        // One pass: ASCII stays in the fast loop, other bytes are checked as UTF-8 sequences.
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while they are ASCII and none is NUL.
            if index + 8 <= bytes.count, let base = bytes.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let highBits: UInt64 = 0x8080_8080_8080_8080
                let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & highBits
                if word & highBits == 0 && hasZero == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == 0 {
                return ReadFailure(message: "binary data (a NUL byte), not text", line: line(at: index, in: bytes))
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let (width, isWellFormed) = UTF8Bytes.sequence(at: index, in: bytes)
            if !isWellFormed {
                return ReadFailure(
                    message: "not UTF-8 text (binary data?): byte 0x\(String(byte, radix: 16, uppercase: true)) is not UTF-8",
                    line: line(at: index, in: bytes))
            }
            index += width
        }
        return nil
    }

    /// The 1-based line of a byte offset, lines ending at LF, CR LF or a lone CR (as XML
    /// counts them).
    static func line(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
            }
            index += 1
        }
        return line
    }
}
