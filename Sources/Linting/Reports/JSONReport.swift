import JSONValue

/// The JSON document of language.md#json-output-of-kb-lsp-lint, built through json-c.
public enum JSONReport {
    public static func document(_ report: LintReport) -> JSON {
        let files: [JSON] = report.files.map { file in
            ["path": .string(file.path), "diagnostics": .array(file.findings.map(entry))]
        }
        let summary = report.summary
        var counts: JSONObject = [
            "files": .integer(Int64(summary.files)),
            "errors": .integer(Int64(summary.errors)),
            "warnings": .integer(Int64(summary.warnings)),
        ]
        // Only configurations can lower a code to `info`; the spec's document is unchanged without.
        if summary.infos > 0 { counts["infos"] = .integer(Int64(summary.infos)) }
        // Only with --baseline, when it hid findings.
        if summary.baselined > 0 { counts["baselined"] = .integer(Int64(summary.baselined)) }
        return ["version": 1, "files": .array(files), "summary": .object(counts)]
    }

    private static func entry(_ finding: Finding) -> JSON {
        var object: JSONObject = [
            "code": .string(finding.code.rawValue),
            "severity": .string(finding.severity.label),
            "line": .integer(Int64(finding.oneBasedStart.line)),
            "column": .integer(Int64(finding.oneBasedStart.column)),
            "endLine": .integer(Int64(finding.oneBasedEnd.line)),
            "endColumn": .integer(Int64(finding.oneBasedEnd.column)),
            "message": .string(finding.message),
        ]
        if let keyboard = finding.keyboard {
            object["screen"] = .string(keyboard.screen)
            if let element = keyboard.element { object["element"] = .string(element) }
            object["orientation"] = .string(keyboard.orientation.rawValue)
            // Rounded to the hundredth, as the message prints them.
            object["amount"] = .double(hundredths(keyboard.amount))
            if let shift = keyboard.shift { object["shift"] = .double(hundredths(shift)) }
        }
        return .object(object)
    }

    static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
