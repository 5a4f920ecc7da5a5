import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing
import TestSupport

/// Hand-computed numbers for each formula of language.md#keyboard-analysis. Default device iphone-8: portrait
/// CT 20, C 647, KT 451; landscape CT 0, C 375, KT 213 (no accessory).
@Suite("Strategies (language.md#keyboard-analysis) against hand-computed numbers")
struct StrategyTests {

    @Test func theSpecsFirstExample() throws {
        let analysis = Analyzer().analyze(specExample)
        #expect(analysis.diagnostics.count == 1)
        let diagnostic = try #require(analysis.diagnostics.first)
        #expect(diagnostic.code == .doesNotFit && diagnostic.severity == .warning)
        let finding = try #require(diagnostic.keyboard)
        #expect(finding.screen == "SignIn" && finding.element == "note" && finding.orientation == .landscape)
        #expect(abs(finding.amount - 23) < 1e-9 && abs((finding.shift ?? 0) - 241) < 1e-9)
        let offset = try #require(specExample.utf8.firstRange(of: "note".utf8))
        let start = specExample.utf8.distance(from: specExample.utf8.startIndex, to: offset.lowerBound)
        #expect(diagnostic.range == SourceRange(start, start + 4))
        #expect(diagnostic.message.contains("textarea 'note'") && diagnostic.message.contains("landscape") && diagnostic.message.contains("23 pt"))
        // Portrait: KT 509; password ends at 261 (no shift); note at [704, 824] shifts 315 + 8.
        #expect(shifts(of: "password", in: specExample) == [0, 73])
        #expect(shifts(of: "email", in: specExample) == [0, 21])
        #expect(shifts(of: "note", in: specExample) == [323, 241])
    }

    @Test func noneReportsCoveredFields() {
        let text = "screen s {\n  field a top 400 height 44\n  field b center height 50\n}"
        // a: portrait [420, 464] vs KT 451; landscape [400, 444] vs 213, and below the screen (375).
        // b: landscape [162.5, 212.5] stays just above KT 213.
        #expect(findings(text) == ["KB001 a portrait 13 shift 0", "KB001 a landscape 231 shift 0", "KB006 a landscape 69 shift 0"])
    }

    @Test func accessoryRaisesTheKeyboardTop() {
        let text = "screen s {\n  accessory 44\n  orientations portrait\n  field a top 400 height 44\n}"
        #expect(findings(text) == ["KB001 a portrait 57 shift 0"])
    }

    @Test func shiftWithoutOutletsIsAnErrorAndSilencesTheRest() {
        let text = "screen s {\n  avoid shift\n  view v {\n    field f top 600 height 44\n    field g top 10 height 44\n  }\n}"
        // f: portrait [620, 664] overlap 213; landscape [600, 644] overlap 431 and below the
        // screen, but KB004 is all that is reported for it there. g is never covered.
        #expect(findings(text) == ["KB004 f portrait 213 shift 0", "KB004 f landscape 431 shift 0"])
    }

    @Test func shiftThroughOutletsAtAnyDepth() {
        let text = """
        screen s {
          avoid shift
          view a outlets {
            view b {
              textarea t top 50 height 450
            }
          }
        }
        """
        // Portrait [70, 520]: shift 69 + 5 = 74, top 70 - 74 = -4, 24 above CT 20.
        // Landscape [50, 500]: shift 287 + 5 = 292, 242 above CT 0, and 125 below the screen.
        #expect(findings(text) == ["KB003 t portrait 24 shift 74", "KB003 t landscape 242 shift 292", "KB006 t landscape 125 shift 292"])
    }

    @Test func scrollUsesTheVisibleBand() {
        let text = "screen s {\n  avoid scroll\n  scroll list top 0 height 400 {\n    field f top 380 height 40\n  }\n}"
        // Portrait: list [20, 420], f [400, 440], VB = min(420, 451): shift 440 + 5 - 420 = 25.
        // Landscape: list [0, 400], f [380, 420], VB = 213: shift 212, top 168 >= VT 0.
        #expect(shifts(of: "f", in: text) == [25, 212])
        // The scroll itself is outside every scroll and reaches 25 pt below the screen.
        #expect(findings(text) == ["KB006 list landscape 25 shift 0"])
    }

    @Test func scrollReportsFieldsTooTallToFit() {
        let text = "screen s {\n  avoid scroll padding 0\n  scroll list {\n    textarea t top 10 height 300\n  }\n}"
        // Landscape: t [10, 310], VB 213: shift 97, top 10 - 97 = -87 above VT 0.
        #expect(findings(text) == ["KB003 t landscape 87 shift 97"])
        #expect(shifts(of: "t", in: text) == [0, 97])
    }

    @Test func scrollWithoutAScrollIsAnError() {
        let text = "screen s {\n  avoid scroll\n  scroll list top 0 height 100 {\n    field a top 0 height 10\n  }\n  field f bottom 0 height 44\n}"
        // f: portrait [623, 667] overlap 216; landscape [331, 375] overlap 162.
        #expect(findings(text) == ["KB005 f portrait 216 shift 0", "KB005 f landscape 162 shift 0"])
    }

    @Test func fractionFloorsAFractionOfTheKeyboard() {
        let text = "screen s {\n  avoid fraction\n  field f top 300 height 44\n  field g top 500 height 44\n}"
        // f portrait: mid 342, f = (342 - 20 - 129.4) / 388.2 = 0.49613…, 216 × f = 107.16… → 107.
        // f landscape: mid 322, (322 - 75) / 225 > 1 → 162.
        #expect(shifts(of: "f", in: text) == [107, 162])
        // g landscape: [500, 544] shifts 162 and still ends 169 below KT 213; it also
        // reaches 169 below the screen.
        #expect(shifts(of: "g", in: text) == [216, 162])
        #expect(findings(text) == ["KB002 g landscape 169 shift 162", "KB006 g landscape 169 shift 162"])
    }

    @Test func fractionMovesFieldsThatWereNeverCovered() {
        let text = "screen s {\n  avoid fraction min 0 max 0.1\n  field f top 100 height 40\n}"
        // Portrait: mid 140 → f = 120 / 64.7 > 1 → 216; top 120 - 216 is 116 above CT 20.
        // Landscape: mid 120 → 1 → 162; top 100 - 162 is 62 above CT 0.
        #expect(findings(text) == ["KB003 f portrait 116 shift 216", "KB003 f landscape 62 shift 162"])
    }

    @Test func fractionWithAHardCodedKeyboard() {
        let device = """
        device tall-phone {
          size 390 844
          keyboard 291 209
          status-bar 47 0
        }

        """
        func screen(avoiding avoid: String) -> String {
            device + "screen s {\n  device tall-phone\n  orientations portrait\n  \(avoid)\n  field f top 700 height 44\n}"
        }
        // Portrait CT 47, C 797, KT 553; f [747, 791] has f = 1: it shifts the whole keyboard.
        let assumed = screen(avoiding: "avoid fraction assume 216 162")
        #expect(findings(assumed) == ["KB002 f portrait 22 shift 216"])
        let own = screen(avoiding: "avoid fraction")
        #expect(findings(own) == [])
        #expect(shifts(of: "f", in: own) == [291])
    }

    @Test func offScreenElementsInBothOrientations() {
        let text = "screen s {\n  avoid scroll\n  image hero top 600 height 100\n  scroll list {\n    label deep top 900 height 10\n  }\n}"
        // hero: portrait [620, 720] is 53 below 667; landscape [600, 700] is 325 below 375.
        #expect(findings(text) == ["KB006 hero portrait 53 shift 0", "KB006 hero landscape 325 shift 0"])
    }

    @Test func amountsPrintWithAtMostTwoDecimals() {
        #expect(formatPoints(58) == "58")
        #expect(formatPoints(62.5) == "62.5")
        #expect(formatPoints(1.0 / 3.0) == "0.33")
        #expect(formatPoints(0.005) == "0.01")
        #expect(formatPoints(100.10) == "100.1")
        #expect(formatPoints(7.05) == "7.05")
    }

    @Test func comparisonsHaveATolerance() {
        // 0.1 + 0.2 style noise: a field ending 1e-9 below KT is not covered.
        let text = "screen s {\n  orientations landscape\n  field f top 169.0000000001 height 44\n}"
        #expect(findings(text) == [])
        let over = "screen s {\n  orientations landscape\n  field f top 169.01 height 44\n}"
        #expect(findings(over) == ["KB001 f landscape 0.01 shift 0"])
    }
}
