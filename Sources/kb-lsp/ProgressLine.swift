import Dispatch
import Linting
import Platform

/// `linting 120/4000 files` on standard error, redrawn in place while a long lint runs.
/// Only for a terminal (the caller checks), only once the run has taken longer than
/// `delay`, and erased when the run ends, so short runs and logs never see it.
final class ProgressLine: Sendable {
    private let progress: LintProgress
    private let stopped = Locked(false)
    private let exited = DispatchSemaphore(value: 0)

    init(_ progress: LintProgress, delay: Duration = .milliseconds(500), intervalMicroseconds: UInt32 = 100_000) {
        self.progress = progress
        let start = ContinuousClock.now
        DispatchQueue.global().async { [self] in
            var shown = false
            while !stopped.withLock({ $0 }) {
                usleep(intervalMicroseconds)
                guard ContinuousClock.now - start >= delay, !stopped.withLock({ $0 }) else { continue }
                let total = progress.total
                write(total == 0 ? "\r\u{1B}[2Klinting…" : "\r\u{1B}[2Klinting \(progress.done)/\(total) files")
                shown = true
            }
            if shown { write("\r\u{1B}[2K") }
            exited.signal()
        }
    }

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
