import Foundation
import Testing
import TestSupport

@Suite("kb-lsp format: in place, --check, stdin, exit statuses")
struct FormatCommandTests {
    static let messy = "screen  Login {\n\tfield user   top 400 height 44   # the one field\n\n\n}"
    static let formatted = "screen Login {\n  field user top 400 height 44 # the one field\n\n}\n"

    @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
        let root = try temporaryTree(["specs/a.kbl": Self.messy, "specs/b.kbl": Self.formatted, "specs/notes.txt": "x"])
        let run = try kbLSP(["format", "--check", "specs"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout == "would reformat specs/a.kbl\n")
        #expect(try String(contentsOfFile: root + "/specs/a.kbl", encoding: .utf8) == Self.messy)
        let clean = try kbLSP(["format", "--check", "specs/b.kbl"], in: root)
        #expect(clean.status == 0 && clean.stdout.isEmpty && clean.stderr.isEmpty)
    }

    /// The bundled examples are what the formatter writes: users copy them.
    @Test func theExamplesAreFormatted() throws {
        let run = try kbLSP(["format", "--check", "examples"], in: repositoryRoot.path)
        #expect(run.status == 0 && run.stdout.isEmpty, "\(run.stdout)")
    }

    @Test func formatWritesInPlace() throws {
        let root = try temporaryTree(["a.kbl": Self.messy, "b.kbl": Self.formatted])
        let run = try kbLSP(["format"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout == "reformatted ./a.kbl\n")
        #expect(try String(contentsOfFile: root + "/a.kbl", encoding: .utf8) == Self.formatted)
        #expect(try kbLSP(["format", "--check", "."], in: root).status == 0)
    }

    @Test func standardInputToStandardOutput() throws {
        let run = try kbLSP(["format", "-"], input: Self.messy)
        #expect(run.status == 0 && run.stdout == Self.formatted)
        let check = try kbLSP(["format", "--check", "-"], input: Self.messy)
        #expect(check.status == 1 && check.stdout == "would reformat -\n")
    }

    @Test func brokenAndUnreadableInputExit2() throws {
        let root = try temporaryTree(["broken.kbl": Specs.broken, "a.kbl": Self.messy])
        let broken = try kbLSP(["format", "--check", "broken.kbl", "a.kbl"], in: root)
        #expect(broken.status == 2)
        #expect(broken.stdout == "would reformat a.kbl\n")
        #expect(broken.stderr.contains("broken.kbl:2:27: unexpected character ';' [KB100]; not formatted"))
        let inPlace = try kbLSP(["format", "broken.kbl"], in: root)
        #expect(inPlace.status == 2)
        #expect(try String(contentsOfFile: root + "/broken.kbl", encoding: .utf8) == Specs.broken)
        let missing = try kbLSP(["format", "missing.kbl"], in: root)
        #expect(missing.status == 2 && missing.stderr.contains("missing.kbl"))
        #expect(try kbLSP(["format", "--bogus"], in: root).status == 2)
    }

    @Test func help() throws {
        let run = try kbLSP(["format", "--help"])
        #expect(run.status == 0 && run.stdout.contains("kb-lsp format [--check] [PATH ...]"))
        #expect(try kbLSP(["help", "format"]).stdout == run.stdout)
        #expect(try kbLSP(["--help"]).stdout.contains("kb-lsp format [--check]"))
    }
}
