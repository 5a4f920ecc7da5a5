import DocumentAnalysis
import KeyboardAnalysis
import Platform
import ProjectConfiguration
import SpecParser

/// A run of `kb-lsp lint`: walks the paths, keeps this shard's files, finds each one's
/// configuration, and lints the files in parallel.
public enum LintRun {
    /// How many files may be linted ahead of the one whose turn it is in the output: the
    /// memory of a run is that many files' findings, whatever the number of files.
    public static let window = 64

    /// Lints as `options` say, and collects the outcome. A configuration file that
    /// cannot be used stops the run before anything is linted.
    public static func perform(_ options: LintOptions, progress: LintProgress? = nil) throws(ConfigurationError) -> LintReport {
        var report = LintReport(files: [], failures: [])
        try perform(options, progress: progress, failure: { report.failures.append($0) }, file: { report.files.append($0) })
        return report
    }

    /// Lints as `options` say, handing each file to `file` in the deterministic order of
    /// the report (language.md#json-output-of-kb-lsp-lint) as soon as it is its turn, so
    /// that a caller writing it out and dropping it keeps memory flat. What cannot be
    /// read goes to `failure`, worded for people: the directory walk's failures first,
    /// then each file's in its turn. A configuration file that cannot be used stops the
    /// run before anything is linted.
    public static func perform(_ options: LintOptions, progress: LintProgress? = nil,
                               failure: (String) -> Void, file: (LintedFile) -> Void) throws(ConfigurationError) {
        try perform(options, progress: progress, preparing: { .linted($0) }, failure: failure, file: { prepared in
            if case .linted(let linted) = prepared { file(linted) }
        })
    }

    /// As `perform(_:progress:failure:file:)`, with `prepare` applied to each linted file
    /// on the worker thread that linted it, before it waits for its turn: what the caller
    /// does with a file that does not depend on the files before it (its part of a report)
    /// is then done in parallel too.
    ///
    /// Not generic, so that the work per file runs as compiled for these types: generic
    /// code asks the runtime for the metadata of `Result<Prepared, …>` and the like at each
    /// file, through a cache whose reader count the threads share.
    public static func perform(
        _ options: LintOptions, progress: LintProgress? = nil,
        preparing prepare: @escaping @Sendable (LintedFile) -> PreparedFile,
        failure: (String) -> Void, note: (String) -> Void = { _ in }, file: (PreparedFile) -> Void
    ) throws(ConfigurationError) {
        // Started first, so that they have cores of their own by the time the files are listed.
        let helpers = HelperThreads(count: options.jobs - 1)
        defer { helpers.finish() }
        var walkFailures: [String] = []
        var notes: [String] = []
        let jobs = try jobs(for: options, failures: &walkFailures, notes: &notes)
        walkFailures.forEach(failure)
        if options.verbose { notes.forEach(note) }
        progress?.start(total: jobs.count)
        let files = options.files
        let keepsScreens = options.keepsScreens
        // A finding on a line of code is reported once, after the first document that finds it.
        var reportedCode: Set<String> = []
        forEachInOrder(jobs, helpers: helpers, window: window, { job -> Result<PreparedFiles, FileSystem.Failure> in
            defer { progress?.finishOne() }
            return lint(job.input, using: job.engine, files: files, keepingScreens: keepsScreens).map { linted in
                var document = linted
                document.codeFiles = []
                return PreparedFiles(document: prepare(document), code: linted.codeFiles.map { (CodeFindings.key(of: $0), prepare($0)) })
            }
        }, consume: { result in
            switch result {
            case .success(let prepared):
                file(prepared.document)
                for (key, code) in prepared.code where reportedCode.insert(key).inserted { file(code) }
            case .failure(let problem): failure(problem.message)
            }
        })
    }

    /// The files `options` name that are this shard's, in the report's order, each with
    /// the engine its configuration sets up. Configurations are found up front: a bad one
    /// fails the run before any work, and the workers share immutable engines.
    static func jobs(for options: LintOptions, failures: inout [String], notes: inout [String]) throws(ConfigurationError) -> [LintJob] {
        let inputs = expand(options.paths, from: options.workingDirectory, files: options.files, failures: &failures)
        let locator = ConfigurationLocator(explicitFile: options.configurationFile.map {
            FileSystem.absolutePath($0, from: options.workingDirectory)
        }, files: options.files)
        locator.cacheFolder = options.cacheFolder
        let shardInputs = inputs.enumerated().filter { options.shard?.contains(position: $0.offset) ?? true }.map(\.element)
        // A project's code is read for the screens of the documents this run checks.
        locator.documentsInUse = Set(shardInputs.filter(\.isInterfaceBuilderDocument).compactMap(\.absolutePath))
        var jobs: [LintJob] = []
        jobs.reserveCapacity(shardInputs.count)
        // A directory's files come one after another: its engines are looked up once.
        var current: (directory: String, specs: LintEngine?, documents: LintEngine?) = ("", nil, nil)
        for input in shardInputs {
            let isInCurrentFolder = input.absolutePath.map { Paths.isEntry($0, directlyIn: current.directory) } ?? false
            if !isInCurrentFolder {
                current = (input.absolutePath.map(Paths.parent(of:)) ?? Paths.normalized(options.workingDirectory), nil, nil)
            }
            let directory = current.directory
            if input.isInterfaceBuilderDocument {
                if current.documents == nil { current.documents = .documents(try locator.documentAnalyzer(forDirectory: directory)) }
                if let documents = current.documents { jobs.append(LintJob(input: input, engine: documents)) }
            } else {
                if current.specs == nil { current.specs = .specs(try locator.analyzer(forDirectory: directory)) }
                if let specs = current.specs { jobs.append(LintJob(input: input, engine: specs)) }
            }
        }
        notes = locator.codeNotes
        return jobs
    }

    /// Reads and lints one spec; `keepingScreens`: with its screens' layouts.
    static func lint(_ input: LintInput, using analyzer: Analyzer, files: any FileReading,
                     keepingScreens: Bool = true) -> Result<LintedFile, FileSystem.Failure> {
        lint(input, using: .specs(analyzer), files: files, keepingScreens: keepingScreens)
    }

    /// Reads and lints one spec or Interface Builder document.
    static func lint(_ input: LintInput, using engine: LintEngine, files: any FileReading,
                     keepingScreens: Bool = true) -> Result<LintedFile, FileSystem.Failure> {
        // A spec over the parser's limit (a document over its own) is refused from its
        // size, unread: the parser's one KB100 for it, as if it had been read.
        var bytes: [UInt8] = []
        var parsed: ParseResult?
        /// The size of a file refused unread (its bytes are then empty).
        var refusedSize: Int?
        let limit = switch engine {
        case .specs: Parser.maximumSize
        case .documents: DocumentAnalyzer.largestDocument
        }
        do throws(FileSystem.Failure) {
            switch input {
            case .standardInput: bytes = try FileSystem.readStandardInput(atMost: limit)
            case .file(let path, let absolutePath):
                do throws(FileSystem.Failure) {
                    bytes = try files.readFile(absolutePath, atMost: limit)
                } catch {
                    // Reported with the path as written.
                    throw FileSystem.Failure(path: path, reason: error.reason, size: error.size)
                }
            }
        } catch {
            guard let size = error.size else { return .failure(error) }
            parsed = Parser.tooLarge(size: size)
            refusedSize = size
        }
        let analysis: Analysis
        switch engine {
        case .specs(let analyzer):
            analysis = analyzer.analyze(parsed ?? Parser.parse(utf8: bytes))
        case .documents(var analyzer):
            // Refused from its size like a spec: one KB300, unread.
            analyzer.readsShownWords = keepingScreens
            analysis = refusedSize.map(analyzer.tooLarge(size:)) ?? analyzer.analyze(bytes)
        }
        let lines = LineIndex(utf8: bytes)
        var seen: [UInt64: Int] = [:]
        var fingerprints = Fingerprints()
        let findings = analysis.diagnostics.map { diagnostic in
            let start = lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
            let end = lines.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
            let line = lines.range(ofLine: start.line)
            let hash = fingerprints.of(diagnostic, line: start.line, lineText: bytes[line.start..<line.end])
            let occurrence = seen[hash, default: 0] + 1
            seen[hash] = occurrence
            return Finding(
                code: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message,
                start: start, end: end, keyboard: diagnostic.keyboard, codePlace: diagnostic.codePlace,
                fingerprintHash: hash, fingerprintOccurrence: occurrence)
        }
        var linted = LintedFile(path: input.displayPath, absolutePath: input.absolutePath, findings: findings,
                                screens: keepingScreens ? analysis.screens : [])
        linted.codeFiles = CodeFindings.files(of: analysis.codeDiagnostics, besides: input)
        return .success(linted)
    }

    /// The inputs `paths` name, directories expanded to their specs in sorted order.
    /// Relative paths are read against `directory` and keep their spelling in reports.
    static func expand(_ paths: [String], from directory: String, files: any FileReading, failures: inout [String]) -> [LintInput] {
        var inputs: [LintInput] = []
        for path in paths {
            if path == "-" {
                inputs.append(.standardInput)
                continue
            }
            let absolute = FileSystem.absolutePath(path, from: directory)
            // Read through the absolute path; reported with the path as written.
            let spelling = trimmingTrailingSlashes(path)
            func respelled(_ failure: FileSystem.Failure) -> String {
                var failure = failure
                failure.path = spelling + (failure.path.dropFirst(absolute.count))
                return failure.message
            }
            do throws(FileSystem.Failure) {
                switch try files.kind(of: absolute) {
                case .directory:
                    let (found, walkFailures) = files.files(under: absolute, withExtensions: lintedExtensions)
                    failures += walkFailures.map(respelled)
                    let prefix = spelling.hasSuffix("/") ? spelling : spelling + "/"
                    // Every file found starts with `absolute` and a slash: cut as many bytes.
                    let cut = absolute == "/" ? 1 : absolute.utf8.count + 1
                    inputs += found.map { file in
                        let relative = file.utf8.index(file.startIndex, offsetBy: cut, limitedBy: file.endIndex) ?? file.endIndex
                        return .file(Paths.joined(prefix, file[relative...]), absolutePath: file)
                    }
                case .file, .other:
                    inputs.append(.file(path, absolutePath: absolute))
                }
            } catch {
                failures.append(respelled(error))
            }
        }
        return inputs
    }

    /// The files a directory is searched for: specs, storyboards and xibs.
    public static let lintedExtensions = ["kbl", "storyboard", "xib"]

    /// `dir//` as `dir`, `/` as itself.
    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var spelling = path
        while spelling.count > 1, spelling.hasSuffix("/") { spelling.removeLast() }
        return spelling
    }
}
