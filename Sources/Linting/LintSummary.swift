/// Counts for the summary line and the exit status.
public struct LintSummary: Sendable, Equatable {
    public var files = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    /// Findings a baseline hid: counted nowhere else, and not towards the exit status.
    public var baselined = 0

    public init(files: Int = 0, errors: Int = 0, warnings: Int = 0, infos: Int = 0, baselined: Int = 0) {
        self.files = files
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        self.baselined = baselined
    }

    public init(_ files: [LintedFile]) {
        for file in files { add(file) }
    }

    /// Adds another run's (or file's) counts.
    public mutating func add(_ other: LintSummary) {
        files += other.files
        errors += other.errors
        warnings += other.warnings
        infos += other.infos
        baselined += other.baselined
    }

    /// Counts one more file and its findings.
    public mutating func add(_ file: LintedFile) {
        files += 1
        for finding in file.findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .information: infos += 1
            }
        }
    }
}
