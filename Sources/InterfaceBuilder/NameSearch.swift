/// The fallback for a start tag's name offset: the `n`-th `<name` on its line.
enum NameSearch {
    /// The offset of the name after the `occurrence`-th (1-based) `<tag` on the 1-based
    /// `line`; the line's start when there are fewer.
    static func offset(of tag: String, occurrence: Int, onLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0
        var currentLine = 1
        while currentLine < line, start < bytes.count {
            if bytes[start] == 0x0A { currentLine += 1 }
            start += 1
        }
        let pattern = Array(tag.utf8)
        var seen = 0
        var index = start
        while index < bytes.count, bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "<"), matches(pattern, at: index + 1, in: bytes) {
                seen += 1
                if seen == occurrence { return index + 1 }
            }
            index += 1
        }
        return start
    }

    private static func matches(_ pattern: [UInt8], at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + pattern.count <= bytes.count else { return false }
        for (index, byte) in pattern.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }
}
