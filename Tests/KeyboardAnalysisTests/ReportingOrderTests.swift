@testable import KeyboardAnalysis
import Testing
import TestSupport

/// The keys of a file's diagnostics are sorted in place, without storage of their own.
@Suite struct ReportingOrderTests {
    @Test func heapSortSortsDistinctKeys() {
        var random = SeededRandom(seed: 31)
        for count in [0, 1, 2, 3, 7, 20, 21, 64, 500] {
            var keys: [UInt64] = []
            var seen: Set<UInt64> = []
            while keys.count < count {
                let key = UInt64(random.number(in: 0...1_000_000)) << 32 | UInt64(keys.count)
                if seen.insert(key).inserted { keys.append(key) }
            }
            var sorted = keys
            Diagnostic.heapSort(&sorted)
            #expect(sorted == keys.sorted(), "\(count) keys")
        }
        var descending: [UInt64] = Array((0..<100).reversed())
        Diagnostic.heapSort(&descending)
        #expect(descending == Array(0..<100))
    }
}
