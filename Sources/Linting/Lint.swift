import Diagnostics
import Dispatch
import KeyboardAnalysis
import PlainText
import Platform
import ProjectConfiguration
import SpecParser

/// One diagnostic of a linted file, with its positions already converted, so that a
/// report needs neither the text nor its line index.
public struct Finding: Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// 0-based, columns in Unicode scalars (the unit of language.md#json-output-of-kb-lsp-lint); reports print `oneBased…`.
    public var start: LineColumn
    /// Exclusive.
    public var end: LineColumn
    /// Present on KB001–KB006.
    public var keyboard: KeyboardFinding?
    /// An identity of the finding that survives edits moving it (SARIF's partial
    /// fingerprint): the screen, element and orientation of a keyboard finding, or the
    /// trimmed text of its line and its message; unique within the file.
    public var fingerprint: String
}

extension Finding {
    /// The start as reports print it: 1-based line and column (language.md#json-output-of-kb-lsp-lint).
    public var oneBasedStart: LineColumn { LineColumn(line: start.line + 1, column: start.column + 1) }
    /// The exclusive end, 1-based.
    public var oneBasedEnd: LineColumn { LineColumn(line: end.line + 1, column: end.column + 1) }
}

/// One linted spec.
public struct LintedFile: Sendable {
    /// The path as given or found by the directory walk; `<stdin>` for standard input.
    public var path: String
    /// The normalised absolute path; nil for standard input.
    public var absolutePath: String?
    public var findings: [Finding]
}

/// Counts for the summary line and the exit status.
public struct LintSummary: Sendable, Equatable {
    public var files = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0

    public init(files: Int = 0, errors: Int = 0, warnings: Int = 0, infos: Int = 0) {
        self.files = files
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    public init(_ files: [LintedFile]) {
        self.files = files.count
        for finding in files.lazy.flatMap(\.findings) {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .information: infos += 1
            }
        }
    }
}

/// `--shard K/N`: the K-th of N parts of the file list (K from 1). Files are dealt out
/// round-robin in the deterministic order of the list, so every file is in exactly one
/// shard and the shards differ in size by at most one file.
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    /// Parses `K/N` with `1 <= K <= N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the item at `position` (0-based) of the whole list is in this shard.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }
}

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

    public init(paths: [String], workingDirectory: String, configurationFile: String? = nil,
                jobs: Int = FileSystem.processorCount, shard: Shard? = nil) {
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.configurationFile = configurationFile
        self.jobs = jobs
        self.shard = shard
    }
}

/// Counts files as workers finish them, for a progress line.
public final class LintProgress: Sendable {
    private let state = Locked((done: 0, total: 0))

    public init() {}

    public var done: Int { state.withLock { $0.done } }
    public var total: Int { state.withLock { $0.total } }

    func start(total: Int) { state.withLock { $0.total = total } }
    func finishOne() { state.withLock { $0.done += 1 } }
}

/// The outcome of a lint run.
public struct LintReport: Sendable {
    /// The linted files in deterministic order (language.md#json-output-of-kb-lsp-lint): paths in the order given,
    /// directories expanded in sorted path order; this shard's files only.
    public var files: [LintedFile]
    /// What could not be read, in the same order, worded for people.
    public var failures: [String]
    public var summary: LintSummary { LintSummary(files) }

    public init(files: [LintedFile], failures: [String]) {
        self.files = files
        self.failures = failures
    }
}

extension LintReport {
    /// The same report with errors only (`--quiet`): warnings and infos are dropped from
    /// every file, so the report's summary counts what it lists.
    public func keepingErrorsOnly() -> LintReport {
        var report = self
        for index in report.files.indices {
            report.files[index].findings.removeAll { $0.severity != .error }
        }
        return report
    }
}

/// A run of `kb-lsp lint`: walks the paths, keeps this shard's files, finds each one's
/// configuration, and lints the files in parallel.
public enum LintRun {
    /// Lints as `options` say. A configuration file that cannot be used stops the run
    /// before anything is linted.
    public static func perform(_ options: LintOptions, progress: LintProgress? = nil) throws(ConfigurationError) -> LintReport {
        var failures: [String] = []
        var inputs: [LintInput] = []
        var position = 0
        for input in expand(options.paths, from: options.workingDirectory, failures: &failures) {
            defer { position += 1 }
            if let shard = options.shard, !shard.contains(position: position) { continue }
            inputs.append(input)
        }
        // Configurations are found up front, one look-up per directory: a bad one fails
        // the run before any work, and the workers share immutable analyzers.
        let locator = ConfigurationLocator(explicitFile: options.configurationFile.map {
            Paths.absolute($0, from: options.workingDirectory)
        })
        var jobs: [(input: LintInput, analyzer: Analyzer)] = []
        for input in inputs {
            let directory = input.absolutePath.map(Paths.parent(of:)) ?? Paths.normalized(options.workingDirectory)
            jobs.append((input, try locator.analyzer(forDirectory: directory)))
        }
        progress?.start(total: jobs.count)
        let results = parallelMap(jobs, workers: options.jobs) { job -> Result<LintedFile, FileSystem.Failure> in
            defer { progress?.finishOne() }
            return lint(job.input, using: job.analyzer)
        }
        var files: [LintedFile] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let failure): failures.append(failure.message)
            }
        }
        return LintReport(files: files, failures: failures)
    }

    /// Reads and lints one spec.
    static func lint(_ input: LintInput, using analyzer: Analyzer) -> Result<LintedFile, FileSystem.Failure> {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            switch input {
            case .standardInput: bytes = try FileSystem.readStandardInput()
            case .file(let path, let absolutePath):
                do throws(FileSystem.Failure) {
                    bytes = try FileSystem.readFile(absolutePath)
                } catch {
                    // Reported with the path as written.
                    throw FileSystem.Failure(path: path, reason: error.reason)
                }
            }
        } catch {
            return .failure(error)
        }
        let analysis = analyzer.analyze(Parser.parse(utf8: bytes))
        let lines = LineIndex(utf8: bytes)
        var seen: [String: Int] = [:]
        let findings = analysis.diagnostics.map { diagnostic in
            let start = lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
            let end = lines.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
            let line = lines.range(ofLine: start.line)
            var fingerprint = Fingerprint.of(diagnostic, lineText: bytes[line.start..<line.end])
            let occurrence = seen[fingerprint, default: 0] + 1
            seen[fingerprint] = occurrence
            if occurrence > 1 { fingerprint += ":\(occurrence)" }
            return Finding(
                code: diagnostic.code, severity: diagnostic.severity, message: diagnostic.message,
                start: start, end: end,
                keyboard: diagnostic.keyboard, fingerprint: fingerprint)
        }
        return .success(LintedFile(path: input.displayPath, absolutePath: input.absolutePath, findings: findings))
    }

    /// The inputs `paths` name, directories expanded to their specs in sorted order.
    /// Relative paths are read against `directory` and keep their spelling in reports.
    static func expand(_ paths: [String], from directory: String, failures: inout [String]) -> [LintInput] {
        var inputs: [LintInput] = []
        for path in paths {
            if path == "-" {
                inputs.append(.standardInput)
                continue
            }
            let absolute = Paths.absolute(path, from: directory)
            // Read through the absolute path; reported with the path as written.
            let spelling = trimmingTrailingSlashes(path)
            func respelled(_ failure: FileSystem.Failure) -> String {
                var failure = failure
                failure.path = spelling + (failure.path.dropFirst(absolute.count))
                return failure.message
            }
            do throws(FileSystem.Failure) {
                switch try FileSystem.kind(of: absolute) {
                case .directory:
                    let (files, walkFailures) = FileSystem.specFiles(under: absolute)
                    failures += walkFailures.map(respelled)
                    let prefix = spelling.hasSuffix("/") ? spelling : spelling + "/"
                    inputs += files.map { file in
                        .file(prefix + file.dropFirst(absolute == "/" ? 1 : absolute.count + 1), absolutePath: file)
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

    /// `dir//` as `dir`, `/` as itself.
    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var spelling = path
        while spelling.count > 1, spelling.hasSuffix("/") { spelling.removeLast() }
        return spelling
    }

    /// `transform` applied to every element by `workers` threads at once; the results
    /// keep the elements' order.
    static func parallelMap<Element: Sendable, Mapped: Sendable>(
        _ elements: [Element], workers: Int, _ transform: @Sendable (Element) -> Mapped
    ) -> [Mapped] {
        let workers = max(1, min(workers, elements.count))
        if workers == 1 { return elements.map(transform) }
        let queue = WorkQueue<Mapped>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = queue.take() {
                queue.store(transform(elements[index]), at: index)
            }
        }
        return queue.results()
    }
}

/// Hands out indices to workers and collects their results in place.
private final class WorkQueue<Mapped: Sendable>: Sendable {
    private let next = Locked(0)
    private let slots: Locked<[Mapped?]>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = Locked(Array(repeating: nil, count: count))
    }

    func take() -> Int? {
        next.withLock { next in
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ result: Mapped, at index: Int) {
        slots.withLock { $0[index] = result }
    }

    func results() -> [Mapped] {
        slots.withLock { $0.compactMap { $0 } }
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
}

/// Stable identities of findings (see `Finding.fingerprint`).
enum Fingerprint {
    static func of(_ diagnostic: Diagnostic, lineText: ArraySlice<UInt8>) -> String {
        var hasher = FNV1a()
        hasher.add(diagnostic.code.rawValue)
        if let finding = diagnostic.keyboard {
            hasher.add(finding.screen)
            hasher.add(finding.element)
            hasher.add(finding.orientation.rawValue)
        } else {
            let trimmed = String(decoding: lineText, as: UTF8.self).trimmingBlanks
            hasher.add(trimmed)
            hasher.add(diagnostic.message)
        }
        return hasher.hexDigest
    }
}

/// 64-bit FNV-1a: small, stable across runs and machines (unlike `Hasher`).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xff) &* 0x100_0000_01b3
    }

    var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
