import Diagnostics
import SpecParser
import Testing

/// The canonical layout, one rule at a time (docs/decisions.md#formatting).
@Suite("Formatter")
struct FormatterTests {
    /// Formats `input` and expects `expected`; then formats that and expects no change.
    func check(_ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard case .formatted(let formatted) = Formatter.format(input) else {
            Issue.record("refused to format \(input)", sourceLocation: sourceLocation)
            return
        }
        #expect(formatted.text == expected, sourceLocation: sourceLocation)
        if case .formatted(let again) = Formatter.format(formatted.text) {
            #expect(!again.changesText, "not idempotent", sourceLocation: sourceLocation)
        }
    }

    @Test func indentationIsTwoSpacesPerBlock() {
        check("screen S {\nfield f top 1 height 2\n      view v {\n\t\tlabel l top 1 height 2\n}\n}\n",
              "screen S {\n  field f top 1 height 2\n  view v {\n    label l top 1 height 2\n  }\n}\n")
    }

    @Test func oneSpaceBetweenTokens() {
        check("screen   S\t{\n  field  f\t\"A  b\"   top 1   height 2\n}\n",
              "screen S {\n  field f \"A  b\" top 1 height 2\n}\n")
    }

    @Test func stringsAndNumbersAreWrittenAsInTheSource() {
        check("screen S {\n  field f \"Say \\\"hi\\\"  # not a comment\" top 010.50 height 50%\n}\n",
              "screen S {\n  field f \"Say \\\"hi\\\"  # not a comment\" top 010.50 height 50%\n}\n")
    }

    @Test func closingBracesStayOnTheirLine() {
        // A `}` alone on its line goes to its block's depth; `}`s ending a content line stay there.
        check("screen S {\n  view v {\n    field f top 1 height 2 } }\n",
              "screen S {\n  view v {\n    field f top 1 height 2 } }\n")
        check("screen S {\n  view v {\n    field f top 1 height 2\n      } }\n",
              "screen S {\n  view v {\n    field f top 1 height 2\n  } }\n")
        check("screen S {\n  view spacer {}\n    }\n", "screen S {\n  view spacer { }\n}\n")
    }

    @Test func ownLineCommentsTakeTheLinesIndentation() {
        check("# top\nscreen S {\n        # inside\n  field f top 1 height 2\n# last inside\n}\n",
              "# top\nscreen S {\n  # inside\n  field f top 1 height 2\n  # last inside\n}\n")
    }

    @Test func trailingCommentsOfConsecutiveLinesAreAligned() {
        check("device d {\n  size 390 844 # a\n  keyboard 291 209      # b   \n\n  status-bar 47 0     # c\n}\n",
              "device d {\n  size 390 844     # a\n  keyboard 291 209 # b\n\n  status-bar 47 0 # c\n}\n")
        // A comment-only line ends the run; widths count characters, not bytes.
        check("screen S { # é\n  field e2 \"é\" top 1 height 2 # x\n  # own\n  accessory 4 # y\n}\n",
              "screen S {" + String(repeating: " ", count: 20) + "# é\n  field e2 \"é\" top 1 height 2 # x\n"
                + "  # own\n  accessory 4 # y\n}\n")
    }

    @Test func blankLinesAreCollapsedAndTrimmed() {
        check("\n\n# c\n\n\n\nscreen S {\n\n\n  field f top 1 height 2\n}\n\n\n",
              "# c\n\nscreen S {\n\n  field f top 1 height 2\n}\n")
        check("   \n\t\n", "")
        check("", "")
    }

    @Test func trailingBlanksGoAndTheFileEndsWithALineBreak() {
        check("screen S {   \n  field f top 1 height 2\t\n}", "screen S {\n  field f top 1 height 2\n}\n")
    }

    @Test func crlfFilesStayCRLF() {
        check("screen S {\r\n field f top 1 height 2  # c \r\n\r\n\r\n}", "screen S {\r\n  field f top 1 height 2 # c\r\n\r\n}\r\n")
        check("screen S {\n field f top 1 height 2\r\n}\r\n", "screen S {\n  field f top 1 height 2\n}\n")
    }

    @Test func syntaxErrorsAreNotFormatted() {
        for broken in ["screen S {\n  field f top 1 height 2\n", "screen S {\n  field f top -1\n}\n",
                       "screen   S {\n  field f \"open\n}\n", "}\n", "screen S {\n  view v { field f top 1 }\n}\n"] {
            guard case .refused(let errors) = Formatter.format(broken) else {
                Issue.record("formatted broken input \(broken)")
                continue
            }
            #expect(!errors.isEmpty && errors.allSatisfy { $0.code == .syntax })
        }
        // Other errors (a duplicate name, an unknown sibling) do not stop the formatter.
        check("screen S {\n field a top 1 height 2\n field a below zz height 2\n}\n",
              "screen S {\n  field a top 1 height 2\n  field a below zz height 2\n}\n")
    }

    @Test func rangeEditsCoverWholeLines() throws {
        let text = "screen S {\nfield a top 1 height 2\n\n\n   field b top 1 height 2\n}\n"
        guard case .formatted(let formatted) = Formatter.format(text) else { Issue.record("refused"); return }
        let edit = try #require(formatted.edit(lines: 1, through: 1))
        #expect(edit.range == SourceRange(11, 34))
        #expect(String(decoding: edit.replacement, as: UTF8.self) == "  field a top 1 height 2\n")
        // The second blank line is dropped, the third line indented.
        let blank = try #require(formatted.edit(lines: 3, through: 4))
        #expect(String(decoding: blank.replacement, as: UTF8.self) == "  field b top 1 height 2\n")
        #expect(formatted.edit(lines: 0, through: 0) == nil)
        #expect(formatted.edit(lines: 5, through: 6) == nil)
        // Every line at once is the whole file.
        let all = try #require(formatted.edit(lines: 0, through: 99))
        #expect(all.range == SourceRange(0, text.utf8.count) && all.replacement == formatted.bytes)
    }
}
