import Dispatch
import Platform

/// The language server's log on standard error, which never holds the server up: lines
/// are queued and written by a thread of their own, so a client that never reads the
/// server's standard error blocks that thread only. The queue keeps at most
/// `maximumQueued` bytes; lines beyond are dropped and counted, and the count is logged
/// once the queue drains. Each line is cut to `maximumLine` bytes (a URI or other text
/// from the client can be any length) and printed as paths are (`Paths.printable`), so it
/// stays one line.
final class ServerLog: Sendable {
    static let maximumLine = 1_000
    static let maximumQueued = 1 << 20

    private struct State {
        var lines: [String] = []
        var queued = 0
        var dropped = 0
        var writing = false
    }

    private let state = Locked(State())
    private let descriptor: Int32
    private let queue = DispatchQueue(label: "kb-lsp.log")

    init(descriptor: Int32 = 2) {
        self.descriptor = descriptor
    }

    /// Queues `message` as one line `kb-lsp: MESSAGE`.
    func write(_ message: String) {
        let line = "kb-lsp: " + Self.cut(Paths.printable(message)) + "\n"
        let startsWriter = state.withLock { state -> Bool in
            guard state.queued + line.utf8.count <= Self.maximumQueued else {
                state.dropped += 1
                return false
            }
            state.lines.append(line)
            state.queued += line.utf8.count
            let idle = !state.writing
            state.writing = true
            return idle
        }
        if startsWriter { queue.async { self.drain() } }
    }

    /// Waits until every queued line is written (at the end of the process), for at most
    /// `seconds`: a reader that never reads does not hold the exit up.
    func flush(within seconds: Double = 1) {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        _ = done.wait(timeout: .now() + seconds)
    }

    private func drain() {
        while true {
            let (lines, dropped) = state.withLock { state -> ([String], Int) in
                let taken = (state.lines, state.dropped)
                state.lines.removeAll()
                state.queued = 0
                state.dropped = 0
                // Nothing left: the next line starts a writer again.
                if taken.0.isEmpty, taken.1 == 0 { state.writing = false }
                return taken
            }
            guard !lines.isEmpty || dropped > 0 else { return }
            var bytes = Array(lines.joined().utf8)
            if dropped > 0 {
                bytes += "kb-lsp: \(dropped) log line\(dropped == 1 ? "" : "s") dropped: standard error is not read fast enough\n".utf8
            }
            Platform.writeAll(bytes, to: descriptor)
        }
    }

    /// `text` cut to `maximumLine` bytes, at a character's start, with `…`.
    static func cut(_ text: String) -> String {
        guard text.utf8.count > maximumLine else { return text }
        var kept = ""
        var bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > maximumLine - 3 { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
