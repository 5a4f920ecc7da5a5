/// What happens to each linted file before the reports see it, as the run goes: a
/// baseline hides the findings it holds, `--quiet` drops all but errors; and the run's
/// counts, before and after `--quiet`.
public struct ReportFilter {
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

    /// The file as the reports show it, counted.
    public mutating func apply(to file: inout LintedFile) {
        if let hidden = baseline?.remove(from: &file) {
            summary.baselined += hidden
            shown.baselined += hidden
        }
        summary.add(file)
        if errorsOnly { file.keepErrorsOnly() }
        shown.add(file)
    }
}
