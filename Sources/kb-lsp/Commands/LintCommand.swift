import KeyboardAnalysis
import SpecParser

/// One linted spec: its diagnostics and what is needed to print their positions.
struct LintedFile {
    var path: String
    var diagnostics: [Diagnostic]
    var lines: LineIndex
}

/// Counts for the summary line and the exit status.
struct LintSummary {
    var files = 0
    var errors = 0
    var warnings = 0
}

/// `kb-lsp lint [--format text|json] [--strict] [PATH ...]`.
enum LintCommand {
    enum Format: String {
        case text
        case json
    }

    struct Options {
        var format = Format.text
        var strict = false
        var paths: [String] = []
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure):
            Console.error("\(failure.message)\nusage: kb-lsp lint [--format text|json] [--strict] [PATH ...]")
            return 2
        }
        var couldNotRun = false
        var files: [LintedFile] = []
        let analyzer = Analyzer()
        for (path, contents) in expand(options.paths, failed: &couldNotRun) {
            let diagnostics = analyzer.analyze(Parser.parse(utf8: contents)).diagnostics
            files.append(LintedFile(path: path, diagnostics: diagnostics, lines: LineIndex(utf8: contents)))
        }
        var summary = LintSummary(files: files.count)
        for diagnostic in files.flatMap(\.diagnostics) {
            switch diagnostic.severity {
            case .error: summary.errors += 1
            case .warning: summary.warnings += 1
            case .information: break
            }
        }
        switch options.format {
        case .text: TextReporter.write(files, summary: summary)
        case .json: JSONReporter.write(files, summary: summary)
        }
        if couldNotRun { return 2 }
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
            switch argument {
            case "--":
                onlyPaths = true
            case "--strict":
                options.strict = true
            case "--format":
                guard index < arguments.count else { return .failure(UsageFailure(message: "'--format' needs a value: text or json")) }
                guard let format = Format(rawValue: arguments[index]) else {
                    return .failure(UsageFailure(message: "unknown format '\(arguments[index])'; expected text or json"))
                }
                options.format = format
                index += 1
            case _ where argument.hasPrefix("--format="):
                let value = String(argument.dropFirst("--format=".count))
                guard let format = Format(rawValue: value) else {
                    return .failure(UsageFailure(message: "unknown format '\(value)'; expected text or json"))
                }
                options.format = format
            default:
                return .failure(UsageFailure(message: "unknown option '\(argument)'"))
            }
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return .success(options)
    }

    /// Reads every path in order, expanding directories; what cannot be read is reported
    /// on standard error and sets `failed`, and the rest is still linted.
    static func expand(_ paths: [String], failed: inout Bool) -> [(path: String, contents: [UInt8])] {
        var specs: [(String, [UInt8])] = []
        func fail(_ failure: FileSystem.Failure) {
            Console.error(failure.message)
            failed = true
        }
        for path in paths {
            do throws(FileSystem.Failure) {
                if path == "-" {
                    specs.append(("<stdin>", try FileSystem.readStandardInput()))
                    continue
                }
                switch try FileSystem.kind(of: path) {
                case .directory:
                    let (files, failures) = FileSystem.specFiles(under: path)
                    failures.forEach(fail)
                    for file in files {
                        do throws(FileSystem.Failure) {
                            specs.append((file, try FileSystem.readFile(file)))
                        } catch {
                            fail(error)
                        }
                    }
                case .file, .other:
                    specs.append((path, try FileSystem.readFile(path)))
                }
            } catch {
                fail(error)
            }
        }
        return specs
    }
}
