import LSP
import SpecParser

/// The one place where byte offsets become LSP positions and back, in the negotiated
/// encoding: the rest of the server works in the parser's byte offsets and
/// `SourceRange`s. Out-of-range positions are clamped by `LineIndex`, never trapped on.
struct PositionConverter {
    let lines: LineIndex
    let encoding: PositionEncoding

    private var unit: ColumnUnit {
        switch encoding {
        case .utf8: return .utf8
        case .utf16: return .utf16
        case .utf32: return .unicodeScalars
        }
    }

    /// The position of a byte offset.
    func position(of offset: Int) -> Position {
        let location = lines.lineColumn(at: offset, in: unit)
        return Position(line: location.line, character: location.column)
    }

    /// The LSP range of a byte range.
    func range(of range: SourceRange) -> LSP.Range {
        LSP.Range(start: position(of: range.start), end: position(of: range.end))
    }

    /// The byte offset of a position.
    func offset(of position: Position) -> Int {
        lines.offset(at: LineColumn(line: position.line, column: position.character), in: unit)
    }

    /// The byte range of an LSP range; a range whose end comes first is turned around.
    func sourceRange(of range: LSP.Range) -> SourceRange {
        let start = offset(of: range.start)
        let end = offset(of: range.end)
        return SourceRange(min(start, end), max(start, end))
    }

    /// Whether a byte offset begins a line (column 0 in every encoding).
    func isLineStart(_ offset: Int) -> Bool {
        lines.range(ofLine: lines.line(containing: offset)).start == offset
    }

    /// The zero-based line of a byte offset, whatever the encoding.
    func line(containing offset: Int) -> Int {
        lines.line(containing: offset)
    }
}
