import Foundation
import KeyboardAnalysis
@testable import Linting
import ProjectConfiguration
import Testing
import TestSupport

@Suite struct LintRunTests {
    /// A tree of 40 specs in nested directories, a mix of clean, covered and broken.
    private func corpus() -> MemoryFiles {
        var files: [String: String] = [:]
        for index in 0..<40 {
            let spec = [Specs.clean, Specs.covered, Specs.broken][index % 3]
            files["d\(index % 4)/sub\(index % 3)/s\(index).kbl"] = spec
        }
        return MemoryFiles(files)
    }

    @Test func theOrderIsTheSameWhateverTheNumberOfJobs() throws {
        let tree = corpus()
        let root = tree.root
        let serial = try LintRun.perform(LintOptions(paths: ["d2", "d0", "."], workingDirectory: root, jobs: 1, files: tree))
        #expect(serial.files.count == 60)
        // Paths in the order given, each directory walked in sorted path order.
        #expect(serial.files.first?.path == "d2/sub0/s18.kbl")
        #expect(serial.files.map(\.path)[10...11] == ["d0/sub0/s0.kbl", "d0/sub0/s12.kbl"])
        for jobs in [2, 3, 8] {
            let parallel = try LintRun.perform(LintOptions(paths: ["d2", "d0", "."], workingDirectory: root, jobs: jobs, files: tree))
            #expect(parallel.outline == serial.outline)
            #expect(TextReport.render(parallel) == TextReport.render(serial))
            #expect(JSONReport.document(parallel) == JSONReport.document(serial))
        }
    }

    /// Without pictures to draw, a linted file is its findings: the screens' layouts are
    /// dropped by the worker that made them.
    @Test func screensAreKeptOnlyWhenAsked() throws {
        let tree = corpus()
        let kept = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, jobs: 2, files: tree))
        let dropped = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, jobs: 2, files: tree, keepsScreens: false))
        #expect(kept.files.contains { !$0.screens.isEmpty })
        #expect(dropped.files.allSatisfy { $0.screens.isEmpty })
        #expect(TextReport.render(dropped) == TextReport.render(kept))
    }

    @Test func shardsSplitTheFilesExactlyOnce() throws {
        let tree = corpus()
        let root = tree.root
        let all = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, files: tree)).files.map(\.path)
        for count in 1...5 {
            var seen: [String] = []
            var sizes: [Int] = []
            for index in 1...count {
                let shard = try #require(Shard("\(index)/\(count)"))
                let part = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, jobs: 2, shard: shard, files: tree)).files.map(\.path)
                // Deterministic: the same shard twice is the same list.
                let again = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, jobs: 1, shard: shard, files: tree)).files.map(\.path)
                #expect(part == again)
                seen += part
                sizes.append(part.count)
            }
            #expect(seen.sorted() == all.sorted())
            #expect(Set(seen).count == seen.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }

    @Test func shardSyntax() {
        #expect(Shard("2/4") == Shard("2/4"))
        #expect(Shard("2/4")?.index == 2)
        for bad in ["0/4", "5/4", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] {
            #expect(Shard(bad) == nil, "\(bad)")
        }
    }

    @Test func eachSpecUsesTheNearestConfiguration() throws {
        let tree = MemoryFiles([
            ".kblint.json": #"{"severity": {"KB006": "off"}}"#,
            "a.kbl": Specs.covered,
            "quiet/.kblint.json": #"{"severity": {"KB001": "off", "KB006": "info"}}"#,
            "quiet/deeper/b.kbl": Specs.covered,
        ])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, jobs: 2, files: tree))
        #expect(report.outline == ["./a.kbl: KB001@2:9 KB001@2:9", "./quiet/deeper/b.kbl: KB006@2:9"])
        #expect(report.files[1].findings.first?.severity == .information)
        #expect(report.summary == LintSummary(files: 2, errors: 0, warnings: 2, infos: 1))
        // --config replaces the search for every spec.
        tree.write(#"{"severity": {"KB001": "error"}}"#, to: root + "/ci.json")
        let explicit = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, configurationFile: "ci.json", files: tree))
        #expect(explicit.summary.errors == 4)
    }

    @Test func aBadConfigurationStopsTheRun() throws {
        let tree = MemoryFiles([".kblint.json": #"{"padding": true}"#, "a.kbl": Specs.clean])
        let root = tree.root
        #expect {
            _ = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: root, files: tree))
        } throws: { error in
            (error as? ConfigurationError)?.description == "\(root)/.kblint.json: key 'padding': expected a number, got true"
        }
        #expect(throws: ConfigurationError.self) {
            _ = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: root, configurationFile: "missing.json", files: tree))
        }
    }

    @Test func unreadableFilesAreReportedAndTheRestLinted() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered, "c.kbl": Specs.clean])
        let root = tree.root
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl", "b.kbl", "c.kbl"], workingDirectory: root, jobs: 3, files: tree))
        #expect(report.files.map(\.path) == ["a.kbl", "c.kbl"])
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.hasPrefix("cannot read 'b.kbl'") == true)
    }

    @Test func progressCountsEveryFile() throws {
        let tree = corpus()
        let root = tree.root
        let progress = LintProgress()
        _ = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, jobs: 2, files: tree), progress: progress)
        #expect(progress.total == 40)
        #expect(progress.done == 40)
    }

    /// A lint of one storyboard reads the code of its screens, not of the project's other
    /// documents: the reader's note on a broken source of another screen's class is not there.
    @Test func aLintReadsTheCodeOfTheDocumentsItChecks() throws {
        let tree = CodeScreens.twoScreenProject(cartSource: "class CartViewController: UIViewController { /* never closed")
        func notes(_ paths: [String]) throws -> [String] {
            var failures: [String] = [], notes: [String] = []
            _ = try LintRun.jobs(for: LintOptions(paths: paths, workingDirectory: tree.root, files: tree), failures: &failures, notes: &notes)
            return notes
        }
        #expect(try notes(["App/Login.storyboard"]).allSatisfy { !$0.contains("CartViewController.swift") })
        #expect(try notes(["App"]).contains { $0.contains("CartViewController.swift") && $0.contains("unterminated") })
    }
}
