import Diagnostics
import KeyboardAnalysis
@testable import Linting
import Platform
import Testing
import TestSupport

@Suite struct ReportTests {
    @Test func githubAnnotationsOnePerFindingWithRepositoryPaths() throws {
        let tree = MemoryFiles([".git/HEAD": "ref: main\n", "specs/a b.kbl": Specs.covered, "specs/x.kbl": Specs.broken])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root + "/specs", files: tree))
        let lines = GitHubReport.render(report, paths: ArtifactPaths.repository(containing: root + "/specs", files: tree))
            .split(separator: "\n").map(String.init)
        #expect(lines == [
            "::warning file=specs/a b.kbl,line=2,col=9,endLine=2,endColumn=13,title=KB001::field 'user' is covered by the keyboard in portrait by 13 pt",
            "::warning file=specs/a b.kbl,line=2,col=9,endLine=2,endColumn=13,title=KB001::field 'user' is covered by the keyboard in landscape: it reaches 231 pt below the keyboard's top (all 44 pt of it covered)",
            "::warning file=specs/a b.kbl,line=2,col=9,endLine=2,endColumn=13,title=KB006::field 'user' extends below the screen in landscape by 69 pt",
            "::error file=specs/x.kbl,line=2,col=27,endLine=2,endColumn=28,title=KB100::unexpected character ';'",
            "1 error and 3 warnings in 2 files",
        ])
    }

    @Test func configuredSeveritiesReachEveryFormat() throws {
        let tree = MemoryFiles([".kblint.json": #"{"severity": {"KB001": "info", "KB006": "error"}}"#, "a.kbl": Specs.covered])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: root, files: tree))
        let paths = ArtifactPaths(root: root)
        let commands = GitHubReport.render(report, paths: paths).split(separator: "\n").map { $0.prefix { $0 != " " } }
        #expect(commands.dropLast() == ["::notice", "::notice", "::error"])
        let levels = SARIFReport.document(report, paths: paths, toolVersion: "1")["runs"]?[0]?["results"]?.arrayValue?.compactMap { $0["level"]?.stringValue }
        #expect(levels == ["note", "note", "error"])
        let json = JSONReport.document(report)
        #expect(json["files"]?[0]?["diagnostics"]?.arrayValue?.compactMap { $0["severity"]?.stringValue } == ["info", "info", "error"])
        #expect(json["summary"] == ["files": 1, "errors": 1, "warnings": 0, "infos": 2])
        #expect(TextReport.render(report).hasSuffix("1 error, 0 warnings and 2 infos in 1 file\n"))
    }

    @Test func xcodeIssuesWithAbsolutePaths() throws {
        let tree = MemoryFiles([".kblint.json": #"{"severity": {"KB006": "info"}}"#, "specs/a b.kbl": Specs.covered, "specs/x.kbl": Specs.broken])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["specs"], workingDirectory: root, files: tree))
        #expect(XcodeReport.render(report).split(separator: "\n").map(String.init) == [
            root + "/specs/a b.kbl:2:9: warning: field 'user' is covered by the keyboard in portrait by 13 pt [KB001]",
            root + "/specs/a b.kbl:2:9: warning: field 'user' is covered by the keyboard in landscape: it reaches 231 pt below the keyboard's top (all 44 pt of it covered) [KB001]",
            root + "/specs/a b.kbl:2:9: note: field 'user' extends below the screen in landscape by 69 pt [KB006]",
            root + "/specs/x.kbl:2:27: error: unexpected character ';' [KB100]",
        ])
    }

    @Test func gitlabIssuesHaveGitLabsFields() throws {
        let tree = MemoryFiles([".git/HEAD": "", ".kblint.json": #"{"severity": {"KB006": "info"}}"#,
                                      "specs/a.kbl": Specs.covered, "specs/x.kbl": Specs.broken])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root + "/specs", files: tree))
        let issues = try #require(GitLabReport.document(report, paths: ArtifactPaths.repository(containing: root + "/specs", files: tree)).arrayValue)
        #expect(issues.count == 4)
        #expect(issues.compactMap { $0["severity"]?.stringValue } == ["minor", "minor", "info", "major"])
        #expect(issues.compactMap { $0["check_name"]?.stringValue } == ["KB001", "KB001", "KB006", "KB100"])
        #expect(issues[3]["description"] == "unexpected character ';' [KB100]")
        #expect(issues[3]["location"] == ["path": "specs/x.kbl", "lines": ["begin": 2, "end": 2]])
        let fingerprints = issues.compactMap { $0["fingerprint"]?.stringValue }
        #expect(Set(fingerprints).count == 4)
        // The same findings moved down a line keep their fingerprints.
        tree.write("\n" + Specs.covered, to: root + "/specs/a.kbl")
        let moved = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root + "/specs", files: tree))
        let again = try #require(GitLabReport.document(moved, paths: ArtifactPaths(root: root)).arrayValue)
        #expect(again.compactMap { $0["fingerprint"]?.stringValue } == fingerprints)
        #expect(again[0]["location"]?["lines"]?["begin"] == 3)
    }

    @Test func quietKeepsErrorsOnly() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered, "x.kbl": Specs.broken])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, files: tree))
        let quiet = report.keepingErrorsOnly()
        #expect(quiet.outline == ["./a.kbl: ", "./x.kbl: KB100@2:27"])
        #expect(quiet.summary == LintSummary(files: 2, errors: 1))
        #expect(report.summary == LintSummary(files: 2, errors: 1, warnings: 3))
    }

    @Test func sarifFullDescriptionsFitGitHubsLimitInWholeSentences() {
        #expect(SARIFReport.wholeSentences(of: "One. Two. Three.", upTo: 16) == "One. Two. Three.")
        #expect(SARIFReport.wholeSentences(of: "One. Two. Three.", upTo: 12) == "One. Two.")
        #expect(SARIFReport.wholeSentences(of: "Onelongsentence", upTo: 8) == "Onelong…")
        for code in DiagnosticCode.allCases {
            let text = SARIFReport.wholeSentences(of: code.explanation.description, upTo: SARIFReport.fullDescriptionLimit)
            #expect(text.count <= 1024 && code.explanation.description.hasPrefix(text.dropLast()))
        }
    }

    @Test func kb007CarriesTheScreenTheOrientationAndTheHeightTheCodeReads() throws {
        let tree = MemoryFiles(["s.kbl": "screen S {\n  avoid shift landscape-swap\n  field f top 1 height 2\n}\n"])
        let report = try LintRun.perform(LintOptions(paths: ["s.kbl"], workingDirectory: tree.root, files: tree))
        let entry = try #require(JSONReport.document(report)["files"]?[0]?["diagnostics"]?[0])
        #expect(entry["code"] == "KB007")
        #expect(entry["screen"] == "S" && entry["orientation"] == "landscape" && entry["amount"] == 667)
        #expect(entry["element"] == nil && entry["shift"] == nil)
        #expect(entry["column"] == 15)
    }

    @Test func githubEscaping() {
        #expect(GitHubReport.escapeData("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b")
        #expect(GitHubReport.escapeProperty("a:b,c%d\n") == "a%3Ab%2Cc%25d%0A")
    }

    @Test func sarifRulesResultsAndLocations() throws {
        let tree = MemoryFiles([".git/HEAD": "", "specs/a b.kbl": Specs.covered])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["a b.kbl"], workingDirectory: root + "/specs", files: tree))
        let paths = ArtifactPaths.repository(containing: root + "/specs", files: tree)
        let sarif = SARIFReport.document(report, paths: paths, toolVersion: "9.9.9")
        #expect(sarif["version"] == "2.1.0")
        let run = try #require(sarif["runs"]?[0])
        let rules = try #require(run[path: "tool", "driver", "rules"]?.arrayValue)
        #expect(rules.compactMap { $0["id"]?.stringValue } == DiagnosticCode.allCases.map(\.rawValue))
        #expect(rules[0][path: "defaultConfiguration", "level"] == "warning")
        #expect(rules[3][path: "defaultConfiguration", "level"] == "error")
        #expect(rules.allSatisfy { ($0[path: "shortDescription", "text"]?.stringValue?.isEmpty == false) })
        #expect(run["columnKind"] == "unicodeCodePoints")
        #expect(run[path: "originalUriBaseIds", "%SRCROOT%", "uri"]?.stringValue == "file://" + FileURI.percentEncoded(root) + "/")
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 3)
        let first = results[0]
        #expect(first["ruleId"] == "KB001")
        #expect(first["ruleIndex"] == 0)
        #expect(results[2]["ruleIndex"] == 5)
        #expect(first["level"] == "warning")
        let location = try #require(first["locations"]?[0]?["physicalLocation"])
        #expect(location[path: "artifactLocation", "uri"] == "specs/a%20b.kbl")
        #expect(location[path: "artifactLocation", "uriBaseId"] == "%SRCROOT%")
        #expect(location["region"] == ["startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 13])
        #expect(first[path: "properties", "orientation"] == "portrait")
        #expect(run["invocations"]?[0]?["executionSuccessful"] == true)
    }

    @Test func fingerprintsSurviveMovesAndAreUniquePerFile() throws {
        let moved = "# a comment\n\n" + Specs.covered
        let tree = MemoryFiles(["a.kbl": Specs.covered, "b.kbl": moved, "c.kbl": Specs.broken, "d.kbl": "\n\n" + Specs.broken])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl", "b.kbl", "c.kbl", "d.kbl"], workingDirectory: root, files: tree))
        let prints = report.files.map { $0.findings.map(\.fingerprint) }
        #expect(prints[0] == prints[1])
        #expect(prints[2] == prints[3])
        #expect(report.files[0].findings[0].oneBasedStart.line != report.files[1].findings[0].oneBasedStart.line)
        #expect(Set(prints[0]).count == prints[0].count)
        #expect(prints[0].allSatisfy { $0.count == 16 })
    }

    @Test func findingsOfOneLineShareItsHashAndStayDistinct() throws {
        // Each line's text is hashed once per code: 20,000 repeats on one line still get
        // one fingerprint each (numbered), and a finding of another code on that line,
        // or the same finding on a line of its own, gets its own.
        let line = "  field f \"F\" " + String(repeating: "center ", count: 20_000) + "height 44 ;"
        let tree = MemoryFiles(["a.kbl": "screen S {\n\(line)\n}\n", "b.kbl": "screen S {\n  field f \"F\" center center height 44\n}\n"])
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl", "b.kbl"], workingDirectory: tree.root, files: tree))
        let prints = report.files[0].findings.map(\.fingerprint)
        #expect(prints.count == 20_000)
        #expect(Set(prints).count == prints.count)
        #expect(prints[1] == prints[0] + ":2")
        let syntax = try #require(report.files[0].findings.first { $0.code == .syntax })
        #expect(!prints.contains(syntax.fingerprint + ":2") && syntax.fingerprint.count == 16)
        #expect(report.files[1].findings.map(\.fingerprint) != [prints[0]])
    }

    @Test func filesOutsideTheRepositoryGetAbsoluteURIs() throws {
        let tree = MemoryFiles(["elsewhere/x.kbl": Specs.covered, "repository/.git/HEAD": ""])
        let outside = tree.path("elsewhere")
        let repository = tree.path("repository")
        let report = try LintRun.perform(LintOptions(paths: [outside + "/x.kbl"], workingDirectory: repository, files: tree))
        let paths = ArtifactPaths.repository(containing: repository, files: tree)
        let location = paths.artifactLocation(of: report.files[0])
        #expect(location.uri == "file://" + FileURI.percentEncoded(outside) + "/x.kbl")
        #expect(location.baseID == nil)
        #expect(paths.repositoryPath(of: report.files[0]) == outside + "/x.kbl")
    }

    @Test func percentEncodingKeepsOnlyUnreservedCharacters() {
        #expect(FileURI.percentEncoded("a b/é#%.kbl") == "a%20b/%C3%A9%23%25.kbl")
    }

    @Test func textSummaryCountsInfos() {
        #expect(TextReport.summaryLine(LintSummary(files: 1)) == "no problems in 1 file")
        #expect(TextReport.summaryLine(LintSummary(files: 2, errors: 1, warnings: 2)) == "1 error and 2 warnings in 2 files")
        #expect(TextReport.summaryLine(LintSummary(files: 3, errors: 0, warnings: 1, infos: 2)) == "0 errors, 1 warning and 2 infos in 3 files")
    }
}
