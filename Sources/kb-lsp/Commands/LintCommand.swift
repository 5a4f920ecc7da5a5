import JSONValue
import KBLServer
import Linting
import Platform
import ProjectConfiguration

/// `kb-lsp lint [OPTIONS] [PATH ...]`: runs `LintRun` as the command line says and
/// prints the report (or writes it to `--output-file`).
enum LintCommand {
    static let usage = "usage: kb-lsp lint [--format text|json|sarif|github|gitlab|xcode|html] [--output-file FILE] [--strict] [--max-warnings N] [--quiet] [--verbose] [--no-cache] [--jobs N] [--shard K/N] [--config FILE] [--baseline FILE | --write-baseline FILE] [PATH ...]"

    static let help = """
    kb-lsp lint — lint KBL specs: the fields the iOS keyboard would hide, and errors.

    USAGE:
      kb-lsp lint [OPTIONS] [PATH ...]

    PATHs are files or directories (searched recursively for *.kbl, hidden entries
    skipped, in sorted path order); - reads one spec from standard input; no PATH
    means the current directory. Each spec uses the nearest .kblint.json in its
    directory or an ancestor (see docs/configuration.md).

    OPTIONS:
      -f, --format FORMAT   text (default): path:line:col: severity: message [KBnnn]
                            json: one document with every finding and the shifts
                            sarif: SARIF 2.1.0, for GitHub code scanning
                            github: GitHub Actions annotations on pull requests
                            gitlab: a GitLab Code Quality report (merge requests)
                            xcode: absolute paths, for an Xcode Run Script phase
                            html: one self-contained page for CI artifacts: a
                            summary, each screen's picture with its findings,
                            and what each code means (with --output-file, say)
      -o, --output-file FILE
                            write the report to FILE (in --format) and print the
                            text report on standard output
          --strict          exit 1 on warnings too
          --max-warnings N  exit 1 when there are more than N warnings
      -q, --quiet           report errors only; warnings still count for --strict
      -v, --verbose         also print, on standard error, the notes of reading the
                            project's Swift and Objective-C (sources skipped and why)
                            and --max-warnings
          --no-cache        skim every Swift and Objective-C source again: a project
                            of 1,000 sources or more keeps its skims between runs in
                            ~/.cache/kb-lsp (macOS: ~/Library/Caches/kb-lsp)
      -j, --jobs N          lint N files at a time (default: one per processor);
                            -j2, -j 2 and --jobs=2 are the same
          --shard K/N       lint only the K-th of N equal parts of the file list
                            (K from 1), to spread a large tree over N CI machines
          --config FILE     use FILE instead of the .kblint.json next to each spec
          --baseline FILE   report only the findings FILE does not hold (matched by
                            file and SARIF fingerprint, so moved lines still match);
                            the summary says how many it hid
          --write-baseline FILE
                            write every finding to FILE (JSON) instead of reporting
                            them, and exit 0
      -h, --help            show this help

    A comment '# kb-lsp: ignore KB003' at the end of a line, or alone on the line
    above, silences those codes on that line (docs/language.md#suppressions).

    The output keeps the order of the file list whatever --jobs is. On a terminal, a
    long run shows its progress on standard error.

    EXIT STATUS:
      0  no errors (warnings allowed, unless --strict, or more than --max-warnings)
      1  errors found, or warnings with --strict, or more than --max-warnings
      2  the command could not run: bad usage, a path that cannot be read, a bad
         configuration file, a missing or bad baseline, an output file or
         standard output that cannot be written

    """

    static func run(_ arguments: [String]) -> Int32 {
        let options: LintArguments
        let workingDirectory: String
        switch OptionReader.start(arguments, usage: usage, help: help, showsHelp: \.showsHelp, parse: LintArguments.init(parsing:)) {
        case .run(let parsed, let directory): (options, workingDirectory) = (parsed, directory)
        case .exit(let status): return status
        }
        let repository = ArtifactPaths.repository(containing: workingDirectory)
        var baseline: Baseline?
        if let file = options.baselineFile {
            switch readBaseline(file, workingDirectory: workingDirectory) {
            case .success(let read): baseline = read
            case .failure(let failure): return fail(failure.message, options, workingDirectory: workingDirectory)
            }
        }
        var lintOptions = LintOptions(
            paths: options.paths, workingDirectory: workingDirectory,
            configurationFile: options.configurationFile,
            jobs: options.jobs ?? FileSystem.processorCount, shard: options.shard,
            keepsScreens: options.format == .html)
        lintOptions.verbose = options.verbose
        lintOptions.cacheFolder = options.noCache ? nil : FileSystem.cacheFolder(for: "kb-lsp")
        let progress = LintProgress()
        let progressLine = FileSystem.isTerminal(2) ? ProgressLine(progress) : nil
        // Each file is written out and dropped when its turn comes; what is kept is the
        // counts, the failures, and a baseline's entries.
        var failures: [String] = []
        var filter = ReportFilter(baseline: baseline.map { Baseline.Filter($0, paths: repository) }, errorsOnly: options.quiet)
        var entries: [Baseline.Entry] = []
        var outputs: ReportOutputs?
        let writesBaseline = options.writeBaselineFile != nil
        let writers = ReportOutputs.writers(options, workingDirectory: workingDirectory)
        // Without a baseline, what the reports show of a file depends on that file alone:
        // the workers filter it and write its parts of the reports, and the files' turns
        // only add the counts and pass the bytes on.
        let inOrder = writesBaseline || filter.dependsOnOrder
        let filterOnWorkers = filter
        do throws(ConfigurationError) {
            defer { progressLine?.finish() }
            // Counted only for a line that shows it: the count is shared by the workers.
            try LintRun.perform(lintOptions, progress: progressLine == nil ? nil : progress, preparing: { linted -> PreparedFile in
                guard !inOrder else { return .linted(linted) }
                let filtered = filterOnWorkers.filtered(linted)
                return .reported(filtered.counts, writers.map { $0.part(of: filtered.file) })
            }, failure: { failures.append($0) }, note: Console.note, file: { prepared in
                // Opened once the configuration is known to be good.
                if outputs == nil, !writesBaseline {
                    outputs = ReportOutputs(options, writers: writers, workingDirectory: workingDirectory,
                                            terminal: FileSystem.isTerminal(1) ? progressLine : nil)
                }
                switch prepared {
                case .linted(let file) where writesBaseline:
                    entries += Baseline.entries(of: file, paths: repository)
                case .linted(var file):
                    filter.apply(to: &file)
                    outputs?.write(writers.map { $0.part(of: file) })
                case .reported(let counts, let parts):
                    filter.count(counts)
                    outputs?.write(parts)
                }
            })
        } catch {
            return fail("bad configuration: \(error)", options, workingDirectory: workingDirectory)
        }
        failures.forEach(Console.error)
        if let file = options.writeBaselineFile {
            return writeBaseline(Baseline(sorting: entries), to: file, workingDirectory: workingDirectory)
                && failures.isEmpty ? 0 : 2
        }
        var finished = outputs ?? ReportOutputs(options, writers: writers, workingDirectory: workingDirectory)
        guard finished.finish(LintReportEnding(summary: filter.shown, failures: failures)) else {
            return 2
        }
        if !failures.isEmpty { return 2 }
        // Warnings count whether or not --quiet shows them.
        let summary = filter.summary
        if summary.errors > 0 { return 1 }
        let warnings = "\(summary.warnings) \(summary.warnings == 1 ? "warning" : "warnings")"
        if options.strict, summary.warnings > 0 {
            // The text report shows them, unless --quiet hides them: then only this says why.
            if options.quiet { Console.error("\(warnings), and --strict fails on any (--quiet hides them)") }
            return 1
        }
        if let maximum = options.maximumWarnings, summary.warnings > maximum {
            Console.error("\(warnings), more than --max-warnings \(maximum) allows" + (options.quiet ? " (--quiet hides them)" : ""))
            return 1
        }
        return 0
    }

    /// Says why nothing was linted, exit status 2. A CI step uploading the SARIF still
    /// gets a document, saying why nothing ran.
    private static func fail(_ message: String, _ options: LintArguments, workingDirectory: String) -> Int32 {
        Console.error(message)
        if options.format == .sarif {
            var outputs = ReportOutputs(options, writers: ReportOutputs.writers(options, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
            _ = outputs.finish(LintReportEnding(summary: LintSummary(), failures: [message]))
        }
        return 2
    }

    struct BaselineFailure: Error {
        var message: String
    }

    /// The baseline of `--baseline FILE`, or why it cannot be used.
    static func readBaseline(_ file: String, workingDirectory: String) -> Result<Baseline, BaselineFailure> {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            bytes = try FileSystem.readFile(FileSystem.absolutePath(file, from: workingDirectory))
        } catch {
            var failure = error
            failure.path = file  // as the user wrote it
            return .failure(BaselineFailure(message: "bad baseline: \(failure.message)"))
        }
        do throws(BaselineError) {
            return .success(try Baseline(parsing: bytes))
        } catch {
            return .failure(BaselineFailure(message: "bad baseline '\(Paths.printable(file))': \(error)"))
        }
    }

    /// `--write-baseline FILE`: writes the baseline, says so on standard output. False
    /// when the file cannot be written.
    private static func writeBaseline(_ baseline: Baseline, to file: String, workingDirectory: String) -> Bool {
        do throws(FileSystem.Failure) {
            try FileSystem.writeFile(FileSystem.absolutePath(file, from: workingDirectory),
                                     Array((baseline.document.serialized(pretty: true) + "\n").utf8))
        } catch {
            var failure = error
            failure.path = file
            Console.error(failure.message)
            return false
        }
        let count = baseline.entries.count
        print("wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(Paths.printable(file))")
        return true
    }
}
