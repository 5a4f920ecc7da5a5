import Dispatch
import Platform

/// Threads that work beside the calling thread, started before their work is known.
///
/// A new thread can take milliseconds to run on a core of its own (measured on Linux: a
/// median of about two, the calling thread and the new one sharing a core meanwhile).
/// Started while the calling thread still lists the files, the helpers are waiting when
/// the work comes, and each starts on it at once.
final class HelperThreads: Sendable {
    /// How many helpers there are.
    let count: Int
    /// What the helpers run: set once, before they are let go.
    private let body = Locked<(@Sendable () -> Void)?>(nil)
    private let stage = Locked(Stage.waiting)
    private let go = DispatchSemaphore(value: 0)
    private let group = DispatchGroup()

    private enum Stage {
        case waiting, started, finished
    }

    /// Starts `count` helpers (none for zero or less), each waiting for `start(_:)`.
    init(count: Int) {
        self.count = max(0, count)
        for _ in 0..<self.count {
            DispatchQueue.global().async(group: group) { [go, body] in
                go.wait()
                body.withLock { $0 }?()
            }
        }
    }

    /// Has every helper run `work`, once each; the calling thread goes on at once. Only
    /// the first call gives work: the helpers are let go once.
    func start(_ work: @escaping @Sendable () -> Void) {
        letGo(with: work)
    }

    /// Waits until every helper is done; helpers given no work end without any.
    func finish() {
        letGo(with: nil)
        let isFirst = stage.withLock { stage -> Bool in
            defer { stage = .finished }
            return stage != .finished
        }
        if isFirst { group.wait() }
    }

    private func letGo(with work: (@Sendable () -> Void)?) {
        let isFirst = stage.withLock { stage -> Bool in
            guard stage == .waiting else { return false }
            stage = .started
            return true
        }
        guard isFirst else { return }
        body.withLock { $0 = work }
        for _ in 0..<count { go.signal() }
    }
}
