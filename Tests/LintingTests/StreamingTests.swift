import Dispatch
import Foundation
import JSONValue
@testable import Linting
import Platform
import Testing
import TestSupport

/// Lint streams: each file is written when its turn comes, and the streamed reports are
/// byte for byte the whole-tree ones.
@Suite struct StreamingTests {
    /// Reads through `files`, failing on paths holding `unreadable`, so that read failures
    /// come in the middle of a run.
    private struct FailingReads: FileReading {
        var files: MemoryFiles

        func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind { try files.kind(of: path) }
        func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
            if path.contains("unreadable") { throw FileSystem.Failure(path: path, reason: "Permission denied") }
            return try files.readFile(path, atMost: limit)
        }
        func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
            files.files(under: directory, withExtensions: extensions)
        }
        func exists(_ path: String) -> Bool { files.exists(path) }
        func stamp(of path: String) -> FileSystem.Stamp? { files.stamp(of: path) }
    }

    /// 300 specs in nested folders: clean, covered (a warning), broken (an error), a
    /// screen with several covered fields and characters that need escaping, and files
    /// that cannot be read.
    private func corpus() -> FailingReads {
        let specs = [
            Specs.clean, Specs.covered, Specs.broken,
            "# \"quoted\" \\ é\nscreen Ü {\n  field a top 400 height 44\n  field b below a 8 height 44\n  textarea c bottom 0 height 900\n}\n",
        ]
        var files: [String: String] = [:]
        for index in 0..<300 {
            let name = index % 37 == 5 ? "unreadable\(index)" : "s\(index)"
            files["d\(index % 5)/sub \(index % 3)/\(name).kbl"] = specs[index % specs.count]
        }
        return FailingReads(files: MemoryFiles(files))
    }

    /// Every format, as `kb-lsp lint` writes them.
    private func writers(_ paths: ArtifactPaths) -> [any LintReportWriter] {
        [TextReport.Writer(), TextReport.Writer(silentWithoutErrors: true), JSONReport.Writer(),
         SARIFReport.Writer(paths: paths, toolVersion: "1.2.3"), GitHubReport.Writer(paths: paths),
         GitLabReport.Writer(paths: paths), XcodeReport.Writer(), HTMLReport.Writer(pictureLimit: 7)]
    }

    @Test func streamedReportsAreTheWholeTreeOnesByteForByte() throws {
        let tree = corpus()
        let root = tree.files.root
        let paths = ArtifactPaths(root: root)
        let whole = try LintRun.perform(LintOptions(paths: ["d3", "."], workingDirectory: root, jobs: 1, files: tree))
        #expect(whole.files.count == 300 + 60 - whole.failures.count)
        #expect(whole.failures.count == 9)
        for jobs in [1, 2, 5] {
            var streamed = writers(paths)
            var outputs = Array(repeating: [UInt8](), count: streamed.count)
            for index in streamed.indices { streamed[index].begin(&outputs[index]) }
            var failures: [String] = []
            var summary = LintSummary()
            try LintRun.perform(LintOptions(paths: ["d3", "."], workingDirectory: root, jobs: jobs, files: tree),
                                failure: { failures.append($0) }, file: { file in
                summary.add(file)
                for index in streamed.indices { streamed[index].write(file, to: &outputs[index]) }
            })
            #expect(failures == whole.failures)
            let ending = LintReportEnding(summary: summary, failures: failures)
            for index in streamed.indices { streamed[index].finish(ending, to: &outputs[index]) }

            var wholeWriters = writers(paths)
            for index in wholeWriters.indices {
                #expect(outputs[index] == wholeWriters[index].render(whole), "format \(index), \(jobs) jobs")
            }
            // The JSON formats against the documents built as one tree.
            #expect(outputs[2] == Array((JSONReport.document(whole).serialized() + "\n").utf8))
            #expect(outputs[3] == Array((SARIFReport.document(whole, paths: paths, toolVersion: "1.2.3").serialized() + "\n").utf8))
            #expect(outputs[5] == Array((GitLabReport.document(whole, paths: paths).serialized() + "\n").utf8))
            // The text formats against the whole-tree renderings.
            #expect(outputs[0] == Array(TextReport.render(whole).utf8))
            #expect(outputs[4] == Array(GitHubReport.render(whole, paths: paths).utf8))
            #expect(outputs[6] == Array(XcodeReport.render(whole).utf8))
            #expect(outputs[7] == Array(HTMLReport.render(whole, pictureLimit: 7).utf8))
        }
    }

    /// Each report's part of a file made on the worker that linted it, with `--quiet`'s
    /// filter applied there too, gives the bytes of filtering and writing in the files' turns.
    @Test func partsMadeOnTheWorkersAreTheReportsWrittenInTurn() throws {
        let tree = corpus()
        let root = tree.files.root
        let paths = ArtifactPaths(root: root)
        let options = { (jobs: Int) in LintOptions(paths: ["d3", "."], workingDirectory: root, jobs: jobs, files: tree) }
        for errorsOnly in [false, true] {
            // In turn: filtered and written on the consuming thread.
            var inTurn = writers(paths)
            var expected = Array(repeating: [UInt8](), count: inTurn.count)
            var filter = ReportFilter(errorsOnly: errorsOnly)
            try LintRun.perform(options(1), failure: { _ in }, file: { file in
                var file = file
                filter.apply(to: &file)
                for index in inTurn.indices { inTurn[index].write(file, to: &expected[index]) }
            })
            for jobs in [2, 5] {
                let made = writers(paths)
                let template = ReportFilter(errorsOnly: errorsOnly)
                #expect(!template.dependsOnOrder)
                var streamed = writers(paths)
                var outputs = Array(repeating: [UInt8](), count: streamed.count)
                var counted = ReportFilter(errorsOnly: errorsOnly)
                try LintRun.perform(options(jobs), preparing: { file -> PreparedFile in
                    let filtered = template.filtered(file)
                    return .reported(filtered.counts, made.map { $0.part(of: filtered.file) })
                }, failure: { _ in }, file: { prepared in
                    guard case .reported(let counts, let parts) = prepared else { Issue.record("not reported"); return }
                    counted.count(counts)
                    for index in streamed.indices { streamed[index].write(parts[index], to: &outputs[index]) }
                })
                #expect(counted.summary == filter.summary && counted.shown == filter.shown, "\(jobs) jobs")
                for index in streamed.indices {
                    #expect(outputs[index] == expected[index], "format \(index), \(jobs) jobs, errors only: \(errorsOnly)")
                }
            }
        }
        // A baseline is used up as it hides findings: the files must go through it in turn.
        let baseline = Baseline(sorting: [])
        #expect(ReportFilter(baseline: Baseline.Filter(baseline, paths: paths)).dependsOnOrder)
    }

    @Test func sarifWritesTheInvocationAfterTheResults() throws {
        let tree = corpus()
        let paths = ArtifactPaths(root: tree.files.root)
        let report = try LintRun.perform(LintOptions(paths: ["d1"], workingDirectory: tree.files.root, files: tree))
        let run = try #require(SARIFReport.document(report, paths: paths, toolVersion: "1")["runs"]?[0]?.objectValue)
        #expect(run.keys == ["tool", "originalUriBaseIds", "columnKind", "results", "invocations"])
        #expect(run["invocations"]?[0]?["executionSuccessful"] == false)
        #expect(run["invocations"]?[0]?["toolExecutionNotifications"]?.arrayValue?.count == report.failures.count)
    }

    @Test func filesAreHandedOnInOrderWithABoundedWindow() {
        let elements = Array(0..<2_000)
        for (workers, window) in [(1, 4), (2, 1), (2, 4), (4, 16), (8, 3), (2, 64), (3, 64)] {
            let started = Locked(0)
            var consumed: [Int] = []
            var largestAhead = 0
            LintRun.forEachInOrder(elements, workers: workers, window: window, { element -> Int in
                started.withLock { $0 += 1 }
                return element * 2
            }, consume: { value in
                consumed.append(value / 2)
                largestAhead = max(largestAhead, started.withLock { $0 } - consumed.count)
            })
            #expect(consumed == elements, "\(workers) workers, window \(window)")
            // Started and not yet handed on: never more than the window (the workers when larger).
            #expect(largestAhead <= max(window, workers), "\(workers) workers, window \(window)")
        }
    }

    /// The calling thread lints too: while the run whose turn it is is not done, it takes
    /// the next one. Here the workers' first run cannot finish until the calling thread
    /// has transformed an element, which it only does as one of the workers.
    @Test func theCallingThreadIsOneOfTheWorkers() {
        let caller = ObjectIdentifier(Thread.current)
        let callerWorked = DispatchSemaphore(value: 0)
        let waitedInVain = Locked(false)
        var consumed: [Int] = []
        LintRun.forEachInOrder(Array(0..<2_000), workers: 2, window: 64, { element -> Int in
            if ObjectIdentifier(Thread.current) == caller {
                callerWorked.signal()
            } else if element == 0, callerWorked.wait(timeout: .now() + 10) == .timedOut {
                waitedInVain.withLock { $0 = true }
            }
            return element
        }, consume: { consumed.append($0) })
        #expect(!waitedInVain.withLock { $0 }, "the calling thread transformed nothing while the first run waited")
        #expect(consumed == Array(0..<2_000))
    }

    /// What a helper made is dropped on its thread once consumed, not on the consuming
    /// thread: the allocator takes the lock of the maker's arena for memory freed
    /// elsewhere. Only the results consumed after a helper has ended (the last window at
    /// most) are dropped by the calling thread.
    @Test func resultsAreDroppedByTheThreadThatMadeThem() {
        final class Made: Sendable {
            let maker = ThreadID.current
            let releases: Locked<[(maker: ThreadID, releaser: ThreadID)]>
            init(_ releases: Locked<[(maker: ThreadID, releaser: ThreadID)]>) { self.releases = releases }
            deinit {
                let entry = (maker: maker, releaser: ThreadID.current)
                releases.withLock { $0.append(entry) }
            }
        }
        let caller = ThreadID.current
        let releases = Locked<[(maker: ThreadID, releaser: ThreadID)]>([])
        let helperStarted = DispatchSemaphore(value: 0)
        let waitedInVain = Locked(false)
        var consumed = 0
        // The calling thread waits for the helper at its first element, and each element
        // takes a moment, so that the helper makes its share.
        LintRun.forEachInOrder(Array(0..<2_000), workers: 2, window: 64, { element in
            if ThreadID.current != caller {
                helperStarted.signal()
            } else if element == 0, helperStarted.wait(timeout: .now() + 10) == .timedOut {
                waitedInVain.withLock { $0 = true }
            }
            usleep(50)
            return Made(releases)
        }, consume: { _ in consumed += 1 })
        let all = releases.withLock { $0 }
        let byHelper = all.filter { $0.maker != caller }
        #expect(!waitedInVain.withLock { $0 }, "no helper started")
        #expect(consumed == 2_000 && all.count == 2_000)
        // Each dropped by its maker, or by the caller once the helper has ended: mostly a
        // last window's worth, but a loaded machine has shown more (113 of 990 once), so
        // the bound is loose. Dropped where consumed, all of them would be the caller's.
        #expect(byHelper.allSatisfy { $0.releaser == $0.maker || $0.releaser == caller })
        #expect(byHelper.filter { $0.releaser == caller }.count < byHelper.count / 2,
                "\(byHelper.count) made by the helper")
        #expect(all.filter { $0.maker == caller }.allSatisfy { $0.releaser == caller })
    }

    /// Workers take runs of elements, one hand-off per run: long runs for many elements
    /// and a wide window, single elements when there are few of them or the window is narrow.
    @Test func runsOfElementsPerHandOff() {
        #expect(LintRun.runLength(elements: 2_000, workers: 2, window: 64) == 16)
        #expect(LintRun.runLength(elements: 2_000, workers: 4, window: 64) == 8)
        #expect(LintRun.runLength(elements: 40, workers: 2, window: 64) == 2)
        #expect(LintRun.runLength(elements: 10, workers: 2, window: 64) == 1)
        #expect(LintRun.runLength(elements: 2_000, workers: 2, window: 3) == 1)
        // Uneven ends: every element once, in order, whatever the run length.
        for count in [1, 15, 16, 17, 161, 333] {
            let elements = Array(0..<count)
            var consumed: [Int] = []
            LintRun.forEachInOrder(elements, workers: 2, window: 64, { $0 }, consume: { consumed.append($0) })
            #expect(consumed == elements, "\(count)")
        }
    }

    /// The last runs shrink, `workers` of each length down to one element, so that no
    /// worker is left alone with a long run at the end; the runs cover the elements once,
    /// in order.
    @Test func theLastRunsShrinkSoThatTheWorkersFinishTogether() {
        let runs = LintRun.runs(elements: 2_000, workers: 2, length: 16)
        #expect(runs.suffix(8).map(\.count) == [8, 8, 4, 4, 2, 2, 1, 1])
        // Before them, runs of 16 (the last of which holds what is left over).
        #expect(runs.dropLast(9).allSatisfy { $0.count == 16 })
        for (count, workers, length) in [(0, 2, 16), (1, 2, 1), (5, 2, 16), (30, 2, 16), (31, 3, 4), (2_000, 4, 8), (333, 2, 16)] {
            let runs = LintRun.runs(elements: count, workers: workers, length: length)
            #expect(runs.flatMap { Array($0) } == Array(0..<count), "\(count) elements, \(workers) workers, runs of \(length)")
            #expect(runs.allSatisfy { !$0.isEmpty && $0.count <= length })
            if count >= workers { #expect(runs.suffix(workers).allSatisfy { $0.count == 1 }) }
        }
    }

    @Test func theFilterHidesTheBaselineAndKeepsErrorsAsTheWholeReportDoes() throws {
        let tree = corpus()
        let root = tree.files.root
        let paths = ArtifactPaths(root: root)
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: root, files: tree))
        // A baseline of every other file's findings.
        let older = LintReport(files: report.files.enumerated().filter { $0.offset % 2 == 0 }.map(\.element), failures: [])
        let baseline = Baseline(older, paths: paths)
        let expected = baseline.filtering(report, paths: paths)
        var filter = ReportFilter(baseline: Baseline.Filter(baseline, paths: paths), errorsOnly: true)
        var shown: [LintedFile] = []
        for var file in report.files {
            filter.apply(to: &file)
            shown.append(file)
        }
        #expect(filter.summary == expected.summary)
        #expect(filter.summary.baselined > 0)
        #expect(filter.shown == expected.keepingErrorsOnly().summary)
        #expect(LintReport(files: shown, failures: []).outline == expected.keepingErrorsOnly().outline)
        #expect(filter.shown.warnings == 0 && filter.summary.warnings > 0)
    }
}
