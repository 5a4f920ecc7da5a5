import Linting

extension LintReport {
    /// `path: codes` per file, for comparing runs.
    var outline: [String] {
        files.map { file in "\(file.path): " + file.findings.map { "\($0.code.rawValue)@\($0.oneBasedStart.line):\($0.oneBasedStart.column)" }.joined(separator: " ") }
    }
}
