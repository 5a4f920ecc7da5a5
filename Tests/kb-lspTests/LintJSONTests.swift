import Foundation
import JSONValue
import Testing
import TestSupport

@Suite("kb-lsp lint --format json: language.md#json-output-of-kb-lsp-lint, read back with json-c")
struct LintJSONTests {
    @Test func theDocumentShape() throws {
        let root = try temporaryTree(["a/login.kbl": Specs.covered, "b/broken.kbl": Specs.broken])
        let run = try kbLSP(["lint", "--format", "json", "b/broken.kbl", "a"], in: root)
        #expect(run.status == 1)
        let document = try JSON(parsing: run.stdout)
        #expect(document["version"] == .integer(1))
        let files = try #require(document["files"]?.arrayValue)
        // In the order given, directories expanded.
        #expect(files.compactMap { $0["path"]?.stringValue } == ["b/broken.kbl", "a/login.kbl"])

        let syntax = try #require(files[0]["diagnostics"]?[0]?.objectValue)
        #expect(syntax.keys.sorted() == ["code", "column", "endColumn", "endLine", "line", "message", "severity"])
        #expect(syntax["code"] == "KB100" && syntax["severity"] == "error")
        #expect(syntax["line"] == .integer(2) && syntax["column"] == .integer(27))
        #expect(syntax["endLine"] == .integer(2) && syntax["endColumn"] == .integer(28))

        let keyboard = try #require(files[1]["diagnostics"]?.arrayValue)
        #expect(keyboard.count == 3)
        let first = try #require(keyboard[0].objectValue)
        #expect(first.keys.sorted() == ["amount", "code", "column", "element", "endColumn", "endLine", "line",
                                         "message", "orientation", "screen", "severity", "shift"])
        #expect(first["code"] == "KB001" && first["severity"] == "warning")
        #expect(first["line"] == .integer(2) && first["column"] == .integer(9) && first["endColumn"] == .integer(13))
        #expect(first["screen"] == "Login" && first["element"] == "user" && first["orientation"] == "portrait")
        #expect(first["amount"]?.doubleValue == 13 && first["shift"]?.doubleValue == 0)
        #expect(first["message"] == "field 'user' is covered by the keyboard in portrait by 13 pt")
        #expect(keyboard.compactMap { $0["orientation"]?.stringValue } == ["portrait", "landscape", "landscape"])
        #expect(keyboard.compactMap { $0["code"]?.stringValue } == ["KB001", "KB001", "KB006"])

        let summary = try #require(document["summary"])
        #expect(summary["files"] == .integer(2) && summary["errors"] == .integer(1) && summary["warnings"] == .integer(3))
    }

    @Test func fractionalAmountsAndShifts() throws {
        let spec = "screen S {\n  orientations portrait\n  avoid shift\n  view v outlets {\n    field f top 400.25 height 44\n  }\n}\n"
        let run = try kbLSP(["lint", "--format=json", "-"], input: spec)
        let document = try JSON(parsing: run.stdout)
        #expect(document["files"]?[0]?["path"] == "<stdin>")
        // [420.25, 464.25] vs KT 451: covered by 13.25, shifted 18.25, and it fits: nothing to report.
        #expect(document["files"]?[0]?["diagnostics"]?.arrayValue?.isEmpty == true)
        let tall = "screen S {\n  orientations portrait\n  avoid shift\n  view v outlets {\n    textarea t top 10.5 height 450.25\n  }\n}\n"
        let tallRun = try kbLSP(["lint", "--format", "json", "-"], input: tall)
        let finding = try #require(try JSON(parsing: tallRun.stdout)["files"]?[0]?["diagnostics"]?[0])
        // [30.5, 480.75]: overlap 29.75, shift 34.75, top 30.5 - 34.75 = -4.25: 24.25 above CT 20.
        #expect(finding["code"] == "KB003")
        #expect(finding["amount"]?.doubleValue == 24.25 && finding["shift"]?.doubleValue == 34.75)
        #expect(tallRun.stdout.contains("\"amount\":24.25") || tallRun.stdout.contains("\"amount\": 24.25"))
    }

    @Test func anEmptyRunIsStillADocument() throws {
        let root = try temporaryTree(["empty/readme.txt": "nothing here"])
        let run = try kbLSP(["lint", "--format", "json", "empty"], in: root)
        #expect(run.status == 0)
        let document = try JSON(parsing: run.stdout)
        #expect(document["files"]?.arrayValue?.isEmpty == true)
        #expect(document["summary"]?["files"] == .integer(0))
    }
}
