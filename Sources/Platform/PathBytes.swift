/// File names are bytes, and not every name is UTF-8 (`caf\xE9.kbl`, written in Latin-1).
/// kb-lsp keeps paths as Strings all the same, without losing a byte: a byte that is not
/// part of valid UTF-8 is kept as one scalar of the last 256 code points of Unicode
/// (U+10FF00 + the byte, private use, never assigned), and so is each byte of a name's own
/// U+10FF00…U+10FFFF, so that every path decoded from the system gives its exact bytes
/// back. Every call that hands a path to the system goes through `withCString` here.
extension Paths {
    /// The first of the 256 scalars that stand for raw bytes.
    static let byteBase: UInt32 = 0x10FF00

    /// A path from the system's bytes (a directory entry, `getcwd`, `argv`).
    public static func decoded<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // ASCII, as most names are, is UTF-8 as it is; a name without 0xF4, the lead byte
        // of U+10FF00…U+10FFFF, holds none of them.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        if !bytes.contains(0xF4), let text = String(validating: bytes, as: UTF8.self) { return text }
        let bytes = Array(bytes)
        var path = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0, let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)?.unicodeScalars.first,
               scalar.value < byteBase {
                path.unicodeScalars.append(scalar)
                index += length
                continue
            }
            // A byte of no valid sequence, or of a name's own U+10FFxx: kept as itself.
            let end = length > 0 ? index + length : index + 1
            for byte in bytes[index..<end] {
                path.unicodeScalars.append(Unicode.Scalar(byteBase + UInt32(byte)) ?? "\u{FFFD}")
            }
            index = end
        }
        return path
    }

    /// The bytes the system knows `path` by: its UTF-8, with each byte scalar its byte.
    public static func bytes(of path: String) -> [UInt8] {
        guard mayHoldByteScalars(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= byteBase {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - byteBase))
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the system knows it, a NUL-terminated C string.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard mayHoldByteScalars(path) else { return try path.withCString(body) }
        let bytes = Self.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return try "".withCString(body) }
            return try body(start)
        }
    }

    /// `prefix` (a folder's path and its `/`) followed by a name the system gave as
    /// bytes, decoded as `decoded` does. A name in ASCII, as most are, is copied after the
    /// prefix as it is, into one new String.
    static func joined(_ prefix: String, name: ArraySlice<UInt8>) -> String {
        guard name.allSatisfy({ $0 < 0x80 }) else { return prefix + decoded(name) }
        return name.withUnsafeBufferPointer { joined(prefix, utf8: $0) }
    }

    /// `prefix` followed by the rest of a path, a part of another String.
    public static func joined(_ prefix: String, _ rest: Substring) -> String {
        rest.utf8.withContiguousStorageIfAvailable { joined(prefix, utf8: $0) } ?? prefix + rest
    }

    /// `prefix` followed by `utf8` (valid UTF-8), made in one allocation: appending to a
    /// String was most of making each listed file's path.
    private static func joined(_ prefix: String, utf8 rest: UnsafeBufferPointer<UInt8>) -> String {
        var prefix = prefix
        return prefix.withUTF8 { head in
            String(unsafeUninitializedCapacity: head.count + rest.count) { buffer in
                guard let start = buffer.baseAddress else { return 0 }
                if let headStart = head.baseAddress { start.initialize(from: headStart, count: head.count) }
                if let restStart = rest.baseAddress { (start + head.count).initialize(from: restStart, count: rest.count) }
                return head.count + rest.count
            }
        }
    }

    /// A path the system gave as a C string (`realpath`, `mkdtemp`, `getcwd`).
    public static func decoded(cString: UnsafePointer<CChar>) -> String {
        decoded(UnsafeRawBufferPointer(start: cString, count: strlen(cString)))
    }

    /// Whether `path` may hold a scalar that stands for a raw byte: only a path whose
    /// UTF-8 has 0xF4, their lead byte, can. Most paths have none, and are then their
    /// UTF-8 as they are, found without walking their scalars.
    static func mayHoldByteScalars(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } ?? path.utf8.contains(0xF4)
    }

    /// How many bytes at `index` make one well-formed UTF-8 sequence (RFC 3629); 0 when
    /// none starts there.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF4: length = 4; second = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}

extension FileSystem {
    /// `stat(2)` of `path` (`lstat` without `followingLinks`); nil when it fails, errno
    /// saying why.
    static func info(_ path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        let status = Paths.withCString(path) { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return status == 0 ? info : nil
    }
}

extension FileSystem {
    /// `path` made absolute against `directory`, naming what the system would open for
    /// it: `.` and repeated slashes dropped, and `..` resolved by the system — through
    /// the links before it (`link/../x.kbl` is beside the link's target, not beside the
    /// link) — never lexically. When the part up to the last `..` cannot be resolved
    /// (it does not exist), `..` is left for the system to fail on as it would.
    public static func absolutePath(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        let parts = joined.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard let last = parts.lastIndex(of: "..") else { return "/" + parts.joined(separator: "/") }
        let head = "/" + parts[...last].joined(separator: "/")
        let tail = parts[(last + 1)...]
        guard let resolved = Platform.realPath(head) else { return "/" + parts.joined(separator: "/") }
        guard !tail.isEmpty else { return resolved }
        return (resolved == "/" ? "" : resolved) + "/" + tail.joined(separator: "/")
    }
}

extension Platform {
    /// The command line as the system passed it, each argument decoded as a path is
    /// (`Paths.decoded`: `CommandLine.arguments` would turn a byte that is not UTF-8
    /// into U+FFFD, naming another file).
    public static func commandLine() -> [String] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Paths.decoded(cString: $0) } ?? ""
        }
    }
}
