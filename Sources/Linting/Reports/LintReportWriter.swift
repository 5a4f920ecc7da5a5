import JSONValue

/// A report format written as the run goes: the start, then each linted file in the
/// report's order as soon as it is its turn, then the end, which alone knows the counts
/// and the failures. A writer keeps what the end needs and nothing of a file it has
/// written, so a run's memory does not grow with the number of files; the bytes of each
/// step are appended to `output`, for the caller to pass on.
///
/// A file goes in in two steps. `part(of:)` makes its part of the report from the file
/// alone, without the writer's state, so that a worker thread can make it while other
/// files are being linted; `write(_:to:)` then appends the part in the file's turn, with
/// what depends on the files before it (the comma between two JSON elements).
public protocol LintReportWriter: Sendable {
    mutating func begin(_ output: inout [UInt8])
    /// One file's part of the report, made from the file alone (any thread).
    func part(of file: LintedFile) -> ReportPart
    /// Appends a part that `part(of:)` made, in its file's turn.
    mutating func write(_ part: ReportPart, to output: inout [UInt8])
    mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8])
}

/// One file's part of a report, made by the writer's `part(of:)`.
public enum ReportPart: Sendable {
    /// Text that the report carries as it is: lines of findings.
    case text([UInt8])
    /// Elements of the JSON array the report has open (the comma before them is the
    /// writer's to add).
    case elements(WrittenElements)
    /// The file itself, for a writer whose part depends on the files before it (the HTML
    /// page's budget of pictures).
    case file(LintedFile)
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
    /// Both steps at once: the file's part, appended.
    public mutating func write(_ file: LintedFile, to output: inout [UInt8]) {
        write(part(of: file), to: &output)
    }

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

/// A writer whose part of a file is lines of text, appended as they are.
public protocol LineReportWriter: LintReportWriter {
    /// The file's lines.
    func lines(of file: LintedFile) -> [UInt8]
}

extension LineReportWriter {
    public func part(of file: LintedFile) -> ReportPart { .text(lines(of: file)) }

    public mutating func write(_ part: ReportPart, to output: inout [UInt8]) {
        switch part {
        case .text(let bytes): output += bytes
        case .elements, .file: output += lines(of: part.file)
        }
    }
}

extension ReportPart {
    /// The part of a writer whose part is JSON elements: those `writing` writes of `file`.
    static func elements(of file: LintedFile, writing: (LintedFile, inout JSONWriter) -> Void) -> ReportPart {
        .elements(WrittenElements { writing(file, &$0) })
    }

    /// Appends an `.elements` part (or, for a `.file` part, the elements `writing` writes)
    /// to the array `json` has open, and passes the bytes on to `output`.
    func write(to output: inout [UInt8], into json: inout JSONWriter, writing: (LintedFile, inout JSONWriter) -> Void) {
        if case .elements(let elements) = self {
            json.write(elements, movingBy: 0)
        } else {
            let file = file
            json.write(WrittenElements { writing(file, &$0) }, movingBy: 0)
        }
        output += json.takeBytes()
    }

    /// The file of a `.file` part. Only a writer's own parts reach it, so the other cases
    /// are a mistake of the caller's.
    var file: LintedFile {
        guard case .file(let file) = self else { preconditionFailure("a report was handed a part another format made") }
        return file
    }
}
