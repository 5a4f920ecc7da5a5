import Dispatch
import Foundation
@testable import Linting
import Platform
import Testing

/// Helper threads are started before their work is known, run it once each when it comes,
/// and end whether or not any came.
@Suite struct HelperThreadsTests {
    /// Each helper runs the work once, on a thread other than the caller's (the system's
    /// pool may run more helpers than it has threads one after another).
    @Test func eachHelperRunsTheWorkOnceBesideTheCaller() {
        let caller = ThreadID.current
        let threads = Locked<[ThreadID]>([])
        let helpers = HelperThreads(count: 3)
        helpers.start { threads.withLock { $0.append(.current) } }
        helpers.finish()
        let ran = threads.withLock { $0 }
        #expect(ran.count == 3)
        #expect(!ran.contains(caller))
    }

    /// A run that stops before any work (a configuration that cannot be used) lets its
    /// helpers go without work; finishing again, or starting after, changes nothing.
    @Test func helpersEndWithoutWorkAndOnlyOnce() {
        let ran = Locked(0)
        let idle = HelperThreads(count: 2)
        idle.finish()
        idle.finish()
        idle.start { ran.withLock { $0 += 1 } }
        let busy = HelperThreads(count: 2)
        busy.start { ran.withLock { $0 += 1 } }
        busy.start { ran.withLock { $0 += 100 } }
        busy.finish()
        busy.finish()
        #expect(ran.withLock { $0 } == 2)
        HelperThreads(count: 0).finish()
        HelperThreads(count: -3).finish()
        #expect(HelperThreads(count: -3).count == 0)
    }
}
