import Diagnostics
import JSONValue
import KeyboardAnalysis

/// A GitLab Code Quality report: the JSON array GitLab reads from a job's
/// `artifacts:reports:codequality` file and shows in merge requests (the widget, the
/// changes tab, the pipeline's Code Quality tab). Each finding is one issue with GitLab's
/// required fields: `description`, `check_name` (the code), `fingerprint` (unique per
/// issue and stable when lines move, so GitLab can tell new findings from old ones),
/// `severity` and `location` (a repository-relative `path` and `lines.begin`).
public enum GitLabReport {
    public static func document(_ report: LintReport, paths: ArtifactPaths) -> JSON {
        .array(report.files.flatMap { issues($0, paths: paths) })
    }

    /// The report written as the run goes: the same bytes as `document`'s compact text
    /// and a line break, one file at a time.
    public struct Writer: LintReportWriter {
        var paths: ArtifactPaths
        private var json = JSONWriter()

        public init(paths: ArtifactPaths) {
            self.paths = paths
        }

        public mutating func begin(_ output: inout [UInt8]) {
            json.beginArray()
            output += json.takeBytes()
        }

        public func part(of file: LintedFile) -> ReportPart { .elements(of: file, writing: writeIssues) }

        public mutating func write(_ part: ReportPart, to output: inout [UInt8]) {
            part.write(to: &output, into: &json, writing: writeIssues)
        }

        private func writeIssues(of file: LintedFile, into json: inout JSONWriter) {
            for issue in issues(file, paths: paths) { json.write(issue) }
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            json.end()
            output += json.takeBytes()
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The file's findings as Code Quality issues.
    private static func issues(_ file: LintedFile, paths: ArtifactPaths) -> [JSON] {
        let path = paths.repositoryPath(of: file)
        return file.findings.map { finding in
            var identity = FNV1a()
            identity.add(path)
            identity.add(finding.fingerprint)
            return [
                "type": "issue",
                "check_name": .string(finding.code.rawValue),
                "description": .string("\(finding.message) [\(finding.code.rawValue)]"),
                "severity": .string(severity(finding.severity)),
                "fingerprint": .string(identity.hexDigest),
                "location": [
                    "path": .string(path),
                    "lines": [
                        "begin": .integer(Int64(finding.oneBasedStart.line)),
                        "end": .integer(Int64(finding.oneBasedEnd.line)),
                    ],
                ],
            ]
        }
    }

    /// GitLab's scale is info, minor, major, critical, blocker: errors break the screen's
    /// spec or leave it unchecked (major), warnings are fields the keyboard may hide (minor).
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .information: return "info"
        }
    }
}
