import Platform

enum Usage {
    static let text = """
    kb-lsp — finds the text fields an iOS keyboard would hide, from KBL screen specs.

    USAGE:
      kb-lsp [--stdio]                   serve the Language Server Protocol on stdin/stdout
      kb-lsp lint [OPTIONS] [PATH ...]   lint .kbl files and directories (default: .)
      kb-lsp explain [KBnnn ...]         what a diagnostic code means and how to fix it
      kb-lsp --help                      show this help
      kb-lsp --version                   show the version

    LINT OPTIONS:
      --format FORMAT   text (default), json (spec §9), sarif (SARIF 2.1.0, for code
                        scanning) or github (GitHub Actions annotations)
      --strict          exit 1 on warnings too
      --jobs N, -j N    lint N files at a time (default: one per processor)
      --shard K/N       lint only the K-th of N equal parts of the file list (K from 1),
                        to spread a large tree over N CI machines
      --config FILE     use FILE instead of the .kblint.json found next to each spec
      -                 as a PATH: read one spec from standard input

    Directories are searched recursively for *.kbl files (hidden entries skipped),
    in sorted path order; the output keeps that order whatever --jobs is. Each spec
    uses the nearest .kblint.json in its directory or an ancestor (see
    docs/configuration.md). On a terminal, a long run shows its progress on stderr.

    EXIT STATUS:
      0  no errors (warnings allowed unless --strict)
      1  errors found (or warnings with --strict)
      2  the command could not run (bad usage, a path that cannot be read, a bad
         configuration file)
    """
}

/// Messages for people, on standard error.
enum Console {
    static func error(_ message: String) {
        var stream = StandardError()
        print("kb-lsp: error: \(message)", to: &stream)
    }

    /// A line of the server's log.
    static func log(_ message: String) {
        var stream = StandardError()
        print("kb-lsp: \(message)", to: &stream)
    }
}

struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        Platform.writeAll(Array(string.utf8), to: 2)
    }
}

