import Diagnostics
import KeyboardAnalysis
import Platform

/// What Xcode turns into issues when a Run Script build phase prints it: one line per
/// finding, `/absolute/path:line:column: error|warning|note: message [KBnnn]`. Xcode
/// shows them in the Issue navigator and inline in the editor, and counts the errors
/// towards the build's failure (with the script's exit status). Paths are absolute, so
/// Xcode can open the file whatever the build's working directory; `info` becomes
/// `note`, Xcode's word. Nothing else is printed: every line is an issue.
public enum XcodeReport {
    public static func render(_ report: LintReport) -> String {
        var writer = Writer()
        return String(decoding: writer.render(report), as: UTF8.self)
    }

    /// The report written as the run goes.
    public struct Writer: LineReportWriter {
        public init() {}

        public func lines(of file: LintedFile) -> [UInt8] {
            var output: [UInt8] = []
            let path = Paths.printable(file.absolutePath ?? file.path)
            for finding in file.findings {
                CompilerLine.append(finding, path: path, severity: word(finding.severity), to: &output)
            }
            return output
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {}
    }

    static func word(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "note"
        }
    }
}
