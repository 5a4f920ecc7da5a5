import Diagnostics
import KeyboardAnalysis
import Platform

/// `path:line:col: severity: message [KBnnn]`, the way compilers print, then a summary.
/// Lines and columns are 1-based; columns count Unicode scalars, as in the JSON output.
public enum TextReport {
    public static func render(_ report: LintReport) -> String {
        var writer = Writer()
        return String(decoding: writer.render(report), as: UTF8.self)
    }

    /// The report written as the run goes.
    public struct Writer: LineReportWriter {
        /// `--quiet`: nothing at all, not even the summary, when there is no error.
        var silentWithoutErrors: Bool

        public init(silentWithoutErrors: Bool = false) {
            self.silentWithoutErrors = silentWithoutErrors
        }

        public func lines(of file: LintedFile) -> [UInt8] {
            var output: [UInt8] = []
            let path = Paths.printable(file.path)
            for finding in file.findings {
                CompilerLine.append(finding, path: path, severity: finding.severity.label, to: &output)
            }
            return output
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            if silentWithoutErrors, ending.summary.errors == 0 { return }
            output += (summaryLine(ending.summary) + "\n").utf8
        }
    }

    /// `0 errors and 1 warning in 1 file`, then `(3 hidden by the baseline)` when a
    /// baseline hid some.
    public static func summaryLine(_ summary: LintSummary) -> String {
        let hidden = summary.baselined > 0 ? " (\(summary.baselined) hidden by the baseline)" : ""
        return counts(summary) + hidden
    }

    private static func counts(_ summary: LintSummary) -> String {
        let files = counted(summary.files, "file")
        if summary.errors == 0, summary.warnings == 0, summary.infos == 0 { return "no problems in \(files)" }
        var counts = [counted(summary.errors, "error"), counted(summary.warnings, "warning")]
        if summary.infos > 0 { counts.append(counted(summary.infos, "info")) }
        return "\(Wording.list(counts, "and")) in \(files)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension Severity {
    /// The word reports use: `error`, `warning` or `info` (as in `.kblint.json`).
    public var label: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "info"
        }
    }
}
