import SpecParser

extension Analyzer {
    /// The fix that shows the field first: a scroll that would lie wholly under the
    /// keyboard, say, leaves it hidden where outlets would not (language.md#quick-fixes puts
    /// the scroll first when both work). Each fix is tried on its screen alone.
    func ordered(_ fixes: [QuickFix], for diagnostic: Diagnostic, in source: FixSource) -> [QuickFix] {
        guard fixes.count > 1, let finding = diagnostic.keyboard, let element = finding.element,
              let screen = source.screen(containing: diagnostic.range)?.screen else { return fixes }
        let outcomes = fixes.map { hiddenFindings(after: $0, on: element, in: screen, of: source) }
        return zip(fixes, outcomes).enumerated().sorted { ($0.element.1.count, $0.offset) < ($1.element.1.count, $1.offset) }.map { entry in
            var fix = entry.element.0
            if fix.kind == .embedInScroll, entry.element.1.emptyBand {
                fix.title += " (it stays hidden: the scroll would lie under the keyboard)"
            }
            return fix
        }
    }

    /// How many of KB001–KB005 the element gets once `fix` is applied, and whether one says
    /// its band has no height; worked out on the screen's text alone (with the file's
    /// devices), so that the fixes of many diagnostics cost their screens, not the file each.
    private func hiddenFindings(
        after fix: QuickFix, on element: String, in screen: ScreenDeclaration, of source: FixSource
    ) -> (count: Int, emptyBand: Bool) {
        let bytes = source.text.bytes
        let range = screen.range
        guard range.end <= bytes.count, fix.edits.allSatisfy({ range.start <= $0.range.start && $0.range.end <= range.end }) else {
            return (0, false)
        }
        var text = ""
        for device in source.parsed.file.devices where device.range.end <= bytes.count {
            text += String(decoding: bytes[device.range.start..<device.range.end], as: UTF8.self) + "\n"
        }
        let offset = text.utf8.count - range.start
        let moved = fix.edits.map { SourceEdit(range: $0.range.moved(by: offset), newText: $0.newText) }
        text += String(decoding: bytes[range.start..<range.end], as: UTF8.self) + "\n"
        let hidden = analyze(SourceEdit.apply(moved, to: text)).diagnostics.filter { found in
            found.keyboard?.element == element && found.code.isHidingField
        }
        return (hidden.count, hidden.contains(where: \.saysBandIsEmpty))
    }
}
