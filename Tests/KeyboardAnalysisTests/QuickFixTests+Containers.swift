import Diagnostics
import Foundation
import KeyboardAnalysis
import SpecParser
import Testing

/// Fields inside containers, the avoid line, which codes get which fixes, and the promise
/// that every fix leaves a valid file and a reachable field.
extension QuickFixTests {
    // MARK: Fields inside containers

    static let inView = """
    screen Profile {
      avoid none  # for now
      view form top 10 outlets {  # the form
        field name top 480 height 40
      }
    }
    """

    @Test func theEnclosingViewBecomesAScrollWithoutOutlets() {
        let expected = """
        screen Profile {
          avoid scroll  # for now
          scroll form top 10 {  # the form
            field name top 480 height 40
          }
        }
        """
        #expect(applying(.embedInScroll, for: .covered, on: "name", in: Self.inView) == expected)
    }

    @Test func outletsAlreadyThereOnlyChangeTheStrategy() throws {
        let parsed = Parser.parse(Self.inView)
        let diagnostic = try #require(Analyzer().analyze(parsed).diagnostics.first { $0.code == .covered })
        let fix = try #require(Analyzer().quickFixes(for: diagnostic, in: parsed, source: Self.inView).last)
        #expect(fix.kind == .addOutlets && fix.title == "Shift 'name' with the constraint outlets of 'form'")
        #expect(SourceEdit.apply(fix.edits, to: Self.inView) == Self.inView.replacingOccurrences(of: "avoid none", with: "avoid shift"))
    }

    @Test func aViewWithoutOutletsBecomesAScrollForKB005() {
        let text = "screen S {\n  avoid scroll padding 8\n  view form {\n    field a top 500 height 40\n  }\n}\n"
        #expect(applying(.embedInScroll, for: .missingScroll, on: "a", in: text)
            == "screen S {\n  avoid scroll padding 8\n  scroll form {\n    field a top 500 height 40\n  }\n}\n")
    }

    @Test func outletsGoToTheEndOfTheViewsHeader() {
        let text = """
        screen S {
          avoid shift padding 8
          view form top 10 {  # c
            field a top 470 height 40
          }
        }
        """
        #expect(applying(.addOutlets, for: .missingOutlets, on: "a", in: text)
            == text.replacingOccurrences(of: "view form top 10 {", with: "view form top 10 outlets {"))
    }

    static let nested = """
    screen Nested {
        avoid none  # for now
        view outer {
            scroll inner top 0 bottom 0 {
                field deep top 560 height 40
            }
        }
    }
    """

    @Test func aFieldAlreadyInAScrollOnlyChangesTheStrategy() {
        #expect(applying(.embedInScroll, for: .covered, on: "deep", in: Self.nested)
            == Self.nested.replacingOccurrences(of: "avoid none", with: "avoid scroll"))
    }

    @Test func outletsSkipScrolls() {
        let expected = Self.nested.replacingOccurrences(of: "avoid none", with: "avoid shift")
            .replacingOccurrences(of: "view outer {", with: "view outer outlets {")
        #expect(applying(.addOutlets, for: .covered, on: "deep", in: Self.nested) == expected)
    }

    // MARK: The avoid line

    @Test func anAvoidLineKeepsItsPaddingAndDropsOtherOptions() throws {
        let shift = "screen S {\n  avoid shift padding 8  # keep\n  view v {\n    field a top 500 height 40\n  }\n}\n"
        #expect(applying(.embedInScroll, for: try handMade(.covered, on: "a", in: shift), in: shift)
            == "screen S {\n  avoid scroll padding 8  # keep\n  scroll v {\n    field a top 500 height 40\n  }\n}\n")
        let fraction = "screen S {\n  avoid fraction min 0.1 assume 216 162\n  scroll v {\n    field a top 500 height 40\n  }\n}\n"
        #expect(applying(.embedInScroll, for: try handMade(.covered, on: "a", in: fraction), in: fraction)
            == "screen S {\n  avoid scroll\n  scroll v {\n    field a top 500 height 40\n  }\n}\n")
        let scroll = "screen S {\n  avoid scroll padding 12\n  view v {\n    field a top 500 height 40\n  }\n}\n"
        #expect(applying(.addOutlets, for: try handMade(.covered, on: "a", in: scroll), in: scroll)
            == "screen S {\n  avoid shift padding 12\n  view v outlets {\n    field a top 500 height 40\n  }\n}\n")
    }

    // MARK: Which diagnostics get which fixes

    @Test func eachCodeGetsItsFixes() throws {
        let text = """
        screen None {
          field a top 500 height 40
        }
        screen Shift {
          avoid shift
          field b top 500 height 40
        }
        screen Scroll {
          avoid scroll
          field c top 500 height 40
        }
        screen Fraction {
          avoid fraction
          field d top 600 height 40
        }
        """
        let parsed = Parser.parse(text)
        let analysis = Analyzer().analyze(parsed)
        var offered: [String: [QuickFix.Kind]] = [:]
        for diagnostic in analysis.diagnostics {
            offered[diagnostic.code.rawValue, default: []] = Analyzer().quickFixes(for: diagnostic, in: parsed, source: text).map(\.kind)
        }
        #expect(offered["KB001"] == [.embedInScroll, .addOutlets])
        #expect(offered["KB004"] == [.addOutlets])
        #expect(offered["KB005"] == [.embedInScroll])
        #expect(offered["KB002"] == [])
        #expect(offered["KB006"] == [])
        let tooTall = "screen S {\n  avoid scroll\n  scroll v {\n    textarea t top 0 height 500\n  }\n}\n"
        let parsedTall = Parser.parse(tooTall)
        let kb003 = try #require(Analyzer().analyze(parsedTall).diagnostics.first { $0.code == .doesNotFit })
        #expect(Analyzer().quickFixes(for: kb003, in: parsedTall, source: tooTall).isEmpty)
    }

    @Test func nothingIsOfferedForBrokenScreensOrStrayDiagnostics() throws {
        // A block opened and filled on one line is a syntax error: the screen is not analysed.
        let broken = "screen S {\n  view v { field f top 500 height 40 }\n}\n"
        let parsed = Parser.parse(broken)
        #expect(Analyzer().quickFixes(for: try handMade(.covered, on: "v", in: broken), in: parsed, source: broken).isEmpty)
        let syntax = try #require(Analyzer().analyze(parsed).diagnostics.first)
        #expect(Analyzer().quickFixes(for: syntax, in: parsed, source: broken).isEmpty)
        // A duplicate name is an error of the screen too.
        let duplicate = "screen S {\n  field a top 500 height 40\n  field a top 10 height 10\n}\n"
        #expect(Analyzer().quickFixes(for: try handMade(.covered, on: "a", in: duplicate), in: Parser.parse(duplicate), source: duplicate).isEmpty)
        // A range that is no element's name, and a finding that names another element.
        let text = "screen S {\n  field a top 500 height 40\n}\n"
        let clean = Parser.parse(text)
        #expect(Analyzer().quickFixes(for: Diagnostic(.covered("field 'a'", in: "portrait", by: 1), at: SourceRange(0, 6)), in: clean, source: text).isEmpty)
        var other = try #require(Analyzer().analyze(clean).diagnostics.first)
        other.keyboard?.element = "b"
        #expect(Analyzer().quickFixes(for: other, in: clean, source: text).isEmpty)
        // A source that does not match the parse.
        let real = try #require(Analyzer().analyze(clean).diagnostics.first)
        #expect(Analyzer().quickFixes(for: real, in: clean, source: "screen").isEmpty)
    }

    // MARK: SourceEdit

    @Test func editsApplyInAnyOrder() {
        let text = "héllo world"
        let edits = [
            SourceEdit(range: SourceRange(7, 12), newText: "there"),
            SourceEdit(range: SourceRange(0, 0), newText: "« "),
            SourceEdit(range: SourceRange(12, 12), newText: "!"),
            SourceEdit(range: SourceRange(0, 0), newText: "oh, "),
        ]
        #expect(SourceEdit.apply(edits, to: text) == "« oh, héllo there!")
        #expect(SourceEdit.apply(edits.reversed(), to: text) == "oh, « héllo there!")
        #expect(SourceEdit.apply([], to: text) == text)
        // Out of range and overlapping edits are clamped or skipped, never a trap.
        #expect(SourceEdit.apply([SourceEdit(range: SourceRange(3, 99), newText: "p!")], to: "help") == "help!")
        #expect(SourceEdit.apply([SourceEdit(range: SourceRange(2, 4), newText: "Y"), SourceEdit(range: SourceRange(1, 3), newText: "X")], to: "help") == "hXp")
    }

    // MARK: The promise of language.md#quick-fixes

    static let fixtures: [String] = [
        login, inView, nested,
        "screen T {\n\tavoid scroll padding 8\n\tview form {\n\t\tfield a top 500 height 40\n\t}\n\n\tfield b top 520 height 40\n}\n",
        "screen W {\r\n  accessory 10\r\n  field a top 500 height 40\r\n}\r\n",
        "screen Compact {\n  view spacer top 0 height 10 { }\n  field a top 500 height 40\n  view box top 20 {\n    field b top 500 height 40 } }\n",
        "screen Flat {\n  field a top 500 height 40 }  # end\n",
        """
        device slab {
          size 400 600
        }
        screen Other {
          device slab
          field x top 10 height 40
        }
        screen Shifty {
          device slab
          avoid shift padding 4
          label content top 0 height 10
          scroll list top 20 bottom 0 {
            view row top 300 height 100 {
              textarea note top 10 height 80
            }
          }
          field tail bottom 0 height 40
          orientations landscape portrait
          button go below tail 10 height 20
        }
        screen Scrolly {
          avoid scroll
          view page {
            view card top 400 {
              field code top 30 height 40
            }
          }
          field pin bottom 4 height 40
        }
        """,
    ]

    static func examples() throws -> [String] {
        let directory = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".kbl") }.sorted()
        return try names.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
    }

    @Test func everyFixLeavesAValidFileAndAReachableField() throws {
        let examples = try Self.examples()
        try #require(examples.count >= 6)
        var fixesChecked = 0
        for text in examples + Self.fixtures {
            let parsed = Parser.parse(text)
            let analysis = Analyzer().analyze(parsed)
            #expect(!analysis.diagnostics.contains { $0.code >= .syntax }, "fixture has errors: \(text)")
            for diagnostic in analysis.diagnostics where [.covered, .missingOutlets, .missingScroll].contains(diagnostic.code) {
                let finding = try #require(diagnostic.keyboard)
                let fixes = Analyzer().quickFixes(for: diagnostic, in: parsed, source: text)
                #expect(!fixes.isEmpty, "no fix for \(diagnostic.message)")
                for fix in fixes {
                    fixesChecked += 1
                    for (earlier, later) in zip(fix.edits, fix.edits.dropFirst()) {
                        #expect(earlier.range.end < later.range.start, "edits overlap or share an offset")
                    }
                    let fixed = SourceEdit.apply(fix.edits, to: text)
                    let after = Analyzer().analyze(fixed).diagnostics
                    #expect(!after.contains { $0.code >= .syntax }, "\(fix.title) broke the file:\n\(fixed)\n\(after)")
                    let left = after.filter {
                        $0.keyboard?.screen == finding.screen && $0.keyboard?.element == finding.element
                            && [.covered, .missingOutlets, .missingScroll].contains($0.code)
                    }
                    #expect(left.isEmpty, "\(fix.title) left \(left.map(\.message)) in:\n\(fixed)")
                }
            }
        }
        #expect(fixesChecked >= 30)
    }
}
