import Diagnostics
import DocumentAnalysis
import KeyboardAnalysis
import Platform
import ProjectConfiguration
import Rendering
import SpecParser

/// `kb-lsp render FILE [--screen NAME] [--orientation portrait|landscape|both] [-o OUT]`:
/// the pictures of a spec's screens as one SVG document.
enum RenderCommand {
    static let usage = "usage: kb-lsp render FILE [--screen NAME] [--orientation portrait|landscape|both] [--output-file OUT]"

    static let help = """
    kb-lsp render — draw a spec's or a document's screens with the keyboard up, as SVG.

    USAGE:
      kb-lsp render FILE [OPTIONS]

    FILE is a .kbl spec (- reads it from standard input), or a .storyboard or .xib, whose
    screens are drawn from their solved frames once per device they are checked on (the
    saved one, unless .kblint.json lists others). Each screen is drawn at scale
    (1 SVG unit = 1 pt), its orientations side by side: the device outline, the status
    and navigation bars, every element as a labelled box (containers and scroll views
    named), the keyboard and its accessory bar over them, the editable fields coloured
    by outcome (clear, covered, pushed above the visible top, moved into view), and a
    dashed ghost where the code moves each field, with an arrow and the shift in points.
    Without --screen, every screen of the file is drawn, one under the other, with one
    legend at the bottom. The settings of the nearest .kblint.json apply, as for lint.

    OPTIONS:
          --screen NAME     draw only the screen NAME
          --orientation O   portrait, landscape or both (default: both; a screen is
                            drawn in the orientations it analyses)
      -o, --output-file OUT write the SVG to OUT instead of standard output
      -h, --help            show this help

    EXIT STATUS:
      0  the SVG was written, whatever the keyboard findings: a field that KB004 or
         KB005 leaves under the keyboard is drawn red
      1  a screen to draw has errors of its spec (KB100 to KB106: they are printed)
         or is not analysed in the orientation asked for, or a storyboard or xib
         cannot be read (its KB300 is printed); nothing is written
      2  bad usage, a file that cannot be read or written, no such screen, a bad
         configuration file

    """

    struct Arguments {
        var file: String?
        var screen: String?
        var orientations: [Orientation] = Orientation.allCases
        var outputFile: String?
        var showsHelp = false
    }

    static func parse(_ arguments: [String]) -> Result<Arguments, Failure> {
        var parsed = Arguments()
        if OptionReader.asksForHelp(arguments) {
            parsed.showsHelp = true
            return .success(parsed)
        }
        let valued = ["--screen": "--screen", "--orientation": "--orientation", "--output-file": "--output-file", "-o": "--output-file"]
        let items: [OptionReader.Item]
        do throws(OptionReader.Failure) {
            items = try OptionReader.read(arguments, valued: valued)
        } catch {
            return .failure(Failure(error.message))
        }
        for item in items {
            switch item {
            case .operand(let file):
                guard parsed.file == nil else { return .failure(Failure("one FILE only, not also '\(file)'")) }
                parsed.file = file
            case .option("--screen", let text, _):
                parsed.screen = text
            case .option("--orientation", let text, _):
                switch text {
                case "both": parsed.orientations = Orientation.allCases
                case "portrait": parsed.orientations = [.portrait]
                case "landscape": parsed.orientations = [.landscape]
                default: return .failure(Failure("'--orientation' is portrait, landscape or both, not '\(text)'"))
                }
            case .option(_, let text, let spelled):
                guard !text.isEmpty else { return .failure(Failure("'\(spelled)' needs a file")) }
                parsed.outputFile = text
            case .flag:
                break
            }
        }
        guard parsed.file != nil else { return .failure(Failure("which FILE to render?")) }
        return .success(parsed)
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// How `run` ends when there is nothing to write.
    struct ExitStatus: Error {
        var code: Int32
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Arguments
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(let failure):
            Console.error("\(failure.message)\n\(usage)")
            return 2
        }
        if options.showsHelp {
            print(help, terminator: "")
            return 0
        }
        guard let file = options.file, let workingDirectory = FileSystem.currentDirectory() else {
            Console.error("cannot read the current directory")
            return 2
        }
        let bytes: [UInt8]
        let absolute = FileSystem.absolutePath(file, from: workingDirectory)
        let displayName = file == "-" ? "<stdin>" : Paths.printable(file)
        do throws(FileSystem.Failure) {
            let limit = isDocument(file) ? DocumentAnalyzer.largestDocument : Parser.maximumSize
            bytes = try file == "-" ? FileSystem.readStandardInput(atMost: limit) : FileSystem.readFile(absolute, atMost: limit)
        } catch {
            if let size = error.size {
                // Refused unread, with the KB100 (a document's KB300) lint reports for it.
                var stream = StandardError()
                let refusal: [(message: String, code: DiagnosticCode)] = isDocument(file)
                    ? DocumentAnalyzer().tooLarge(size: size).diagnostics.map { ($0.message, $0.code) }
                    : Parser.tooLarge(size: size).diagnostics.map { ($0.message, $0.code) }
                for (message, code) in refusal {
                    print("\(displayName):1:1: error: \(message) [\(code.rawValue)]", to: &stream)
                }
                return 1
            }
            var failure = error
            failure.path = file
            Console.error(failure.message)
            return 2
        }
        let directory = file == "-" ? workingDirectory : Paths.parent(of: absolute)
        let drawn = isDocument(file) ? documentPictures(bytes, options: options, directory: directory, file: displayName)
            : specPictures(bytes, options: options, directory: directory, file: displayName)
        let pictures: [ScreenPicture]
        switch drawn {
        case .success(let made): pictures = made
        case .failure(let status): return status.code
        }
        // A document's screen is drawn once per checked device; its name once in the title.
        var seen: Set<String> = []
        let names = pictures.map(\.screen.name).filter { seen.insert($0).inserted }
        // The file's name, not the path as typed: the same spec gives the same bytes from
        // any working directory.
        let fileName = displayName.split(separator: "/").last.map(String.init) ?? displayName
        let svg = SVGRenderer.document(pictures, title: "\(fileName): " + names.joined(separator: ", "))
        guard let output = options.outputFile else {
            print(svg, terminator: "")
            return 0
        }
        do throws(FileSystem.Failure) {
            try FileSystem.writeFile(FileSystem.absolutePath(output, from: workingDirectory), Array(svg.utf8))
        } catch {
            var failure = error
            failure.path = output
            Console.error(failure.message)
            return 2
        }
        return 0
    }

    /// The pictures of a KBL spec's screens, or the exit status when they cannot be drawn.
    private static func specPictures(_ bytes: [UInt8], options: Arguments, directory: String, file displayName: String)
        -> Result<[ScreenPicture], ExitStatus> {
        let analyzer: Analyzer
        do throws(ConfigurationError) {
            analyzer = try ConfigurationLocator().analyzer(forDirectory: directory)
        } catch {
            Console.error("bad configuration: \(error)")
            return .failure(ExitStatus(code: 2))
        }
        let parsed = Parser.parse(utf8: bytes)
        let analysis = analyzer.analyze(parsed)
        let declared = parsed.file.screens.compactMap { $0.name?.text }
        if let screen = options.screen, !declared.contains(screen) {
            let known = declared.isEmpty ? "it declares none" : "it declares " + declared.joined(separator: ", ")
            Console.error("\(displayName) has no screen '\(screen)'; \(known)")
            return .failure(ExitStatus(code: 2))
        }
        let wanted = options.screen.map { [$0] } ?? declared
        guard !wanted.isEmpty else {
            Console.error("\(displayName) declares no screen to draw")
            return .failure(ExitStatus(code: 2))
        }
        var pictures: [ScreenPicture] = []
        var refused = false
        for name in wanted {
            guard let report = analysis.screens.first(where: { $0.name == name }) else {
                Console.error("screen '\(name)' has errors, so it cannot be laid out:")
                printErrors(analysis, of: parsed, named: name, bytes: bytes, file: displayName)
                refused = true
                continue
            }
            guard let picture = picture(of: report, in: options.orientations) else {
                refused = true
                continue
            }
            pictures.append(picture)
        }
        return refused ? .failure(ExitStatus(code: 1)) : .success(pictures)
    }

    /// The screen in `orientations`; nil, with the reason on standard error, when it is
    /// analysed in none of them.
    static func picture(of report: ScreenReport, in orientations: [Orientation]) -> ScreenPicture? {
        let picture = ScreenPicture(report, orientations: orientations)
        guard picture.geometries.isEmpty else { return picture }
        let asked = orientations.map(\.rawValue).joined(separator: " or ")
        Console.error("screen '\(report.name)' is not analysed in \(asked) (its 'orientations' line)")
        return nil
    }

    /// The errors that keep a screen from being analysed: those inside it, and those of
    /// its device, as lint prints them.
    private static func printErrors(_ analysis: Analysis, of parsed: ParseResult, named name: String, bytes: [UInt8], file: String) {
        guard let screen = parsed.file.screens.first(where: { $0.name?.text == name }) else { return }
        let lines = LineIndex(utf8: bytes)
        let deviceRanges = parsed.file.devices.filter { $0.name?.text == screen.device?.text }.map(\.range)
        var stream = StandardError()
        for diagnostic in analysis.diagnostics where diagnostic.severity == .error {
            let range = diagnostic.range
            guard screen.range.contains(range) || deviceRanges.contains(where: { $0.contains(range) }) else { continue }
            let start = lines.lineColumn(at: range.start, in: .unicodeScalars)
            print("\(file):\(start.line + 1):\(start.column + 1): error: \(diagnostic.message) [\(diagnostic.code.rawValue)]", to: &stream)
        }
    }
}
