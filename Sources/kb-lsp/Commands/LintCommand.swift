import JSONValue
import KBLServer
import Linting
import Platform
import ProjectConfiguration

/// `kb-lsp lint [OPTIONS] [PATH ...]`: runs `LintRun` as the command line says and
/// prints the report (or writes it to `--output-file`).
enum LintCommand {
    static let usage = "usage: kb-lsp lint [--format text|json|sarif|github|gitlab|xcode|html] [--output-file FILE] [--strict] [--max-warnings N] [--quiet] [--jobs N] [--shard K/N] [--config FILE] [--baseline FILE | --write-baseline FILE] [PATH ...]"

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
                            and --max-warnings
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
      0  no errors (and warnings allowed by --strict and --max-warnings)
      1  errors found, or warnings with --strict, or more than --max-warnings
      2  the command could not run: bad usage, a path that cannot be read, a bad
         configuration file, a missing or bad baseline, an output file that
         cannot be written

    """

    static func run(_ arguments: [String]) -> Int32 {
        let options: LintArguments
        do throws(LintArguments.Failure) {
            options = try LintArguments(parsing: arguments)
        } catch {
            Console.error("\(error.message)\n\(usage)")
            return 2
        }
        if options.showsHelp {
            print(help, terminator: "")
            return 0
        }
        guard let workingDirectory = FileSystem.currentDirectory() else {
            Console.error("cannot read the current directory")
            return 2
        }
        let repository = ArtifactPaths.repository(containing: workingDirectory)
        var baseline: Baseline?
        if let file = options.baselineFile {
            switch readBaseline(file, workingDirectory: workingDirectory) {
            case .success(let read): baseline = read
            case .failure(let failure): return fail(failure.message, options, workingDirectory: workingDirectory)
            }
        }
        let lintOptions = LintOptions(
            paths: options.paths, workingDirectory: workingDirectory,
            configurationFile: options.configurationFile,
            jobs: options.jobs ?? FileSystem.processorCount, shard: options.shard)
        var report: LintReport
        let progress = LintProgress()
        let progressLine = FileSystem.isTerminal(2) ? ProgressLine(progress) : nil
        do throws(ConfigurationError) {
            defer { progressLine?.finish() }
            report = try LintRun.perform(lintOptions, progress: progress)
        } catch {
            return fail("bad configuration: \(error)", options, workingDirectory: workingDirectory)
        }
        report.failures.forEach(Console.error)
        if let file = options.writeBaselineFile {
            return writeBaseline(Baseline(report, paths: repository), to: file, workingDirectory: workingDirectory)
                && report.failures.isEmpty ? 0 : 2
        }
        if let baseline {
            report = baseline.filtering(report, paths: repository)
        }
        guard deliver(options.quiet ? report.keepingErrorsOnly() : report, options, workingDirectory: workingDirectory) else {
            return 2
        }
        if !report.failures.isEmpty { return 2 }
        // Warnings count whether or not --quiet shows them.
        let summary = report.summary
        if summary.errors > 0 || (options.strict && summary.warnings > 0) { return 1 }
        if let maximum = options.maximumWarnings, summary.warnings > maximum {
            Console.error("\(summary.warnings) warnings, more than --max-warnings \(maximum) allows")
            return 1
        }
        return 0
    }

    /// Says why nothing was linted, exit status 2. A CI step uploading the SARIF still
    /// gets a document, saying why nothing ran.
    private static func fail(_ message: String, _ options: LintArguments, workingDirectory: String) -> Int32 {
        Console.error(message)
        if options.format == .sarif {
            _ = deliver(LintReport(files: [], failures: [message]), options, workingDirectory: workingDirectory)
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
            bytes = try FileSystem.readFile(Paths.absolute(file, from: workingDirectory))
        } catch {
            var failure = error
            failure.path = file  // as the user wrote it
            return .failure(BaselineFailure(message: "bad baseline: \(failure.message)"))
        }
        do throws(BaselineError) {
            return .success(try Baseline(parsing: bytes))
        } catch {
            return .failure(BaselineFailure(message: "bad baseline '\(file)': \(error)"))
        }
    }

    /// `--write-baseline FILE`: writes the baseline, says so on standard output. False
    /// when the file cannot be written.
    private static func writeBaseline(_ baseline: Baseline, to file: String, workingDirectory: String) -> Bool {
        do throws(FileSystem.Failure) {
            try FileSystem.writeFile(Paths.absolute(file, from: workingDirectory),
                                     Array((baseline.document.serialized(pretty: true) + "\n").utf8))
        } catch {
            var failure = error
            failure.path = file
            Console.error(failure.message)
            return false
        }
        let count = baseline.entries.count
        print("wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(file)")
        return true
    }

    /// Prints the report in its format, or writes it to the output file and prints the
    /// text report. False when the output file cannot be written.
    private static func deliver(_ report: LintReport, _ options: LintArguments, workingDirectory: String) -> Bool {
        let rendered = render(report, as: options.format, options, workingDirectory: workingDirectory)
        guard let outputFile = options.outputFile else {
            print(rendered, terminator: "")
            return true
        }
        do throws(FileSystem.Failure) {
            try FileSystem.writeFile(Paths.absolute(outputFile, from: workingDirectory), Array(rendered.utf8))
        } catch {
            var failure = error
            failure.path = outputFile  // as the user wrote it
            Console.error(failure.message)
            return false
        }
        print(render(report, as: .text, options, workingDirectory: workingDirectory), terminator: "")
        return true
    }

    static func render(_ report: LintReport, as format: LintArguments.Format, _ options: LintArguments,
                       workingDirectory: String) -> String {
        let repository = { ArtifactPaths.repository(containing: workingDirectory) }
        switch format {
        case .text:
            // Quiet means silent when there is no error to show.
            if options.quiet, report.summary.errors == 0 { return "" }
            return TextReport.render(report)
        case .json:
            return JSONReport.document(report).serialized() + "\n"
        case .sarif:
            return SARIFReport.document(report, paths: repository(), toolVersion: Server.version).serialized() + "\n"
        case .github:
            if options.quiet, report.summary.errors == 0 { return "" }
            return GitHubReport.render(report, paths: repository())
        case .gitlab:
            return GitLabReport.document(report, paths: repository()).serialized() + "\n"
        case .xcode:
            return XcodeReport.render(report)
        case .html:
            return HTMLReport.render(report)
        }
    }
}
