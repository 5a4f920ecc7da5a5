import KeyboardAnalysis
import TestSupport
import SpecParser
import Testing

@Suite("Files with errors, and the engine as a pure function")
struct ToleranceTests {
    @Test func threeErrorsAreAllReportedAndValidScreensStillAnalysed() {
        let text = """
        screen Broken {
          field a top 1 height 44 ;
        }
        screen Login {
          field user top 400 height 44
        }
        screen AlsoBroken {
          device nowhere
          field b bottom 0 height 44
        }
        screen Third {
          field c below ghost height 10
        }
        """
        #expect(findings(text) == ["KB100 @;", "KB001 user portrait 13 shift 0", "KB001 user landscape 231 shift 0",
                                   "KB006 user landscape 69 shift 0", "KB101 @nowhere", "KB103 @ghost"])
        let analysis = Analyzer().analyze(text)
        #expect(analysis.screens.map(\.name) == ["Login"])
        #expect(analysis.diagnostics.filter { $0.severity == .error }.count == 3)
    }

    @Test func aBrokenDeviceSilencesOnlyItsScreens() {
        let text = """
        device bad {
          size 0 100
        }
        screen UsesBad {
          device bad
          field f bottom 0 height 44
        }
        screen Fine {
          orientations portrait
          field g bottom 0 height 44
        }
        """
        #expect(findings(text) == ["KB105 @0", "KB001 g portrait 216 shift 0"])
    }

    @Test func diagnosticsAreSortedByPositionCodeAndOrientation() {
        let text = "screen s {\n  field z top 600 height 100\n  field a top 400 height 44\n}"
        let lines = findings(text)
        #expect(lines == ["KB001 z portrait 269 shift 0", "KB001 z landscape 487 shift 0", "KB006 z portrait 53 shift 0",
                          "KB006 z landscape 325 shift 0", "KB001 a portrait 13 shift 0", "KB001 a landscape 231 shift 0",
                          "KB006 a landscape 69 shift 0"])
    }

    @Test func fullyVisibleOutcomes() throws {
        let analysis = Analyzer().analyze(specExample)
        let note = try #require(analysis.screens.first?.elements.first { $0.name == "note" })
        let outcomes = note.placements.compactMap(\.outcome)
        #expect(outcomes.map(\.isCovered) == [true, true])
        #expect(outcomes.map(\.isFullyVisible) == [true, false])
        #expect(outcomes.map(\.overlap) == [315, 233])
        let title = try #require(analysis.screens.first?.elements.first { $0.name == "title" })
        #expect(title.placements.allSatisfy { $0.outcome == nil })
    }

    @Test func safeToCallFromSeveralThreads() async {
        let parsed = Parser.parse(specExample + "\nscreen other {\n  field f top 400 height 44\n}\n")
        let analyzer = Analyzer()
        let expected = analyzer.analyze(parsed).diagnostics
        let results = await withTaskGroup(of: [Diagnostic].self) { group in
            for _ in 0..<16 {
                group.addTask { analyzer.analyze(parsed).diagnostics }
            }
            var all: [[Diagnostic]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected.count == 4)
    }
}
