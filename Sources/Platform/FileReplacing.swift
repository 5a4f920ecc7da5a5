extension FileSystem {
    /// Replaces the contents of the file at `path` with `bytes`, provided it still holds
    /// `original` (what the caller read and worked from), without ever leaving it half
    /// written: the new contents go to a temporary file beside it (`.NAME.kb-lsp-XXXXXX`,
    /// hidden, so no walk lists it), which is written whole, flushed to the disk and given
    /// the file's mode and owner, and then renamed over it. A full disk, a kill or a
    /// crash before the rename leaves the file as it was (and at worst the hidden
    /// temporary file, which SIGINT, SIGTERM and SIGHUP remove: `PendingTemporaryFiles`);
    /// a file changed since it was read is left alone and is an error.
    ///
    /// A symbolic link is written through: its target is replaced and the link stays. A
    /// file with more than one hard link (or whose owner cannot be given to a new file)
    /// cannot be replaced by a rename without cutting it from its other names: it is
    /// written in place instead, but only after the complete temporary copy succeeded
    /// (so the disk had room for it) and once that copy is removed again.
    public static func replaceFile(_ path: String, with bytes: [UInt8], ifStill original: [UInt8]) throws(Failure) {
        let target = try realPath(of: path)
        guard let info = info(target) else { throw failure(path, isWrite: true) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path, reason: "not a regular file", isWrite: true) }

        var ownerKept = true
        let (temporary, pending) = try temporaryCopy(of: bytes, beside: target, reportedAs: path) { descriptor in
            // The owner first: changing it may clear the set-id bits the mode then puts back.
            if info.st_uid != geteuid() || info.st_gid != getegid() {
                ownerKept = fchown(descriptor, info.st_uid, info.st_gid) == 0
            }
            return fchmod(descriptor, info.st_mode & 0o7777) == 0
        }
        var placed = false  // renamed over the file, or removed already
        defer {
            if !placed { remove(file: temporary) }
            PendingTemporaryFiles.forget(pending)
        }

        // Read again just before replacing it: an editor may have saved it meanwhile.
        let current: [UInt8]
        do throws(Failure) {
            current = try readFile(target)
        } catch {
            throw Failure(path: path, reason: error.reason, isWrite: true)
        }
        guard current == original else {
            throw Failure(path: path, reason: "it changed after it was read; left as it is now", isWrite: true)
        }

        if Int(info.st_nlink) > 1 || !ownerKept {
            remove(file: temporary)
            placed = true
            try overwrite(target, with: bytes, reportedAs: path)
            return
        }
        placed = true
        if let problem = putInPlace(temporary, over: target, reportedAs: path) { throw problem }
    }

    /// `Output.replacingFile(_:)`: a file written whole or not at all. The output goes to
    /// a temporary file beside `path` (`.NAME.kb-lsp-XXXXXX`), which `close()` flushes to
    /// the disk and renames over it, with the mode of the file it replaces (a new one gets
    /// 0644 less the umask).
    /// A failure, a full disk or a kill on the way leaves what was at `path` as it was.
    /// A symbolic link is written through to its target. Written in place, as
    /// `creatingFile(_:)` does, where a rename would do harm or cannot be done: what is
    /// there is not a regular file (`/dev/null`, a pipe, a terminal), has other hard links
    /// or another owner, or its folder takes no new file.
    static func output(replacing path: String) throws(Failure) -> Output {
        let existing = info(path)
        if let existing, existing.st_mode & S_IFMT != S_IFREG || Int(existing.st_nlink) > 1 || existing.st_uid != geteuid() {
            return try Output.creatingFile(path)
        }
        let target = existing == nil ? path : try realPath(of: path)
        guard let (descriptor, temporary, pending) = try? makeTemporaryFile(beside: target, reportedAs: path) else {
            return try Output.creatingFile(path)
        }
        let mode = existing.map { $0.st_mode & 0o7777 } ?? (0o644 & ~fileCreationMask())
        guard fchmod(descriptor, mode) == 0 else {
            let problem = failure(path, isWrite: true)
            _ = closeDescriptor(descriptor)
            remove(file: temporary)
            PendingTemporaryFiles.forget(pending)
            throw problem
        }
        var output = Output(descriptor: descriptor, path: path)
        output.replacing = (temporary, target)
        output.pending = pending
        return output
    }

    /// Renames a complete temporary file over `target`, made durable with its folder; on
    /// failure removes it and returns what went wrong, naming `path`.
    static func putInPlace(_ temporary: String, over target: String, reportedAs path: String) -> Failure? {
        guard move(temporary, to: target) else {
            let problem = failure(path, isWrite: true)
            remove(file: temporary)
            return problem
        }
        let directory = Paths.withCString(Paths.parent(of: target)) { open($0, O_RDONLY | O_CLOEXEC) }
        if directory >= 0 {
            _ = fsync(directory)
            _ = closeDescriptor(directory)
        }
        return nil
    }

    /// The process's file mode creation mask (read by setting it, and setting it back).
    private static func fileCreationMask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Writes `bytes` to `path` as a new file (mode 0600) renamed over whatever is there:
    /// that is replaced, never written through, so a symbolic link planted at `path`
    /// becomes the file and its target is left alone. For the files of a private folder
    /// (the server's previews).
    public static func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        let (temporary, pending) = try temporaryCopy(of: bytes, beside: path, reportedAs: path) { _ in true }
        defer { PendingTemporaryFiles.forget(pending) }
        guard move(temporary, to: path) else {
            let problem = failure(path, isWrite: true)
            remove(file: temporary)
            throw problem
        }
    }

    /// Whether `path` is a directory (not a link to one) that this user owns and only
    /// this user may use (mode 0700), as `makeTemporaryDirectory` makes them.
    public static func isPrivateDirectory(_ path: String) -> Bool {
        guard let info = info(path, followingLinks: false) else { return false }
        return info.st_mode & S_IFMT == S_IFDIR
            && info.st_uid == geteuid() && info.st_mode & 0o777 == 0o700
    }

    /// A new temporary file beside `file` holding `bytes`, written and flushed to the
    /// disk, `prepare` (its mode and owner; false fails) done first; the caller renames
    /// or removes it, then forgets its slot.
    private static func temporaryCopy(of bytes: [UInt8], beside file: String, reportedAs path: String,
                                      prepare: (Int32) -> Bool) throws(Failure) -> (String, Int?) {
        let (descriptor, temporary, pending) = try makeTemporaryFile(beside: file, reportedAs: path)
        do throws(Failure) {
            try close(descriptor, reportedAs: path, afterWriting: prepare(descriptor)
                && Platform.writeAll(bytes, to: descriptor) && fsync(descriptor) == 0)
        } catch {
            remove(file: temporary)
            PendingTemporaryFiles.forget(pending)
            throw error
        }
        return (temporary, pending)
    }

    /// Renames `source` to `destination`, replacing what is there; false when it fails.
    private static func move(_ source: String, to destination: String) -> Bool {
        Paths.withCString(source) { from in Paths.withCString(destination) { to in rename(from, to) == 0 } }
    }

    /// Removes the file at `path`, if it can.
    static func remove(file path: String) {
        _ = Paths.withCString(path) { unlink($0) }
    }

    /// The file `path` names, every symbolic link and `..` resolved by the system.
    private static func realPath(of path: String) throws(Failure) -> String {
        guard let resolved = Platform.realPath(path) else { throw failure(path, isWrite: true) }
        return resolved
    }

    /// A new file only this user may read, `.NAME.kb-lsp-XXXXXX` in the folder of `file`,
    /// removed by an ending signal until its slot is forgotten (`PendingTemporaryFiles`).
    private static func makeTemporaryFile(beside file: String, reportedAs path: String) throws(Failure) -> (Int32, String, Int?) {
        let slash = file.lastIndex(of: "/").map { file.index(after: $0) } ?? file.startIndex
        let name = file[slash...]
        let template = Paths.bytes(of: file[..<slash] + "." + name + ".kb-lsp-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let (descriptor, made, pending) = PendingTemporaryFiles.makeFile(from: template)
        guard descriptor >= 0 else {
            // The folder may not be writable where the file is: it is not written in place
            // then, which would lose it on a full disk.
            throw Failure(path: path, reason: "cannot create a temporary file beside it: \(String(cString: strerror(errno)))", isWrite: true)
        }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return (descriptor, Paths.decoded(made.dropLast().map { UInt8(bitPattern: $0) }), pending)
    }

    /// Writes `bytes` over the file from its start and cuts it to their length, in place
    /// (the inode, and so its other hard links, kept).
    private static func overwrite(_ file: String, with bytes: [UInt8], reportedAs path: String) throws(Failure) {
        let descriptor = Paths.withCString(file) { open($0, O_WRONLY | O_CLOEXEC | O_NOFOLLOW) }
        guard descriptor >= 0 else { throw failure(path, isWrite: true) }
        try close(descriptor, reportedAs: path, afterWriting: Platform.writeAll(bytes, to: descriptor)
            && ftruncate(descriptor, off_t(bytes.count)) == 0 && fsync(descriptor) == 0)
    }

    /// Closes a descriptor just written to, and throws the first failure: of the writes
    /// (`written` false, errno still theirs) or else of the close (a full disk may show
    /// only there).
    private static func close(_ descriptor: Int32, reportedAs path: String, afterWriting written: Bool) throws(Failure) {
        let problem = written ? nil : failure(path, isWrite: true)
        if closeDescriptor(descriptor) != 0, problem == nil { throw failure(path, isWrite: true) }
        if let problem { throw problem }
    }
}
