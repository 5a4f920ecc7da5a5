/// The range of the first byte sequence that is not well-formed UTF-8 (stray continuation
/// bytes, truncated sequences, overlong forms, surrogates, values above U+10FFFF), if any.
func firstInvalidUTF8Sequence(in bytes: [UInt8]) -> SourceRange? {
    var offset = 0
    while offset < bytes.count {
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
        default: return SourceRange(offset, offset + 1)
        }
        for index in 1..<width {
            let position = offset + index
            guard position < bytes.count else { return SourceRange(offset, position) }
            let byte = bytes[position]
            let (low, high) = index == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else { return SourceRange(offset, position) }
        }
        offset += width
    }
    return nil
}
