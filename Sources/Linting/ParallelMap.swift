import Dispatch
import Platform

extension LintRun {
    /// `transform` applied to every element by `workers` threads at once; the results
    /// keep the elements' order.
    static func parallelMap<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], workers: Int, _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        let workers = max(1, min(workers, elements.count))
        if workers == 1 { return elements.map(transform) }
        let queue = WorkQueue<Mapped>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = queue.take() {
                queue.store(transform(elements[index]), at: index)
            }
        }
        return queue.results()
    }
}

/// Hands out indices to workers and collects their results in place.
fileprivate final class WorkQueue<Mapped: Sendable>: Sendable {
    private let next = Locked(0)
    private let slots: Locked<[Mapped?]>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = Locked(Array(repeating: nil, count: count))
    }

    func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Mapped, at index: Int) {
        slots.withLock { $0[index] = result }
    }

    func results() -> [Mapped] {
        slots.withLock { $0.compactMap { $0 } }
    }
}
