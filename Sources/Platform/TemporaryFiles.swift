extension FileSystem {
    /// A new directory only this user can read (mode 0700), `PREFIX-XXXXXX` in `parent`
    /// (by default `$TMPDIR`, else `/tmp`), its name made unique by the system.
    public static func makeTemporaryDirectory(prefix: String, in parent: String? = nil) throws(Failure) -> String {
        let base = parent ?? getenv("TMPDIR").map { Paths.decoded(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Paths.bytes(of: Paths.normalized(base) + "/" + prefix + "-XXXXXX").map { CChar(bitPattern: $0) } + [0]
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else {
            throw Failure(isDirectory: true, path: Paths.normalized(base), reason: String(cString: strerror(errno)), isWrite: true)
        }
        return Paths.decoded(template.dropLast().map { UInt8(bitPattern: $0) })
    }

    /// Removes a file, or a directory that is empty; does nothing when neither is there.
    public static func remove(_ path: String) {
        Paths.withCString(path) { if unlink($0) != 0 { _ = rmdir($0) } }
    }
}
