import Diagnostics
import DocumentAnalysis
import InterfaceBuilder
import JSONValue
import Platform
import SpecParser

/// `kb-lsp layout FILE [--device NAME] [--orientation O] [--keyboard down|up] [--format F]`:
/// the frames kb-lsp solved for each screen of a storyboard or xib (ib.md section 9).
enum LayoutCommand {
    static let usage = "usage: kb-lsp layout FILE [--device NAME] [--orientation portrait|landscape] [--keyboard down|up] [--format text|json] [--config FILE]"

    static let help = """
    kb-lsp layout — the frames kb-lsp solved for a storyboard's or xib's screens.

    USAGE:
      kb-lsp layout FILE [OPTIONS]

    FILE is a .storyboard or .xib. For each screen: its name, the strategy kb-lsp
    found, the required constraints that cannot all hold (if any), and every view
    with its frame's top and height in points, in screen coordinates (y down from
    the top of the screen), unrounded. What kb-lsp understood of the layout, for when
    a finding looks wrong.

    Without --device and --orientation, the screens are laid out in the geometry the
    document was saved in (its device and orientation on Interface Builder's canvas):
    the frames should then be those the document saved. The settings of the nearest
    .kblint.json apply, as for lint.

    OPTIONS:
          --device NAME     lay out on a KBL device (see kb-lsp devices); with only
                            --orientation, the first device the screens are checked on
          --orientation O   portrait or landscape (default: portrait)
          --keyboard K      down (default) or up: laid out as 'avoid resize' does, with
                            the keyboard layout guide and the keyboard's outlets at the
                            keyboard's top
      -f, --format F        text (default) or json (one document: docs/interface-builder.md)
          --config FILE     use FILE instead of the nearest .kblint.json
      -h, --help            show this help

    EXIT STATUS:
      0  the frames were printed
      1  FILE is not a readable iOS Interface Builder document (KB300, printed; on
         standard error with --format json, which leaves standard output empty)
      2  bad usage, a file that cannot be read, an unknown device, a bad configuration

    """

    struct Arguments {
        /// The file, `--config` and `--help`.
        var common = ConfiguredArguments()
        var device: String?
        var orientation: Orientation?
        var keyboardUp = false
        var json = false
    }

    typealias Failure = OptionReader.Failure

    static func parse(_ arguments: [String]) throws(Failure) -> Arguments {
        var parsed = Arguments()
        let valued = ["--device": "--device", "--orientation": "--orientation", "--keyboard": "--keyboard",
                      "--format": "--format", "-f": "--format"]
        let common = try ConfiguredArguments.parse(arguments, command: "layout", operand: "a .storyboard or .xib file",
                                                   valued: valued) { name, text throws(Failure) in
            switch name {
            case "--device":
                parsed.device = text
            case "--orientation":
                guard let orientation = Orientation(rawValue: text) else {
                    throw Failure(message: "unknown orientation '\(text)'; expected portrait or landscape")
                }
                parsed.orientation = orientation
            case "--keyboard":
                guard text == "down" || text == "up" else { throw Failure(message: "unknown keyboard '\(text)'; expected down or up") }
                parsed.keyboardUp = text == "up"
            default:
                guard text == "text" || text == "json" else { throw Failure(message: "unknown format '\(text)'; expected text or json") }
                parsed.json = text == "json"
            }
        }
        parsed.common = common
        return parsed
    }

    static func run(_ arguments: [String]) -> Int32 {
        let started: DocumentInput.Started<Arguments>
        switch DocumentInput.start(arguments, usage: usage, help: help, parse: parse, common: \.common, machineOutput: \.json) {
        case .run(let run): started = run
        case .exit(let status): return status
        }
        let (options, file, analyzer, document) = (started.options, started.file, started.analyzer, started.document)
        let report: DocumentLayoutReport
        do throws(LayoutRequestError) {
            report = try analyzer.layout(of: document, device: options.device, orientation: options.orientation,
                                         keyboardUp: options.keyboardUp)
        } catch {
            switch error {
            case .unknownDevice(let name): Console.error("unknown device '\(name)'; 'kb-lsp devices' lists them")
            case .noDevice: Console.error("\(Paths.printable(file)) names no device kb-lsp knows: give one with --device")
            }
            return 2
        }
        if options.json {
            print(LayoutOutput.json(report, path: file).serialized())
        } else {
            print(LayoutOutput.text(report, path: file), terminator: "")
        }
        return 0
    }
}

/// The two forms `kb-lsp layout` prints.
enum LayoutOutput {
    /// The JSON of ib.md section 9.
    static func json(_ report: DocumentLayoutReport, path: String) -> JSON {
        let screens = report.screens.map { screen -> JSON in
            let views = screen.views.map { view -> JSON in
                .object(["id": .string(view.id), "tag": .string(view.tag), "name": .string(view.name),
                         "line": .integer(Int64(view.line)), "top": number(view.top), "height": number(view.height),
                         "analysed": .bool(view.isAnalysed)])
            }
            let code: JSON = screen.code.map { code in
                .object(["path": .string(code.path), "line": .integer(Int64(code.line)), "handler": .string(code.handler),
                         "effect": .string(code.effect)])
            } ?? .null
            return .object(["name": .string(screen.name), "line": .integer(Int64(screen.line)), "strategy": .string(screen.strategy),
                            "code": code, "conflicts": .array(screen.conflicts.map(JSON.string)), "views": .array(views)])
        }
        let geometry: JSON = .object([
            "device": report.device.map(JSON.string) ?? .null, "orientation": .string(report.orientation.rawValue),
            "keyboard": .string(report.keyboardUp ? "up" : "down"), "saved": .bool(report.isSaved)])
        return .object(["version": 1, "path": .string(path), "geometry": geometry, "screens": .array(screens)])
    }

    /// A whole number as an integer, else the double (JSON readers see `17`, not `17.0`).
    private static func number(_ value: Double) -> JSON {
        if value == value.rounded(), abs(value) < 1e15 { return .integer(Int64(value)) }
        return .double(value)
    }

    static func text(_ report: DocumentLayoutReport, path: String) -> String {
        var output = "\(Paths.printable(path)): "
        output += report.isSaved ? "the saved geometry" : "laid out"
        output += report.device.map { " on \($0)" } ?? ""
        output += " in \(report.orientation.rawValue), keyboard \(report.keyboardUp ? "up" : "down")\n"
        if report.screens.isEmpty { output += "no screens\n" }
        for screen in report.screens {
            output += "\nscreen \(escapedInput(screen.name)) (line \(screen.line)): avoid \(screen.strategy)\n"
            if let code = screen.code {
                output += "  keyboard code: \(escapedInput(code.handler, cutAt: 200)) (\(escapedInput(code.path, cutAt: 300)):\(code.line)), "
                    + "effect \(code.effect)" + (code.valuesOn.map { ", values on \($0)" } ?? "") + "\n"
                for detail in code.details { output += "    \(escapedInput(detail, cutAt: 300))\n" }
            }
            if !screen.conflicts.isEmpty {
                output += "  required constraints that cannot all hold: \(screen.conflicts.map(escapedInput).joined(separator: ", "))\n"
            }
            for view in screen.views {
                let mark = view.isAnalysed ? "*" : " "
                output += "  \(mark) line \(view.line): \(view.tag) '\(escapedInput(view.name))' top \(formatPoints(view.top)) "
                    + "height \(formatPoints(view.height))\n"
            }
        }
        output += "\n* analysed: an editable, enabled, visible text field or text view\n"
        return output
    }
}
