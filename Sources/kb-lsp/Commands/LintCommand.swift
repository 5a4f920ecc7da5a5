import KBLServer
import Linting

/// `kb-lsp lint [OPTIONS] [PATH ...]`: parses the command line, runs `LintRun` and
/// prints the report.
enum LintCommand {
    enum Format: String, CaseIterable {
        case text
        case json
        case sarif
        case github
    }

    struct Options {
        var format = Format.text
        var strict = false
        var jobs: Int?
        var shard: Shard?
        var configurationFile: String?
        var paths: [String] = []
    }

    static let usage = "usage: kb-lsp lint [--format text|json|sarif|github] [--strict] [--jobs N] [--shard K/N] [--config FILE] [PATH ...]"

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure):
            Console.error("\(failure.message)\n\(usage)")
            return 2
        }
        guard let workingDirectory = FileSystem.currentDirectory() else {
            Console.error("cannot read the current directory")
            return 2
        }
        let lintOptions = LintOptions(
            paths: options.paths, workingDirectory: workingDirectory,
            configurationFile: options.configurationFile,
            jobs: options.jobs ?? FileSystem.processorCount, shard: options.shard)
        let report: LintReport
        let progress = LintProgress()
        let progressLine = FileSystem.isTerminal(2) ? ProgressLine(progress) : nil
        do throws(ConfigurationError) {
            defer { progressLine?.finish() }
            report = try LintRun.perform(lintOptions, progress: progress)
        } catch {
            Console.error("bad configuration: \(error)")
            // A CI step uploading the SARIF still gets a document, saying why nothing ran.
            if options.format == .sarif {
                let failed = LintReport(files: [], failures: ["bad configuration: \(error)"])
                let paths = ArtifactPaths.repository(containing: workingDirectory)
                print(SARIFReport.document(failed, paths: paths, toolVersion: Server.version).serialized())
            }
            return 2
        }
        report.failures.forEach(Console.error)
        switch options.format {
        case .text:
            print(TextReport.render(report), terminator: "")
        case .json:
            print(JSONReport.document(report).serialized())
        case .sarif:
            let paths = ArtifactPaths.repository(containing: workingDirectory)
            print(SARIFReport.document(report, paths: paths, toolVersion: Server.version).serialized())
        case .github:
            print(GitHubReport.render(report, paths: ArtifactPaths.repository(containing: workingDirectory)), terminator: "")
        }
        if !report.failures.isEmpty { return 2 }
        let summary = report.summary
        if summary.errors > 0 || (options.strict && summary.warnings > 0) { return 1 }
        return 0
    }

    struct UsageFailure: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) -> Result<Options, UsageFailure> {
        var options = Options()
        var index = 0
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            if argument == "--strict" {
                options.strict = true
                continue
            }
            // Options with a value: `--name VALUE` or `--name=VALUE`.
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--format", "--jobs", "-j", "--shard", "--config"].contains(name) else {
                return .failure(UsageFailure(message: "unknown option '\(argument)'"))
            }
            if value == nil {
                guard index < arguments.count else { return .failure(UsageFailure(message: "'\(name)' needs a value")) }
                value = arguments[index]
                index += 1
            }
            let text = value ?? ""
            switch name {
            case "--format":
                guard let format = Format(rawValue: text) else {
                    let formats = Format.allCases.map(\.rawValue).joined(separator: ", ")
                    return .failure(UsageFailure(message: "unknown format '\(text)'; expected one of \(formats)"))
                }
                options.format = format
            case "--jobs", "-j":
                guard let jobs = Int(text), jobs >= 1 else {
                    return .failure(UsageFailure(message: "'\(name)' needs a whole number of at least 1, not '\(text)'"))
                }
                options.jobs = jobs
            case "--shard":
                guard let shard = Shard(text) else {
                    return .failure(UsageFailure(message: "'--shard' needs K/N with 1 <= K <= N (like 2/4), not '\(text)'"))
                }
                options.shard = shard
            default:
                guard !text.isEmpty else { return .failure(UsageFailure(message: "'--config' needs a file")) }
                options.configurationFile = text
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return .success(options)
    }
}
