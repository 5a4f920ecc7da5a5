/// What a diagnostic code means, shown by `kb-lsp explain`, SARIF rules and
/// docs/diagnostics.md; read from the code's Markdown page in `Explanations/`.
///
/// A page is a `# Title` line, the description, then `## Example` with a `kbl` block, `##
/// How to fix it`, and optionally `## Fixed` with a `kbl` block. The tests check that every
/// example gets its code and every fixed example gets none.
public struct Explanation: Sendable, Hashable {
    public var code: DiagnosticCode
    /// PascalCase rule name for SARIF, e.g. "CoveredByKeyboard".
    public var name: String
    /// One line, sentence case, no final period.
    public var title: String
    /// What the code means and why it matters to an iOS developer.
    public var description: String
    /// A complete, small KBL spec that produces this code.
    public var example: String
    /// How to fix it.
    public var fix: String
    /// The example fixed; nil only where a fixed version makes no sense.
    public var fixedExample: String?
}

extension DiagnosticCode {
    /// The long-form explanation of this code: meaning, example, fix.
    public var explanation: Explanation {
        let entry = entry
        let page = Page(String(decoding: entry.page, as: UTF8.self))
        return Explanation(
            code: self, name: entry.name, title: page.title, description: page.section(nil),
            example: page.code(in: "Example"), fix: page.section("How to fix it"),
            fixedExample: page.hasSection("Fixed") ? page.code(in: "Fixed") : nil)
    }
}

/// The parts of an explanation page: its title and its `##` sections.
private struct Page {
    var title = ""
    /// The text under each `##` heading (nil: before the first), without blank lines at
    /// either end.
    var sections: [String?: [Substring]] = [:]

    init(_ text: String) {
        var heading: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                heading = String(line.dropFirst(3))
                sections[heading] = []
            } else if line.hasPrefix("# "), title.isEmpty {
                title = String(line.dropFirst(2))
            } else {
                sections[heading, default: []].append(line)
            }
        }
    }

    func hasSection(_ heading: String) -> Bool { sections[heading] != nil }

    /// The section's text, blank lines trimmed at both ends.
    func section(_ heading: String?) -> String {
        var lines = sections[heading] ?? []
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The content of the section's fenced code block, without its final line break.
    func code(in heading: String) -> String {
        let lines = sections[heading] ?? []
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return "" }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }
}
