import Diagnostics
import KeyboardAnalysis
import SpecParser

/// One diagnostic of a linted file, with its positions already converted, so that a
/// report needs neither the text nor its line index.
public struct Finding: Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// 0-based, columns in Unicode scalars (the unit of language.md#json-output-of-kb-lsp-lint); reports print `oneBased…`.
    public var start: LineColumn
    /// Exclusive.
    public var end: LineColumn
    /// Present on KB001–KB006.
    public var keyboard: KeyboardFinding?
    /// The line of the app's keyboard code behind a keyboard finding (a related location).
    public var codePlace: CodePlace?
    /// The hash behind `fingerprint`, and which of the file's findings with that hash
    /// this is (1 for the first): kept as numbers, worded only by the reports that print
    /// fingerprints.
    var fingerprintHash: UInt64
    var fingerprintOccurrence: Int
}

extension Finding {
    /// The start as reports print it: 1-based line and column (language.md#json-output-of-kb-lsp-lint).
    public var oneBasedStart: LineColumn { LineColumn(line: start.line + 1, column: start.column + 1) }
    /// The exclusive end, 1-based.
    public var oneBasedEnd: LineColumn { LineColumn(line: end.line + 1, column: end.column + 1) }

    /// An identity of the finding that survives edits moving it (SARIF's partial
    /// fingerprint): the screen, element and orientation of a keyboard finding, or the
    /// trimmed text of its line and its message, as 16 hexadecimal digits; unique within
    /// the file (`:2`, `:3`… after the digits of a repeated one).
    public var fingerprint: String {
        let digest = FNV1a.hexDigest(of: fingerprintHash)
        return fingerprintOccurrence > 1 ? "\(digest):\(fingerprintOccurrence)" : digest
    }
}

/// One linted spec.
public struct LintedFile: Sendable {
    /// The path as given or found by the directory walk; `<stdin>` for standard input.
    public var path: String
    /// The normalised absolute path; nil for standard input.
    public var absolutePath: String?
    public var findings: [Finding]
    /// The screens the engine could lay out, for the pictures of the HTML report.
    public var screens: [ScreenReport] = []
    /// What a document's analysis found on lines of the app's code (KB310, KB311): one
    /// file of one finding each, reported after the document, each once a run.
    public var codeFiles: [LintedFile] = []
}
