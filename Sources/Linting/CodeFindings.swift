import Diagnostics
import KeyboardAnalysis
import SpecParser

/// A linted document's files: its own, and one per finding on a line of the app's code.
struct PreparedFiles: Sendable {
    var document: PreparedFile
    var code: [(key: String, file: PreparedFile)]
}

/// The findings a document's analysis made on lines of the app's Swift and Objective-C
/// code (KB310, KB311), as files of their own.
enum CodeFindings {
    /// One file of one finding per diagnostic, its path spelled as the document's is (a
    /// relative document gives relative code paths).
    static func files(of diagnostics: [CodeDiagnostic], besides input: LintInput) -> [LintedFile] {
        diagnostics.map { code in
            let line = max(code.place.line - 1, 0)
            var fingerprint = FNV1a()
            fingerprint.add(code.diagnostic.code.rawValue)
            fingerprint.add(code.diagnostic.message)
            let finding = Finding(
                code: code.diagnostic.code, severity: code.diagnostic.severity, message: code.diagnostic.message,
                start: LineColumn(line: line, column: 0), end: LineColumn(line: line, column: 0), keyboard: nil, codePlace: nil,
                fingerprintHash: fingerprint.value, fingerprintOccurrence: 1)
            return LintedFile(path: displayPath(of: code.place.path, besides: input), absolutePath: code.place.path, findings: [finding])
        }
    }

    /// `path` (absolute) as the input's path is spelled: the part of the input's absolute
    /// path its display path leaves out is left out of `path` too.
    static func displayPath(of path: String, besides input: LintInput) -> String {
        guard let absolute = input.absolutePath else { return path }
        let shown = input.displayPath
        guard absolute.hasSuffix(shown), !shown.hasPrefix("/") else { return path }
        let base = String(absolute.dropLast(shown.count))
        return path.hasPrefix(base) && !base.isEmpty ? String(path.dropFirst(base.count)) : path
    }

    /// What makes a code finding the same as another: its file, line, code and message.
    static func key(of file: LintedFile) -> String {
        let finding = file.findings.first
        return "\(file.absolutePath ?? file.path):\(finding?.start.line ?? 0):\(finding?.code.rawValue ?? ""):\(finding?.message ?? "")"
    }
}
