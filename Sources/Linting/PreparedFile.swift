/// A linted file on its way from a worker to the reports (`LintRun.perform`): as it was
/// linted, when what the reports show of it depends on the files before (a baseline), or
/// filtered, with the counts of what it shows, and written into each report's part.
public enum PreparedFile: Sendable {
    case linted(LintedFile)
    case reported(FilteredFile.Counts, [ReportPart])
}
