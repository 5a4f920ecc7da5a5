import Linting
import Testing
@testable import kb_lsp

@Suite("kb-lsp lint's command line")
struct LintArgumentsTests {
    private func parse(_ arguments: String) throws -> LintArguments {
        try LintArguments(parsing: arguments.split(separator: " ").map(String.init))
    }

    private func failure(_ arguments: String) -> String? {
        do {
            _ = try parse(arguments)
            return nil
        } catch let failure as LintArguments.Failure {
            return failure.message
        } catch {
            return "\(error)"
        }
    }

    @Test func everySpellingOfJobs() throws {
        for spelling in ["-j2", "-j 2", "--jobs 2", "--jobs=2", "-j=2"] {
            #expect(try parse(spelling).jobs == 2, "\(spelling)")
        }
        #expect(failure("-j0") == "'-j' needs a whole number of at least 1, not '0'")
        #expect(failure("-jx") == "'-j' needs a whole number of at least 1, not 'x'")
        #expect(failure("--jobs") == "'--jobs' needs a value")
    }

    @Test func formatsOutputFileQuietAndMaximumWarnings() throws {
        let arguments = try parse("-f gitlab -o out.json -q --max-warnings 3 --strict specs -")
        #expect(arguments.format == .gitlab)
        #expect(arguments.outputFile == "out.json")
        #expect(arguments.quiet && arguments.strict)
        #expect(arguments.maximumWarnings == 3)
        #expect(arguments.paths == ["specs", "-"])
        #expect(try parse("--format=xcode --output-file=r.sarif").format == .xcode)
        #expect(try parse("--max-warnings=0").maximumWarnings == 0)
        #expect(failure("--max-warnings -1") == "'--max-warnings' needs a whole number of at least 0, not '-1'")
        #expect(failure("--format yaml") == "unknown format 'yaml'; expected one of text, json, sarif, github, gitlab, xcode, html")
        #expect(failure("--output-file=") == "'--output-file' needs a file")
    }

    @Test func baselineOptions() throws {
        #expect(try parse("--baseline kb.json specs").baselineFile == "kb.json")
        #expect(try parse("--write-baseline=kb.json").writeBaselineFile == "kb.json")
        #expect(try parse("specs").baselineFile == nil && parse("specs").writeBaselineFile == nil)
        #expect(failure("--baseline") == "'--baseline' needs a value")
        #expect(failure("--write-baseline=") == "'--write-baseline' needs a file")
        #expect(failure("--baseline a.json --write-baseline b.json") == "'--baseline' and '--write-baseline' cannot be used together")
    }

    @Test func defaultsAndPaths() throws {
        let arguments = try parse("")
        #expect(arguments.paths == ["."])
        #expect(arguments.format == .text && !arguments.quiet && !arguments.strict && !arguments.showsHelp)
        #expect(arguments.jobs == nil && arguments.maximumWarnings == nil && arguments.outputFile == nil)
        #expect(try parse("-- --strict -q").paths == ["--strict", "-q"])
        #expect(try parse("--help").showsHelp)
        #expect(try parse("-h a.kbl").showsHelp)
        #expect(try parse("--colour --format=yaml --help").showsHelp)
        #expect(try parse("-- --help").paths == ["--help"])
        #expect(try parse("-fjson").format == .json)
        #expect(failure("--colour") == "unknown option '--colour'")
        #expect(failure("-x") == "unknown option '-x'")
        #expect(try parse("--shard 2/4").shard == Shard("2/4"))
        // Standard input is read to its end once: a second '-' would lint nothing.
        #expect(failure("- specs -") == "'-' (standard input) can be named only once")
        #expect(failure("- -- -") == "'-' (standard input) can be named only once")
    }
}
