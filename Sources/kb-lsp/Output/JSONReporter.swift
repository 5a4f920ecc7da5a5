import KeyboardAnalysis
import LSP
import SpecParser

/// Spec §9's JSON document, built and written through json-c.
enum JSONReporter {
    static func write(_ files: [LintedFile], summary: LintSummary) {
        print(document(files, summary: summary).serialized())
    }

    static func document(_ files: [LintedFile], summary: LintSummary) -> JSON {
        let fileEntries: [JSON] = files.map { file in
            [
                "path": .string(file.path),
                "diagnostics": .array(file.diagnostics.map { entry(for: $0, in: file.lines) }),
            ]
        }
        return [
            "version": 1,
            "files": .array(fileEntries),
            "summary": [
                "files": .integer(Int64(summary.files)),
                "errors": .integer(Int64(summary.errors)),
                "warnings": .integer(Int64(summary.warnings)),
            ],
        ]
    }

    private static func entry(for diagnostic: KeyboardAnalysis.Diagnostic, in lines: LineIndex) -> JSON {
        let start = lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
        let end = lines.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
        var object: JSONObject = [
            "code": .string(diagnostic.code.rawValue),
            "severity": .string(diagnostic.severity.rawValue),
            "line": .integer(Int64(start.line + 1)),
            "column": .integer(Int64(start.column + 1)),
            "endLine": .integer(Int64(end.line + 1)),
            "endColumn": .integer(Int64(end.column + 1)),
            "message": .string(diagnostic.message),
        ]
        if let finding = diagnostic.keyboard {
            object["screen"] = .string(finding.screen)
            object["element"] = .string(finding.element)
            object["orientation"] = .string(finding.orientation.rawValue)
            // Rounded to the hundredth, as the message prints them.
            object["amount"] = .double(hundredths(finding.amount))
            object["shift"] = .double(hundredths(finding.shift))
        }
        return .object(object)
    }

    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
