import KeyboardAnalysis
import LSP
import SpecParser

extension Server {
    /// The quick fixes (language.md#quick-fixes) for the diagnostics that touch the requested
    /// range, then "Ignore KBnnn on this line" for each (language.md#suppressions).
    func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> [CodeAction] {
        // CodeAction literals only for a client that takes them (it was offered no code actions otherwise).
        guard capabilities.supportsCodeActionLiterals, request.wants(.quickFix) else { return [] }
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        let requested = converter.sourceRange(of: request.range)
        let source = FixSource(parsed: snapshot.parsed, source: snapshot.text)
        var actions: [CodeAction] = []
        // Where each distinct fix went in `actions`: a field's diagnostics in both
        // orientations share one fix, linked to both; "Ignore KB001 on this line" of two
        // lines are two fixes.
        var placed: [FixKey: Int] = [:]
        for diagnostic in snapshot.analysis.diagnostics where overlaps(diagnostic.range, requested) {
            let linked = lspDiagnostic(diagnostic, converter: converter)
            var fixes = snapshot.analyzer.quickFixes(for: diagnostic, in: source)
            if let ignore = snapshot.analyzer.suppressionFix(for: diagnostic, in: source) {
                fixes.append(ignore)
            }
            for fix in fixes {
                let key = FixKey(title: fix.title, edits: fix.edits)
                if let index = placed[key] {
                    actions[index].diagnostics.append(linked)
                    continue
                }
                let edits = fix.edits.map { TextEdit(range: converter.range(of: $0.range), newText: $0.newText) }
                placed[key] = actions.count
                actions.append(CodeAction(title: fix.title, kind: .quickFix, diagnostics: [linked],
                                          edit: WorkspaceEdit(changes: [request.textDocument.uri: edits])))
            }
        }
        return actions
    }

    /// What makes two fixes the same: their title and their edits.
    private struct FixKey: Hashable {
        let title: String
        let edits: [SourceEdit]
    }

    private func overlaps(_ diagnostic: SourceRange, _ requested: SourceRange) -> Bool {
        diagnostic.start <= requested.end && requested.start <= diagnostic.end
    }
}
