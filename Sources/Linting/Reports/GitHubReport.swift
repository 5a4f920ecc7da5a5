import PlainText

/// GitHub Actions workflow commands, one per finding, so findings show inline on pull
/// requests: `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=KB001::message`.
/// Paths are relative to the repository root; `info` findings become `::notice`.
public enum GitHubReport {
    public static func render(_ report: LintReport, paths: ArtifactPaths) -> String {
        var writer = Writer(paths: paths)
        return String(decoding: writer.render(report), as: UTF8.self)
    }

    /// The report written as the run goes.
    public struct Writer: LineReportWriter {
        var paths: ArtifactPaths
        /// `--quiet`: nothing at all, not even the summary, when there is no error.
        var silentWithoutErrors: Bool

        public init(paths: ArtifactPaths, silentWithoutErrors: Bool = false) {
            self.paths = paths
            self.silentWithoutErrors = silentWithoutErrors
        }

        public func lines(of file: LintedFile) -> [UInt8] {
            var output: [UInt8] = []
            let path = paths.repositoryPath(of: file)
            for finding in file.findings {
                let command: String
                switch finding.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .information: command = "notice"
                }
                let properties = [
                    "file=\(escapeProperty(path))",
                    "line=\(finding.oneBasedStart.line)", "col=\(finding.oneBasedStart.column)",
                    "endLine=\(finding.oneBasedEnd.line)", "endColumn=\(finding.oneBasedEnd.column)",
                    "title=\(escapeProperty(finding.code.rawValue))",
                ]
                output += "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))\n".utf8
            }
            return output
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            if silentWithoutErrors, ending.summary.errors == 0 { return }
            output += (TextReport.summaryLine(ending.summary) + "\n").utf8
        }
    }

    /// The runner's escaping of a command's message; the other control characters (ESC
    /// would colour the log), which the runner has no escape for, as `\u{1B}`, the way
    /// the text report prints them.
    static func escapeData(_ text: String) -> String {
        guard text.mayHoldControlCharacters || text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.appendShowingControls(character)
            }
        }
        return escaped
    }

    /// The runner's escaping of a property value: also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        guard text.mayHoldControlCharacters || text.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "%") }) else { return text }
        var escaped = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
