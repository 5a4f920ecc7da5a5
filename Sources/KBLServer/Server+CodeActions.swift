import KeyboardAnalysis
import LSP
import SpecParser

extension Server {
    /// The quick fixes (language.md#quick-fixes) for the diagnostics that touch the requested
    /// range, then "Ignore KBnnn on this line" for each (language.md#suppressions).
    func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> [CodeAction] {
        guard request.wants(.quickFix) else { return [] }
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        let requested = converter.sourceRange(of: request.range)
        let text = snapshot.text
        var actions: [CodeAction] = []
        for diagnostic in snapshot.analysis.diagnostics where overlaps(diagnostic.range, requested) {
            let linked = lspDiagnostic(diagnostic, converter: converter)
            var fixes = snapshot.analyzer.quickFixes(for: diagnostic, in: snapshot.parsed, source: text)
            if let ignore = snapshot.analyzer.suppressionFix(for: diagnostic, in: snapshot.parsed, source: text) {
                fixes.append(ignore)
            }
            for fix in fixes {
                let edits = fix.edits.map { TextEdit(range: converter.range(of: $0.range), newText: $0.newText) }
                let edit = WorkspaceEdit(changes: [request.textDocument.uri: edits])
                // A field's diagnostics in both orientations share one fix, linked to both;
                // "Ignore KB001 on this line" of two lines are two fixes.
                if let index = actions.firstIndex(where: { $0.title == fix.title && $0.edit == edit }) {
                    actions[index].diagnostics.append(linked)
                    continue
                }
                actions.append(CodeAction(title: fix.title, kind: .quickFix, diagnostics: [linked], edit: edit))
            }
        }
        return actions
    }

    private func overlaps(_ diagnostic: SourceRange, _ requested: SourceRange) -> Bool {
        diagnostic.start <= requested.end && requested.start <= diagnostic.end
    }
}
