/// UTF-8 as bytes: the one definition of a well-formed sequence and of a sequence's width,
/// for the KBL lexer and line index, and for the JSON parser.
public enum UTF8Bytes {
    /// The byte length of the sequence a lead byte starts (1 for ASCII and for a byte that
    /// cannot start a sequence).
    @inlinable
    public static func sequenceWidth(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }

    /// The sequence starting at `offset`: its width and whether it is well formed. An
    /// ill-formed one (a stray continuation byte, a truncated sequence, an overlong form, a
    /// surrogate, a value above U+10FFFF) is its maximal subpart: the lead byte and the
    /// bytes that still fitted, never the byte that breaks it, so at least one byte and
    /// never a line break. Decoders show it as one U+FFFD.
    @inlinable
    public static func sequence<Bytes: RandomAccessCollection>(at offset: Int, in bytes: Bytes) -> (width: Int, isWellFormed: Bool)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let lead = bytes[offset]
        if lead < 0x80 { return (1, true) }
        let width: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0: width = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: width = 3
        case 0xED: width = 3; upper = 0x9F
        case 0xF0: width = 4; lower = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4: width = 4; upper = 0x8F
        default: return (1, false)
        }
        for index in 1..<width {
            let position = offset + index
            guard position < bytes.endIndex else { return (index, false) }
            let byte = bytes[position]
            let (low, high) = index == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else { return (index, false) }
        }
        return (width, true)
    }

    /// The bytes of the first sequence that is not well-formed UTF-8 (its maximal
    /// subpart, see `sequence(at:in:)`); nil when all of it is well formed.
    @inlinable
    public static func firstInvalidSequence<Bytes: RandomAccessCollection>(in bytes: Bytes) -> Range<Int>?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        // Contiguous bytes (a file read whole) skip ASCII eight bytes at a time.
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer -> Range<Int>? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var offset = 0
            while offset < buffer.count {
                while offset + 8 <= buffer.count,
                      raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { offset += 8 }
                guard offset < buffer.count else { break }
                if buffer[offset] < 0x80 {
                    offset += 1
                    continue
                }
                let (width, isWellFormed) = sequence(at: offset, in: buffer)
                if !isWellFormed { return (bytes.startIndex + offset)..<(bytes.startIndex + offset + width) }
                offset += width
            }
            return nil
        }
        if let contiguous { return contiguous }
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            if bytes[offset] < 0x80 {
                offset += 1
                continue
            }
            let (width, isWellFormed) = sequence(at: offset, in: bytes)
            if !isWellFormed { return offset..<(offset + width) }
            offset += width
        }
        return nil
    }

    /// 3 when the text starts with a UTF-8 byte-order mark (EF BB BF), which KBL accepts
    /// and ignores, else 0.
    @inlinable
    public static func byteOrderMarkLength<Bytes: RandomAccessCollection>(of bytes: Bytes) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex
        return bytes.count >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF ? 3 : 0
    }
}
