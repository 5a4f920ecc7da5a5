import Platform

/// `kb-lsp --help`: the commands. Each command has its own `--help`.
enum Usage {
    static let text = """
    kb-lsp — finds the text fields an iOS keyboard would hide, from KBL screen specs.

    USAGE:
      kb-lsp [--stdio]                   serve the Language Server Protocol on stdin/stdout
      kb-lsp lint [OPTIONS] [PATH ...]   lint .kbl files and directories (default: .)
      kb-lsp format [--check] [PATH ...] lay .kbl files out canonically (default: .)
      kb-lsp explain [KBnnn ...]         what a diagnostic code means and how to fix it
      kb-lsp render FILE [OPTIONS]       draw a spec's screens with the keyboard up (SVG)
      kb-lsp devices [--format json]     the devices a screen may name, with their sizes
      kb-lsp layout FILE [OPTIONS]       the frames solved for a storyboard's or xib's screens
      kb-lsp import FILE [--config FILE] a storyboard's or xib's screens as KBL
      kb-lsp help [COMMAND]              this help, or a command's (same as COMMAND --help)
      kb-lsp --version                   show the version

    Run 'kb-lsp lint --help' for the linter's options, formats and exit statuses.

    """

    static let serveHelp = """
    kb-lsp — the KBL language server.

    USAGE:
      kb-lsp [--stdio]
      kb-lsp serve [--stdio]

    Speaks the Language Server Protocol 3.17 on standard input and output, for any
    editor with an LSP client (see editors/README.md). Settings come from the nearest
    .kblint.json, as for kb-lsp lint. The log goes to standard error.

    """

    /// The help of a command by name; nil for an unknown one.
    static func help(for command: String?) -> String? {
        switch command {
        case nil: return text
        case "lint": return LintCommand.help
        case "format": return FormatCommand.help
        case "explain": return ExplainCommand.help
        case "render": return RenderCommand.help
        case "devices": return DevicesCommand.help
        case "layout": return LayoutCommand.help
        case "import": return ImportCommand.help
        case "serve", "--stdio": return serveHelp
        default: return nil
        }
    }
}

/// Messages for people, on standard error.
enum Console {
    static func error(_ message: String) {
        var stream = StandardError()
        print("kb-lsp: error: \(message)", to: &stream)
    }

    /// A note of `--verbose`: what was passed over and why, not a failure.
    static func note(_ message: String) {
        var stream = StandardError()
        print("kb-lsp: note: \(message)", to: &stream)
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        Platform.writeAll(Array(string.utf8), to: 2)
    }
}

