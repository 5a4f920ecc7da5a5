/// Blocks of bytes digested and compared as a whole: the text of a screen or a scene kept
/// between two versions of a document is looked up by its digest and compared with the
/// text now, eight bytes at a time.
public enum ByteBlocks {
    /// A digest of a block, eight bytes at a time: every screen of a document is digested
    /// on every edit, and a digest is only a first test (equal digests compare their
    /// bytes), so a quick multiply-and-fold mix serves where the standard library's keyed
    /// hash costs several times as much a byte.
    public static func digest(of text: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var digest = UInt64(text.count) &* multiplier
        func mix(_ word: UInt64) {
            digest = (digest ^ word) &* multiplier
            digest ^= digest >> 29
        }
        let words = text.count / 8
        for word in 0..<words { mix(UInt64(littleEndian: text.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))) }
        var last: UInt64 = 0
        for byte in text[(words * 8)...].reversed() { last = last << 8 | UInt64(byte) }
        mix(last)
        return digest
    }

    /// Whether two byte blocks are equal, compared eight bytes at a time.
    public static func equal(_ one: UnsafeRawBufferPointer, _ other: UnsafeRawBufferPointer) -> Bool {
        guard one.count == other.count else { return false }
        let words = one.count / 8
        for word in 0..<words where one.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            != other.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) {
            return false
        }
        return one[(words * 8)...].elementsEqual(other[(words * 8)...])
    }
}
