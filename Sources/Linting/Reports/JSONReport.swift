import JSONValue

/// The JSON document of language.md#json-output-of-kb-lsp-lint, built through json-c.
public enum JSONReport {
    public static func document(_ report: LintReport) -> JSON {
        ["version": 1, "files": .array(report.files.map(entry)), "summary": counts(report.summary)]
    }

    /// The document written as the run goes: the same bytes as `document`'s compact
    /// text and a line break, one file at a time.
    public struct Writer: LintReportWriter {
        private var json = JSONWriter()

        public init() {}

        public mutating func begin(_ output: inout [UInt8]) {
            json.beginObject()
            json.key("version")
            json.write(1)
            json.key("files")
            json.beginArray()
            output += json.takeBytes()
        }

        public mutating func write(_ file: LintedFile, to output: inout [UInt8]) {
            json.write(entry(file))
            output += json.takeBytes()
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            json.end()
            json.key("summary")
            json.write(counts(ending.summary))
            json.end()
            output += json.takeBytes()
            output.append(UInt8(ascii: "\n"))
        }
    }

    private static func entry(_ file: LintedFile) -> JSON {
        ["path": .string(file.path), "diagnostics": .array(file.findings.map(entry))]
    }

    private static func counts(_ summary: LintSummary) -> JSON {
        var counts: JSONObject = [
            "files": .integer(Int64(summary.files)),
            "errors": .integer(Int64(summary.errors)),
            "warnings": .integer(Int64(summary.warnings)),
        ]
        // Only configurations can lower a code to `info`; the spec's document is unchanged without.
        if summary.infos > 0 { counts["infos"] = .integer(Int64(summary.infos)) }
        // Only with --baseline, when it hid findings.
        if summary.baselined > 0 { counts["baselined"] = .integer(Int64(summary.baselined)) }
        return .object(counts)
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
