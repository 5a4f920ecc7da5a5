import PlainText

/// Splits a byte stream into JSON-RPC message bodies framed by LSP's base protocol:
/// header lines (`Content-Length: N`, optional `Content-Type`) ended by an empty line,
/// then exactly `N` bytes of content.
///
/// A state machine with two states: reading headers, then reading `remaining` content
/// bytes. Bad frames never stop it: a header block without a usable `Content-Length` is
/// reported and dropped, and bytes that do not start a header (garbage between
/// messages, the body of a refused message) are skipped up to the next line that does.
public struct MessageFramer: Sendable {
    /// What the framer found in the stream.
    public enum Event: Sendable, Equatable {
        /// One message's content, exactly `Content-Length` bytes.
        case message([UInt8])
        /// A frame that had to be dropped, and why.
        case error(FramingError)
    }

    private enum State: Sendable {
        case readingHeaders
        case readingContent(remaining: Int)
    }

    /// The largest `Content-Length` accepted. Larger messages are refused unread.
    public let maximumContentLength: Int
    /// The largest header block accepted.
    public static let maximumHeaderLength = 8 * 1024

    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (consumed bytes are dropped in bulk).
    private var start = 0
    private var state = State.readingHeaders
    /// How far the header that starts at `start` was already searched for its end, so a
    /// header arriving a byte at a time is not searched again from its start each time.
    private var searchedHeader = (start: -1, until: 0)

    /// A framer that refuses messages longer than `maximumContentLength` bytes (64 MiB by default).
    public init(maximumContentLength: Int = 64 << 20) {
        self.maximumContentLength = maximumContentLength
    }

    /// Adds bytes read from the stream.
    public mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            searchedHeader = (searchedHeader.start - start, searchedHeader.until - start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or framing error, or nil when more bytes are needed.
    public mutating func next() -> Event? {
        while true {
            switch state {
            case .readingContent(let remaining):
                guard buffer.count - start >= remaining else { return nil }
                let content = Array(buffer[start..<(start + remaining)])
                start += remaining
                state = .readingHeaders
                return .message(content)
            case .readingHeaders:
                skipToHeader()
                guard let end = headerEnd() else {
                    if buffer.count - start > Self.maximumHeaderLength {
                        // No blank line in sight: drop this line and look for the next header.
                        start += 1
                        return .error(.malformedHeader("header block longer than \(Self.maximumHeaderLength) bytes"))
                    }
                    return nil
                }
                let block = buffer[start..<end]
                start = end + 4
                switch Self.contentLength(in: block, maximum: maximumContentLength) {
                case .success(let length):
                    state = .readingContent(remaining: length)
                case .failure(let error):
                    return .error(error)
                }
            }
        }
    }

    /// Drops bytes up to the next header name we know, wherever it starts: garbage need
    /// not end with a line break, and a refused or short body may run straight into the
    /// next message's header.
    private mutating func skipToHeader() {
        var offset = start
        while offset < buffer.count, !startsHeader(at: offset) { offset += 1 }
        start = offset
    }

    /// Whether a header name starts here; a partial name at the end of the buffer counts,
    /// so that a header split across two reads is kept.
    private func startsHeader(at offset: Int) -> Bool {
        let prefix = Self.headerPrefix
        let available = min(prefix.count, buffer.count - offset)
        for index in 0..<available where lowercased(buffer[offset + index]) != prefix[index] {
            return false
        }
        return true
    }

    /// The lowercased start of every header name we know.
    private static let headerPrefix = Array("content-".utf8)

    /// Where the blank line ending the header at `start` begins, or nil if it has not
    /// arrived; bytes searched before are not searched again.
    private mutating func headerEnd() -> Int? {
        let limit = min(buffer.count, start + Self.maximumHeaderLength + 4)
        var offset = searchedHeader.start == start ? max(start, searchedHeader.until - 3) : start
        while offset + 3 < limit {
            if buffer[offset] == 13, buffer[offset + 1] == 10, buffer[offset + 2] == 13, buffer[offset + 3] == 10 {
                return offset
            }
            offset += 1
        }
        searchedHeader = (start, limit)
        return nil
    }

    private static func contentLength(in block: ArraySlice<UInt8>, maximum: Int) -> Result<Int, FramingError> {
        var length: Int?
        for line in block.split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line, as: UTF8.self).trimmingBlanks
            guard let colon = text.firstIndex(of: ":") else {
                return .failure(.malformedHeader("header line without ':': \(text.prefix(60))"))
            }
            let name = text[..<colon].trimmingBlanks.lowercased()
            let value = text[text.index(after: colon)...].trimmingBlanks
            guard name == "content-length" else { continue }
            // Digits only: no sign, no spaces inside; at most 12 digits so it cannot overflow.
            guard !value.isEmpty, value.count <= 12, value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
                  let parsed = Int(value) else {
                return .failure(.invalidContentLength(String(value.prefix(60))))
            }
            guard parsed <= maximum else { return .failure(.contentTooLarge(parsed, maximum: maximum)) }
            length = parsed
        }
        guard let length else { return .failure(.missingContentLength) }
        return .success(length)
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }
}

/// Why a frame was dropped.
public enum FramingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The header block had no `Content-Length`.
    case missingContentLength
    /// The `Content-Length` was not a decimal number.
    case invalidContentLength(String)
    /// The `Content-Length` was over the framer's maximum.
    case contentTooLarge(Int, maximum: Int)
    /// A header line without a colon, or a header block too long.
    case malformedHeader(String)

    public var description: String {
        switch self {
        case .missingContentLength: return "a header block without Content-Length was dropped"
        case .invalidContentLength(let value): return "invalid Content-Length '\(value)'; the frame was dropped"
        case .contentTooLarge(let length, let maximum):
            return "Content-Length \(length) is over the limit of \(maximum) bytes; the message was refused"
        case .malformedHeader(let reason): return "malformed header: \(reason)"
        }
    }
}

/// Frames a message body with its `Content-Length` header.
public func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
}
