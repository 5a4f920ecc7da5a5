import Dispatch

/// Independent pieces of work spread over the machine's cores: a project's thousands of
/// sources are read and skimmed a few dozen at a time by each core.
public enum ParallelWork {
    /// Elements a thread takes at once: enough that the lock is rarely taken, few enough
    /// that the threads finish together.
    static let chunk = 16

    /// `transform` of each index of `0..<count`, in order, computed by up to `workers`
    /// threads (the calling one among them). Fewer than two chunks per thread are done on
    /// the calling thread alone.
    public static func map<Mapped: Sendable>(count: Int, workers: Int = FileSystem.processorCount,
                                             _ transform: @Sendable (Int) -> Mapped) -> [Mapped] {
        let threads = max(1, min(workers, count / (2 * chunk)))
        guard threads > 1 else { return (0..<count).map(transform) }
        let results = Locked([Mapped?](repeating: nil, count: count))
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let start = next.withLock { next -> Int in
                    defer { next += chunk }
                    return next
                }
                guard start < count else { return }
                let done = (start..<min(start + chunk, count)).map(transform)
                results.withLock { results in
                    for (offset, value) in done.enumerated() { results[start + offset] = value }
                }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// `first` and `second` at once, on two threads (the calling one among them); one after
    /// the other on a machine of one core.
    public static func both<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First,
                                                               _ second: @Sendable () -> Second) -> (First, Second) {
        guard FileSystem.processorCount > 1 else { return (first(), second()) }
        let one = Locked<First?>(nil), other = Locked<Second?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                let value = first()
                one.withLock { $0 = value }
            } else {
                let value = second()
                other.withLock { $0 = value }
            }
        }
        guard let firstValue = one.withLock({ $0 }), let secondValue = other.withLock({ $0 }) else {
            preconditionFailure("concurrentPerform ran both")
        }
        return (firstValue, secondValue)
    }
}
