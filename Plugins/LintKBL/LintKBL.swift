import Foundation
import PackagePlugin

/// `swift package lint-kbl [LINT OPTIONS] [PATH ...]`: lints the `.kbl` specs of a package
/// with kb-lsp, which SwiftPM builds from source. The arguments are `kb-lsp lint`'s
/// (`--strict`, `--format xcode`, paths relative to the package); with no path, the whole
/// package is linted (hidden folders such as `.build` are skipped). The command fails
/// when the lint does, so it can gate a CI step.
@main
struct LintKBL: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        do {
            try lint(tool: context.tool(named: "kb-lsp").url, in: context.package.directoryURL, arguments: arguments)
        } catch let failure as LintFailure {
            // SwiftPM prints what the plugin writes on its standard output, buffered when
            // that is redirected, and a thrown error at once on its standard error: in a CI
            // log the error came before the findings it points at. Said on the findings'
            // own stream, after them, and the plugin ends with lint's status.
            FileHandle.standardOutput.write(Data("error: \(failure.description)\n".utf8))
            exit(failure.status)
        }
    }
}

/// Runs `kb-lsp lint ARGUMENTS` in `directory`, its output going straight through;
/// throws when it exits non-zero.
func lint(tool: URL, in directory: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
        throw LintFailure(status: process.terminationStatus)
    }
}

struct LintFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        status == 1 ? "kb-lsp lint found problems (see above)" : "kb-lsp lint could not run (exit status \(status))"
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode: right-click the project, "LintKBL". Findings go to the Issue navigator.
extension LintKBL: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        // Xcode reads issues from lines with absolute paths, unless asked for another format.
        let choosesFormat = arguments.contains { $0 == "--format" || $0 == "-f" || $0.hasPrefix("--format=") }
        try lint(tool: context.tool(named: "kb-lsp").url, in: context.xcodeProject.directoryURL,
                 arguments: choosesFormat ? arguments : ["--format", "xcode"] + arguments)
    }
}
#endif
