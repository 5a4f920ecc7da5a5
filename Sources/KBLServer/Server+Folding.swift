import LSP
import SpecParser

extension Server {
    /// Folding ranges: every block (a device, a screen, a container with children) from
    /// its header line to the line before its `}`, and every run of two or more comment
    /// lines. Only ranges spanning at least two lines are offered.
    func foldingRanges(_ request: FoldingRangeRequest) throws(ResponseError) -> [FoldingRange] {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        var ranges: [FoldingRange] = []
        func block(_ range: SourceRange) {
            let start = converter.line(containing: range.start)
            // The closing `}` stays visible, as editors show folded blocks.
            let end = converter.line(containing: max(range.start, range.end - 1)) - 1
            if end > start { ranges.append(FoldingRange(startLine: start, endLine: end, kind: .region)) }
        }
        func elements(_ list: [Element]) {
            for element in list where !element.children.isEmpty {
                block(element.range)
                elements(element.children)
            }
        }
        for device in snapshot.parsed.file.devices { block(device.range) }
        for screen in snapshot.parsed.file.screens {
            block(screen.range)
            elements(screen.elements)
        }
        ranges += commentRuns(in: Array(snapshot.text.utf8), lines: converter.lines)
        return ranges.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
    }

    /// Runs of two or more lines that hold only a comment.
    private func commentRuns(in bytes: [UInt8], lines: LineIndex) -> [FoldingRange] {
        var runs: [FoldingRange] = []
        var start: Int?
        func close(before line: Int) {
            if let first = start, line - 1 > first { runs.append(FoldingRange(startLine: first, endLine: line - 1, kind: .comment)) }
            start = nil
        }
        for line in 0..<lines.lineCount {
            let range = lines.range(ofLine: line)
            let content = bytes[range.start..<range.end].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if content.first == UInt8(ascii: "#") {
                if start == nil { start = line }
            } else {
                close(before: line)
            }
        }
        close(before: lines.lineCount)
        return runs
    }
}
