import KBLServer
import Platform

/// `kb-lsp`: the KBL language server and linter. This file only dispatches.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "lint":
    status = LintCommand.run(Array(arguments.dropFirst()))
case "explain":
    status = ExplainCommand.run(Array(arguments.dropFirst()))
case "--help", "-h", "help":
    print(Usage.text)
    status = 0
case "--version":
    print("kb-lsp \(Server.version)")
    status = 0
case nil, "--stdio", "serve":
    status = ServeCommand.run()
case let other?:
    Console.error("unknown command or option '\(other)'; see 'kb-lsp --help'")
    status = 2
}
exit(status)
