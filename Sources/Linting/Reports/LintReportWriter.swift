/// A report format written as the run goes: the start, then each linted file in the
/// report's order as soon as it is its turn, then the end, which alone knows the counts
/// and the failures. A writer keeps what the end needs and nothing of a file it has
/// written, so a run's memory does not grow with the number of files; the bytes of each
/// step are appended to `output`, for the caller to pass on.
public protocol LintReportWriter {
    mutating func begin(_ output: inout [UInt8])
    mutating func write(_ file: LintedFile, to output: inout [UInt8])
    mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8])
}

/// What a report says after its files.
public struct LintReportEnding: Sendable {
    /// The counts of the files written (with the findings a baseline hid).
    public var summary: LintSummary
    /// What could not be read, worded for people, in the order of the run.
    public var failures: [String]

    public init(summary: LintSummary, failures: [String]) {
        self.summary = summary
        self.failures = failures
    }
}

extension LintReportWriter {
    /// The whole report at once.
    public mutating func render(_ report: LintReport) -> [UInt8] {
        var output: [UInt8] = []
        begin(&output)
        for file in report.files { write(file, to: &output) }
        finish(LintReportEnding(summary: report.summary, failures: report.failures), to: &output)
        return output
    }

    /// Nothing to write before the files.
    public mutating func begin(_ output: inout [UInt8]) {}
}
