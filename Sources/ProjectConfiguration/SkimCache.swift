import Platform
import SourceCode

/// The skims of a large project's sources, kept between lint runs in this user's cache
/// folder (`~/Library/Caches/kb-lsp` on macOS, `~/.cache/kb-lsp` elsewhere), so that a
/// run reads again only the sources whose stamp changed. One file per project root,
/// named by a hash of the root and holding the root and the stamp of the kb-lsp that
/// wrote it: another build of kb-lsp, another root, a file cut short or anything else
/// unexpected, and the whole cache is passed over. A source written less than
/// `settledSeconds` before it was read is not kept: a change within the same tick of the
/// file system's clock would leave its stamp as it was (git's "racily clean" files).
struct SkimCache {
    /// Projects with fewer sources are skimmed whole each run: their skim is quick.
    static let smallestProject = 1_000
    static let settledSeconds = 2
    static let largestFile = 64 << 20
    private static let header = "kb-lsp skims 1"

    /// The cache file.
    let path: String
    /// The root and the kb-lsp that wrote the file: a file for anything else is not read.
    let key: String

    /// The cache of `root`'s skims in `folder`; nil when the running kb-lsp cannot be
    /// found (its stamp keys the cache).
    init?(folder: String, root: String) {
        guard let executable = Platform.executablePath(), let stamp = FileSystem.stamp(of: executable) else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        path = folder + "/" + String(hash, radix: 16) + ".skims"
        key = root + "\t" + Self.text(of: stamp)
    }

    /// The sources kept for the project, by path; empty when there is no usable cache.
    func load(files: any FileReading) -> [String: ProjectIndex.Source] {
        guard !files.isFromOthers(path), let bytes = try? files.readFile(path, atMost: Self.largestFile) else { return [:] }
        return bytes.withUnsafeBufferPointer { buffer in
            let lines = Self.split(buffer[...], at: 0x0A)
            guard lines.count >= 3, Self.text(lines[0]) == Self.header, Self.text(lines[1]) == key,
                  lines.last?.isEmpty == true, Self.text(lines[lines.count - 2]) == "end \(lines.count - 4)" else { return [:] }
            var sources: [String: ProjectIndex.Source] = [:]
            sources.reserveCapacity(lines.count - 4)
            for line in lines[2..<(lines.count - 2)] {
                guard let (path, source) = Self.source(line) else { return [:] }
                sources[path] = source
            }
            return sources
        }
    }

    /// Keeps `sources` (those read at least `settledSeconds` after their last change,
    /// `now` being when the listing began) for the next run; a failure only loses the cache.
    func save(_ sources: [String: ProjectIndex.Source], listedAt now: Int) {
        var lines = [Self.header, key]
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            guard let stamp = source.stamp, stamp.seconds <= now - Self.settledSeconds,
                  let line = Self.line(path, source, stamp) else { continue }
            lines.append(line)
        }
        lines.append("end \(lines.count - 2)")
        try? FileSystem.writeNewFile(path, Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    // A line: path, stamp, language, relevance, why skipped, defines, then one field per
    // declaration; lists within a field are separated by 0x1F. Text with a control
    // character (a path with a line break) is not kept.
    private static let separator: Character = "\u{1F}"

    private static func line(_ path: String, _ source: ProjectIndex.Source, _ stamp: FileSystem.Stamp) -> String? {
        let texts = [path] + [source.skipped].compactMap { $0 } + source.defines
            + source.declarations.flatMap { [$0.name, $0.superclass ?? "", $0.category ?? ""] + $0.inherited }
        guard !texts.contains(where: { $0.utf8.contains { $0 < 0x20 } }) else { return nil }
        let declarations = source.declarations.map { declaration in
            ([kindCodes[declaration.kind] ?? "", declaration.name, optional(declaration.superclass),
              optional(declaration.category), String(declaration.line)] + declaration.inherited).joined(separator: String(separator))
        }
        return ([path, text(of: stamp), source.language == .swift ? "s" : "o", source.isRelevant ? "1" : "0",
                 optional(source.skipped), source.defines.joined(separator: String(separator))] + declarations).joined(separator: "\t")
    }

    private typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private static func source(_ line: Bytes) -> (String, ProjectIndex.Source)? {
        let fields = split(line, at: 0x09)
        guard fields.count >= 6, let stamp = stamp(fields[1]), fields[2].count == 1,
              fields[3].count == 1, let language = fields[2].first.flatMap(language(letter:)),
              let relevance = fields[3].first, relevance == UInt8(ascii: "0") || relevance == UInt8(ascii: "1") else { return nil }
        var source = ProjectIndex.Source(stamp: stamp, language: language)
        source.isRelevant = relevance == UInt8(ascii: "1")
        source.skipped = optional(fields[4])
        source.defines = fields[5].isEmpty ? [] : split(fields[5], at: 0x1F).map(text)
        source.declarations.reserveCapacity(fields.count - 6)
        for field in fields.dropFirst(6) {
            let parts = split(field, at: 0x1F)
            guard parts.count >= 5, parts[0].count == 1, let code = parts[0].first, let kind = kind(letter: code),
                  let line = number(parts[4]).map(Int.init) else { return nil }
            source.declarations.append(SourceSkim.Declaration(kind: kind, name: text(parts[1]), superclass: optional(parts[2]),
                                                              inherited: parts.dropFirst(5).map(text), category: optional(parts[3]),
                                                              line: line))
        }
        return (text(fields[0]), source)
    }

    /// A stamp as the file keeps it: `DEVICE:INODE:SIZE:SECONDS:NANOSECONDS`.
    private static func text(of stamp: FileSystem.Stamp) -> String {
        "\(stamp.device):\(stamp.inode):\(stamp.size):\(stamp.seconds):\(stamp.nanoseconds)"
    }

    /// `text(of:)` read back.
    private static func stamp(_ field: Bytes) -> FileSystem.Stamp? {
        // Five numbers, read without an array: every line of the cache has one.
        var parts: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
        var count = 0
        var start = field.startIndex
        for index in field.startIndex...field.endIndex where index == field.endIndex || field.base[index] == UInt8(ascii: ":") {
            guard count < 5, let value = number(field.base[start..<index]) else { return nil }
            switch count {
            case 0: parts.0 = value
            case 1: parts.1 = value
            case 2: parts.2 = value
            case 3: parts.3 = value
            default: parts.4 = value
            }
            count += 1
            start = index + 1
        }
        guard count == 5, parts.2 <= UInt64(Int64.max), parts.3 <= UInt64(Int.max), parts.4 <= UInt64(Int.max) else { return nil }
        return FileSystem.Stamp(device: parts.0, inode: parts.1, size: Int64(parts.2), seconds: Int(parts.3), nanoseconds: Int(parts.4))
    }

    /// Decimal digits (at most 19: no overflow); nil for anything else.
    private static func number(_ digits: Bytes) -> UInt64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: UInt64 = 0
        for index in digits.startIndex..<digits.endIndex {
            let byte = digits.base[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The parts of `bytes` between the `separator`s: the cache is read once per run, and
    /// its lines number the project's sources (indices on the buffer itself, no iterator).
    private static func split(_ bytes: Bytes, at separator: UInt8) -> [Bytes] {
        let base = bytes.base
        var parts: [Bytes] = []
        parts.reserveCapacity(8)
        var start = bytes.startIndex
        for index in bytes.startIndex..<bytes.endIndex where base[index] == separator {
            parts.append(base[start..<index])
            start = index + 1
        }
        parts.append(base[start..<bytes.endIndex])
        return parts
    }

    /// An optional text: "=" before it, nothing for nil.
    private static func optional(_ value: String?) -> String { value.map { "=" + $0 } ?? "" }
    private static func optional(_ field: Bytes) -> String? {
        field.first == UInt8(ascii: "=") ? text(field.dropFirst()) : nil
    }

    private static func text(_ bytes: Bytes) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self) }

    private static func language(letter: UInt8) -> SourceLanguage? {
        letter == UInt8(ascii: "s") ? .swift : letter == UInt8(ascii: "o") ? .objectiveC : nil
    }

    /// Each kind of declaration by its letter in the file.
    private static let kinds: [UInt8: TypeDeclaration.Kind] = [
        UInt8(ascii: "c"): .class, UInt8(ascii: "s"): .struct, UInt8(ascii: "e"): .enum, UInt8(ascii: "p"): .protocol,
        UInt8(ascii: "a"): .actor, UInt8(ascii: "x"): .extension, UInt8(ascii: "i"): .interface,
        UInt8(ascii: "m"): .implementation, UInt8(ascii: "g"): .category,
    ]
    private static let kindCodes = Dictionary(uniqueKeysWithValues: kinds.map { ($0.value, String(UnicodeScalar($0.key))) })
    /// `kinds` as a table by byte: a cache's every declaration is looked up.
    private static let kindsByByte: [TypeDeclaration.Kind?] = (0..<256).map { kinds[UInt8($0)] }

    private static func kind(letter: UInt8) -> TypeDeclaration.Kind? { kindsByByte[Int(letter)] }
}
