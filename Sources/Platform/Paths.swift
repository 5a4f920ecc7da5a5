import PlainText

/// Lexical path arithmetic on `/`-separated paths; nothing here touches the disk.
public enum Paths {
    /// `path` made absolute against `directory` and normalised: no `.` or empty parts,
    /// `..` applied lexically (never above `/`).
    public static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// A normalised absolute path (see `absolute`).
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The directory holding `path` (`/` for `/` and top-level entries).
    public static func parent(of path: String) -> String {
        // Found among the UTF-8 bytes: a `/` is one byte, never part of another scalar.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(Substring(path.utf8[..<slash]))
    }

    /// Whether `path` is `directory` + `/` + a name (`/` + a name for the root), byte for
    /// byte: `parent(of: path)` is then `directory`, told without making it. The files of
    /// one folder, listed in turn, are checked this way.
    public static func isEntry(_ path: String, directlyIn directory: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let answer = path.utf8.withContiguousStorageIfAvailable { path in
            directory.utf8.withContiguousStorageIfAvailable { directory -> Bool in
                guard let pathStart = path.baseAddress, let directoryStart = directory.baseAddress else { return false }
                // The root's entries are `/name`; any other folder's, `folder/name`.
                let nameStart = directory.count == 1 && directoryStart[0] == slash ? 1 : directory.count + 1
                guard !directory.isEmpty, path.count > nameStart, pathStart[nameStart - 1] == slash,
                      memcmp(pathStart, directoryStart, directory.count) == 0 else { return false }
                return memchr(pathStart + nameStart, Int32(slash), path.count - nameStart) == nil
            }
        }
        return (answer ?? nil) ?? (!directory.isEmpty && parent(of: path).utf8.elementsEqual(directory.utf8))
    }

    /// `path` relative to `base` (both normalised absolute paths) when it lies inside it;
    /// nil when it does not.
    public static func relative(_ path: String, to base: String) -> String? {
        if base == "/" { return String(path.dropFirst()) }
        if path == base { return "" }
        guard path.hasPrefix(base + "/") else { return nil }
        return String(path.dropFirst(base.count + 1))
    }

    /// `path` (or other text from outside: a key of a file) as messages and reports print
    /// it: control characters (C0 — line breaks and tabs included —, DEL and C1) escaped
    /// as `\u{1B}`, the way messages escape text quoted from a spec. A file's name then
    /// cannot start a line of its own (a GitHub Actions workflow command such as
    /// `::error ...`), move the cursor or recolour the terminal. A byte of a name that is
    /// not UTF-8 (`Paths.decoded`) is printed `\xE9`, as shells print it. Nothing else
    /// changes.
    public static func printable(_ path: String) -> String {
        // Most paths have no byte that could start a control character or a byte's
        // scalar: as they are.
        guard path.mayHoldControlCharacters || mayHoldByteScalars(path) else { return path }
        var printed = ""
        for scalar in path.unicodeScalars {
            if scalar.value >= byteBase {
                let hex = String(scalar.value - byteBase, radix: 16, uppercase: true)
                printed += "\\x" + (hex.count == 1 ? "0" : "") + hex
            } else {
                printed.appendShowingControls(scalar)
            }
        }
        return printed
    }

    /// `directory` and each of its ancestors, nearest first, up to `/`.
    public static func selfAndAncestors(of directory: String) -> [String] {
        var result = [directory]
        var current = directory
        while current != "/" {
            current = parent(of: current)
            result.append(current)
        }
        return result
    }
}
