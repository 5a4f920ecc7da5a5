import Foundation
import Platform
import Testing

/// `ParallelWork.map`: a project's sources read on every core, the results in order.
@Suite struct ParallelWorkTests {
    @Test(arguments: [0, 1, 31, 32, 33, 100, 1_000, 5_000])
    func resultsKeepTheOrderOfTheIndices(count: Int) {
        for workers in [1, 2, 4, 7] {
            let squares = ParallelWork.map(count: count, workers: workers) { $0 * $0 }
            #expect(squares == (0..<count).map { $0 * $0 })
        }
    }

    /// How many transforms run at once, at most.
    static func concurrency(count: Int, workers: Int) -> Int {
        let running = Locked((now: 0, most: 0))
        _ = ParallelWork.map(count: count, workers: workers) { index -> Int in
            running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            var sum = 0
            for step in 0..<2_000 { sum &+= step &* index }
            running.withLock { $0.now -= 1 }
            return sum
        }
        return running.withLock { $0.most }
    }

    @Test func theWorkIsSharedBetweenThreads() {
        guard FileSystem.processorCount > 1 else { return }
        // Each transform waits, at most 10 s in all, for another to run beside it: on a
        // busy machine the second thread may start late, but it starts.
        let state = Locked((running: 0, overlapped: false, gaveUp: false))
        let start = ContinuousClock.now
        _ = ParallelWork.map(count: 64, workers: 2) { index -> Int in
            state.withLock { $0.running += 1; if $0.running > 1 { $0.overlapped = true } }
            while state.withLock({ !$0.overlapped && !$0.gaveUp }) {
                if ContinuousClock.now - start > .seconds(10) { state.withLock { $0.gaveUp = true } }
                Thread.sleep(forTimeInterval: 0.001)
            }
            state.withLock { $0.running -= 1 }
            return index
        }
        #expect(state.withLock { $0.overlapped })
    }

    @Test func oneWorkerOrFewElementsStayOnTheCallingThread() {
        #expect(Self.concurrency(count: 500, workers: 1) == 1)
        // Too few elements for two chunks per thread: the calling thread alone.
        #expect(Self.concurrency(count: 31, workers: 4) == 1)
    }

    @Test func moreStringsThanThreadsAreAllMade() {
        let names = ParallelWork.map(count: 1_234) { "file\($0).swift" }
        #expect(names.count == 1_234 && names[1_233] == "file1233.swift")
    }

    /// `ParallelWork.both`: a project's skim cache read while its tree is listed. Each side
    /// waits, at most 10 s, for the other to start: they run at once.
    @Test func bothRunAtOnceAndGiveTheirValues() {
        let started = Locked(0)
        let start = ContinuousClock.now
        @Sendable func waitForTheOther() -> Bool {
            started.withLock { $0 += 1 }
            while started.withLock({ $0 < 2 }) {
                if ContinuousClock.now - start > .seconds(10) { return false }
                Thread.sleep(forTimeInterval: 0.001)
            }
            return true
        }
        let (one, other) = ParallelWork.both({ (waitForTheOther(), "skims") }, { (waitForTheOther(), [1, 2, 3]) })
        #expect(one.1 == "skims" && other.1 == [1, 2, 3])
        if FileSystem.processorCount > 1 { #expect(one.0 && other.0) }
    }
}
