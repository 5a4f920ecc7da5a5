import JSONValue
import Linting
import Platform
import Testing
import TestSupport

/// `--write-baseline` and `--baseline` (README.md#kb-lsp-lint): what a baseline holds,
/// what it hides, and how it reads.
@Suite struct BaselineTests {
    /// Two identical screens in one file would clash on names; two fields with the same
    /// line text in two screens give two findings with one fingerprint base.
    static let twice = """
    screen A {
      avoid none
      field user top 400 height 44
    }
    screen B {
      avoid none
      field user top 400 height 44
    }

    """

    func lint(_ tree: MemoryFiles, _ paths: [String] = ["."]) throws -> LintReport {
        try LintRun.perform(LintOptions(paths: paths, workingDirectory: tree.root, files: tree))
    }

    @Test func aBaselineOfARunHidesEveryFindingOfTheSameRun() throws {
        let tree = MemoryFiles([".git/HEAD": "", "specs/a.kbl": Specs.covered, "specs/x.kbl": Specs.broken, "specs/c.kbl": Specs.clean])
        let report = try lint(tree)
        let paths = ArtifactPaths.repository(containing: tree.root, files: tree)
        let baseline = Baseline(report, paths: paths)
        #expect(baseline.entries.count == 4)
        #expect(Set(baseline.entries.map(\.path)) == ["specs/a.kbl", "specs/x.kbl"])
        let filtered = baseline.filtering(report, paths: paths)
        #expect(filtered.files.allSatisfy { $0.findings.isEmpty })
        #expect(filtered.baselined == 4)
        #expect(filtered.summary == LintSummary(files: 3, errors: 0, warnings: 0, infos: 0, baselined: 4))
        #expect(filtered.summary.baselined == 4)
        #expect(TextReport.summaryLine(filtered.summary) == "no problems in 3 files (4 hidden by the baseline)")
        #expect(JSONReport.document(filtered)["summary"] == ["files": 3, "errors": 0, "warnings": 0, "baselined": 4])
    }

    @Test func pathsAreTheRepositorysWhereverTheRunStarts() throws {
        let tree = MemoryFiles([".git/HEAD": "", "specs/a.kbl": Specs.covered])
        let fromRoot = try lint(tree, ["specs"])
        let inside = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: tree.root + "/specs", files: tree))
        let paths = ArtifactPaths.repository(containing: tree.root, files: tree)
        let baseline = Baseline(fromRoot, paths: paths)
        #expect(baseline.filtering(inside, paths: paths).baselined == 3)
        #expect(baseline.entries.allSatisfy { $0.path == "specs/a.kbl" })
    }

    @Test func movedLinesStillMatchNewFindingsDoNot() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered])
        let paths = ArtifactPaths(root: tree.root)
        let baseline = Baseline(try lint(tree), paths: paths)
        // Lines pushed down, a field added that is covered too.
        let moved = MemoryFiles(["a.kbl": "# a new first line\n\n" + Specs.covered.replacingOccurrences(
            of: "field user top 400 height 44\n", with: "field user top 400 height 44\n  field pin top 420 height 44\n")])
        let report = baseline.filtering(try lint(moved), paths: ArtifactPaths(root: moved.root))
        #expect(report.baselined == 3)
        #expect(report.outline == ["./a.kbl: KB001@5:9 KB001@5:9 KB006@5:9"])
        #expect(report.files[0].findings.allSatisfy { $0.message.contains("'pin'") })
    }

    @Test func matchingCountsDuplicates() throws {
        let text = "screen S {\n  feld a\n  feld a\n}\n"
        let tree = MemoryFiles(["a.kbl": text])
        let paths = ArtifactPaths(root: tree.root)
        let report = try lint(tree)
        #expect(report.outline == ["./a.kbl: KB100@2:3 KB100@3:3"])
        // A baseline holding one of the two identical errors hides one.
        var one = Baseline(report, paths: paths)
        one.entries.removeLast()
        let filtered = one.filtering(report, paths: paths)
        #expect(filtered.baselined == 1)
        #expect(filtered.files[0].findings.count == 1)
        // Identical findings are told apart by their occurrence (SARIF's fingerprint of
        // the second ends in `:2`): an entry written twice still hides one finding.
        let doubled = Baseline(entries: [one.entries[0], one.entries[0]])
        #expect(doubled.filtering(report, paths: paths).baselined == 1)
        // Another file with the same text is not matched.
        let elsewhere = MemoryFiles(["b.kbl": text])
        #expect(Baseline(report, paths: paths).filtering(try lint(elsewhere), paths: ArtifactPaths(root: elsewhere.root)).baselined == 0)
    }

    @Test func theFileRoundTripsThroughJSON() throws {
        let tree = MemoryFiles(["a.kbl": Self.twice, "b.kbl": Specs.broken])
        let baseline = Baseline(try lint(tree), paths: ArtifactPaths(root: tree.root))
        let text = baseline.document.serialized(pretty: true)
        let read = try Baseline(parsing: Array(text.utf8))
        #expect(read == baseline)
        #expect(read.entries.map(\.path) == read.entries.map(\.path).sorted())
        let first = try #require(try JSONParser().parse(text)["findings"]?[0]?.objectValue)
        #expect(Array(first.keys) == ["path", "code", "fingerprint", "message"])
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("[]", "expected an object with \"version\" and \"findings\""),
        (#"{"findings": []}"#, "expected \"version\": 1"),
        (#"{"version": 2, "findings": []}"#, "expected \"version\": 1"),
        (#"{"version": 1}"#, "expected \"findings\": an array"),
        (#"{"version": 1, "findings": [{"path": "a.kbl"}]}"#, "findings[0]: expected strings \"path\" and \"fingerprint\""),
        (#"{"version": 1, "findings": [1]}"#, "findings[0]: expected strings \"path\" and \"fingerprint\""),
    ])
    func badFilesSayWhatIsWrong(text: String, reason: String) {
        #expect(throws: BaselineError.self) { try Baseline(parsing: Array(text.utf8)) }
        do {
            _ = try Baseline(parsing: Array(text.utf8))
        } catch {
            #expect(error.reason.hasPrefix(reason), "\(error.reason)")
        }
    }
}
