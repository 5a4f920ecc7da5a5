// Walking a directory for specs, in the order reports list them.
extension FileSystem {
    /// The files named `*.EXTENSION` under a directory, recursively, in sorted path order.
    /// Hidden entries are skipped; symbolic links to directories are not followed (no
    /// cycles). A subdirectory that cannot be read is reported in `failures`; the walk goes on.
    public static func files(under directory: String, withExtension pathExtension: String) -> (files: [String], failures: [Failure]) {
        files(under: directory, withExtensions: [pathExtension])
    }

    /// The files named `*.EXTENSION` for any of `extensions`, as `files(under:withExtension:)`.
    public static func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [Failure]) {
        var files: [String] = []
        var failures: [Failure] = []
        collect(directory, suffixes: extensions.map { Array(("." + $0).utf8) }, into: &files, failures: &failures)
        return (files, failures)
    }

    /// The order of `keys` (ranges of `bytes`) sorted by their bytes, as `strcmp` orders
    /// them. Each key's first 16 bytes are read once into two big-endian words, padded
    /// with zeros: most keys differ there, and two words compare at once. Keys that agree
    /// on them are compared whole, in place with `memcmp`. (Comparing Strings, or arrays of
    /// each key's own bytes, spent most of listing 2,000 files in the comparisons and in
    /// retaining and releasing the keys.)
    static func sortedOrder(of keys: [Range<Int>], in bytes: [UInt8]) -> [Int] {
        struct Sortable {
            var head: (UInt64, UInt64)
            var index: Int
        }
        return bytes.withUnsafeBufferPointer { all -> [Int] in
            func word(_ key: Range<Int>, from offset: Int) -> UInt64 {
                var word: UInt64 = 0
                for position in offset..<offset + 8 {
                    let index = key.lowerBound + position
                    word = word << 8 | UInt64(index < key.upperBound ? all[index] : 0)
                }
                return word
            }
            let sortable = keys.enumerated().map { index, key in
                Sortable(head: (word(key, from: 0), word(key, from: 8)), index: index)
            }
            return sortable.sorted { left, right in
                if left.head != right.head { return left.head < right.head }
                let first = keys[left.index], second = keys[right.index]
                let common = min(first.count, second.count)
                guard common > 0, let base = all.baseAddress else { return first.count < second.count }
                let compared = memcmp(base + first.lowerBound, base + second.lowerBound, common)
                return compared != 0 ? compared < 0 : first.count < second.count
            }.map(\.index)
        }
    }

    /// A directory entry's name, its bytes read in place up to its NUL. Copying `d_name`
    /// as a value would read its whole declared size, past the end of a short entry's record.
    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> UnsafeRawBufferPointer {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let name = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
        return UnsafeRawBufferPointer(start: name, count: strlen(name))
    }

    /// Whether `name` ends with one of `suffixes`, compared byte for byte.
    private static func name(_ name: UnsafeRawBufferPointer, endsWithOneOf suffixes: [[UInt8]]) -> Bool {
        suffixes.contains { suffix in
            suffix.count <= name.count && name[(name.count - suffix.count)...].elementsEqual(suffix)
        }
    }

    /// Lists `directory`'s files and, in turn, its folders' into `files`, in the order of
    /// their paths' bytes. Each folder's entries are sorted by their names, a folder's with
    /// a `/` after it: its files then come where their paths sort among its neighbours'
    /// (`a-b.kbl`, then `a/x.kbl`, then `a0.kbl`), and no path is compared whole.
    private static func collect(_ directory: String, suffixes: [[UInt8]], into files: inout [String], failures: inout [Failure]) {
        guard let handle = Paths.withCString(directory, { opendir($0) }) else {
            failures.append(failure(directory, isDirectory: true))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let slash = UInt8(ascii: "/")
        // The entries kept, their sort keys laid end to end in one buffer.
        var keyBytes: [UInt8] = []
        var keys: [Range<Int>] = []
        var isFolder: [Bool] = []
        while let entry = readdir(handle) {
            let name = entryName(entry)
            // Hidden entries are passed over, and only the names of folders and of the
            // files looked for are kept.
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let isListed = Self.name(name, endsWithOneOf: suffixes)
            // The entry's type as the directory lists it, without a system call per
            // entry; asked of the file (lstat) only where the file system does not say.
            let isDirectory: Bool
            switch entry.pointee.d_type {
            case UInt8(DT_DIR): isDirectory = true
            case UInt8(DT_UNKNOWN):
                guard let info = info(prefix + Paths.decoded(name), followingLinks: false) else { continue }
                isDirectory = info.st_mode & S_IFMT == S_IFDIR
            default: isDirectory = false
            }
            // Regular files and links to them; a broken link is listed and fails to read.
            guard isDirectory || isListed else { continue }
            let start = keyBytes.count
            keyBytes.append(contentsOf: name)
            if isDirectory { keyBytes.append(slash) }
            keys.append(start..<keyBytes.count)
            isFolder.append(isDirectory)
        }
        // Closed before going down: one open directory at a time, however deep the tree
        // (a handle per level ran out of descriptors some thousand levels down).
        closedir(handle)
        for index in sortedOrder(of: keys, in: keyBytes) {
            let key = keys[index]
            let path = Paths.joined(prefix, name: keyBytes[key.lowerBound..<(isFolder[index] ? key.upperBound - 1 : key.upperBound)])
            if isFolder[index] {
                collect(path, suffixes: suffixes, into: &files, failures: &failures)
            } else {
                files.append(path)
            }
        }
    }
}
