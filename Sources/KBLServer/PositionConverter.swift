import LSP
import SpecParser

/// The one place where byte offsets become LSP positions and back, in the negotiated
/// encoding. Out-of-range positions are clamped by `LineIndex`, never trapped on.
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

    func position(_ offset: Int) -> Position {
        let location = lines.lineColumn(at: offset, in: unit)
        return Position(line: location.line, character: location.column)
    }

    func range(_ range: SourceRange) -> LSP.Range {
        LSP.Range(start: position(range.start), end: position(range.end))
    }

    func offset(_ position: Position) -> Int {
        lines.offset(at: LineColumn(line: position.line, column: position.character), in: unit)
    }

    func sourceRange(_ range: LSP.Range) -> SourceRange {
        let start = offset(range.start)
        let end = offset(range.end)
        return SourceRange(min(start, end), max(start, end))
    }
}
