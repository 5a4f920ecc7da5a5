import DocumentAnalysis
import InterfaceBuilder
import Platform

/// `kb-lsp import FILE [--config FILE]`: a storyboard's or xib's screens as KBL (ib.md section 9).
enum ImportCommand {
    static let usage = "usage: kb-lsp import FILE [--config FILE]"

    static let help = """
    kb-lsp import — a storyboard's or xib's screens as a KBL file.

    USAGE:
      kb-lsp import FILE [OPTIONS]

    FILE is a .storyboard or .xib. Prints, on standard output, a KBL file with each
    of its screens: the device, the bars and the strategy kb-lsp found, and every
    view as an element placed 'top Y height H' in its parent from the frames kb-lsp
    solved on the first device the screens are checked on, in the first orientation.
    The comment beside each element gives the line of its start tag in the document,
    its tag and the name findings give it. 'kb-lsp lint' on the KBL finds there what
    it finds in the document (docs/interface-builder.md says where KBL says things
    differently). The settings of the nearest .kblint.json apply, as for lint.

    OPTIONS:
          --config FILE     use FILE instead of the nearest .kblint.json
      -h, --help            show this help

    EXIT STATUS:
      0  the KBL was printed
      1  FILE is not a readable iOS Interface Builder document (KB300, printed), or
         it has no screens
      2  bad usage, a file that cannot be read, a bad configuration

    """

    struct Arguments {
        var file: String?
        var configurationFile: String?
        var showsHelp = false
    }

    typealias Failure = OptionReader.Failure

    static func parse(_ arguments: [String]) throws(Failure) -> Arguments {
        var parsed = Arguments()
        if OptionReader.asksForHelp(arguments) {
            parsed.showsHelp = true
            return parsed
        }
        for item in try OptionReader.read(arguments, valued: ["--config": "--config"]) {
            switch item {
            case .operand(let operand):
                guard parsed.file == nil else { throw Failure(message: "'kb-lsp import' takes one file, not also '\(operand)'") }
                parsed.file = operand
            case .option(_, let text, _):
                guard !text.isEmpty else { throw Failure(message: "'--config' needs a file") }
                parsed.configurationFile = text
            case .flag:
                break
            }
        }
        guard parsed.file != nil else { throw Failure(message: "'kb-lsp import' needs a .storyboard or .xib file") }
        return parsed
    }

    static func run(_ arguments: [String]) -> Int32 {
        let started: DocumentInput.Started<Arguments>
        switch DocumentInput.start(arguments, usage: usage, help: help, showsHelp: \.showsHelp, parse: parse, file: \.file,
                                   configurationFile: \.configurationFile) {
        case .run(let run): started = run
        case .exit(let status): return status
        }
        let (file, analyzer, document) = (started.file, started.analyzer, started.document)
        do throws(ImportError) {
            print(try analyzer.importKBL(of: document).text(path: Paths.printable(file)), terminator: "")
        } catch {
            Console.error("\(Paths.printable(file)) has no screens: no view controller with a view (a launch screen, a cell's xib)")
            return 1
        }
        return 0
    }
}
