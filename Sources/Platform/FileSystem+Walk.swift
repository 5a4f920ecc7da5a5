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
        return (sortedByBytes(files), failures)
    }

    /// The paths sorted by their bytes (their UTF-8), as `strcmp` orders them. The paths'
    /// bytes are laid end to end in one buffer, taken out once, and compared in place with
    /// `memcmp`: comparing the Strings themselves (through `withUTF8` per comparison) was
    /// over half of listing 2,000 files, and an array of each path's own bytes still spent
    /// most of the sort retaining and releasing them.
    static func sortedByBytes(_ paths: [String]) -> [String] {
        var bytes: [UInt8] = []
        var keys: [Range<Int>] = []
        keys.reserveCapacity(paths.count)
        for path in paths {
            let start = bytes.count
            if Paths.mayHoldByteScalars(path) { bytes += Paths.bytes(of: path) } else { bytes += path.utf8 }
            keys.append(start..<bytes.count)
        }
        let order = bytes.withUnsafeBufferPointer { all in
            keys.withUnsafeBufferPointer { keys in
                keys.indices.sorted { left, right in
                    let first = keys[left], second = keys[right]
                    let common = min(first.count, second.count)
                    guard common > 0, let base = all.baseAddress else { return first.count < second.count }
                    let compared = memcmp(base + first.lowerBound, base + second.lowerBound, common)
                    return compared != 0 ? compared < 0 : first.count < second.count
                }
            }
        }
        return order.map { paths[$0] }
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

    private static func collect(_ directory: String, suffixes: [[UInt8]], into files: inout [String], failures: inout [Failure]) {
        guard let handle = Paths.withCString(directory, { opendir($0) }) else {
            failures.append(failure(directory, isDirectory: true))
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = entryName(entry)
            // Hidden entries are passed over, and only the names of folders and of the
            // files looked for become Strings.
            guard let first = name.first, first != UInt8(ascii: ".") else { continue }
            let isListed = Self.name(name, endsWithOneOf: suffixes)
            if !isListed, entry.pointee.d_type != UInt8(DT_DIR), entry.pointee.d_type != UInt8(DT_UNKNOWN) { continue }
            let path = prefix + Paths.decoded(name)
            // The entry's type as the directory lists it, without a system call per
            // entry; asked of the file (lstat) only where the file system does not say.
            let isDirectory: Bool
            switch entry.pointee.d_type {
            case UInt8(DT_DIR): isDirectory = true
            case UInt8(DT_UNKNOWN):
                guard let info = info(path, followingLinks: false) else { continue }
                isDirectory = info.st_mode & S_IFMT == S_IFDIR
            default: isDirectory = false
            }
            if isDirectory {
                subdirectories.append(path)
            } else if isListed {
                // Regular files and links to them; a broken link is listed and fails to read.
                files.append(path)
            }
        }
        // Closed before going down: one open directory at a time, however deep the tree
        // (a handle per level ran out of descriptors some thousand levels down).
        closedir(handle)
        for subdirectory in subdirectories {
            collect(subdirectory, suffixes: suffixes, into: &files, failures: &failures)
        }
    }
}
