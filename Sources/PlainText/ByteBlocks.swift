/// Blocks of bytes compared as a whole: the text of a screen or a scene kept between two
/// versions of a document is compared with the text now, at the cost of a memory compare.
public enum ByteBlocks {
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
