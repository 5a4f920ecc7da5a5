import Platform
import Testing

/// `ParallelWork.map`: a project's sources read on every core, the results in order.
@Suite struct ParallelWorkTests {
    @Test(arguments: [0, 1, 31, 32, 33, 100, 5_000])
    func resultsKeepTheOrderOfTheIndices(count: Int) {
        let squares = ParallelWork.map(count: count, workers: 4) { $0 * $0 }
        #expect(squares == (0..<count).map { $0 * $0 })
    }

    /// How many transforms run at once, at most.
    static func concurrency(count: Int, workers: Int) -> Int {
        let running = Locked((now: 0, most: 0))
        _ = ParallelWork.map(count: count, workers: workers) { index -> Int in
            running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            var sum = 0
            for step in 0..<20_000 { sum &+= step &* index }
            running.withLock { $0.now -= 1 }
            return sum
        }
        return running.withLock { $0.most }
    }

    @Test func theWorkIsSharedBetweenThreads() {
        #expect(Self.concurrency(count: 2_000, workers: 4) > 1 || FileSystem.processorCount == 1)
        #expect(Self.concurrency(count: 500, workers: 1) == 1)
        // Too few elements for two chunks per thread: the calling thread alone.
        #expect(Self.concurrency(count: 31, workers: 4) == 1)
    }

    @Test func moreStringsThanThreadsAreAllMade() {
        let names = ParallelWork.map(count: 1_234) { "file\($0).swift" }
        #expect(names.count == 1_234 && names[1_233] == "file1233.swift")
    }
}
