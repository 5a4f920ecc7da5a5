extension FileSystem {
    /// A new directory only this user can read (mode 0700), `PREFIX-XXXXXX` in `parent`
    /// (by default `$TMPDIR`, else `/tmp`), its name made unique by the system.
    public static func makeTemporaryDirectory(prefix: String, in parent: String? = nil) throws(Failure) -> String {
        let base = parent ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((Paths.normalized(base) + "/" + prefix + "-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            throw Failure(isDirectory: true, path: Paths.normalized(base), reason: String(cString: strerror(errno)), isWrite: true)
        }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes a file, or a directory that is empty; does nothing when neither is there.
    public static func remove(_ path: String) {
        if unlink(path) != 0 { _ = rmdir(path) }
    }
}
