import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing
import TestSupport

/// Checks a marked fixture's diagnostics as the analysis reports them (the parser's and
/// the engine's): the `avoid` line is checked against the strategies by the engine.
func checkAnalysisDiagnostics(
    _ marked: String, _ expected: [(DiagnosticCode, String)], sourceLocation: SourceLocation = #_sourceLocation
) {
    checkDiagnostics(marked, expected, of: { text in
        Analyzer().analyze(text).diagnostics.map { (code: $0.code, range: $0.range, message: $0.message) }
    }, sourceLocation: sourceLocation)
}

@Suite("The avoid line: strategies and options checked against the table")
struct AvoidLineTests {
    @Test func unknownStrategiesAndOptionsAreSyntaxErrorsThatSuggest() {
        checkAnalysisDiagnostics("""
        screen A {
          avoid ⟦bounce⟧
        }
        screen B {
          avoid shift ⟦margin⟧ 5
        }
        screen C {
          avoid ⟦shfit⟧
        }
        screen D {
          avoid iqkeyboardmanager ⟦distanse⟧ 4
        }
        screen E {
          ⟦avoid⟧
        }
        screen F {
          avoid shift ⟦5⟧
        }
        """, [
            (.syntax, "unknown strategy 'bounce'; expected none, shift, slide, scroll, inset, fraction, iqkeyboardmanager or resize"),
            (.syntax, "unknown option 'margin'; it takes 'padding' and 'landscape-swap'"),
            (.syntax, "unknown strategy 'shfit' (did you mean 'shift'?)"),
            (.syntax, "unknown option 'distanse' (did you mean 'distance'?); it takes 'distance' and 'version'"),
            (.syntax, "expected a strategy after 'avoid': none, shift"),
            (.syntax, "unexpected '5'; an option's name comes before its numbers"),
        ])
    }

    @Test func optionsBelongToTheirStrategies() {
        checkAnalysisDiagnostics("""
        screen A {
          avoid slide ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen B {
          avoid inset ⟦padding 3⟧
          field f top 1 height 2
        }
        screen C {
          avoid scroll ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen D {
          avoid shift landscape-swap ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen E {
          avoid shift ⟦min 0.1⟧ padding 2 ⟦padding 3⟧
        }
        screen F {
          avoid none ⟦padding 4⟧
        }
        """, [
            (.notAllowed, "'landscape-swap' is not an option of 'avoid slide'; it takes 'padding' and 'assume'"),
            (.notAllowed, "'padding' is not an option of 'avoid inset'; it takes 'landscape-swap'"),
            (.notAllowed, "'landscape-swap' is not an option of 'avoid scroll'; it takes 'padding'"),
            (.notAllowed, "'landscape-swap' is repeated"),
            (.notAllowed, "'min' is not an option of 'avoid shift'"),
            (.notAllowed, "'padding' is repeated"),
            (.notAllowed, "'avoid none' takes no options"),
        ])
    }

    @Test func assumeTakesOneOrTwoHeightsAndOptionsStayWithTheirStrategies() {
        checkAnalysisDiagnostics("""
        screen A {
          avoid fraction assume 216 162 ⟦100⟧
          field f top 1 height 2
        }
        screen B {
          avoid fraction ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen C {
          avoid shift ⟦padding⟧ landscape-swap
        }
        """, [
            (.syntax, "unexpected '100'; 'assume' takes one or two keyboard heights, portrait then landscape"),
            (.notAllowed, "'landscape-swap' is not an option of 'avoid fraction'; it takes 'min', 'max' and 'assume'"),
            (.syntax, "expected a number after 'padding'"),
        ])
    }

    @Test func fractionsLieBetweenZeroAndOneAndMinIsBelowMax() {
        checkAnalysisDiagnostics("""
        screen s {
          avoid fraction min ⟦1.5⟧
        }
        screen t {
          avoid fraction min 0.5 ⟦max 0.3⟧
        }
        screen u {
          avoid fraction ⟦min 0.9⟧
        }
        """, [(.outOfRange, "must lie between 0 and 1"),
              (.outOfRange, "'min' (0.5) must be less than 'max' (0.3)"), (.outOfRange, "'min' (0.9) must be less than 'max' (0.8)")])
    }

    /// KBL 1.2's bad input: each one clear error on its line, the rest of the file analysed.
    @Test func iqKeyboardManagerAndResizeOptions() {
        checkAnalysisDiagnostics("""
        screen A {
          avoid iqkeyboardmanager ⟦landscape-swap⟧
        }
        screen B {
          avoid resize ⟦landscape-swap⟧
        }
        screen C {
          avoid shift ⟦distance 10⟧
        }
        screen D {
          avoid scroll ⟦version 8⟧
        }
        screen E {
          avoid iqkeyboardmanager distance 4 ⟦distance 5⟧
        }
        screen F {
          avoid iqkeyboardmanager version ⟦9⟧
        }
        screen G {
          avoid iqkeyboardmanager version ⟦7.5⟧
        }
        screen H {
          avoid resize ⟦padding 3⟧
        }
        screen I {
          avoid iqkeyboardmanager distance 1 ⟦2⟧
        }
        screen Fine {
          device iphone-se
          orientations portrait
          field ⟦covered⟧ top 500 height 44
        }
        """, [
            (.notAllowed, "'landscape-swap' is not an option of 'avoid iqkeyboardmanager'; it takes 'distance' and 'version'"),
            (.notAllowed, "'landscape-swap' is not an option of 'avoid resize'; 'avoid resize' takes no options"),
            (.notAllowed, "'distance' is not an option of 'avoid shift'"),
            (.notAllowed, "'version' is not an option of 'avoid scroll'"),
            (.notAllowed, "'distance' is repeated"),
            (.outOfRange, "'version' must be 6, 7 or 8, not 9"),
            (.outOfRange, "'version' must be 6, 7 or 8, not 7.5"),
            (.notAllowed, "'padding' is not an option of 'avoid resize'"),
            (.syntax, "unexpected '2'; 'distance' takes one number of points"),
            (.covered, "field 'covered' is covered by the keyboard in portrait: it reaches 157 pt below the keyboard's top (all 44 pt of it covered)"),
        ])
    }

    @Test func homeIndicatorTakesTwoNumbersNotNegative() {
        checkAnalysisDiagnostics("""
        device a {
          size 375 812
          ⟦home-indicator 34⟧
        }
        device b {
          size 375 812
          home-indicator ⟦-34⟧ 21
        }
        device c {
          size 375 812
          home-indicator 34 21
          ⟦home-indicator 34 21⟧
        }
        """, [
            (.syntax, "'home-indicator' takes two numbers: portrait, then landscape ('home-indicator 34 21')"),
            (.syntax, "negative numbers are not allowed"),
            (.notAllowed, "'home-indicator' is already set"),
        ])
    }
}

@Suite("The avoid line: messages that teach")
struct AvoidLineTeachingTests {
    @Test func fractionsAreNotPercentagesAndAScreenHasOneStrategy() {
        checkAnalysisDiagnostics("""
        screen A {
          avoid fraction min ⟦20%⟧ max ⟦80%⟧
        }
        screen B {
          avoid shift padding ⟦8%⟧
        }
        screen C {
          avoid shift ⟦scroll⟧
        }
        screen D {
          avoid shift ⟦min 0.2⟧
        }
        """, [
            (.syntax, "'min' is a fraction of the content height between 0 and 1: write 'min 0.2', not a percentage"),
            (.syntax, "'max' is a fraction of the content height between 0 and 1: write 'max 0.8', not a percentage"),
            (.syntax, "expected a number in points after 'padding', not a percentage"),
            (.syntax, "a screen has one strategy: this line chose 'avoid shift', so 'scroll' cannot follow it"),
            (.notAllowed, "'min' is not an option of 'avoid shift'; it takes 'padding' and 'landscape-swap'"),
        ])
    }

    @Test func suppressedCodesAreUpperCase() {
        checkAnalysisDiagnostics("""
        screen A {
          field f top 1 height 2 # kb-lsp: ignore ⟦kb001⟧
        }
        """, [(.unusedSuppression, "unknown code 'kb001' in a suppression (did you mean 'KB001'? codes are upper case)")])
    }
}
