import SpecParser
import Testing

/// How the parser reads `# kb-lsp: …` comments (language.md#suppressions): the words,
/// their ranges, and the line each covers.
@Suite("Suppression comments")
struct SuppressionParsingTests {
    private func text(of range: SourceRange, in source: String) -> String {
        String(decoding: Array(source.utf8)[range.start..<range.end], as: UTF8.self)
    }

    @Test func wordsCodesAndTheReason() throws {
        let source = "screen S { #kb-lsp:ignore KB001,KB003  KB006 -- not, KB002\n}\n"
        let suppression = try #require(Parser.parse(source).suppressions.first)
        #expect(suppression.isIgnore && suppression.isTrailing)
        #expect(suppression.codes.map(\.text) == ["KB001", "KB003", "KB006"])
        #expect(suppression.codes.map { text(of: $0.range, in: source) } == ["KB001", "KB003", "KB006"])
        #expect(text(of: suppression.range, in: source) == "#kb-lsp:ignore KB001,KB003  KB006 -- not, KB002")
        #expect(suppression.insertionPoint == suppression.codes[2].range.end)
        #expect(text(of: try #require(suppression.coveredLine), in: source) == "screen S { #kb-lsp:ignore KB001,KB003  KB006 -- not, KB002")
    }

    @Test func whichLineIsCovered() throws {
        let source = """
        # kb-lsp: ignore KB100

        # a plain comment
        # kb-lsp: ignore KB101
        screen S {   # kb-lsp: ignore KB102
          field f top 1 height 2
        }
        # kb-lsp: ignore KB103
        """
        let suppressions = Parser.parse(source).suppressions
        #expect(suppressions.map(\.isTrailing) == [false, false, true, false])
        let covered = suppressions.map { $0.coveredLine.map { text(of: $0, in: source) } }
        #expect(covered == ["screen S {   # kb-lsp: ignore KB102", "screen S {   # kb-lsp: ignore KB102",
                            "screen S {   # kb-lsp: ignore KB102", nil])
    }

    @Test func otherCommentsAreNoSuppressions() {
        let source = "# kb-lsp ignore KB001\n# see kb-lsp: ignore KB001\n# KB-LSP: ignore KB001\nscreen S {\n}\n"
        #expect(Parser.parse(source).suppressions.isEmpty)
        let odd = Parser.parse("# kb-lsp:\n# kb-lsp: disable KB001\nscreen S {\n}\n").suppressions
        #expect(odd.map(\.directive.text) == ["", "disable"])
        #expect(odd.allSatisfy { !$0.isIgnore })
    }

    @Test func aCommentInsideAStringIsNone() {
        let source = "screen S {\n  label l \"# kb-lsp: ignore KB001\" top 1 height 2\n}\n"
        #expect(Parser.parse(source).suppressions.isEmpty)
    }
}
