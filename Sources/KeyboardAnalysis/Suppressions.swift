import Diagnostics
import SpecParser

extension Analyzer {
    /// The diagnostics without those a `# kb-lsp: ignore` comment silences, with KB200
    /// for each suppression that silences nothing (language.md#suppressions), in reporting
    /// order. The one step where suppressions apply, for the linter and the server alike.
    ///
    /// A suppression covers the diagnostics that start on its covered line. A code the
    /// configuration turns off is not reported as unused, nor is a keyboard code on a
    /// screen that was not analysed (`unanalysed`: those screens' ranges, in order).
    func applying(_ suppressions: [Suppression], to diagnostics: [Diagnostic], unanalysed: [SourceRange]) -> [Diagnostic] {
        guard !suppressions.isEmpty else { return diagnostics }
        var silenced = Set<Int>()
        var reports: [Diagnostic] = []
        for suppression in suppressions {
            guard suppression.isIgnore else {
                reports.append(Diagnostic(.unknownDirective(suppression.directive.text), at: suppression.range))
                continue
            }
            guard !suppression.codes.isEmpty else {
                reports.append(Diagnostic(.suppressionWithoutCode, at: suppression.range))
                continue
            }
            for written in suppression.codes {
                guard let code = DiagnosticCode(rawValue: written.text) else {
                    reports.append(Diagnostic(.unknownSuppressedCode(written.text), at: written.range))
                    continue
                }
                guard code.isSuppressible else {
                    reports.append(Diagnostic(.unsuppressibleCode(written.text), at: written.range))
                    continue
                }
                let covered = coveredIndices(of: suppression, code: code, in: diagnostics)
                silenced.formUnion(covered)
                if covered.isEmpty, !disabledCodes.contains(code),
                   !(code.isKeyboardFinding && suppression.coveredLine.map { Self.lies($0.start, in: unanalysed) } == true) {
                    reports.append(Diagnostic(.unusedSuppression(written.text, trailing: suppression.isTrailing), at: written.range))
                }
            }
        }
        var kept = diagnostics.indices.filter { !silenced.contains($0) }.map { diagnostics[$0] }
        kept += reports
        Diagnostic.sortInReportingOrder(&kept)
        return kept
    }

    /// The indices of the diagnostics with `code` that start on the suppression's covered
    /// line; `diagnostics` are in reporting order (by start), so a binary search finds them.
    private func coveredIndices(of suppression: Suppression, code: DiagnosticCode, in diagnostics: [Diagnostic]) -> [Int] {
        guard let line = suppression.coveredLine else { return [] }
        var low = 0
        var high = diagnostics.count
        while low < high {
            let mid = (low + high) / 2
            if diagnostics[mid].range.start < line.start { low = mid + 1 } else { high = mid }
        }
        var indices: [Int] = []
        var index = low
        while index < diagnostics.count, suppression.covers(diagnostics[index].range.start) {
            if diagnostics[index].code == code { indices.append(index) }
            index += 1
        }
        return indices
    }

    /// Whether `offset` lies in one of `ranges` (sorted, not overlapping).
    private static func lies(_ offset: Int, in ranges: [SourceRange]) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].start <= offset
    }
}

extension Analyzer {
    /// The suppression fix of a diagnostic (language.md#suppressions): for KB200, its
    /// removal (`removalFix`); for any other code, "Ignore KBnnn on this line", which
    /// adds the code to the suppression that already covers the diagnostic's line, else
    /// ends the line with `# kb-lsp: ignore KBnnn`, else (the line already ends in another
    /// comment) puts that comment alone on a new line above it. `parsed` must be the
    /// parse of `source`.
    public func suppressionFix(for diagnostic: Diagnostic, in parsed: ParseResult, source: String) -> QuickFix? {
        suppressionFix(for: diagnostic, in: FixSource(parsed: parsed, source: source))
    }

    /// `suppressionFix(for:in:source:)` with the source prepared once, for many diagnostics.
    public func suppressionFix(for diagnostic: Diagnostic, in source: FixSource) -> QuickFix? {
        guard diagnostic.code.isSuppressible else { return removalFix(for: diagnostic, in: source) }
        let code = diagnostic.code.rawValue
        let title = "Ignore \(code) on this line"
        let text = source.text
        let line = text.line(containing: diagnostic.range.start)
        let lineStart = text.start(of: line)
        let covering = source.ignores(coveringLineAt: lineStart)
        if let suppression = covering.first(where: \.isTrailing) ?? covering.last {
            guard !suppression.codes.contains(where: { $0.text == code }) else { return nil }
            let point = suppression.insertionPoint
            return QuickFix(kind: .ignoreOnLine, title: title, edits: [
                SourceEdit(range: SourceRange(point, point), newText: (suppression.codes.isEmpty ? " " : ", ") + code)])
        }
        let comment = "# \(Suppression.marker) \(Suppression.ignore) \(code)"
        if text.hasComment(line) {
            return QuickFix(kind: .ignoreOnLine, title: title, edits: [
                SourceEdit(range: SourceRange(lineStart, lineStart), newText: text.indentation(of: line) + comment + text.newline)])
        }
        var end = text.contentEnd(of: line)
        let contentEnd = end
        while end > lineStart, text.isBlank(at: end - 1) { end -= 1 }
        return QuickFix(kind: .ignoreOnLine, title: title, edits: [
            SourceEdit(range: SourceRange(end, contentEnd), newText: " " + comment)])
    }
}

extension Analyzer {
    /// KB200's fix: "Remove KBnnn from the suppression" when the comment names other
    /// codes (the code goes with the comma or blanks before it, or after it for the
    /// first), else "Remove the suppression": the comment with the blanks before it, or
    /// its whole line when it is alone there. Nil when the diagnostic is on no suppression.
    func removalFix(for diagnostic: Diagnostic, in source: FixSource) -> QuickFix? {
        guard diagnostic.code == .unusedSuppression,
              let suppression = source.suppression(containing: diagnostic.range) else { return nil }
        let codes = suppression.codes
        if suppression.isIgnore, codes.count > 1, let index = codes.firstIndex(where: { $0.range == diagnostic.range }) {
            let range = index > 0
                ? SourceRange(codes[index - 1].range.end, codes[index].range.end)
                : SourceRange(codes[index].range.start, codes[index + 1].range.start)
            return QuickFix(kind: .removeSuppression, title: "Remove \(codes[index].text) from the suppression",
                            edits: [SourceEdit(range: range, newText: "")])
        }
        let text = source.text
        let line = text.line(containing: suppression.range.start)
        var start = suppression.range.start
        if suppression.isTrailing {
            while start > text.start(of: line), text.isBlank(at: start - 1) { start -= 1 }
            return QuickFix(kind: .removeSuppression, title: "Remove the suppression",
                            edits: [SourceEdit(range: SourceRange(start, suppression.range.end), newText: "")])
        }
        return QuickFix(kind: .removeSuppression, title: "Remove the suppression",
                        edits: [SourceEdit(range: text.fullRange(of: line), newText: "")])
    }
}

extension SourceLines {
    /// Whether the line ends in a comment: a `#` outside strings.
    func hasComment(_ line: Int) -> Bool {
        var inString = false
        var offset = start(of: line)
        let end = contentEnd(of: line)
        while offset < end {
            switch bytes[offset] {
            case UInt8(ascii: "\""): inString.toggle()
            case UInt8(ascii: "\\") where inString: offset += 1
            case UInt8(ascii: "#") where !inString: return true
            default: break
            }
            offset += 1
        }
        return false
    }
}
