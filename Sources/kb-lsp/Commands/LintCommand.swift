import JSONValue
import KBLServer
import Linting
import Platform
import ProjectConfiguration

/// `kb-lsp lint [OPTIONS] [PATH ...]`: runs `LintRun` as the command line says and
/// prints the report (or writes it to `--output-file`).
enum LintCommand {
    static let usage = "usage: kb-lsp lint [--format text|json|sarif|github|gitlab|xcode|html] [--output-file FILE] [--strict] [--max-warnings N] [--quiet] [--jobs N] [--shard K/N] [--config FILE] [PATH ...]"

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
      -h, --help            show this help

    The output keeps the order of the file list whatever --jobs is. On a terminal, a
    long run shows its progress on standard error.

    EXIT STATUS:
      0  no errors (and warnings allowed by --strict and --max-warnings)
      1  errors found, or warnings with --strict, or more than --max-warnings
      2  the command could not run: bad usage, a path that cannot be read, a bad
         configuration file, an output file that cannot be written

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
                _ = deliver(failed, options, workingDirectory: workingDirectory)
            }
            return 2
        }
        report.failures.forEach(Console.error)
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
