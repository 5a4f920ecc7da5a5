import Diagnostics
import Foundation
import KeyboardAnalysis
import SpecParser
import Testing

/// The text after applying the fix of `kind` offered for the first `code` diagnostic on
/// `element`; nil (and a recorded issue) when there is no such diagnostic or fix.
func applying(
    _ kind: QuickFix.Kind, for code: DiagnosticCode, on element: String, in text: String,
    sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
    let parsed = Parser.parse(text)
    guard let diagnostic = Analyzer().analyze(parsed).diagnostics.first(where: { $0.code == code && $0.keyboard?.element == element }) else {
        Issue.record("no \(code.rawValue) on '\(element)'", sourceLocation: sourceLocation)
        return nil
    }
    return applying(kind, for: diagnostic, in: text, sourceLocation: sourceLocation)
}

func applying(
    _ kind: QuickFix.Kind, for diagnostic: Diagnostic, in text: String, sourceLocation: SourceLocation = #_sourceLocation
) -> String? {
    let fixes = Analyzer().quickFixes(for: diagnostic, in: Parser.parse(text), source: text)
    guard let fix = fixes.first(where: { $0.kind == kind }) else {
        Issue.record("no \(kind) fix for \(diagnostic.code.rawValue): \(fixes)", sourceLocation: sourceLocation)
        return nil
    }
    return SourceEdit.apply(fix.edits, to: text)
}

/// A diagnostic of `code` on the name of `element`, made by hand: how the fixes treat a
/// diagnostic the current strategy would not give (an editor's stale one).
func handMade(_ code: DiagnosticCode, on element: String, in text: String) throws -> Diagnostic {
    func find(_ elements: [Element]) -> Element? {
        for candidate in elements {
            if candidate.name?.text == element { return candidate }
            if let inner = find(candidate.children) { return inner }
        }
        return nil
    }
    let found = try #require(find(Parser.parse(text).file.screens.flatMap(\.elements)))
    let range = try #require(found.name?.range)
    // Any message will do: the quick fixes look at the code, the range and the screen.
    var diagnostic = Diagnostic(.covered("field", in: "portrait", by: 1), at: range)
    diagnostic.code = code
    return diagnostic
}

@Suite("Quick fixes (language.md#quick-fixes)")
struct QuickFixTests {
    // MARK: Wrapping the top-level elements

    static let login = """
    # Top-level fields, no strategy
    screen Login {
      device iphone-8
      navigation-bar 44 32   # bars

      # the heading
      label title "Welcome" top 24 height 34
      accessory 20    # a property between elements

      field user "User" below title 300 height 44
      field password "Password" below user 8 height 44  # last
      # trailing comment
    }

    """

    @Test func topLevelFieldIsWrappedInAScroll() {
        let expected = """
        # Top-level fields, no strategy
        screen Login {
          device iphone-8
          navigation-bar 44 32   # bars
          avoid scroll

          accessory 20    # a property between elements
          scroll content {
            # the heading
            label title "Welcome" top 24 height 34

            field user "User" below title 300 height 44
            field password "Password" below user 8 height 44  # last
          }
          # trailing comment
        }

        """
        #expect(applying(.embedInScroll, for: .covered, on: "password", in: Self.login) == expected)
    }

    @Test func topLevelFieldIsWrappedInAViewWithOutlets() {
        let expected = """
        # Top-level fields, no strategy
        screen Login {
          device iphone-8
          navigation-bar 44 32   # bars
          avoid shift

          accessory 20    # a property between elements
          view content outlets {
            # the heading
            label title "Welcome" top 24 height 34

            field user "User" below title 300 height 44
            field password "Password" below user 8 height 44  # last
          }
          # trailing comment
        }

        """
        #expect(applying(.addOutlets, for: .covered, on: "user", in: Self.login) == expected)
    }

    @Test func titlesNameTheFieldAndTheView() throws {
        let parsed = Parser.parse(Self.login)
        let diagnostic = try #require(Analyzer().analyze(parsed).diagnostics.first { $0.code == .covered })
        let fixes = Analyzer().quickFixes(for: diagnostic, in: parsed, source: Self.login)
        #expect(fixes.map(\.title) == ["Embed 'user' in a scroll container", "Add constraint outlets in a new view 'content'"])
    }

    @Test func avoidIsAddedAfterTheHeaderWhenTheScreenHasNoProperties() {
        let text = "screen S {\n  field a top 500 height 40\n}\n"
        #expect(applying(.embedInScroll, for: .covered, on: "a", in: text)
            == "screen S {\n  avoid scroll\n  scroll content {\n    field a top 500 height 40\n  }\n}\n")
    }

    @Test func anAvoidLineBetweenElementsMovesAndIsRewritten() {
        let text = """
        screen S {
          field a top 10 height 40
          avoid none   # to do
          field b top 500 height 40
        }
        """
        let expected = """
        screen S {
          avoid shift   # to do
          view content outlets {
            field a top 10 height 40
            field b top 500 height 40
          }
        }
        """
        #expect(applying(.addOutlets, for: .covered, on: "b", in: text) == expected)
    }

    @Test func aTakenNameGetsANumber() {
        let text = """
        screen Form {
          view content top 10 {
            field a "A" top 400 height 44
          }
          label content2 top 0 height 5
          field b "B" top 500 height 44
        }
        """
        let expected = """
        screen Form {
          avoid scroll
          scroll content3 {
            view content top 10 {
              field a "A" top 400 height 44
            }
            label content2 top 0 height 5
            field b "B" top 500 height 44
          }
        }
        """
        #expect(applying(.embedInScroll, for: .covered, on: "b", in: text) == expected)
    }

    @Test func blocksThatEndOnTheLineOfTheirLastElement() {
        let text = """
        screen Compact {
          view spacer top 0 height 10 { }
          field a top 500 height 40
          view box top 20 {
            label l top 0 height 10 } }
        """
        let expected = """
        screen Compact {
          avoid scroll
          scroll content {
            view spacer top 0 height 10 { }
            field a top 500 height 40
            view box top 20 {
              label l top 0 height 10 } } }
        """
        #expect(applying(.embedInScroll, for: .covered, on: "a", in: text) == expected)
        // A top-level field on the screen's last line: the wrapper closes on that line too.
        let flat = "screen Flat {\n  field a top 500 height 40 }  # end\n"
        #expect(applying(.addOutlets, for: .covered, on: "a", in: flat)
            == "screen Flat {\n  avoid shift\n  view content outlets {\n    field a top 500 height 40 } }  # end\n")
    }

    @Test func tabsStayTabs() {
        let text = "screen T {\n\tavoid scroll padding 8\n\tview form {\n\t\tfield a top 500 height 40\n\t}\n\n\tfield b top 520 height 40\n}\n"
        #expect(applying(.embedInScroll, for: .missingScroll, on: "b", in: text)
            == "screen T {\n\tavoid scroll padding 8\n\tscroll content {\n\t\tview form {\n\t\t\tfield a top 500 height 40\n\t\t}\n\n\t\tfield b top 520 height 40\n\t}\n}\n")
    }

    @Test func theIndentationUnitIsReadFromTheScreen() {
        let text = "screen Wide {\n    device iphone-5\n    field a top 520 height 40\n}\n"
        #expect(applying(.embedInScroll, for: .covered, on: "a", in: text)
            == "screen Wide {\n    device iphone-5\n    avoid scroll\n    scroll content {\n        field a top 520 height 40\n    }\n}\n")
    }

    @Test func windowsLineBreaksAreKept() {
        let text = "screen W {\r\n  accessory 10\r\n  field a top 500 height 40\r\n}\r\n"
        #expect(applying(.embedInScroll, for: .covered, on: "a", in: text)
            == "screen W {\r\n  accessory 10\r\n  avoid scroll\r\n  scroll content {\r\n    field a top 500 height 40\r\n  }\r\n}\r\n")
    }
}
