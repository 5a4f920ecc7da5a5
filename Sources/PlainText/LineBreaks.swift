/// The one definition of a line break, for the KBL lexer, the line index and every
/// position conversion: `\n`, `\r\n` and a lone `\r`, as LSP counts them.
public enum LineBreak {
    /// Whether a byte is part of a line break (`\n` or `\r`).
    @inlinable
    public static func isBreakByte(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// The byte length of the line break starting at `offset`: 2 for `\r\n`, 1 for `\n` or
    /// a lone `\r`, 0 when no line break starts there.
    @inlinable
    public static func width<Bytes: RandomAccessCollection>(at offset: Int, in bytes: Bytes) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard offset >= bytes.startIndex, offset < bytes.endIndex else { return 0 }
        switch bytes[offset] {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < bytes.endIndex && bytes[offset + 1] == 0x0A ? 2 : 1
        default: return 0
        }
    }

    /// The bytes of the first line break of a text (`\n` when it has none): a file's own
    /// line break, for text written into it.
    public static func first(in bytes: [UInt8]) -> [UInt8] {
        guard let index = bytes.firstIndex(where: isBreakByte) else { return [0x0A] }
        return Array(bytes[index..<(index + width(at: index, in: bytes))])
    }
}
