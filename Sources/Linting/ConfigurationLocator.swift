/// Finds and reads the `.kblint.json` that governs a directory: the nearest one in the
/// directory or its ancestors. Each file is read once per version (size, time, inode), so
/// a long-lived server sees edits to it without watching.
///
/// Not thread-safe: one caller at a time.
public final class ConfigurationLocator {
    /// A file named by `--config`: used for every directory instead of a search.
    public let explicitFile: String?
    /// Whether the answer per directory is remembered (a lint run, where the tree does not
    /// change); a server looks again each time, so a new file is seen.
    private let remembersDirectories: Bool
    private var nearestFile: [String: String?] = [:]
    private var loaded: [String: (stamp: FileSystem.Stamp, result: Result<Configuration, ConfigurationError>)] = [:]

    public init(explicitFile: String? = nil, remembersDirectories: Bool = true) {
        self.explicitFile = explicitFile
        self.remembersDirectories = remembersDirectories
    }

    /// The configuration for specs in `directory` (an absolute path); the defaults when no
    /// file is found.
    public func configuration(forDirectory directory: String) throws(ConfigurationError) -> Configuration {
        guard let file = explicitFile ?? nearestConfigurationFile(from: directory) else { return .defaults }
        return try load(file)
    }

    /// The nearest `.kblint.json` in `directory` or an ancestor.
    public func nearestConfigurationFile(from directory: String) -> String? {
        if remembersDirectories, let known = nearestFile[directory] { return known }
        var found: String?
        for candidate in Paths.selfAndAncestors(of: directory) {
            let file = (candidate == "/" ? "" : candidate) + "/" + Configuration.fileName
            if FileSystem.exists(file) {
                found = file
                break
            }
        }
        if remembersDirectories { nearestFile[directory] = found }
        return found
    }

    private func load(_ file: String) throws(ConfigurationError) -> Configuration {
        let stamp = FileSystem.stamp(of: file)
        if let stamp, let cached = loaded[file], cached.stamp == stamp { return try cached.result.get() }
        let result: Result<Configuration, ConfigurationError>
        do throws(FileSystem.Failure) {
            let bytes = try FileSystem.readFile(file)
            do throws(ConfigurationError) {
                result = .success(try Configuration(parsing: bytes, file: file))
            } catch {
                result = .failure(error)
            }
        } catch {
            // The error names the file already.
            result = .failure(ConfigurationError(file: file, key: nil, message: "cannot read the file: \(error.reason)"))
        }
        if let stamp { loaded[file] = (stamp, result) }
        return try result.get()
    }
}
