import Platform

/// Counts files as workers finish them, for a progress line.
public final class LintProgress: Sendable {
    private let state = Locked((done: 0, total: 0))

    public init() {}

    public var done: Int { state.withLock { $0.done } }
    public var total: Int { state.withLock { $0.total } }

    func start(total: Int) { state.withLock { $0.total = total } }
    func finishOne() { state.withLock { $0.done += 1 } }
}
