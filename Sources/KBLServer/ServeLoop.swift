import Dispatch
import JSONValue
import LSP
import Platform

/// Serves the protocol over two file descriptors (stdin and stdout in production).
///
/// A reader thread frames incoming bytes into messages; the serve loop takes everything
/// that has arrived, handles it in order (requests whose `$/cancelRequest` is already
/// there are answered with -32800), then publishes diagnostics once per changed document.
/// Rapid edits thus never queue stale analyses, and input that arrives while documents
/// are analysed interrupts the analysis between two screens (see `serve`).
public enum ServeLoop {
    /// Runs until `exit` or the end of input; returns the process exit status.
    public static func run(server: Server, input: Int32, output: Int32) -> Int32 {
        let inbox = Inbox()
        DispatchQueue.global().async { readFrames(from: input, into: inbox) }
        return serve(server, inbox: inbox, writer: Writer(descriptor: output))
    }

    /// The loop itself: messages from `inbox`, answers to `writer`. Diagnostics are
    /// analysed screen by screen, and newer input waiting in the inbox interrupts them:
    /// requests are answered first, and a newer version supersedes the one under way.
    static func serve(_ server: Server, inbox: Inbox, writer: Writer) -> Int32 {
        // However it ends (exit, the end of input, a client gone), no picture is left behind.
        defer { server.removePreviews() }
        while true {
            let (events, ended) = inbox.takeAll()
            if let status = handleMessages(events, server: server, send: writer.send) { return status }
            for body in server.flushDiagnosticBodies(unless: { inbox.hasEvents }) { writer.send(body: body) }
            if writer.failed {
                server.log("cannot write to the client; stopping")
                return 1
            }
            // An interrupted flush goes on after the input that interrupted it.
            if ended, !server.hasPendingDiagnostics {
                server.log("end of input; stopping")
                return 0
            }
        }
    }

    /// Handles one batch of what the framer found, in order, sending each answer as it is
    /// made, then the diagnostics of the documents the batch changed, uninterrupted (the
    /// fuzz target's step). Returns the exit status once `exit` was received (the rest of
    /// the batch is left unread), else nil.
    public static func handle(_ events: [MessageFramer.Event], server: Server, send: (JSON) -> Void) -> Int32? {
        if let status = handleMessages(events, server: server, send: send) { return status }
        for message in server.flushDiagnostics() { send(message) }
        return nil
    }

    /// The messages of a batch, in order, without publishing diagnostics; the exit status
    /// once `exit` was received.
    static func handleMessages(_ events: [MessageFramer.Event], server: Server, send: (JSON) -> Void) -> Int32? {
        let cancelled = cancellations(in: events, parser: server.parser)
        for event in events {
            switch event {
            case .message(let body):
                for message in server.handle(body: body, cancelled: cancelled) { send(message) }
            case .error(let error):
                logFramingError(error, server: server)
            }
            if let status = server.exitStatus { return status }
        }
        return nil
    }

    /// The framing errors logged one by one; after them, only each power of ten.
    static let framingErrorsLogged = 10

    private static func logFramingError(_ error: FramingError, server: Server) {
        server.framingErrors += 1
        let count = server.framingErrors
        if count <= framingErrorsLogged {
            server.log("framing: \(error)")
            if count == framingErrorsLogged { server.log("framing: further errors are counted, not logged") }
        } else if isPowerOfTen(count) {
            server.log("framing: \(count) errors so far")
        }
    }

    private static func isPowerOfTen(_ number: Int) -> Bool {
        var rest = number
        while rest >= 10, rest % 10 == 0 { rest /= 10 }
        return rest == 1
    }

    /// The ids named by `$/cancelRequest` notifications in a batch.
    private static func cancellations(in events: [MessageFramer.Event], parser: JSONParser) -> Set<RequestID> {
        var ids: Set<RequestID> = []
        for case .message(let body) in events {
            // A cheap pre-filter: only bodies that mention the method are decoded twice.
            guard body.count < 4096, mentions(cancelMethod, in: body),
                  case .success(.notification(CancelRequestNotification.method, let params)) = IncomingMessage.decode(body, parser: parser),
                  let notification = try? CancelRequestNotification(params: params) else { continue }
            ids.insert(notification.id)
        }
        return ids
    }

    private static let cancelMethod = Array(CancelRequestNotification.method.utf8)

    /// Whether `needle` occurs in `body`, byte for byte (a plain search: the bodies are short
    /// and the needle's first byte is rare; decoding to String and searching Characters cost
    /// a tenth of a small session's handling).
    private static func mentions(_ needle: [UInt8], in body: [UInt8]) -> Bool {
        guard let first = needle.first, body.count >= needle.count else { return needle.isEmpty }
        var offset = 0
        while offset <= body.count - needle.count {
            if body[offset] == first, body[offset..<(offset + needle.count)].elementsEqual(needle) { return true }
            offset += 1
        }
        return false
    }

    private static func readFrames(from descriptor: Int32, into inbox: Inbox) {
        var framer = MessageFramer(maximumContentLength: Server.largestMessage)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                inbox.close()
                return
            }
            framer.append(buffer[0..<count])
            var events: [MessageFramer.Event] = []
            while let event = framer.next() { events.append(event) }
            inbox.push(events)
        }
    }
}

/// Messages handed from the reader thread to the serve loop.
final class Inbox: Sendable {
    private struct State {
        var events: [MessageFramer.Event] = []
        var closed = false
    }

    private let state = Locked(State())
    private let signal = DispatchSemaphore(value: 0)

    func push(_ events: [MessageFramer.Event]) {
        guard !events.isEmpty else { return }
        state.withLock { $0.events += events }
        signal.signal()
    }

    func close() {
        state.withLock { $0.closed = true }
        signal.signal()
    }

    /// Whether something has arrived that `takeAll` has not taken yet.
    var hasEvents: Bool {
        state.withLock { !$0.events.isEmpty }
    }

    /// Everything that has arrived, waiting until something has; `ended` once input closed.
    func takeAll() -> (events: [MessageFramer.Event], ended: Bool) {
        while true {
            let taken = state.withLock { state -> ([MessageFramer.Event], Bool) in
                defer { state.events.removeAll() }
                return (state.events, state.closed)
            }
            if !taken.0.isEmpty || taken.1 { return taken }
            signal.wait()
        }
    }
}

/// Writes framed messages, whole, to a descriptor.
final class Writer {
    private let descriptor: Int32
    private(set) var failed = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func send(_ message: JSON) {
        send(body: message.serializedBytes())
    }

    /// Sends a message already written as bytes.
    func send(body: [UInt8]) {
        guard !failed else { return }
        failed = !Platform.writeAll(frame(body), to: descriptor)
    }
}
