import Dispatch
import Platform

extension LintRun {
    /// `transform` applied to every element by `workers` threads at once, each result
    /// handed to `consume` on the calling thread in the elements' order, as soon as it
    /// and every result before it are done. At most `window` results are done or in
    /// progress and not yet consumed, so memory does not grow with the number of
    /// elements: a slow element holds the workers back `window` elements later at most.
    static func forEachInOrder<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], workers: Int, window: Int,
        _ transform: @escaping @Sendable (Element) -> Mapped, consume: (Mapped) -> Void
    ) {
        forEachInOrder(elements, helpers: HelperThreads(count: min(workers, elements.count) - 1), window: window,
                       transform, consume: consume)
    }

    /// As `forEachInOrder(_:workers:window:_:consume:)`, the calling thread working with
    /// `helpers` (started earlier, so that they are running when the work comes), which
    /// are finished on return.
    ///
    /// Workers take the elements in runs of a few (`runLength`), and a run's results
    /// are handed on together: one hand-off between threads per run, not per element
    /// (on a machine whose cores are all busy, each hand-off can cost a context switch).
    /// The calling thread is one of the workers: while the run whose turn it is is not
    /// done, it transforms the next run itself, so no thread of its own competes with the
    /// workers for the cores only to wait and consume.
    static func forEachInOrder<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], helpers: HelperThreads, window: Int,
        _ transform: @escaping @Sendable (Element) -> Mapped, consume: (Mapped) -> Void
    ) {
        defer { helpers.finish() }
        let workers = max(1, min(helpers.count + 1, elements.count))
        if workers == 1 {
            for element in elements { consume(transform(element)) }
            return
        }
        let length = runLength(elements: elements.count, workers: workers, window: window)
        let runs = runs(elements: elements.count, workers: workers, length: length)
        let queue = OrderedWindow<Range<Int>, [Mapped]>(runs, window: max(window / length, workers), workers: helpers.count + 1)
        // The calling thread is worker 0, the helpers 1, 2, … in the order they start.
        let run: @Sendable (Int, Int) -> Void = { index, worker in
            queue.store(queue.elements[index].map { transform(elements[$0]) }, at: index, by: worker)
        }
        let nextHelper = Locked(1)
        // Helpers beyond the elements find none left to take, and end.
        helpers.start {
            let worker = nextHelper.withLock { next in
                defer { next += 1 }
                return next
            }
            while let index = queue.take() {
                queue.dropConsumed(of: worker)
                run(index, worker)
            }
            queue.dropConsumed(of: worker)
        }
        for index in runs.indices {
            while !queue.isDone(index), let next = queue.take(waiting: false) { run(next, 0) }
            let (results, worker) = queue.result(at: index)
            for result in results { consume(result) }
            // Dropped by the thread that made them (see `giveBack`).
            if worker != 0 { queue.giveBack(results, to: worker) }
            // Only now may another run start: the window counts this run until it is consumed.
            queue.freeSlot()
        }
    }

    /// Elements per run: up to 16, but small enough that every worker gets many runs (the
    /// last ones balance the load) and that two runs per worker fit in the window.
    static func runLength(elements: Int, workers: Int, window: Int) -> Int {
        max(1, min(16, window / (2 * workers), elements / (8 * workers)))
    }

    /// The runs the elements are handed out in, in order: `length` elements each, but the
    /// last ones shorter and shorter, `workers` of each length down to one element, so that
    /// the workers finish together: with runs all of one length, a worker that took the
    /// last run went on alone for up to a whole run while the others had nothing left.
    static func runs(elements: Int, workers: Int, length: Int) -> [Range<Int>] {
        var tail: [Range<Int>] = []
        var end = elements
        var size = 1
        while size < length, end > 0 {
            for _ in 0..<workers where end > 0 {
                tail.append(max(0, end - size)..<end)
                end = tail[tail.count - 1].lowerBound
            }
            size *= 2
        }
        return stride(from: 0, to: end, by: length).map { $0..<min($0 + length, end) } + tail.reversed()
    }
}

/// Hands out indices to workers, at most `window` ahead of the consumer, and passes each
/// result to the consumer through its slot (index modulo the window).
fileprivate final class OrderedWindow<Element: Sendable, Mapped: Sendable>: Sendable {
    let elements: [Element]
    private let next = Locked(0)
    /// One permit per free slot: a worker takes one before an index, the consumer gives
    /// it back when it has taken the result out.
    private let free: DispatchSemaphore
    /// Signalled when the slot's result is stored.
    private let ready: [DispatchSemaphore]
    private let slots: Locked<[(result: Mapped, worker: Int)?]>
    /// Per worker, the results it made that the consumer is done with, waiting for it to
    /// drop them (`giveBack`).
    private let consumed: [Locked<[Mapped]>]

    init(_ elements: [Element], window: Int, workers: Int) {
        self.elements = elements
        let window = max(1, min(window, elements.count))
        free = DispatchSemaphore(value: window)
        ready = (0..<window).map { _ in DispatchSemaphore(value: 0) }
        slots = Locked(Array(repeating: nil, count: window))
        consumed = (0..<workers).map { _ in Locked([]) }
    }

    /// The next index to transform, once a slot is free; nil when every index is taken,
    /// or, not `waiting`, when no slot is free now.
    func take(waiting: Bool = true) -> Int? {
        if waiting {
            free.wait()
        } else if free.wait(timeout: .now()) == .timedOut {
            return nil
        }
        let index = next.withLock { next -> Int? in
            guard next < elements.count else { return nil }
            defer { next += 1 }
            return next
        }
        // Nothing left: the permit goes on to the next worker, which stops too.
        if index == nil { free.signal() }
        return index
    }

    func store(_ result: Mapped, at index: Int, by worker: Int) {
        slots.withLock { $0[index % ready.count] = (result, worker) }
        ready[index % ready.count].signal()
    }

    /// Whether the result for `index`, the next to be consumed, is stored.
    func isDone(_ index: Int) -> Bool {
        slots.withLock { $0[index % ready.count] != nil }
    }

    /// The result for `index` and the worker that made it, waiting for it, taken out of
    /// its slot; `freeSlot()` then lets a worker take the next index.
    func result(at index: Int) -> (result: Mapped, worker: Int) {
        ready[index % ready.count].wait()
        let stored = slots.withLock { slots -> (result: Mapped, worker: Int)? in
            defer { slots[index % ready.count] = nil }
            return slots[index % ready.count]
        }
        guard let stored else { preconditionFailure("OrderedWindow: slot \(index) signalled empty") }
        return stored
    }

    /// Hands a consumed result back to the worker that made it, to be dropped on its
    /// thread. Memory freed on another thread goes back to the allocator's arena of the
    /// thread that took it, under that arena's lock: glibc's worker was taking the same
    /// lock to allocate at that moment, and both threads slept on it in turn.
    func giveBack(_ result: Mapped, to worker: Int) {
        consumed[worker].withLock { $0.append(result) }
    }

    /// Drops the results `worker` made that were handed back to it; called on its thread.
    func dropConsumed(of worker: Int) {
        var dropped: [Mapped] = []
        consumed[worker].withLock { swap(&$0, &dropped) }
    }

    /// The consumer is done with the last result it took: its slot is free.
    func freeSlot() {
        free.signal()
    }
}
