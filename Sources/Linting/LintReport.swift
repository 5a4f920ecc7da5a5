/// The outcome of a lint run.
public struct LintReport: Sendable {
    /// The linted files in deterministic order (language.md#json-output-of-kb-lsp-lint): paths in the order given,
    /// directories expanded in sorted path order; this shard's files only.
    public var files: [LintedFile]
    /// What could not be read, in the same order, worded for people.
    public var failures: [String]
    /// How many findings a baseline hid (`--baseline`); they are not in `files`.
    public var baselined: Int
    public var summary: LintSummary {
        var summary = LintSummary(files)
        summary.baselined = baselined
        return summary
    }

    public init(files: [LintedFile], failures: [String], baselined: Int = 0) {
        self.files = files
        self.failures = failures
        self.baselined = baselined
    }
}

extension LintReport {
    /// The same report with errors only (`--quiet`): warnings and infos are dropped from
    /// every file, so the report's summary counts what it lists.
    public func keepingErrorsOnly() -> LintReport {
        var report = self
        for index in report.files.indices {
            report.files[index].keepErrorsOnly()
        }
        return report
    }
}

extension LintedFile {
    /// Drops the warnings and infos (`--quiet`).
    public mutating func keepErrorsOnly() {
        findings.removeAll { $0.severity != .error }
    }
}
