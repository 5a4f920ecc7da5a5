import Diagnostics
import JSONValue
import KeyboardAnalysis

/// SARIF 2.1.0, as GitHub code scanning reads it: one rule per diagnostic code, results
/// with repository-relative locations, 1-based regions counted in Unicode code points,
/// and partial fingerprints that survive edits moving a finding.
public enum SARIFReport {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The whole document. The run's `invocations` follow its `results`: whether the run
    /// succeeded is known only at the end, and the writer does not hold the results back.
    public static func document(_ report: LintReport, paths: ArtifactPaths, toolVersion: String) -> JSON {
        var run = runStart(paths: paths, toolVersion: toolVersion)
        let ruleIndex = ruleIndices
        run["results"] = .array(report.files.flatMap { results($0, paths: paths, ruleIndex: ruleIndex) })
        run["invocations"] = invocations(report.failures)
        return ["$schema": .string(schema), "version": "2.1.0", "runs": [.object(run)]]
    }

    /// The document written as the run goes: the same bytes as `document`'s compact text
    /// and a line break, one file's results at a time.
    public struct Writer: LintReportWriter {
        var paths: ArtifactPaths
        var toolVersion: String
        private let ruleIndex = SARIFReport.ruleIndices
        private var json = JSONWriter()

        public init(paths: ArtifactPaths, toolVersion: String) {
            self.paths = paths
            self.toolVersion = toolVersion
        }

        public mutating func begin(_ output: inout [UInt8]) {
            json.beginObject()
            json.key("$schema")
            json.write(.string(schema))
            json.key("version")
            json.write("2.1.0")
            json.key("runs")
            json.beginArray()
            json.beginObject()
            for (key, value) in runStart(paths: paths, toolVersion: toolVersion) {
                json.key(key)
                json.write(value)
            }
            json.key("results")
            json.beginArray()
            output += json.takeBytes()
        }

        public func part(of file: LintedFile) -> ReportPart { .elements(of: file, writing: writeResults) }

        public mutating func write(_ part: ReportPart, to output: inout [UInt8]) {
            part.write(to: &output, into: &json, writing: writeResults)
        }

        private func writeResults(of file: LintedFile, into json: inout JSONWriter) {
            for result in results(file, paths: paths, ruleIndex: ruleIndex) { json.write(result) }
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            json.end()
            json.key("invocations")
            json.write(invocations(ending.failures))
            json.end()
            json.end()
            json.end()
            output += json.takeBytes()
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// The run's members before its results: the tool and its rules (every code, in
    /// catalogue order, so that a result's `ruleIndex` is known before the run ends),
    /// the root and the column kind.
    private static func runStart(paths: ArtifactPaths, toolVersion: String) -> JSONObject {
        let driver: JSONObject = [
            "name": "kb-lsp",
            "version": .string(toolVersion),
            "semanticVersion": .string(toolVersion),
            "rules": .array(DiagnosticCode.allCases.map(rule)),
        ]
        return [
            "tool": ["driver": .object(driver)],
            "originalUriBaseIds": [ArtifactPaths.rootBaseID: ["uri": .string(paths.rootURI)]],
            "columnKind": "unicodeCodePoints",
        ]
    }

    private static var ruleIndices: [DiagnosticCode: Int] {
        var ruleIndex: [DiagnosticCode: Int] = [:]
        for (index, code) in DiagnosticCode.allCases.enumerated() { ruleIndex[code] = index }
        return ruleIndex
    }

    private static func results(_ file: LintedFile, paths: ArtifactPaths, ruleIndex: [DiagnosticCode: Int]) -> [JSON] {
        let location = paths.artifactLocation(of: file)
        return file.findings.map { finding in
            var result = result(finding, ruleIndex: ruleIndex[finding.code] ?? 0, location: location)
            if let place = finding.codePlace, case .object(var object) = result {
                // The line of the app's keyboard code behind the finding (code.md section 6).
                let code = paths.artifactLocation(ofPath: place.path)
                var artifact: JSONObject = ["uri": .string(code.uri)]
                if let baseID = code.baseID { artifact["uriBaseId"] = .string(baseID) }
                object["relatedLocations"] = [[
                    "id": 1,
                    "physicalLocation": ["artifactLocation": .object(artifact), "region": ["startLine": .integer(Int64(place.line))]],
                    "message": ["text": "the keyboard code"],
                ]]
                result = .object(object)
            }
            return result
        }
    }

    /// The one invocation: successful when every file could be read.
    private static func invocations(_ failures: [String]) -> JSON {
        var invocation: JSONObject = ["executionSuccessful": .bool(failures.isEmpty)]
        if !failures.isEmpty {
            invocation["toolExecutionNotifications"] = .array(failures.map { failure in
                ["level": "error", "message": ["text": .string(failure)]]
            })
        }
        return [.object(invocation)]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .information: return "note"
        }
    }

    private static func rule(_ code: DiagnosticCode) -> JSON {
        let explanation = code.explanation
        let lead = explanation.description + "\n\n" + explanation.fix + "\n\nExample that gets \(code.rawValue):\n\n"
        let help = lead + explanation.example
        let markdown = lead + "```\n" + explanation.example + "\n```"
        return [
            "id": .string(code.rawValue),
            "name": .string(explanation.name),
            "shortDescription": ["text": .string(explanation.title)],
            "fullDescription": ["text": .string(wholeSentences(of: explanation.description, upTo: fullDescriptionLimit))],
            "help": ["text": .string(help), "markdown": .string(markdown)],
            "defaultConfiguration": ["level": .string(level(code.defaultSeverity))],
            "properties": [
                "tags": .array(code.isKeyboardFinding ? ["keyboard", "layout"] : ["spec"]),
                "precision": "very-high",
                "problem.severity": .string(code.defaultSeverity == .information ? "recommendation" : code.defaultSeverity.label),
            ],
        ]
    }

    /// GitHub code scanning refuses a rule whose `fullDescription` is longer; the whole
    /// description is in `help`.
    static let fullDescriptionLimit = 1024

    /// `text` if it fits in `limit` characters, else as many of its first sentences as do
    /// (a sentence ends in `. `), or its first `limit - 1` characters and `…`.
    static func wholeSentences(of text: String, upTo limit: Int) -> String {
        guard text.count > limit else { return text }
        let head = Array(text.prefix(limit))
        if let end = head.indices.dropLast().last(where: { head[$0] == "." && head[$0 + 1] == " " }) {
            return String(head[...end])
        }
        return String(head.prefix(limit - 1)) + "…"
    }

    private static func result(_ finding: Finding, ruleIndex: Int, location: (uri: String, baseID: String?)) -> JSON {
        var artifact: JSONObject = ["uri": .string(location.uri)]
        if let baseID = location.baseID { artifact["uriBaseId"] = .string(baseID) }
        var object: JSONObject = [
            "ruleId": .string(finding.code.rawValue),
            "ruleIndex": .integer(Int64(ruleIndex)),
            "level": .string(level(finding.severity)),
            "message": ["text": .string(finding.message)],
            "locations": [[
                "physicalLocation": [
                    "artifactLocation": .object(artifact),
                    "region": [
                        "startLine": .integer(Int64(finding.oneBasedStart.line)),
                        "startColumn": .integer(Int64(finding.oneBasedStart.column)),
                        "endLine": .integer(Int64(finding.oneBasedEnd.line)),
                        "endColumn": .integer(Int64(finding.oneBasedEnd.column)),
                    ],
                ],
            ]],
            // GitHub tracks alerts by primaryLocationLineHash, and computes one from the
            // line's text when it is missing: two findings on one line (portrait and
            // landscape) would then share it. Ours is unique and survives moves.
            "partialFingerprints": [
                "primaryLocationLineHash": .string(finding.fingerprint),
                "kbLspFinding/v1": .string(finding.fingerprint),
            ],
        ]
        if let keyboard = finding.keyboard {
            var properties: JSONObject = ["screen": .string(keyboard.screen)]
            if let element = keyboard.element { properties["element"] = .string(element) }
            properties["orientation"] = .string(keyboard.orientation.rawValue)
            if let device = keyboard.device { properties["device"] = .string(device) }
            properties["amount"] = .double(JSONReport.hundredths(keyboard.amount))
            if let shift = keyboard.shift { properties["shift"] = .double(JSONReport.hundredths(shift)) }
            object["properties"] = .object(properties)
        }
        return .object(object)
    }
}
