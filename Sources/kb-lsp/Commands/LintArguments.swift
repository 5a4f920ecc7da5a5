import Linting

/// The command line of `kb-lsp lint`, parsed.
struct LintArguments: Equatable {
    enum Format: String, CaseIterable {
        case text
        case json
        case sarif
        case github
        case gitlab
        case xcode
        case html
    }

    var format = Format.text
    var strict = false
    var quiet = false
    var verbose = false
    /// `--no-cache`: large projects' sources are skimmed whole, none of it kept.
    var noCache = false
    var maximumWarnings: Int?
    var jobs: Int?
    var shard: Shard?
    var configurationFile: String?
    /// `--output-file`: the report in `format` goes there; standard output gets text.
    var outputFile: String?
    /// `--baseline`: report only the findings this baseline file does not hold.
    var baselineFile: String?
    /// `--write-baseline`: write every finding to this file instead of reporting them.
    var writeBaselineFile: String?
    var showsHelp = false
    var paths: [String] = []

    typealias Failure = OptionReader.Failure

    /// Flags, by every spelling.
    private static let flags = ["--strict": "--strict", "--quiet": "--quiet", "-q": "--quiet", "--verbose": "--verbose", "-v": "--verbose",
                                       "--no-cache": "--no-cache"]

    /// Options that take a value, by every spelling.
    private static let valued: [String: String] = [
        "--format": "--format", "-f": "--format",
        "--jobs": "--jobs", "-j": "--jobs",
        "--shard": "--shard",
        "--config": "--config",
        "--output-file": "--output-file", "-o": "--output-file",
        "--max-warnings": "--max-warnings",
        "--baseline": "--baseline",
        "--write-baseline": "--write-baseline",
    ]

    /// Parses `arguments`: `--name VALUE`, `--name=VALUE`, and for the one-letter
    /// options also `-j2` and `-j 2`. `--` ends the options; `-` is standard input.
    init(parsing arguments: [String]) throws(Failure) {
        if OptionReader.asksForHelp(arguments) {
            showsHelp = true
            return
        }
        for item in try OptionReader.read(arguments, flags: Self.flags, valued: Self.valued) {
            switch item {
            case .operand(let path): paths.append(path)
            case .flag("--strict"): strict = true
            case .flag("--verbose"): verbose = true
            case .flag("--no-cache"): noCache = true
            case .flag: quiet = true  // --quiet, the last of `flags`
            case .option(let option, let value, let spelled): try apply(option, value, spelled: spelled)
            }
        }
        if paths.isEmpty { paths = ["."] }
        if baselineFile != nil, writeBaselineFile != nil {
            throw Failure(message: "'--baseline' and '--write-baseline' cannot be used together")
        }
    }

    private mutating func apply(_ option: String, _ text: String, spelled name: String) throws(Failure) {
        switch option {
        case "--format":
            guard let format = Format(rawValue: text) else {
                let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
                throw Failure(message: "unknown format '\(text)'; expected one of \(formats)")
            }
            self.format = format
        case "--jobs":
            guard let jobs = Int(text), jobs >= 1 else {
                throw Failure(message: "'\(name)' needs a whole number of at least 1, not '\(text)'")
            }
            self.jobs = jobs
        case "--max-warnings":
            guard let maximum = Int(text), maximum >= 0 else {
                throw Failure(message: "'--max-warnings' needs a whole number of at least 0, not '\(text)'")
            }
            maximumWarnings = maximum
        case "--shard":
            guard let shard = Shard(text) else {
                throw Failure(message: "'--shard' needs K/N with 1 <= K <= N (like 2/4), not '\(text)'")
            }
            self.shard = shard
        case "--output-file":
            guard !text.isEmpty else { throw Failure(message: "'\(name)' needs a file") }
            outputFile = text
        case "--baseline", "--write-baseline":
            guard !text.isEmpty else { throw Failure(message: "'\(name)' needs a file") }
            if option == "--baseline" { baselineFile = text } else { writeBaselineFile = text }
        default:
            guard !text.isEmpty else { throw Failure(message: "'--config' needs a file") }
            configurationFile = text
        }
    }
}
