extension Platform {
    /// The real path of the running executable, symbolic links resolved, found from how
    /// it was started: `argv[0]` when it names a path, else the first match on `PATH`.
    /// Portable (no `/proc`, no loader-specific calls); nil when it cannot be found, as
    /// when the file was removed or the program was started with a made-up `argv[0]`.
    public static func executablePath(
        invokedAs name: String = commandLine().first ?? "",
        searchPath: String? = getenv("PATH").map { Paths.decoded(cString: $0) }
    ) -> String? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") { return realPath(name) }
        for directory in (searchPath ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            // An empty entry means the working directory, as in the shell.
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            if Paths.withCString(candidate, { access($0, X_OK) }) == 0, let path = realPath(candidate) { return path }
        }
        return nil
    }

    /// `realpath(3)`: the absolute path with `.`, `..` and links resolved; nil when
    /// nothing is there.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = Paths.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return Paths.decoded(cString: resolved)
    }
}
