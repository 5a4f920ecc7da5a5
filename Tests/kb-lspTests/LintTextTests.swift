import Foundation
import Testing
import TestSupport

@Suite("kb-lsp lint: text output, paths and exit statuses")
struct LintTextTests {
    @Test func textFormatIsCompilerLike() throws {
        let root = try temporaryTree(["login.kbl": Specs.covered])
        let run = try kbLSP(["lint", "login.kbl"], in: root)
        #expect(run.status == 0)
        #expect(run.stdout == """
        login.kbl:2:9: warning: field 'user' is covered by the keyboard in portrait by 13 pt [KB001]
        login.kbl:2:9: warning: field 'user' is covered by the keyboard in landscape: it reaches 231 pt below the keyboard's top (all 44 pt of it covered) [KB001]
        login.kbl:2:9: warning: field 'user' extends below the screen in landscape by 69 pt [KB006]
        0 errors and 3 warnings in 1 file

        """)
        #expect(run.stderr.isEmpty)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let root = try temporaryTree(["u.kbl": "screen S {\n  label l \"👋 Café\" top 1 height 2 ;\n}\n"])
        let run = try kbLSP(["lint", "u.kbl"], in: root)
        #expect(run.stdout.hasPrefix("u.kbl:2:35: error: unexpected character ';' [KB100]\n"))
        #expect(run.status == 1)
    }

    @Test func exitStatuses() throws {
        let root = try temporaryTree(["clean.kbl": Specs.clean, "covered.kbl": Specs.covered, "broken.kbl": Specs.broken])
        #expect(try kbLSP(["lint", "clean.kbl"], in: root).status == 0)
        #expect(try kbLSP(["lint", "clean.kbl"], in: root).stdout == "no problems in 1 file\n")
        #expect(try kbLSP(["lint", "covered.kbl"], in: root).status == 0)
        #expect(try kbLSP(["lint", "--strict", "covered.kbl"], in: root).status == 1)
        #expect(try kbLSP(["lint", "--strict", "clean.kbl"], in: root).status == 0)
        #expect(try kbLSP(["lint", "broken.kbl"], in: root).status == 1)
        #expect(try kbLSP(["lint", "--bogus", "clean.kbl"], in: root).status == 2)
        #expect(try kbLSP(["lint", "--format", "xml", "clean.kbl"], in: root).status == 2)
        #expect(try kbLSP(["lint", "--format"], in: root).status == 2)
        #expect(try kbLSP(["frobnicate"], in: root).status == 2)
    }

    @Test func aMissingFileIsReportedAndTheOthersStillLinted() throws {
        let root = try temporaryTree(["broken.kbl": Specs.broken])
        let run = try kbLSP(["lint", "missing.kbl", "broken.kbl"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "kb-lsp: error: cannot read 'missing.kbl': No such file or directory\n")
        #expect(run.stdout.contains("broken.kbl:2:27: error: unexpected character ';' [KB100]"))
        #expect(run.stdout.hasSuffix("1 error and 0 warnings in 1 file\n"))
    }

    @Test func directoriesAreSearchedRecursivelyInSortedOrder() throws {
        let root = try temporaryTree([
            "specs/b.kbl": Specs.broken, "specs/a/z.kbl": Specs.broken, "specs/a-c.kbl": Specs.broken,
            "specs/notes.txt": "not a spec", "specs/.hidden/x.kbl": Specs.broken, "specs/.y.kbl": Specs.broken,
        ])
        let run = try kbLSP(["lint", "specs"], in: root)
        let paths = run.stdout.split(separator: "\n").dropLast().map { $0.split(separator: ":")[0] }
        #expect(paths == ["specs/a-c.kbl", "specs/a/z.kbl", "specs/b.kbl"])
        #expect(run.status == 1)
        // No path means the current directory.
        let implicit = try kbLSP(["lint"], in: root + "/specs")
        #expect(implicit.stdout.hasSuffix("3 errors and 0 warnings in 3 files\n"))
    }

    @Test func anUnreadableFileInADirectory() throws {
        let root = try temporaryTree(["specs/good.kbl": Specs.clean])
        try FileManager.default.createSymbolicLink(
            atPath: root + "/specs/gone.kbl", withDestinationPath: "nowhere.kbl")
        let run = try kbLSP(["lint", "specs"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("cannot read 'specs/gone.kbl': No such file or directory"))
        #expect(run.stdout == "no problems in 1 file\n")
    }

    @Test func standardInput() throws {
        let run = try kbLSP(["lint", "-"], input: Specs.broken)
        #expect(run.stdout.hasPrefix("<stdin>:2:27: error: unexpected character ';' [KB100]"))
        #expect(run.status == 1)
    }

    @Test func helpAndVersion() throws {
        let help = try kbLSP(["--help"])
        #expect(help.status == 0 && help.stdout.contains("kb-lsp lint [OPTIONS] [PATH ...]"))
        let version = try kbLSP(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("kb-lsp "))
    }

    @Test func theExamples() throws {
        let run = try kbLSP(["lint", "examples"], in: repositoryRoot.path)
        #expect(run.status == 1)
        let codes = run.stdout.split(separator: "\n").dropLast().map { line -> String in
            let file = line.split(separator: ":")[0].split(separator: "/").last ?? ""
            let code = line.split(separator: "[").last?.dropLast() ?? ""
            return "\(file) \(code)"
        }
        #expect(Set(codes) == [
            "chat-none.kbl KB001", "checkout-fraction.kbl KB002", "feedback-too-tall.kbl KB003",
            "profile-scroll.kbl KB005", "sign-in-shift.kbl KB003",
            // The tutorials' code as it fails on a device.
            "sign-up-shift-swap.kbl KB007", "sign-up-shift-swap.kbl KB003", "gift-card-slide.kbl KB002",
            "booking-fraction-scroll.kbl KB003", "shipping-inset.kbl KB002", "shipping-inset.kbl KB007",
            // Today's code on today's iPhones (KBL 1.2).
            "sign-up-iqkeyboardmanager.kbl KB002", "chat-keyboard-guide.kbl KB002",
            // Storyboards, read as they are.
            "sign-in.storyboard KB001", "chat-composer.storyboard KB002",
            // A storyboard checked with its controllers' Swift and Objective-C keyboard code.
            "Checkout.storyboard KB002",
        ])
        #expect(!run.stdout.contains("settings-clean.kbl"))
    }
}
