import JSONValue

/// The JSON document of language.md#json-output-of-kb-lsp-lint, written straight to bytes,
/// one finding at a time (no JSON tree is built per finding).
public enum JSONReport {
    /// The whole document read back as a value (for callers that inspect it).
    public static func document(_ report: LintReport) -> JSON {
        var writer = Writer()
        let bytes = writer.render(report)
        guard let document = try? JSON(parsing: bytes) else {
            preconditionFailure("JSONReport wrote text that does not read back as JSON")
        }
        return document
    }

    /// The document written as the run goes: compact text and a line break, one file at
    /// a time.
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

        public func part(of file: LintedFile) -> ReportPart { .elements(of: file, writing: Self.write) }

        public mutating func write(_ part: ReportPart, to output: inout [UInt8]) {
            part.write(to: &output, into: &json, writing: Self.write)
        }

        /// The file's object in the `files` array.
        private static func write(_ file: LintedFile, into json: inout JSONWriter) {
            json.beginObject()
            json.key("path")
            json.write(.string(file.path))
            json.key("diagnostics")
            json.beginArray()
            for finding in file.findings { write(finding, into: &json) }
            json.end()
            json.end()
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            json.end()
            json.key("summary")
            json.write(counts(ending.summary))
            json.end()
            output += json.takeBytes()
            output.append(UInt8(ascii: "\n"))
        }

        private static func write(_ finding: Finding, into json: inout JSONWriter) {
            func member(_ name: String, _ value: JSON) {
                json.key(name)
                json.write(value)
            }
            json.beginObject()
            member("code", .string(finding.code.rawValue))
            member("severity", .string(finding.severity.label))
            member("line", .integer(Int64(finding.oneBasedStart.line)))
            member("column", .integer(Int64(finding.oneBasedStart.column)))
            member("endLine", .integer(Int64(finding.oneBasedEnd.line)))
            member("endColumn", .integer(Int64(finding.oneBasedEnd.column)))
            member("message", .string(finding.message))
            if let keyboard = finding.keyboard {
                member("screen", .string(keyboard.screen))
                if let element = keyboard.element { member("element", .string(element)) }
                member("orientation", .string(keyboard.orientation.rawValue))
                // A storyboard's or xib's screen is checked on devices it does not name.
                if let device = keyboard.device { member("device", .string(device)) }
                // Rounded to the hundredth, as the message prints them.
                member("amount", .double(hundredths(keyboard.amount)))
                if let shift = keyboard.shift { member("shift", .double(hundredths(shift))) }
            }
            // The line of the app's keyboard code behind the finding (code.md section 6).
            if let place = finding.codePlace {
                member("related", .array([.object(["path": .string(place.path), "line": .integer(Int64(place.line))])]))
            }
            json.end()
        }
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

    static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
