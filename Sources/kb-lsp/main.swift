import KBLServer
import Platform

/// `kb-lsp`: the KBL language server and linter. This file only dispatches.
// Descriptors 0 to 2 are open before anything is opened: started with one closed, the
// first file opened would take its number, and the server's log its protocol stream.
Platform.openStandardDescriptors()
let arguments = Array(Platform.commandLine().dropFirst())
let status: Int32
switch arguments.first {
case "lint":
    status = LintCommand.run(Array(arguments.dropFirst()))
case "format":
    status = FormatCommand.run(Array(arguments.dropFirst()))
case "explain":
    status = ExplainCommand.run(Array(arguments.dropFirst()))
case "render":
    status = RenderCommand.run(Array(arguments.dropFirst()))
case "devices":
    status = DevicesCommand.run(Array(arguments.dropFirst()))
case "layout":
    status = LayoutCommand.run(Array(arguments.dropFirst()))
case "import":
    status = ImportCommand.run(Array(arguments.dropFirst()))
case "--help", "-h":
    print(Usage.text, terminator: "")
    status = 0
case "help":
    let command = arguments.dropFirst().first
    if let help = Usage.help(for: command) {
        print(help, terminator: "")
        status = 0
    } else {
        Console.error("no command '\(command ?? "")'; see 'kb-lsp --help'")
        status = 2
    }
case "--version":
    print("kb-lsp \(Server.version)")
    status = 0
case nil, "--stdio", "serve":
    // Other arguments are ignored: clients add their own (`--clientProcessId=…`).
    if arguments.contains("--help") || arguments.contains("-h") {
        print(Usage.serveHelp, terminator: "")
        status = 0
    } else {
        status = ServeCommand.run()
    }
case let other?:
    Console.error("unknown command or option '\(other)'; see 'kb-lsp --help'")
    status = 2
}
// What was printed and could not be written (a full disk) makes the run fail: its output is lost.
if let failure = FileSystem.flushStandardOutput() {
    Console.error(failure.message)
    exit(2)
}
exit(status)
