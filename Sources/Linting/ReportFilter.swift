/// What happens to each linted file before the reports see it, as the run goes: a
/// baseline hides the findings it holds, `--quiet` drops all but errors; and the run's
/// counts, before and after `--quiet`.
///
/// Without a baseline nothing of this depends on the files before: `filtered(_:)` does it
/// on a worker thread, and `count(_:)` adds the counts in the file's turn. A baseline's
/// entries are used up as they hide findings, so with one `apply(to:)` does it all in
/// the files' order.
public struct ReportFilter: Sendable {
    private var baseline: Baseline.Filter?
    private let errorsOnly: Bool
    /// Every finding the baseline left: the exit status counts these, whatever `--quiet` shows.
    public private(set) var summary = LintSummary()
    /// The findings the reports show.
    public private(set) var shown = LintSummary()

    public init(baseline: Baseline.Filter? = nil, errorsOnly: Bool = false) {
        self.baseline = baseline
        self.errorsOnly = errorsOnly
    }

    /// Whether files must go through `apply(to:)` in their order (there is a baseline).
    public var dependsOnOrder: Bool { baseline != nil }

    /// The file as the reports show it, counted.
    public mutating func apply(to file: inout LintedFile) {
        let hidden = baseline?.remove(from: &file) ?? 0
        var filtered = filtered(file)
        filtered.counts.summary.baselined = hidden
        filtered.counts.shown.baselined = hidden
        count(filtered.counts)
        file = filtered.file
    }

    /// What `--quiet` leaves of a file, and its counts before and after, without the
    /// baseline: made from the file alone.
    public func filtered(_ file: LintedFile) -> FilteredFile {
        var filtered = FilteredFile(file: file)
        filtered.counts.summary.add(file)
        if errorsOnly { filtered.file.keepErrorsOnly() }
        filtered.counts.shown.add(filtered.file)
        return filtered
    }

    /// Adds a filtered file's counts, in its turn.
    public mutating func count(_ counts: FilteredFile.Counts) {
        summary.add(counts.summary)
        shown.add(counts.shown)
    }
}

/// A file as the reports show it, with its counts (`ReportFilter.filtered(_:)`).
public struct FilteredFile: Sendable {
    public var file: LintedFile
    public var counts = Counts()

    /// What the run adds up of one file. A worker hands on only these and the file's report
    /// parts, not the file: the file's memory is then freed on the thread that allocated it
    /// (docs/decisions.md, "Reports are written on the workers").
    public struct Counts: Sendable, Equatable {
        /// The file's findings, before `--quiet`.
        public var summary = LintSummary()
        /// The findings the reports show of it.
        public var shown = LintSummary()
    }
}
