import PlainText

/// How columns are counted: the unit of a position's `column`.
public enum ColumnUnit: Sendable, Hashable {
    /// UTF-8 code units (bytes).
    case utf8
    /// UTF-16 code units, as LSP counts by default.
    case utf16
    /// Unicode scalar values (UTF-32 code units), as the lint JSON counts.
    case unicodeScalars
}

/// A zero-based line and column.
public struct LineColumn: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// Converts between UTF-8 byte offsets and lines and columns in a choice of units.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (PlainText's `LineBreak`, as LSP counts
/// them). A UTF-8 byte-order mark at the start is not part of the first line: columns
/// count from after it. A sequence that is not well-formed UTF-8 counts as one
/// character (its maximal subpart, one U+FFFD). Every input is clamped: an offset past
/// the end, a line past the last or a column past the line's end give the nearest valid
/// answer, never a trap.
///
/// Finding a column costs at most `checkpointStride` bytes of counting, however long the
/// line: a line with thousands of diagnostics converts in linear time.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0, or 3 after a byte-order mark.
    private let lineStarts: [Int]
    /// For every `checkpointStride` bytes, the first character boundary at or after it and
    /// the UTF-16 units and characters before that boundary.
    private let checkpoints: [Checkpoint]
    private static let checkpointStride = 64

    private struct Checkpoint: Sendable {
        var offset: Int
        var utf16: Int
        var scalars: Int
    }

    public init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        let first = UTF8Bytes.byteOrderMarkLength(of: bytes)
        var starts = [first]
        var checkpoints: [Checkpoint] = []
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        var offset = 0
        var utf16 = 0
        var scalars = 0
        while offset < bytes.count {
            while checkpoints.count * Self.checkpointStride <= offset {
                checkpoints.append(Checkpoint(offset: offset, utf16: utf16, scalars: scalars))
            }
            // Eight bytes of ASCII without a `\r`, inside one checkpoint's stretch: counted
            // at once, each `\n` among them starting a line (most of a spec is such runs).
            if offset % Self.checkpointStride <= Self.checkpointStride - 8, offset + 8 <= bytes.count,
               let newlines = Self.newlinesInPlainASCII(bytes, at: offset) {
                var mask = newlines
                while mask != 0 {
                    starts.append(offset + mask.trailingZeroBitCount / 8 + 1)
                    mask &= mask - 1
                }
                offset += 8
                utf16 += 8
                scalars += 8
                continue
            }
            let byte = bytes[offset]
            if byte < 0x80 {
                if byte == 0x0A || (byte == 0x0D && LineBreak.width(at: offset, in: bytes) == 1) {
                    starts.append(offset + 1)
                }
                offset += 1
                utf16 += 1
                scalars += 1
                continue
            }
            let (width, isWellFormed) = UTF8Bytes.sequence(at: offset, in: bytes)
            offset += width
            utf16 += isWellFormed && width == 4 ? 2 : 1
            scalars += 1
        }
        checkpoints.append(Checkpoint(offset: offset, utf16: utf16, scalars: scalars))
        lineStarts = starts
        self.checkpoints = checkpoints
    }

    /// The eight bytes at `offset` read as one little-endian word: the byte at `offset`
    /// is the lowest.
    @inline(__always)
    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) })
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// When the eight bytes at `offset` are ASCII without `\r`: the high bit of each byte
    /// that is `\n` (none when there is no line break); nil otherwise. A byte is zero
    /// after an exclusive or with `\n` exactly when it was `\n`, and for ASCII bytes
    /// `(x + 0x7F) | x` has its high bit clear exactly when `x` is zero, byte by byte
    /// (no byte carries into the next).
    @inline(__always)
    private static func newlinesInPlainASCII(_ bytes: [UInt8], at offset: Int) -> UInt64? {
        let word = word(bytes, at: offset)
        guard word & highBits == 0 else { return nil }
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        func zeroBytes(_ value: UInt64) -> UInt64 { ~((value &+ lows) | value) & highBits }
        let ones: UInt64 = 0x0101_0101_0101_0101
        guard zeroBytes(word ^ (ones &* 0x0D)) == 0 else { return nil }
        return zeroBytes(word ^ (ones &* 0x0A))
    }

    /// The text's own line break, as its first line ends (`\n` for a single line).
    public var firstLineBreak: [UInt8] { LineBreak.first(in: bytes) }

    /// The number of lines; an empty text has one (empty) line.
    public var lineCount: Int { lineStarts.count }

    /// The zero-based line and column of a byte offset.
    public func lineColumn(at offset: Int, in unit: ColumnUnit) -> LineColumn {
        let offset = min(max(0, offset), bytes.count)
        let line = self.line(containing: offset)
        let start = lineStarts[line]
        guard offset > start else { return LineColumn(line: line, column: 0) }
        let column = unit == .utf8 ? offset - start : units(before: offset, in: unit) - units(before: start, in: unit)
        return LineColumn(line: line, column: column)
    }

    /// The byte offset of a zero-based line and column, clamped to the text and to the line
    /// (a column past the end of the line gives the line's end, before its line break).
    public func offset(at position: LineColumn, in unit: ColumnUnit) -> Int {
        if position.line < 0 { return lineStarts[0] }
        if position.line >= lineStarts.count { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var (offset, units) = nearestCheckpoint(before: position.column, inLineFrom: start, to: end, in: unit)
        while offset < end, units < position.column {
            let (width, isWellFormed) = UTF8Bytes.sequence(at: offset, in: bytes)
            let step = unit == .utf8 ? width : (unit == .utf16 && isWellFormed && width == 4 ? 2 : 1)
            if units + step > position.column { break }
            units += step
            offset += width
        }
        return min(offset, end)
    }

    /// The last checkpoint in a line that a column does not pass, as its offset and the
    /// units from the line's start to it; the line's start when there is none.
    private func nearestCheckpoint(
        before column: Int, inLineFrom start: Int, to end: Int, in unit: ColumnUnit
    ) -> (offset: Int, units: Int) {
        func count(_ checkpoint: Checkpoint) -> Int {
            switch unit {
            case .utf8: return checkpoint.offset
            case .utf16: return checkpoint.utf16
            case .unicodeScalars: return checkpoint.scalars
            }
        }
        let base = unit == .utf8 ? start : units(before: start, in: unit)
        // Checkpoints from `low` on lie after the line's start; the column's is the last
        // one that neither passes the line's end nor the column.
        var low = start / Self.checkpointStride + 1
        var high = min(end / Self.checkpointStride, checkpoints.count - 1) + 1
        guard low < high else { return (start, 0) }
        let first = low
        while low < high {
            let mid = (low + high) / 2
            if checkpoints[mid].offset <= end, count(checkpoints[mid]) - base <= column { low = mid + 1 } else { high = mid }
        }
        guard low > first else { return (start, 0) }
        return (checkpoints[low - 1].offset, count(checkpoints[low - 1]) - base)
    }

    /// The byte range of a line's text, without its line break.
    public func range(ofLine line: Int) -> SourceRange {
        let line = min(max(0, line), lineStarts.count - 1)
        return SourceRange(lineStarts[line], lineEnd(line))
    }

    private func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        let next = lineStarts[line + 1]
        // The break is `\n`, a lone `\r`, or `\r\n`.
        if bytes[next - 1] == 0x0A, next - 2 >= lineStarts[line], bytes[next - 2] == 0x0D { return next - 2 }
        return next - 1
    }

    /// The zero-based line that holds a byte offset (clamped to the text).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The UTF-16 units or characters before a byte offset, from the nearest checkpoint.
    private func units(before offset: Int, in unit: ColumnUnit) -> Int {
        var index = min(offset / Self.checkpointStride, checkpoints.count - 1)
        while index > 0, checkpoints[index].offset > offset { index -= 1 }
        let checkpoint = checkpoints[index]
        var position = checkpoint.offset
        var units = unit == .utf16 ? checkpoint.utf16 : checkpoint.scalars
        while position < offset {
            // Eight bytes of ASCII before the offset: eight units at once.
            if position + 8 <= offset, Self.word(bytes, at: position) & Self.highBits == 0 {
                position += 8
                units += 8
                continue
            }
            if bytes[position] < 0x80 {
                position += 1
                units += 1
                continue
            }
            let (width, isWellFormed) = UTF8Bytes.sequence(at: position, in: bytes)
            units += unit == .utf16 && isWellFormed && width == 4 ? 2 : 1
            position += width
        }
        return units
    }
}
