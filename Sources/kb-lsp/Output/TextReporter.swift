import KeyboardAnalysis
import SpecParser

/// `path:line:col: severity: message [KBnnn]`, the way compilers print, then a summary.
/// Lines and columns are 1-based; columns count Unicode scalars, as in the JSON output.
enum TextReporter {
    static func write(_ files: [LintedFile], summary: LintSummary) {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                let start = file.lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
                output += "\(file.path):\(start.line + 1):\(start.column + 1): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]\n"
            }
        }
        output += summaryLine(summary) + "\n"
        print(output, terminator: "")
    }

    static func summaryLine(_ summary: LintSummary) -> String {
        let files = counted(summary.files, "file")
        if summary.errors == 0, summary.warnings == 0 { return "no problems in \(files)" }
        return "\(counted(summary.errors, "error")) and \(counted(summary.warnings, "warning")) in \(files)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
