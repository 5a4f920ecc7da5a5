import KBLServer
import Linting
import Platform

extension LintCommand {
    /// Where the reports go as the run goes: the report in its format on standard
    /// output, or in the output file with the text report on standard output.
    struct ReportOutputs {
        private var outputs: [(writer: any LintReportWriter, output: FileSystem.Output)] = []
        /// The output file as the user wrote it, and why it cannot be written.
        private var failure: (path: String, problem: FileSystem.Failure)?
        private let outputFile: String?
        /// The progress line on the terminal that is standard output, if it is one.
        private let terminal: ProgressLine?

        /// `terminal`: standard output is the terminal this progress line is drawn on;
        /// each file's findings are then written at once, with the line out of the way.
        /// `writers`: those of `writers(_:workingDirectory:)` for these options.
        init(_ options: LintArguments, writers: [any LintReportWriter], workingDirectory: String, terminal: ProgressLine? = nil) {
            outputFile = options.outputFile
            self.terminal = terminal
            let standardOutput = FileSystem.Output.standardOutput(writingAtOnce: terminal != nil)
            guard let outputFile = options.outputFile else {
                outputs = [(writers[0], standardOutput)]
                start()
                return
            }
            do throws(FileSystem.Failure) {
                let file = try FileSystem.Output.replacingFile(FileSystem.absolutePath(outputFile, from: workingDirectory))
                outputs = [(writers[0], file), (writers[1], standardOutput)]
                start()
            } catch {
                failure = (outputFile, error)
            }
        }

        private mutating func start() {
            for index in outputs.indices {
                var bytes: [UInt8] = []
                outputs[index].writer.begin(&bytes)
                outputs[index].output.write(bytes)
            }
        }

        /// The reports' writers: the one of `--format`, and with `--output-file` the text
        /// report for standard output after it.
        static func writers(_ options: LintArguments, workingDirectory: String) -> [any LintReportWriter] {
            let writer = writer(options.format, options, workingDirectory: workingDirectory)
            guard options.outputFile != nil else { return [writer] }
            return [writer, Self.writer(.text, options, workingDirectory: workingDirectory)]
        }

        /// One file's parts, one per writer, in the order of `writers(_:workingDirectory:)`.
        mutating func write(_ parts: [ReportPart]) {
            for index in outputs.indices {
                var bytes: [UInt8] = []
                outputs[index].writer.write(parts[index], to: &bytes)
                // Standard output is the last; on the progress line's terminal, a file
                // with something to say erases the line and writes at once.
                if let terminal, index == outputs.count - 1 {
                    guard !bytes.isEmpty else { continue }
                    terminal.pausing { outputs[index].output.write(bytes) }
                } else {
                    outputs[index].output.write(bytes)
                }
            }
        }

        /// Ends the reports. False when the output file or standard output cannot be written.
        mutating func finish(_ ending: LintReportEnding) -> Bool {
            for index in outputs.indices {
                var bytes: [UInt8] = []
                outputs[index].writer.finish(ending, to: &bytes)
                outputs[index].output.write(bytes)
                outputs[index].output.close()
                if failure == nil, let problem = outputs[index].output.failure {
                    // The output file is the first; standard output's failure names itself.
                    failure = ((index == 0 ? outputFile : nil) ?? problem.path, problem)
                }
            }
            guard let failure else { return true }
            var problem = failure.problem
            problem.path = failure.path  // as the user wrote it
            Console.error(problem.message)
            return false
        }

        static func writer(_ format: LintArguments.Format, _ options: LintArguments, workingDirectory: String) -> any LintReportWriter {
            let repository = { ArtifactPaths.repository(containing: workingDirectory) }
            switch format {
            case .text: return TextReport.Writer(silentWithoutErrors: options.quiet)
            case .json: return JSONReport.Writer()
            case .sarif: return SARIFReport.Writer(paths: repository(), toolVersion: Server.version)
            case .github: return GitHubReport.Writer(paths: repository(), silentWithoutErrors: options.quiet)
            case .gitlab: return GitLabReport.Writer(paths: repository())
            case .xcode: return XcodeReport.Writer()
            case .html: return HTMLReport.Writer()
            }
        }
    }
}
