import DocumentAnalysis
import KeyboardAnalysis
import Platform

/// What `kb-lsp lint` is asked to do.
public struct LintOptions: Sendable {
    /// Files, directories and `-` (standard input).
    public var paths: [String]
    /// The directory relative paths are read against.
    public var workingDirectory: String
    /// `--config FILE`: instead of looking for `.kblint.json` next to each spec.
    public var configurationFile: String?
    /// How many files are linted at once.
    public var jobs: Int
    public var shard: Shard?
    /// Where files are read: the disk, or files in memory in tests.
    public var files: any FileReading
    /// Whether each linted file keeps its screens' layouts (`LintedFile.screens`), which
    /// only the pictures of the HTML report need; without them a file is its findings.
    public var keepsScreens: Bool
    /// `--verbose`: the notes of the project's code (sources skipped and why, what the
    /// reader stopped at) are handed to the run's `note`.
    public var verbose = false
    /// Where large projects' skims are kept between runs (`ConfigurationLocator.cacheFolder`).
    public var cacheFolder: String?

    public init(paths: [String], workingDirectory: String, configurationFile: String? = nil,
                jobs: Int = FileSystem.processorCount, shard: Shard? = nil, files: any FileReading = Disk(),
                keepsScreens: Bool = true) {
        self.keepsScreens = keepsScreens
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.configurationFile = configurationFile
        self.jobs = jobs
        self.shard = shard
        self.files = files
    }
}

/// A spec to lint.
public enum LintInput: Sendable, Hashable {
    /// A file: its path as given (or found by walking a directory given so), and its
    /// normalised absolute path.
    case file(String, absolutePath: String)
    case standardInput

    /// The normalised absolute path; nil for standard input.
    public var absolutePath: String? {
        if case .file(_, let absolutePath) = self { return absolutePath }
        return nil
    }

    /// How reports name it.
    public var displayPath: String {
        if case .file(let path, _) = self { return path }
        return "<stdin>"
    }

    /// Whether it is read as an Interface Builder document: a `.storyboard` or `.xib` file
    /// (standard input is KBL).
    public var isInterfaceBuilderDocument: Bool {
        guard case .file(let path, _) = self else { return false }
        return path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}

/// The engine a file is linted with: KBL's for specs, the document analysis for
/// storyboards and xibs, each set up by the configuration that governs the file.
/// Boxed (`indirect`): each file's job holds it, and copies it with one retain rather than
/// one per field of the engine.
indirect enum LintEngine: Sendable {
    case specs(Analyzer)
    case documents(DocumentAnalyzer)
}

/// A file to lint, and the engine to lint it with.
struct LintJob: Sendable {
    var input: LintInput
    var engine: LintEngine
}
