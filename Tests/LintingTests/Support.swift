import Linting
import Platform

extension LintReport {
    /// `path: codes` per file, for comparing runs.
    var outline: [String] {
        files.map { file in "\(file.path): " + file.findings.map { "\($0.code.rawValue)@\($0.oneBasedStart.line):\($0.oneBasedStart.column)" }.joined(separator: " ") }
    }
}

/// A thread, as `pthread_self()` names it: Sendable on every system (a pointer on
/// Darwin, a number on Linux), compared with `pthread_equal`.
struct ThreadID: @unchecked Sendable, Equatable {
    let thread: pthread_t

    static var current: ThreadID { ThreadID(thread: pthread_self()) }

    static func == (first: ThreadID, second: ThreadID) -> Bool {
        pthread_equal(first.thread, second.thread) != 0
    }
}
