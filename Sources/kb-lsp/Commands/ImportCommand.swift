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

    typealias Arguments = ConfiguredArguments

    static func parse(_ arguments: [String]) throws(OptionReader.Failure) -> Arguments {
        try ConfiguredArguments.parse(arguments, command: "import", operand: "a .storyboard or .xib file")
    }

    static func run(_ arguments: [String]) -> Int32 {
        let started: DocumentInput.Started<Arguments>
        switch DocumentInput.start(arguments, usage: usage, help: help, parse: parse, common: \.self) {
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
