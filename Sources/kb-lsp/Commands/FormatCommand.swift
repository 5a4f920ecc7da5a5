import Platform
import SpecParser

/// `kb-lsp format [--check] [PATH ...]`: lays specs out in KBL's canonical layout
/// (docs/decisions.md#formatting), in place, or with `--check` only says which would change.
enum FormatCommand {
    static let usage = "usage: kb-lsp format [--check] [PATH ...]"

    static let help = """
    kb-lsp format — lay KBL specs out in the one canonical layout.

    USAGE:
      kb-lsp format [--check] [PATH ...]

    PATHs are files or directories (searched recursively for *.kbl, hidden entries
    skipped, in sorted path order); - reads one spec from standard input and writes it
    formatted to standard output; no PATH means the current directory. Files are
    rewritten whole or not at all, and not when they changed after they were read;
    each one changed is listed as 'reformatted PATH'.

    The layout: two spaces of indentation per block, one space between tokens,
    comments kept on their line (trailing comments of consecutive lines aligned), runs
    of blank lines collapsed to one, no trailing blanks, a final line break, CRLF files
    kept CRLF. Strings and numbers are written exactly as in the source. A spec with a
    syntax error (KB100) is not formatted.

    OPTIONS:
          --check           write nothing; list each spec that would change as
                            'would reformat PATH', and exit 1 if there is one
      -h, --help            show this help

    EXIT STATUS:
      0  every spec is formatted (or, without --check, now is)
      1  with --check: at least one spec would be reformatted
      2  a path cannot be read or written, a spec has a syntax error (it is left
         as it is; the others are still formatted), or bad usage

    """

    static func run(_ arguments: [String]) -> Int32 {
        if OptionReader.asksForHelp(arguments) {
            print(help, terminator: "")
            return 0
        }
        var check = false
        var paths: [String] = []
        do throws(OptionReader.Failure) {
            for item in try OptionReader.read(arguments, flags: ["--check": "--check"]) {
                if case .operand(let path) = item { paths.append(path) } else { check = true }
            }
        } catch {
            Console.error("\(error.message)\n\(usage)")
            return 2
        }
        guard let workingDirectory = FileSystem.currentDirectory() else {
            Console.error("cannot read the current directory")
            return 2
        }
        var failed = false
        var wouldChange = false
        for input in expand(paths.isEmpty ? ["."] : paths, from: workingDirectory, failed: &failed) {
            var bytes: [UInt8] = []
            var outcome: FormatOutcome?
            do throws(FileSystem.Failure) {
                bytes = try input.path == "-" ? FileSystem.readStandardInput(atMost: Parser.maximumSize)
                    : FileSystem.readFile(input.absolutePath, atMost: Parser.maximumSize)
            } catch {
                if let size = error.size {
                    // Refused unread, with the parser's KB100 for it.
                    outcome = .refused(Parser.tooLarge(size: size).diagnostics)
                } else {
                    var failure = error
                    failure.path = input.path
                    Console.error(failure.message)
                    failed = true
                    continue
                }
            }
            switch outcome ?? Formatter.format(utf8: bytes) {
            case .refused(let errors):
                let name = input.path == "-" ? "<stdin>" : Paths.printable(input.path)
                let location = LineIndex(utf8: bytes).lineColumn(at: errors[0].range.start, in: .unicodeScalars)
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                Console.error("\(name):\(location.line + 1):\(location.column + 1): \(errors[0].message) [KB100]\(more); not formatted")
                failed = true
            case .formatted(let formatted):
                let changed = formatted.changesText
                if check {
                    if changed {
                        print("would reformat \(Paths.printable(input.path))")
                        wouldChange = true
                    }
                } else if input.path == "-" {
                    print(formatted.text, terminator: "")
                } else if changed {
                    do throws(FileSystem.Failure) {
                        try FileSystem.replaceFile(input.absolutePath, with: formatted.bytes, ifStill: bytes)
                        print("reformatted \(Paths.printable(input.path))")
                    } catch {
                        var failure = error
                        failure.path = input.path
                        Console.error(failure.message)
                        failed = true
                    }
                }
            }
        }
        if failed { return 2 }
        return wouldChange ? 1 : 0
    }

    private struct Input {
        /// As the user wrote it (or found under a directory they named); `-` for stdin.
        var path: String
        var absolutePath: String
    }

    /// The specs `paths` name, directories expanded in sorted order.
    private static func expand(_ paths: [String], from directory: String, failed: inout Bool) -> [Input] {
        var inputs: [Input] = []
        for path in paths {
            if path == "-" {
                inputs.append(Input(path: "-", absolutePath: "-"))
                continue
            }
            let absolute = FileSystem.absolutePath(path, from: directory)
            var spelling = path
            while spelling.count > 1, spelling.hasSuffix("/") { spelling.removeLast() }
            do throws(FileSystem.Failure) {
                switch try FileSystem.kind(of: absolute) {
                case .directory:
                    let (found, failures) = FileSystem.files(under: absolute, withExtension: "kbl")
                    for failure in failures {
                        Console.error(failure.message)
                        failed = true
                    }
                    let prefix = spelling.hasSuffix("/") ? spelling : spelling + "/"
                    inputs += found.map { file in
                        Input(path: prefix + file.dropFirst(absolute == "/" ? 1 : absolute.count + 1), absolutePath: file)
                    }
                case .file, .other:
                    inputs.append(Input(path: path, absolutePath: absolute))
                }
            } catch {
                var failure = error
                failure.path = path
                Console.error(failure.message)
                failed = true
            }
        }
        return inputs
    }
}
