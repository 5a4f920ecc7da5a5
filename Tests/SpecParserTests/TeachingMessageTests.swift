import Diagnostics
import SpecParser
import Testing
import TestSupport

/// Error messages that say what was meant: the habit of another language, a misspelt
/// keyword (the closest words valid there), a pair given one number.
@Suite("Error messages that teach")
struct TeachingMessageTests {
    @Test func aPairGivenOneNumberSaysWhatTheTwoAre() {
        checkDiagnostics("""
        device d {
          ⟦size 390⟧
          ⟦keyboard 291⟧
        }
        screen S {
          ⟦navigation-bar 44⟧
        }
        """, [
            (.syntax, "'size' takes two numbers: the portrait width, then the portrait height ('size 390 844')"),
            (.syntax, "'keyboard' takes two numbers: portrait, then landscape ('keyboard 336 209')"),
            (.syntax, "'navigation-bar' takes two numbers: portrait, then landscape ('navigation-bar 44 32')"),
        ])
    }

    @Test func misspeltKeywordsGetTheClosestValidWord() {
        checkDiagnostics("""
        sreen A {
        }
        device d {
          sise 1 2
        }
        screen S {
          ⟦accesory⟧ 44
          ⟦navbar⟧ 44 32
          ⟦orientation⟧ portrait
          ⟦feild⟧ f top 1 height 2
          field g top 1 ⟦heigth⟧ 2
          label a top 1 height 2
          label referral top 1 height 2
          field i below ⟦referal⟧ height 2
        }
        """.replacingOccurrences(of: "sreen", with: "⟦sreen⟧").replacingOccurrences(of: "sise", with: "⟦sise⟧"), [
            (.syntax, "expected 'device' or 'screen', found 'sreen' (did you mean 'screen'?)"),
            (.syntax, "unknown device property 'sise' (did you mean 'size'?); expected size, keyboard, status-bar or home-indicator"),
            (.syntax, "unknown screen property or element kind 'accesory' (did you mean 'accessory'?); a screen takes device, orientations"),
            (.syntax, "'navbar' (did you mean 'navigation-bar'?)"),
            (.syntax, "'orientation' (did you mean 'orientations'?)"),
            (.syntax, "'feild' (did you mean 'field'?)"),
            (.syntax, "unknown placement 'heigth' (did you mean 'height'?); expected top, bottom, below, center, height or outlets"),
            (.unknownSibling, "'below referal' names no element declared above it in the same container (did you mean 'referral'?)"),
        ])
    }

    @Test func habitsOfOtherLanguages() {
        checkDiagnostics("""
        screen S {
          field a top 44⟦pt⟧ height 2
          label b ⟦'⟧Email' top 1 height 2
          ⟦//⟧ a comment
          field c top 1 ⟦width⟧ 100 height 2
          field ⟦é⟧ top 1 height 2
          label d "Café ✓" top 1 height 2
        }
        """, [
            (.syntax, "lengths have no unit: write '44', not '44pt'"),
            (.syntax, "unexpected character '''; strings use double quotes (\"Email\")"),
            (.syntax, "unexpected characters '//'; comments start with '#'"),
            (.syntax, "unknown placement 'width'; KBL models only the vertical axis"),
            (.syntax, "unexpected character 'é'; names are ASCII (letters, digits, '_' and '-'); a title in double quotes may hold any text"),
        ])
    }

    @Test func suggestionsAreCloseOrAbbreviationsAndNeverTheWordItself() {
        #expect(Suggestions.didYouMean("feild", among: ["field", "textarea"]) == " (did you mean 'field'?)")
        #expect(Suggestions.didYouMean("navbar", among: ["navigation-bar", "accessory"]) == " (did you mean 'navigation-bar'?)")
        #expect(Suggestions.didYouMean("zebra", among: ["field", "textarea"]) == "")
        #expect(Suggestions.didYouMean("field", among: ["field"]) == "")
        #expect(Suggestions.didYouMean("ab", among: ["abc", "abd"]) == " (did you mean 'abc' or 'abd'?)")
    }
}

@Suite("A missing '}' is reported where the indentation says the block ended")
struct MissingBraceTests {
    @Test func theInnermostBlockLeftOpenAndNoFollowOnErrors() {
        checkDiagnostics("""
        screen A {
          view v top 0 height 300 ⟦{⟧
            field f top 1 height 2

          field g top 400 height 44
        }
        screen B {
          field h top 1 height 2
        }
        """, [(.syntax, "this '{' is never closed: its block ends before line 5, which is indented like its header; add '}' there")])
        let parsed = Parser.parse("""
        screen A {
          view v top 0 height 300 {
            field f top 1 height 2
          field g top 400 height 44
        }
        screen B {
          field h top 1 height 2
        }
        """)
        // What follows reads as meant: `g` in the screen, not the view; B at the top level.
        #expect(parsed.file.screens.map { $0.name?.text } == ["A", "B"])
        #expect(parsed.file.screens.first?.elements.map { $0.name?.text } == ["v", "g"])
    }

    @Test func nestedBlocksLeftOpenAreEachReported() {
        checkDiagnostics("""
        screen A ⟦{⟧
          scroll s ⟦{⟧
            view v {
              field f top 1 height 2
            }
        screen B {
        }
        """, [
            (.syntax, "this '{' is never closed: its block ends before line 6"),
            (.syntax, "this '{' is never closed: its block ends before line 6"),
        ])
    }

    @Test func unindentedFilesAndOddIndentationKeepTheEndOfFileError() {
        // Without indentation, nothing says where the block ended: the error stays at the
        // block still open at the end.
        checkDiagnostics("""
        screen A ⟦{⟧
        view v {
        field f top 1 height 2
        }
        """, [(.syntax, "this '{' is never closed")])
        // A well-formed file indented oddly is not touched.
        let odd = Parser.parse("""
          screen A {
            field a top 1 height 2
          field b top 1 height 2
          }
        """)
        #expect(odd.diagnostics.isEmpty)
        #expect(odd.file.screens.first?.elements.count == 2)
    }
}
