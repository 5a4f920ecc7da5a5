import SpecParser
import Testing
@testable import kb_lsp

@Suite("kb-lsp render's command line")
struct RenderArgumentsTests {
    private func parse(_ arguments: String) -> Result<RenderCommand.Arguments, RenderCommand.Failure> {
        RenderCommand.parse(arguments.split(separator: " ").map(String.init))
    }

    @Test func optionsInEverySpelling() throws {
        let parsed = try parse("a.kbl --screen SignIn --orientation=landscape -o out.svg").get()
        #expect(parsed.file == "a.kbl" && parsed.screen == "SignIn" && parsed.outputFile == "out.svg")
        #expect(parsed.orientations == [.landscape])
        #expect(try parse("- --orientation both --output-file=x.svg").get().orientations == Orientation.allCases)
        #expect(try parse("a.kbl").get().orientations == Orientation.allCases)
        #expect(try parse("a.kbl --help --bogus").get().showsHelp)
    }

    /// The spellings every command reads alike (one option reader): help wins even after
    /// a mistake, `-oFILE`, and `--` before a file named like an option.
    @Test func spellingsSharedWithLint() throws {
        #expect(try parse("--bogus a.kbl -h").get().showsHelp)
        #expect(try parse("a.kbl -oout.svg").get().outputFile == "out.svg")
        #expect(try parse("-- --odd.kbl").get().file == "--odd.kbl")
        #expect(try parse("-- a.kbl").get().file == "a.kbl")
    }

    @Test(arguments: [
        ("", "which FILE to render?"),
        ("a.kbl b.kbl", "one FILE only, not also 'b.kbl'"),
        ("a.kbl --orientation sideways", "'--orientation' is portrait, landscape or both, not 'sideways'"),
        ("a.kbl --screen", "'--screen' needs a value"),
        ("a.kbl --frobnicate", "unknown option '--frobnicate'"),
        ("a.kbl -o=", "'-o' needs a file"),
    ])
    func mistakes(_ arguments: String, message: String) {
        guard case .failure(let failure) = parse(arguments) else {
            Issue.record("\(arguments) parsed")
            return
        }
        #expect(failure.message == message)
    }
}
