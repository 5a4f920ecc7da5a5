import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing
import TestSupport

/// KBL 1.1 (language.md#keyboard-analysis): the seeds' code exactly, mistakes included,
/// against numbers worked out by hand on iphone-8 (portrait 375 x 667, keyboard 216/162,
/// status bar 20/0).
@Suite("KBL 1.1: slide, inset, the keyboard height the code reads, fraction in a scroll")
struct SeedStrategyTests {
    @Test func slideTakesAKeyboardHeightForItsTop() {
        // Portrait: CT 64, KT 667 - 216 - 44 = 407; the field [314, 354], y 314 > 216 - 40 - 10,
        // so it slides 314 + 40 + 10 - 216 = 148 and ends at 206: fine.
        // Landscape: CT 32, KT 375 - 162 - 44 = 169; [282, 322] slides 116 to end at 206,
        // 37 pt under the real keyboard top: the hard-coded 216 is not the keyboard's top.
        let spec = """
        screen Seed001 {
          navigation-bar 44 32
          accessory 44
          avoid slide
          field email "Email" top 250 height 40
        }
        """
        #expect(findings(spec) == ["KB002 email landscape 37 shift 116"])
        let message = Analyzer().analyze(spec).diagnostics.first?.message
        #expect(message == "field 'email' is still covered by the keyboard in landscape by 37 pt after the view slides up 116 pt")
    }

    @Test func slideReadsTheFrameRelativeToTheParent() {
        // The field [470, 510] in portrait sits at y 100 in its box: 100 > 166 is false, so
        // nothing slides, and it stays 59 pt under the keyboard top (451).
        let spec = """
        screen Nested {
          view box top 350 height 290 {
            field f "F" top 100 height 40
          }
          avoid slide
          orientations portrait
        }
        """
        #expect(findings(spec) == ["KB002 f portrait 59 shift 0"])
        #expect(Analyzer().analyze(spec).diagnostics.first?.message.hasSuffix("after the code leaves it where it is") == true)
    }

    @Test func slideAssumesOneNumberForBothAndPadsByTen() {
        // assume 300: landscape [282, 322], y 282 > 300 - 40 - 10 = 250: slides 282 + 50 - 300 = 32.
        let spec = "screen S {\n  avoid slide assume 300\n  orientations landscape\n  field f top 282 height 40\n}\n"
        #expect(findings(spec) == ["KB002 f landscape 77 shift 32"])
        let report = Analyzer().analyze(spec).screens.first
        #expect(report?.geometries.first?.codeKeyboard?.height == 300)
    }

    @Test func insetChecksOnlyTheOrigin() {
        // Portrait: the scroll fills [64, 667]; the field [464, 504] at y 400 < 667 - 216:
        // its origin is in aRect, nothing scrolls, 53 pt stay covered.
        // Landscape: y 400 >= 375 - 162, so the content moves up 400 - 162 = 238 pt: the
        // field ends at 234, 21 pt under the band's bottom (213).
        let spec = """
        screen Guide {
          navigation-bar 44 32
          avoid inset
          scroll content {
            field name "Name" top 400 height 40
          }
        }
        """
        #expect(findings(spec) == ["KB002 name portrait 53 shift 0", "KB002 name landscape 21 shift 238"])
    }

    @Test func insetOnIOS8WithTheSwapMovesContentDown() {
        // Landscape reads the frame's long side: Kr = 667. The origin (y 100) is never in
        // aRect (375 - 667 < 0): the offset becomes 100 - 667, the content moves down 567.
        let spec = """
        screen Swapped {
          navigation-bar 44 32
          avoid inset landscape-swap
          scroll content {
            field name "Name" top 100 height 40
          }
        }
        """
        #expect(findings(spec) == ["KB007 landscape 667", "KB002 name landscape 526 shift -567"])
        let analysis = Analyzer().analyze(spec)
        #expect(analysis.diagnostics[1].message == "field 'name' is still covered by the keyboard in landscape by 526 pt after the scroll moves its content down 567 pt")
        let kb007 = analysis.diagnostics[0]
        #expect(String(decoding: Array(spec.utf8)[kb007.range.start..<kb007.range.end], as: UTF8.self) == "landscape-swap")
        #expect(analysis.screens.first?.geometries.map(\.codeKeyboard?.height) == [216, 667])
    }

    @Test func shiftOnIOS7WithoutTheSwapShiftsTooFar() {
        // Landscape: Kr = 667, KTr = 375 - 667 = -292: the field [132, 172] shifts
        // 172 + 292 + 5 = 469, its top to -337, 369 pt above the content top (32).
        let spec = """
        screen Old {
          ios 7
          navigation-bar 44 32
          avoid shift
          view form outlets {
            field a "A" top 100 height 40
          }
        }
        """
        #expect(findings(spec) == ["KB007 landscape 667", "KB003 a landscape 369 shift 469"])
        let kb007 = Analyzer().analyze(spec).diagnostics[0]
        #expect(String(decoding: Array(spec.utf8)[kb007.range.start..<kb007.range.end], as: UTF8.self) == "shift")
    }

    @Test func theRightReadingGetsNoWarning() {
        for spec in ["screen S {\n  ios 7\n  avoid shift landscape-swap\n  field f top 1 height 2\n}\n",
                     "screen S {\n  ios 12\n  avoid inset\n  field f top 1 height 2\n}\n",
                     "screen S {\n  ios 7\n  orientations portrait\n  avoid shift\n  field f top 1 height 2\n}\n",
                     "screen S {\n  ios 7\n  avoid scroll\n  field f top 1 height 2\n}\n"] {
            #expect(findings(spec) == [], "\(spec)")
        }
    }

    @Test func fractionInsideAScrollUsesTheScrollsBand() {
        // Portrait: the scroll [264, 564], the field [264, 308]; mid 286, f = (286 - 64 -
        // 120.6) / 361.8 = 0.2803, shift floor(216 f) = 60; its top goes to 204, 60 pt
        // above the band's top (264).
        let spec = """
        screen S {
          navigation-bar 44 32
          orientations portrait
          avoid fraction
          scroll s top 200 height 300 {
            field f top 0 height 44
          }
        }
        """
        #expect(findings(spec) == ["KB003 f portrait 60 shift 60"])
        #expect(Analyzer().analyze(spec).diagnostics.first?.message == "field 'f' does not fit in portrait: scrolling it up 60 pt pushes it 60 pt above the visible top")
    }

    @Test func fractionAssumesOneNumberForBoth() {
        let one = Analyzer().analyze("screen S {\n  avoid fraction assume 200\n  field f top 1 height 2\n}\n").screens.first
        #expect(one?.geometries.map(\.codeKeyboard?.height) == [200, 200])
        let two = Analyzer().analyze("screen S {\n  avoid fraction assume 200 150\n  field f top 1 height 2\n}\n").screens.first
        #expect(two?.geometries.map(\.codeKeyboard?.height) == [200, 150])
    }

    @Test func theConfigurationsIOSVersionIsTheDefault() {
        let spec = "screen S {\n  avoid shift landscape-swap\n  field f top 1 height 2\n}\n"
        #expect(Analyzer().analyze(spec).diagnostics.map(\.code) == [.misreadKeyboard])
        #expect(Analyzer(defaultIOSVersion: 7).analyze(spec).diagnostics.isEmpty)
    }
}

@Suite("KB007's quick fixes")
struct LandscapeSwapFixTests {
    private func fixed(_ spec: String, analyzer: Analyzer = Analyzer()) throws -> (title: String, text: String) {
        let parsed = Parser.parse(spec)
        let diagnostic = try #require(analyzer.analyze(parsed).diagnostics.first { $0.code == .misreadKeyboard })
        let fix = try #require(analyzer.quickFixes(for: diagnostic, in: parsed, source: spec).first)
        return (fix.title, SourceEdit.apply(fix.edits, to: spec))
    }

    @Test func removeTheSwapOnIOS8() throws {
        let spec = "screen S {\n  avoid inset landscape-swap\n  scroll s {\n    field f top 100 height 40\n  }\n}\n"
        let (title, text) = try fixed(spec)
        #expect(title == "Remove landscape-swap")
        #expect(text == "screen S {\n  avoid inset\n  scroll s {\n    field f top 100 height 40\n  }\n}\n")
        #expect(!Analyzer().analyze(text).diagnostics.contains { $0.code == .misreadKeyboard })
    }

    @Test func addTheSwapOnIOS7() throws {
        let spec = "screen S {\n  ios 7\n  avoid shift padding 8  # old code\n  view v outlets {\n    field f top 100 height 40\n  }\n}\n"
        let (title, text) = try fixed(spec)
        #expect(title == "Add landscape-swap")
        #expect(text == "screen S {\n  ios 7\n  avoid shift padding 8 landscape-swap  # old code\n  view v outlets {\n    field f top 100 height 40\n  }\n}\n")
        #expect(Analyzer().analyze(text).diagnostics.isEmpty)
    }

    @Test func theConfiguredVersionDecides() throws {
        let spec = "screen S {\n  avoid shift\n  view v outlets {\n    field f top 100 height 40\n  }\n}\n"
        let (title, text) = try fixed(spec, analyzer: Analyzer(defaultIOSVersion: 7))
        #expect(title == "Add landscape-swap")
        #expect(Analyzer(defaultIOSVersion: 7).analyze(text).diagnostics.isEmpty)
    }
}

@Suite("KBL 1.1 at the edges, and 1.0 kept where nothing changed")
struct SeedStrategyEdgeTests {
    private func shifts(_ spec: String, of field: String) -> [Double] {
        let report = Analyzer().analyze(spec).screens.first?.elements.first { $0.name == field }
        return report?.placements.compactMap { $0.outcome?.shift } ?? []
    }

    @Test func slideStartsStrictlyAboveItsThreshold() {
        // Portrait, CT 20: top 146 puts y at 166 = Ka - h - P = 216 - 40 - 10: no slide.
        // One point lower, y 167: the view slides 167 + 40 + 10 - 216 = 1.
        let at = "screen S {\n  orientations portrait\n  avoid slide\n  field f top 146 height 40\n}\n"
        let below = "screen S {\n  orientations portrait\n  avoid slide\n  field f top 147 height 40\n}\n"
        #expect(shifts(at, of: "f") == [0])
        #expect(shifts(below, of: "f") == [1])
    }

    @Test func insetScrollsFromTheEdgeOfARect() {
        // Portrait: the scroll fills [20, 667]; aRect's bottom is 667 - 216 = 451. y 451
        // (top 451 in the scroll) is outside: the offset becomes 451 - 216 = 235; y 450.5 is
        // inside: nothing scrolls.
        func spec(_ top: String) -> String {
            "screen S {\n  orientations portrait\n  avoid inset\n  scroll s {\n    field f top \(top) height 10\n  }\n}\n"
        }
        #expect(shifts(spec("451"), of: "f") == [235])
        #expect(shifts(spec("450.5"), of: "f") == [0])
    }

    @Test func shiftAndScrollWithTheRightReadingAreStill10() {
        var random = SeededRandom(seed: 11)
        let devices = ["iphone-4", "iphone-5", "iphone-8", "iphone-8-plus"]
        var compared = 0
        defer { #expect(compared > 1000, "only \(compared) shifts compared: the generator makes screens that are not analysed") }
        for _ in 0..<300 {
            let strategy = random.number(in: 0...1) == 0 ? "shift" : "scroll"
            let padding = random.number(in: 0...20)
            let accessory = random.number(in: 0...60)
            let container = strategy == "shift" ? "view v outlets" : "scroll v"
            let ios = [7, 8, 12][random.number(in: 0...2)]
            let swap = ios <= 7 && strategy == "shift" ? " landscape-swap" : ""
            var spec = "screen S {\n  device \(devices[random.number(in: 0...3)])\n  ios \(ios)\n  navigation-bar \(random.number(in: 0...64)) \(random.number(in: 0...44))\n"
            spec += "  accessory \(accessory)\n  avoid \(strategy) padding \(padding)\(swap)\n  \(container) top \(random.number(in: 0...40)) {\n"
            for index in 0..<4 {
                spec += "    field f\(index) top \(random.number(in: 0...700)) height \(random.number(in: 10...200))\n"
            }
            spec += "  }\n}\n"
            let analysis = Analyzer().analyze(spec)
            #expect(!analysis.diagnostics.contains { $0.code == .misreadKeyboard || $0.code == .stillCovered }, "\(spec)")
            guard let screen = analysis.screens.first else { continue }
            for element in screen.elements where element.kind == .field {
                for placement in element.placements {
                    guard let outcome = placement.outcome,
                          let geometry = screen.geometries.first(where: { $0.orientation == placement.orientation }) else { continue }
                    // 1.0: shift = overlap + P when covered; scroll = max(0, bottom + P - VB).
                    let container = screen.elements.first { $0.name == "v" }?.placements.first { $0.orientation == placement.orientation }
                    let expected: Double
                    if strategy == "shift" {
                        expected = outcome.overlap > 1e-6 ? outcome.overlap + Double(padding) : 0
                    } else {
                        let visibleBottom = min(container?.bottom ?? geometry.screenHeight, geometry.keyboardTop)
                        expected = max(0, placement.bottom + Double(padding) - visibleBottom)
                    }
                    #expect(abs(outcome.shift - expected) < 1e-9, "\(spec)\n\(element.name) \(placement.orientation)")
                    compared += 1
                }
            }
        }
    }
}
