import Dispatch
import Linting
import Platform

/// `linting 120/4000 files` on standard error, redrawn in place while a long lint runs.
/// Only for a terminal (the caller checks), only once the run has taken longer than
/// `delay`, and erased when the run ends, so short runs and logs never see it. Findings
/// written to the same terminal meanwhile go through `pausing(_:)`, which erases the line
/// first; the next redraw puts it back below them.
final class ProgressLine: Sendable {
    private let progress: LintProgress
    private let stopped = Locked(false)
    private let exited = DispatchSemaphore(value: 0)
    /// Whether the line is on the screen; held while drawing, erasing or writing around it.
    private let shown = Locked(false)

    init(_ progress: LintProgress, delay: Duration = .milliseconds(500), intervalMicroseconds: UInt32 = 100_000) {
        self.progress = progress
        let start = ContinuousClock.now
        DispatchQueue.global().async { [self] in
            while !stopped.withLock({ $0 }) {
                usleep(intervalMicroseconds)
                guard ContinuousClock.now - start >= delay, !stopped.withLock({ $0 }) else { continue }
                let total = progress.total
                shown.withLock { shown in
                    write(Self.erasure + (total == 0 ? "linting…" : "linting \(progress.done)/\(total) files"))
                    shown = true
                }
            }
            pausing {}
            exited.signal()
        }
    }

    /// Runs `body` (a write to the terminal) with the line erased and not redrawn meanwhile.
    func pausing(_ body: () -> Void) {
        shown.withLock { shown in
            if shown { write(Self.erasure) }
            shown = false
            body()
        }
    }

    private static let erasure = "\r\u{1B}[2K"

    /// Stops redrawing and erases the line; returns once it is gone.
    func finish() {
        stopped.withLock { $0 = true }
        exited.wait()
    }

    private func write(_ text: String) {
        var stream = StandardError()
        stream.write(text)
    }
}
