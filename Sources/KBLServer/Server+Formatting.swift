import LSP
import SpecParser

extension Server {
    /// The whole document in the canonical layout, as one edit (none when it is already
    /// formatted). A document with syntax errors is left alone: no edits.
    func formatting(_ request: DocumentFormattingRequest) throws(ResponseError) -> [TextEdit] {
        let bytes = try document(request.textDocument.uri).bytes
        guard let formatted = formatted(bytes, uri: request.textDocument.uri), formatted.changesText else { return [] }
        let converter = PositionConverter(lines: LineIndex(utf8: bytes), encoding: encoding)
        return [TextEdit(range: converter.range(of: SourceRange(0, bytes.count)), newText: formatted.text)]
    }

    /// The lines the range touches in the canonical layout, as one edit replacing those
    /// whole lines (none when they are already formatted). A range ending at the start of
    /// a line does not touch that line.
    func rangeFormatting(_ request: DocumentRangeFormattingRequest) throws(ResponseError) -> [TextEdit] {
        let bytes = try document(request.textDocument.uri).bytes
        guard let formatted = formatted(bytes, uri: request.textDocument.uri) else { return [] }
        let lines = LineIndex(utf8: bytes)
        let converter = PositionConverter(lines: lines, encoding: encoding)
        let range = converter.sourceRange(of: request.range)
        let first = lines.line(containing: range.start)
        var last = lines.line(containing: range.end)
        if last > first, lines.range(ofLine: last).start == range.end { last -= 1 }
        guard let edit = formatted.edit(lines: first, through: last) else { return [] }
        return [TextEdit(range: converter.range(of: edit.range), newText: String(decoding: edit.replacement, as: UTF8.self))]
    }

    private func formatted(_ bytes: [UInt8], uri: String) -> FormattedText? {
        switch Formatter.format(utf8: bytes) {
        case .formatted(let formatted):
            return formatted
        case .refused(let errors):
            log("not formatting \(uri): \(errors.count) syntax error\(errors.count == 1 ? "" : "s") (KB100)")
            return nil
        }
    }
}
