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
/// Lines end at `\n`; a `\r` before it belongs to the line's text. Every input is clamped:
/// an offset past the end, a line past the last or a column past the line's end give the
/// nearest valid answer, never a trap.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    /// The byte offset at which each line starts; the first is 0.
    private let lineStarts: [Int]

    public init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The number of lines; an empty text has one (empty) line.
    public var lineCount: Int { lineStarts.count }

    /// The zero-based line and column of a byte offset.
    public func lineColumn(at offset: Int, in unit: ColumnUnit) -> LineColumn {
        let offset = min(max(0, offset), bytes.count)
        let line = self.line(containing: offset)
        let column = count(from: lineStarts[line], to: offset, in: unit)
        return LineColumn(line: line, column: column)
    }

    /// The byte offset of a zero-based line and column, clamped to the text and to the line
    /// (a column past the end of the line gives the line's end, before its newline).
    public func offset(at position: LineColumn, in unit: ColumnUnit) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let start = lineStarts[position.line]
        let end = lineEnd(position.line)
        var offset = start
        var units = 0
        while offset < end, units < position.column {
            let width = scalarWidth(at: offset)
            let step = unit == .utf8 ? width : (unit == .utf16 && width == 4 ? 2 : 1)
            if units + step > position.column { break }
            units += step
            offset += width
        }
        return min(offset, end)
    }

    /// The byte range of a line's text, without its line break.
    public func range(ofLine line: Int) -> SourceRange {
        let line = min(max(0, line), lineStarts.count - 1)
        return SourceRange(lineStarts[line], lineEnd(line))
    }

    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end
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

    private func count(from start: Int, to end: Int, in unit: ColumnUnit) -> Int {
        if unit == .utf8 { return end - start }
        var units = 0
        var offset = start
        while offset < end {
            let width = scalarWidth(at: offset)
            units += (unit == .utf16 && width == 4) ? 2 : 1
            offset += width
        }
        return units
    }

    /// The byte length of the UTF-8 sequence starting at `offset` (1 for a stray byte).
    private func scalarWidth(at offset: Int) -> Int {
        min(UTF8Bytes.sequenceWidth(lead: bytes[offset]), bytes.count - offset)
    }
}
