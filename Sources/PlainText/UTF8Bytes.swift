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

    /// The bytes of the first sequence that is not well-formed UTF-8 (a stray continuation
    /// byte, a truncated sequence, an overlong form, a surrogate, a value above U+10FFFF),
    /// from its lead byte up to the byte that breaks it; nil when all of it is well formed.
    @inlinable
    public static func firstInvalidSequence<Bytes: RandomAccessCollection>(in bytes: Bytes) -> Range<Int>?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
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
            default: return offset..<(offset + 1)
            }
            for index in 1..<width {
                let position = offset + index
                guard position < bytes.endIndex else { return offset..<position }
                let byte = bytes[position]
                let (low, high) = index == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low, byte <= high else { return offset..<position }
            }
            offset += width
        }
        return nil
    }
}
