import DocumentAnalysis
import KeyboardAnalysis
import KeyboardCode
import Platform

/// Finds and reads the `.kblint.json` that governs a directory: the nearest one in the
/// directory or its ancestors, and sets up the engine it describes. Each file is read,
/// and its analyzer built, once per version (size, time, inode), so a long-lived server
/// sees edits to it without watching, and every spec under one file shares one analyzer.
///
/// Not thread-safe: one caller at a time.
public final class ConfigurationLocator {
    /// A file named by `--config`: used for every directory instead of a search.
    public let explicitFile: String?
    /// Whether the answer per directory is remembered (a lint run, where the tree does not
    /// change); a server looks again each time, so a new file is seen.
    private let remembersDirectories: Bool
    private var nearestFile: [String: String?] = [:]
    private var loaded: [String: (stamp: FileSystem.Stamp, result: Result<Engines, ConfigurationError>)] = [:]
    /// The IQKeyboardManager version found per directory (rule 7 of ib.md section 6).
    private var dependencies: [String: Int?] = [:]
    /// The project's sources per project root, read once (a lint run) and refreshed when
    /// sources change (`refreshCode`, the server).
    private var projects: [String: ProjectIndex] = [:]
    /// The documents a lint run checks (absolute paths): a project's code is read for their
    /// screens only. Nil (the server): for every document of the project.
    public var documentsInUse: Set<String>?
    /// Where large projects' skims are kept between runs (`ProjectIndex`); nil: nowhere.
    public var cacheFolder: String?
    private static let defaults = Engines(Configuration.defaults)

    /// What a configuration sets up: the engine for specs and the one for documents.
    private struct Engines {
        var analyzer: Analyzer
        var documents: DocumentAnalyzer
        /// `interface-builder.code`.
        var readsCode: Bool
        /// Whether the configuration names `orientations` (they win over the app's).
        var namesOrientations: Bool

        init(_ configuration: Configuration) {
            analyzer = configuration.analyzer
            documents = configuration.documentAnalyzer
            readsCode = configuration.interfaceBuilder.readsCode
            namesOrientations = configuration.defaultOrientations != nil
        }
    }

    private let files: any FileReading

    public init(explicitFile: String? = nil, remembersDirectories: Bool = true, files: any FileReading = Disk()) {
        self.explicitFile = explicitFile
        self.remembersDirectories = remembersDirectories
        self.files = files
    }

    /// The engine for specs in `directory` (an absolute path), as the configuration that
    /// governs it says; the defaults when no file is found.
    public func analyzer(forDirectory directory: String) throws(ConfigurationError) -> Analyzer {
        guard let file = explicitFile ?? nearestConfigurationFile(from: directory) else { return Self.defaults.analyzer }
        return try load(file).analyzer
    }

    /// The engine for Interface Builder documents in `directory`, with the project's
    /// IQKeyboardManager dependency found from there.
    public func documentAnalyzer(forDirectory directory: String) throws(ConfigurationError) -> DocumentAnalyzer {
        var engines = Self.defaults
        if let file = explicitFile ?? nearestConfigurationFile(from: directory) { engines = try load(file) }
        var documents = engines.documents
        documents.configurationNamesOrientations = engines.namesOrientations
        if engines.readsCode {
            let index = projectIndex(from: directory)
            documents.code = index.code
            documents.documentDirectory = directory
            if !engines.namesOrientations { documents.appOrientations = index.appOrientations(forDocumentIn: directory) }
        }
        if remembersDirectories, let known = dependencies[directory] {
            documents.iqKeyboardManagerVersion = known
        } else {
            let version = ProjectDependencies.iqKeyboardManagerVersion(from: directory, files: files)
            if remembersDirectories { dependencies[directory] = version }
            documents.iqKeyboardManagerVersion = version
        }
        return documents
    }

    /// The keyboard code of the project holding `directory`, read once per project root.
    public func projectCode(from directory: String) -> ProjectCode {
        projectIndex(from: directory).code
    }

    /// The sources of the project holding `directory`, listed once per project root.
    func projectIndex(from directory: String) -> ProjectIndex {
        let root = ProjectSources.root(of: directory, files: files)
        if let known = projects[root] { return known }
        let index = ProjectIndex(root: root, files: files, documentsInUse: documentsInUse, cacheFolder: cacheFolder)
        projects[root] = index
        return index
    }

    /// The notes of the projects read so far (`--verbose`): sources skipped and why, what
    /// the reader stopped at, folders that could not be listed; each with its project.
    public var codeNotes: [String] {
        projects.values.sorted { $0.root < $1.root }.flatMap { index in
            index.code.base.notes.map(Paths.printable)
        }
    }

    /// Re-reads `paths` (created, changed or deleted sources) in the projects read so far;
    /// the roots of the projects whose code may have changed.
    public func refreshCode(paths: [String]) -> [String] {
        projects.values.filter { $0.refresh(paths: paths) }.map(\.root).sorted()
    }

    /// Checks every source of the projects read so far against its stamp; the roots of the
    /// projects whose code may have changed.
    public func refreshCode() -> [String] {
        projects.values.filter { $0.refresh() }.map(\.root).sorted()
    }

    /// The configuration that governs specs in `directory`, as read from its file (not
    /// remembered: `kb-lsp devices` asks once); nil when no file is found.
    public func configuration(forDirectory directory: String) throws(ConfigurationError) -> Configuration? {
        guard let file = explicitFile ?? nearestConfigurationFile(from: directory) else { return nil }
        return try read(file)
    }

    /// The nearest `.kblint.json` in `directory` or an ancestor, up to the root of the
    /// repository holding `directory` (the nearest folder with a `.git`), else up to `/`.
    /// One in a folder others may write (`/tmp`) that is not this user's is passed over:
    /// anyone could have put it there (docs/configuration.md#which-file-applies).
    public func nearestConfigurationFile(from directory: String) -> String? {
        if remembersDirectories, let known = nearestFile[directory] { return known }
        var found: String?
        for candidate in Paths.selfAndAncestors(of: directory) {
            let folder = candidate == "/" ? "" : candidate
            let file = folder + "/" + Configuration.fileName
            if files.exists(file), !files.isFromOthers(file) {
                found = file
                break
            }
            if files.exists(folder + "/.git") { break }
        }
        if remembersDirectories { nearestFile[directory] = found }
        return found
    }

    private func load(_ file: String) throws(ConfigurationError) -> Engines {
        let stamp = files.stamp(of: file)
        if let stamp, let cached = loaded[file], cached.stamp == stamp { return try cached.result.get() }
        let result: Result<Engines, ConfigurationError>
        do throws(ConfigurationError) {
            result = .success(Engines(try read(file)))
        } catch {
            result = .failure(error)
        }
        if let stamp { loaded[file] = (stamp, result) }
        return try result.get()
    }

    private func read(_ file: String) throws(ConfigurationError) -> Configuration {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            bytes = try files.readFile(file, atMost: Configuration.largestFile)
        } catch {
            // The error names the file already.
            throw ConfigurationError(file: file, key: nil, message: "cannot read the file: \(error.reason)")
        }
        return try Configuration(parsing: bytes, file: file)
    }
}
