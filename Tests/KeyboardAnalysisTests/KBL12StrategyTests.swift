import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing

/// Where a field ends up once the strategy ran, per orientation: `portrait 438-482 shift 280`.
func ends(of element: String, in text: String) -> [String] {
    let analysis = Analyzer().analyze(text)
    let report = analysis.screens.flatMap(\.elements).first { $0.name == element }
    return report?.placements.compactMap { placement in
        placement.outcome.map {
            "\(placement.orientation.rawValue) \(formatPoints($0.endTop))-\(formatPoints($0.endBottom)) shift \(formatPoints($0.shift))"
        }
    } ?? []
}

/// KBL 1.2 (language.md#keyboard-analysis): IQKeyboardManager's position code and layouts
/// that end at the keyboard's top, against numbers worked out by hand.
///
/// `iphone-16` in portrait: Hs 852, status bar 59 (CT 59 with no navigation bar), home
/// indicator 34 (SB 818), keyboard 336 (KT 516). The top-level box is [59, 818].
/// `iphone-se` in portrait: Hs 667, CT 20, no home indicator (SB 667), keyboard 260 (KT 407).
@Suite("KBL 1.2: avoid iqkeyboardmanager, avoid resize, the safe area")
struct KBL12StrategyTests {
    // MARK: The safe area

    @Test func topLevelElementsSitInTheSafeArea() {
        // Bottom 0 ends at SB: 852 - 34 = 818 in portrait, 393 - 21 = 372 in landscape,
        // though the keyboard still reaches the screen's bottom (KT 516 and 393 - 209 = 184).
        let spec = """
        screen Safe {
          device iphone-16
          field f bottom 0 height 44
        }
        """
        #expect(frames(of: "f", in: spec) == ["portrait 774-818", "landscape 328-372"])
        #expect(findings(spec) == ["KB001 f portrait 302 shift 0", "KB001 f landscape 188 shift 0"])
        // The aliases name the same device; a 1.0 device has no home indicator.
        #expect(frames(of: "f", in: spec.replacingOccurrences(of: "iphone-16", with: "iphone-15-pro"))
            == ["portrait 774-818", "landscape 328-372"])
        #expect(frames(of: "f", in: spec.replacingOccurrences(of: "iphone-16", with: "iphone-8"))
            == ["portrait 623-667", "landscape 331-375"])
    }

    @Test func aDeviceBlockMayDeclareItsHomeIndicator() {
        let spec = """
        device tall {
          size 400 900
          keyboard 300 200
          status-bar 50 0
          home-indicator 30 20
        }
        screen S {
          device tall
          field f bottom 10 height 40
        }
        """
        // [50, 870] in portrait: 820-860; [0, 380] in landscape: 330-370.
        #expect(frames(of: "f", in: spec) == ["portrait 820-860", "landscape 330-370"])
    }

    // MARK: iqkeyboardmanager

    @Test func theGapOnAFaceIDPhoneIsDistancePlusTwiceTheHomeIndicator() {
        // cover = 336 + 10 + 34 = 380, so the padded keyboard's top is 472; a field keeps
        // the root view's bottom margin 34 too: move = trunc(min(674 - 59, 718 - 472 + 34))
        // = 280, the field ends at 438, 78 pt (10 + 34 + 34) above the keyboard's top.
        let spec = """
        screen SignUp {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          field email bottom 100 height 44
        }
        """
        #expect(findings(spec) == [])
        #expect(ends(of: "email", in: spec) == ["portrait 394-438 shift 280"])
        let report = Analyzer().analyze(spec).screens.first
        let geometry = report?.geometries.first
        #expect(geometry?.codeKeyboard?.height == 380)
        #expect(geometry?.codeKeyboard?.breakdown == "keyboard 336 + distance 10 + safe area 34")
        let outcome = report?.elements.first?.placements.first?.outcome
        #expect(outcome.flatMap { o in geometry.flatMap { report?.strategy.note(on: o, in: $0) } }
            == "leaves 78 pt between the field and the keyboard")
    }

    @Test func theGapOnAnIPhoneSEIsTheDistance() {
        // No home indicator: cover 270 (top 397), move = trunc(min(523 - 20, 567 - 397)) = 170,
        // the field ends at 397, 10 pt above the keyboard's top 407.
        let spec = """
        screen SignUp {
          device iphone-se
          orientations portrait
          avoid iqkeyboardmanager
          field email bottom 100 height 44
        }
        """
        #expect(ends(of: "email", in: spec) == ["portrait 353-397 shift 170"])
    }

    @Test func aTextareaHasNoBottomMargin() {
        // A scrollable text view: M = 0, move = trunc(min(615, 718 - 472)) = 246, 44 pt gap.
        let spec = """
        screen Note {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          textarea note bottom 100 height 44
        }
        """
        #expect(ends(of: "note", in: spec) == ["portrait 428-472 shift 246"])
    }

    @Test func versionSixAddsFiveToItsTopGuideAndNoSafeArea() {
        // Version 6: T = max(59, 34) + 5 = 64, cover = 336 + 10 = 346 (top 506):
        // move = trunc(min(674 - 64, 718 - 506 + 34)) = 246, a 44 pt gap.
        let spec = """
        screen Old {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager version 6
          field email bottom 100 height 44
        }
        """
        #expect(ends(of: "email", in: spec) == ["portrait 428-472 shift 246"])
        #expect(Analyzer().analyze(spec).screens.first?.geometries.first?.codeKeyboard?.height == 346)
        // 7 and 8 compute alike; `distance` pads the keyboard.
        let seven = spec.replacingOccurrences(of: "version 6", with: "version 7 distance 20")
        #expect(ends(of: "email", in: seven) == ["portrait 384-428 shift 290"])
    }

    @Test func theTopGuideLeavesATallFieldCovered() {
        // [159, 659]: move = trunc(min(159 - 59, 659 - 472)) = 100 stops at the top guide,
        // and the textarea still reaches 659 - 100 - 516 = 43 pt under the keyboard.
        // Version 6: T = 64, move = trunc(min(95, 659 - 506)) = 95, 48 pt.
        let spec = """
        screen Tall {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          textarea note top 100 height 500
        }
        """
        #expect(findings(spec) == ["KB002 note portrait 43 shift 100"])
        #expect(Analyzer().analyze(spec).diagnostics.first?.message
            == "textarea 'note' is still covered by the keyboard in portrait by 43 pt after IQKeyboardManager moves it up 100 pt")
        #expect(findings(spec.replacingOccurrences(of: "avoid iqkeyboardmanager", with: "avoid iqkeyboardmanager version 6"))
            == ["KB002 note portrait 48 shift 95"])
    }

    @Test func theRootViewMovesAtMostTheKeyboardsHeight() {
        // [774, 818]: move = trunc(min(715, 818 - 472 + 34)) = 380, but the root view moves
        // at most 336. A field below the screen ([859, 903]) stays covered:
        // move = trunc(min(800, 903 - 472 + 34)) = 465, shift 336, 903 - 336 - 516 = 51.
        let spec = """
        screen Clamp {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          field last bottom 0 height 44
          field below top 800 height 44
        }
        """
        #expect(ends(of: "last", in: spec) == ["portrait 438-482 shift 336"])
        #expect(findings(spec) == ["KB002 below portrait 51 shift 336", "KB006 below portrait 51 shift 336"])
    }

    @Test func scrollsTakeTheMoveInnermostFirst() {
        // outer [59, 659], inner [459, 659], the field [479, 523]:
        // move = trunc(min(479 - 59, 523 - 472 + 34)) = 85; the inner scroll takes
        // min(85, 479 - 459) = 20, the outer the other 65 (its top allows 400), the root none.
        // The band is the inner scroll's less the root's move: [459, 516], so the field's
        // top, at 394, is 65 pt above it (language.md: only the root view carries the band).
        let spec = """
        screen Nested {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          scroll outer top 0 height 600 {
            scroll inner top 400 height 200 {
              field f top 20 height 44
            }
          }
        }
        """
        #expect(ends(of: "f", in: spec) == ["portrait 394-438 shift 85"])
        #expect(findings(spec) == ["KB003 f portrait 65 shift 85"])
        // One scroll: it takes the whole move, the band is the scroll's.
        let single = """
        screen Single {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          scroll list top 0 height 600 {
            field f top 420 height 44
          }
        }
        """
        // [479, 523]: move 85, the scroll may take 479 - 59 = 420 of it.
        #expect(ends(of: "f", in: single) == ["portrait 394-438 shift 85"])
        #expect(findings(single) == [])
    }

    @Test func theRootViewCarriesTheScrollsBand() {
        // A short scroll [659, 759] low on the screen, the field [709, 753]:
        // move = trunc(min(709 - 59, 753 - 472 + 34)) = 315; the scroll takes 709 - 659 = 50,
        // the root view 265. Band [659 - 265, min(759 - 265, 516)] = [394, 494]: the field
        // ends at [394, 438], inside it.
        let spec = """
        screen Low {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          scroll s top 600 height 100 {
            field f top 50 height 44
          }
        }
        """
        #expect(ends(of: "f", in: spec) == ["portrait 394-438 shift 315"])
        #expect(findings(spec) == [])
    }

    // MARK: resize

    @Test func resizeLeavesATopPinnedFieldUnderTheKeyboard() {
        // Laid out from the top, [559, 603] is the same with the keyboard up: 87 pt under it.
        let spec = """
        screen Chat {
          device iphone-16
          orientations portrait
          avoid resize
          field search top 500 height 44
        }
        """
        #expect(findings(spec) == ["KB002 search portrait 87 shift 0"])
        #expect(Analyzer().analyze(spec).diagnostics.first?.message
            == "field 'search' is still covered by the keyboard in portrait by 87 pt after the keyboard-up layout leaves it where it is")
    }

    @Test func resizeLiftsABottomPinnedBar() {
        // [774, 818] becomes [472, 516] in the box [59, 516]: it moves up 302, clear.
        let spec = """
        screen Chat {
          device iphone-16
          orientations portrait
          avoid resize
          field composer bottom 0 height 44
        }
        """
        #expect(findings(spec) == [])
        #expect(ends(of: "composer", in: spec) == ["portrait 472-516 shift 302"])
    }

    @Test func resizePushesACentredBlockThatNoLongerFitsPastTheBars() {
        // The 500 pt block is centred in 759 pt ([188.5, 688.5]); with the keyboard up in
        // 457 pt ([37.5, 537.5]). Its first field [37.5, 81.5] starts 21.5 pt above CT 59.
        let spec = """
        screen Form {
          device iphone-16
          orientations portrait
          avoid resize
          view block center height 500 {
            field name top 0 height 44
          }
        }
        """
        #expect(findings(spec) == ["KB003 name portrait 21.5 shift 151"])
        #expect(Analyzer().analyze(spec).diagnostics.first?.message
            == "field 'name' does not fit in portrait: the keyboard-up layout moving it up 151 pt pushes it 21.5 pt above the visible top")
    }

    @Test func resizeRecomputesPercentagesAndTopBottomHeights() {
        // height 10%: 75.9 pt of 759, then 45.7 of 457. top 300 bottom 100: [359, 718],
        // then [359, 416]: its top does not move, only its bottom.
        let spec = """
        screen Percent {
          device iphone-16
          orientations portrait
          avoid resize
          field bar bottom 0 height 10%
          textarea body top 300 bottom 100
        }
        """
        #expect(ends(of: "bar", in: spec) == ["portrait 470.3-516 shift 271.8"])
        #expect(ends(of: "body", in: spec) == ["portrait 359-416 shift 0"])
        #expect(findings(spec) == [])
    }

    @Test func resizeScrollsAFieldInAScrollIntoView() {
        // The scroll fills the box: [59, 818], then [59, 516]. The field [659, 703] is
        // scrolled by 703 - 516 = 187 to [472, 516].
        let spec = """
        screen Settings {
          device iphone-16
          orientations portrait
          avoid resize
          scroll list {
            field f top 600 height 44
          }
        }
        """
        #expect(ends(of: "f", in: spec) == ["portrait 472-516 shift 187"])
        #expect(findings(spec) == [])
    }

    @Test func resizeInLandscapeOnAFaceIDPhone() {
        // Landscape: box [0, 372], keyboard-up box [0, min(372, 184)]. A centred 44 pt
        // field: [164, 208] (covered by 24), then [70, 114].
        let spec = """
        screen Login {
          device iphone-16
          orientations landscape
          avoid resize
          field code center height 44
        }
        """
        #expect(ends(of: "code", in: spec) == ["landscape 70-114 shift 94"])
        #expect(findings(spec) == [])
    }
}

/// The fix an iOS developer reaches for when a layout that ends at the keyboard's top
/// leaves a field under it: put the content in a scroll view, which UIKit scrolls to the
/// field; the strategy stays `resize` (docs/decisions.md).
@Suite("KBL 1.2: quick fixes for avoid resize")
struct ResizeQuickFixTests {
    @Test func embeddingTheTopLevelElementsInAScrollRevealsTheField() throws {
        let spec = """
        screen Chat {
          device iphone-16
          avoid resize
          label title top 0 height 44
          field search top 500 height 44
        }
        """
        let fixed = try #require(applying(.embedInScroll, for: .stillCovered, on: "search", in: spec))
        #expect(fixed == """
        screen Chat {
          device iphone-16
          avoid resize
          scroll content {
            label title top 0 height 44
            field search top 500 height 44
          }
        }
        """)
        // The keyboard-up scroll [59, 516] scrolls [559, 603] by 87 into view; in landscape
        // [0, 184] scrolls [500, 544] by 360.
        #expect(findings(fixed) == [])
        #expect(ends(of: "search", in: fixed) == ["portrait 472-516 shift 87", "landscape 140-184 shift 360"])
    }

    @Test func aViewAroundTheFieldBecomesAScroll() throws {
        let spec = """
        screen Form {
          device iphone-16
          orientations portrait
          avoid resize
          view card top 400 height 300 {
            field code top 200 height 44
          }
        }
        """
        // [659, 703] stays where it is with the keyboard up: 187 pt under it.
        #expect(findings(spec) == ["KB002 code portrait 187 shift 0"])
        let fixed = try #require(applying(.embedInScroll, for: .stillCovered, on: "code", in: spec))
        #expect(fixed.contains("scroll card top 400 height 300 {"))
        #expect(fixed.contains("avoid resize"))
        // The scroll keeps its frame [459, 759] with the keyboard up; visible down to 516,
        // it scrolls [659, 703] by 187 to [472, 516], below its top 459.
        #expect(findings(fixed) == [])
        #expect(ends(of: "code", in: fixed) == ["portrait 472-516 shift 187"])
    }

    @Test func otherStrategiesStillCovered() {
        // KB002 of another strategy gets no scroll fix: its arithmetic, not a missing container, leaves it covered.
        let spec = """
        screen Tall {
          device iphone-16
          orientations portrait
          avoid iqkeyboardmanager
          textarea note top 100 height 500
        }
        """
        let analysis = Analyzer().analyze(spec)
        guard let diagnostic = analysis.diagnostics.first else {
            Issue.record("no KB002")
            return
        }
        #expect(diagnostic.code == .stillCovered)
        #expect(Analyzer().quickFixes(for: diagnostic, in: Parser.parse(spec), source: spec).isEmpty)
    }
}

/// A scroll that lies wholly under the keyboard shows nothing: the message says so, and
/// the fix that works there comes first (issue 20).
@Suite("An empty visible band")
struct EmptyBandTests {
    /// On iphone-8 in portrait the keyboard's top is 451; a form at [484, 684] lies below it.
    static let spec = """
    screen S {
      navigation-bar 44 32
      view form top 420 height 200 {
        field f top 100 height 44
      }
    }
    """

    @Test func kb003SaysTheBandHasNoHeight() throws {
        let fixed = try #require(applying(.embedInScroll, for: .covered, on: "f", in: Self.spec))
        let messages = Analyzer().analyze(fixed).diagnostics.filter { $0.code == .doesNotFit }.map(\.message)
        #expect(messages == [
            "field 'f' does not fit in portrait: the part of its scroll above the keyboard and below the bars has no height, so scrolling it up 182 pt cannot show it (82 pt above the visible top)",
            "field 'f' does not fit in landscape: the part of its scroll above the keyboard and below the bars has no height, so scrolling it up 388 pt cannot show it (288 pt above the visible top)",
        ])
    }

    @Test func theOutletsFixComesFirstThere() throws {
        let parsed = Parser.parse(Self.spec)
        let covered = try #require(Analyzer().analyze(parsed).diagnostics.first { $0.code == .covered })
        let fixes = Analyzer().quickFixes(for: covered, in: parsed, source: Self.spec)
        #expect(fixes.map(\.kind) == [.addOutlets, .embedInScroll])
        #expect(fixes.last?.title == "Embed 'f' in a scroll container (it stays hidden: the scroll would lie under the keyboard)")
        // Where both work, the scroll comes first, as language.md#quick-fixes says.
        let low = Self.spec.replacingOccurrences(of: "top 420 height 200", with: "top 100 height 300")
            .replacingOccurrences(of: "field f top 100", with: "field f top 250")
        let lowParsed = Parser.parse(low)
        let lowCovered = try #require(Analyzer().analyze(lowParsed).diagnostics.first { $0.code == .covered })
        #expect(Analyzer().quickFixes(for: lowCovered, in: lowParsed, source: low).map(\.kind) == [.embedInScroll, .addOutlets])
    }
}

@Suite("The device catalogue: names and other names")
struct DeviceCatalogTests {
    @Test func aDeviceTakingABuiltInsNameShadowsThatNameOnly() {
        let mine = Device(name: "iphone-x", width: 1, height: 2, keyboard: OrientationPair(portrait: 0, landscape: 0),
                          statusBar: OrientationPair(portrait: 0, landscape: 0))
        let catalog = DeviceCatalog.builtIn.adding([mine])
        #expect(catalog["iphone-x"] == mine)
        #expect(catalog["iphone-xs"]?.name == "iphone-x" && catalog["iphone-xs"]?.width == 375)
        // Every name still reaches a device: the aliases stay listed.
        #expect(catalog.allNames.contains("iphone-xs") && catalog.allNames.contains("iphone-11-pro"))
        #expect(catalog.allNames.count == DeviceCatalog.builtIn.allNames.count)
        #expect(catalog.all.count == DeviceCatalog.builtIn.all.count + 1)
        #expect(catalog.names.filter { $0 == "iphone-x" }.count == 1)
        #expect(DeviceCatalog.builtIn.allNames.count == 19 + 26)
    }
}
