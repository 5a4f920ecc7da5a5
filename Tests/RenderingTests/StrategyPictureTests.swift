@testable import KeyboardAnalysis
import Platform
@testable import Rendering
import SpecParser
import Testing

/// The pictures of KBL 1.2's strategies and today's devices: the keyboard top
/// IQKeyboardManager pads to, `resize`'s keyboard-up layout, the home-indicator strip, and
/// a legend and style sheet that carry them only where they are drawn. iphone-16 (alias
/// iphone-15-pro) is 393 × 852 pt, keyboard 336/209, status bar 59/0, home indicator 34/21.
@Suite("Pictures of iqkeyboardmanager, resize and the home indicator")
struct StrategyPictureTests {
    static let fixturesDirectory = SnapshotTests.testsDirectory + "/Snapshots/Fixtures"

    /// The specs of Snapshots/Fixtures (the strategies the examples do not show yet).
    static var fixtures: [String] {
        Disk().files(under: fixturesDirectory, withExtension: "kbl").files.map { path in
            String(path.dropFirst(fixturesDirectory.count + 1).dropLast(4))
        }
    }

    static func fixture(_ name: String) throws -> Analysis {
        Analyzer().analyze(Parser.parse(utf8: try FileSystem.readFile("\(fixturesDirectory)/\(name).kbl")))
    }

    static func report(_ screen: String, in fixture: String) throws -> ScreenReport {
        try #require(try Self.fixture(fixture).screens.first { $0.name == screen })
    }

    /// The markup of one orientation's screen (its `<svg class="glass">`).
    static func glass(_ svg: String, _ orientation: Orientation) throws -> Substring {
        let start = try #require(svg.firstRange(of: "data-orientation=\"\(orientation.rawValue)\""))
        let end = try #require(svg[start.upperBound...].firstRange(of: "\n</svg>\n"))
        return svg[start.lowerBound..<end.lowerBound]
    }

    @Test func everyNewStrategyHasAFixture() {
        #expect(Self.fixtures.contains("iqkeyboardmanager-sign-up"))
        #expect(Self.fixtures.contains("resize-chat"))
    }

    /// Byte for byte, as the examples' snapshots (`KB_UPDATE_SNAPSHOTS=1` rewrites them).
    @Test(arguments: fixtures)
    func snapshot(_ fixture: String) throws {
        let analysis = try Self.fixture(fixture)
        #expect(analysis.diagnostics.allSatisfy { $0.severity != .error })
        let svg = SVGRenderer.document(analysis.screens.map { ScreenPicture($0) }, title: "\(fixture).kbl")
        #expect(LabelTests.overlaps(svg) == [])
        try SnapshotTests.compare(svg, with: "Snapshots/Fixtures/\(fixture).svg", of: "Snapshots/Fixtures/\(fixture).kbl")
    }

    /// The dashed line at `Hs - cover`: 852 - (336 + 10 + 34) = 472 and 393 - (209 + 10 + 21) =
    /// 153; with `version 6`, `distance 20` and a 44 pt accessory bar, 852 - 400 = 452 and
    /// 393 - 273 = 120. Its label is just above it, in the middle.
    @Test func iqKeyboardManagersPaddedTopIsTheDashedLine() throws {
        for (screen, lines) in [("SignUp", [(Orientation.portrait, 472.0, 380.0), (.landscape, 153, 240)]),
                                ("Login", [(.portrait, 452, 400), (.landscape, 120, 273)])] {
            let report = try Self.report(screen, in: "iqkeyboardmanager-sign-up")
            let svg = SVGRenderer.inline(ScreenPicture(report))
            for (orientation, y, cover) in lines {
                let glass = try Self.glass(svg, orientation)
                let width = orientation == .portrait ? 393.0 : 852
                let line = try #require(groups(String(glass), classes: ["codekbd"]).first)
                #expect(line.contains("<path d=\"M0 \(Markup.number(y))H\(Markup.number(width))\"/>"))
                #expect(line.contains("<title>the keyboard top for IQKeyboardManager, which pads the keyboard to \(Markup.number(cover)) pt</title>"))
                let words = "IQKeyboardManager pads to \(Markup.number(cover)) pt"
                let boxes = try #require(labelBoxes(svg).first { $0.contains { $0.words == words } })
                let label = try #require(boxes.first { $0.words == words })
                #expect(label.y + label.height <= y && label.y + label.height >= y - 4, "\(screen) \(orientation): just above the line")
                #expect(abs(label.x + label.width / 2 - width / 2) < 1, "\(screen) \(orientation): in the middle")
            }
            #expect(LabelTests.overlaps(svg) == [])
        }
    }

    /// The caption keeps the padded height where it fits (landscape); in portrait the line's
    /// own label says it, and the caption is not cut.
    @Test func theCaptionLeavesThePaddedHeightToTheLineWhereItDoesNotFit() throws {
        let svg = SVGRenderer.inline(ScreenPicture(try Self.report("SignUp", in: "iqkeyboardmanager-sign-up")))
        #expect(svg.contains("class=\"sub\">iphone-16 393×852 pt · avoid iqkeyboardmanager</text>"))
        #expect(svg.contains("class=\"sub\">iphone-16 852×393 pt · avoid iqkeyboardmanager · IQKeyboardManager pads to 240 pt</text>"))
        // A caption that fits keeps the code's keyboard (1.1's slide on iphone-8).
        let slide = try #require(screenReport("S", in: "screen S {\n  avoid slide\n  field f top 300 height 44\n}\n"))
        #expect(SVGRenderer.inline(ScreenPicture(slide)).contains("class=\"sub\">iphone-8 375×667 pt · avoid slide · code assumes 216 pt</text>"))
    }

    /// A document says what its dashed line is: padded by the library when all its lines
    /// are, both meanings when it has both kinds; the page's legend has every item.
    @Test func theLegendSaysWhatTheDashedLineMeans() throws {
        let padded = "keyboard top padded by the library", wrong = "keyboard top for the code, when wrong"
        let iq = try Self.report("SignUp", in: "iqkeyboardmanager-sign-up")
        let alone = SVGRenderer.document([ScreenPicture(iq)], title: "t")
        let legend = try #require(alone.split(separator: "<g class=\"legend\">").last)
        #expect(legend.contains(">\(padded)</text>") && !legend.contains(wrong))
        let slide = try #require(screenReport("S", in: "screen S {\n  avoid slide assume 200\n  field f top 300 height 44\n}\n"))
        let both = try #require(SVGRenderer.document([ScreenPicture(iq), ScreenPicture(slide)], title: "t")
            .split(separator: "<g class=\"legend\">").last)
        #expect(both.contains(">\(padded)</text>") && both.contains(">\(wrong)</text>"))
        let page = SVGRenderer.legend(width: 640)
        for words in [padded, wrong, "laid out again with the keyboard up", "home indicator, below the safe area"] {
            #expect(page.contains(">\(words)</text>"), "\(words)")
        }
    }

    /// 1.1's pictures keep their bytes: on a device without a home indicator, with a 1.1
    /// strategy, no new item, rule or shape.
    @Test func picturesWithoutTheNewShapesKeepTheirLegendAndStyleSheet() throws {
        let report = try #require(screenReport("S", in: "screen S {\n  avoid slide\n  field f top 300 height 44\n}\n"))
        let picture = ScreenPicture(report)
        #expect(Legend.items(for: [picture]).map(\.words) == Legend.baseItems.map(\.words))
        let svg = SVGRenderer.document([picture], title: "t")
        #expect(svg.contains("<style>\n\(SVGRenderer.rules(keyboardUp: false, homeIndicator: false, presenter: false))</style>"))
        for shape in [".kbr .up", ".kbr .home", "<g class=\"up\"", "<g class=\"home\""] {
            #expect(!svg.contains(shape), "\(shape)")
        }
        #expect(report.elements.allSatisfy { $0.placements.allSatisfy { $0.keyboardUp == nil } })
        // The full style sheet (the HTML page's) has every rule.
        #expect(SVGRenderer.styleSheet.contains(".kbr .up rect{") && SVGRenderer.styleSheet.contains(".kbr .home .pill{"))
        #expect(SVGRenderer.styleSheet.hasSuffix("}\n") && SVGRenderer.styleSheet.contains("@media (prefers-color-scheme: dark){\n"))
    }

    /// The strip below the safe area, `SB = Hs - I` to the bottom, over the keyboard, with
    /// the indicator in the middle and its height written in it; none without a home
    /// indicator, and only in the orientations that have one.
    @Test func theHomeIndicatorStripIsDrawnBelowTheSafeArea() throws {
        let svg = SVGRenderer.document([ScreenPicture(try Self.report("Chat", in: "resize-chat"))], title: "t")
        for (orientation, top, strip, width) in [(Orientation.portrait, 818.0, 34.0, 393.0), (.landscape, 372, 21, 852)] {
            let glass = try Self.glass(svg, orientation)
            let home = try #require(groups(String(glass), classes: ["home"]).first)
            #expect(home.contains("<rect x=\"0\" y=\"\(Markup.number(top))\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(strip))\"/>"))
            #expect(home.contains("<path d=\"M0 \(Markup.number(top))H\(Markup.number(width))\"/>"))
            #expect(home.contains("<rect class=\"pill\" "))
            // Drawn after the keyboard, so that the keyboard does not dim it.
            let keyboard = try #require(glass.firstRange(of: "<g class=\"kbd\">"))
            let drawn = try #require(glass.firstRange(of: "<g class=\"home\">"))
            #expect(keyboard.lowerBound < drawn.lowerBound)
        }
        let labels = labelBoxes(svg)
        for (screen, (top, strip)) in zip(labels, [(818.0, 34.0), (372, 21)]) {
            let label = try #require(screen.first { $0.words == "home indicator \(Markup.number(strip)) pt" })
            #expect(label.y >= top && label.y + label.height <= top + strip)
        }
        #expect(svg.contains(".kbr .home rect{") && svg.contains(">home indicator, below the safe area</text>"))

        let custom = """
        device notched {
          size 400 800
          keyboard 300 200
          status-bar 40 0
          home-indicator 20 0
        }
        screen S {
          device notched
          avoid none
          field f top 10 height 44
        }
        """
        let report = try #require(screenReport("S", in: custom))
        let both = SVGRenderer.inline(ScreenPicture(report))
        #expect(groups(String(try Self.glass(both, .portrait)), classes: ["home"]).count == 1)
        #expect(groups(String(try Self.glass(both, .landscape)), classes: ["home"]).isEmpty)
        let old = try #require(screenReport("S", in: "screen S {\n  device iphone-8\n  field f top 10 height 44\n}\n"))
        #expect(!SVGRenderer.inline(ScreenPicture(old)).contains("class=\"home\""))
    }

    /// `resize`: every element the keyboard-up layout moves or resizes, fields or not. The
    /// layout's box ends at the keyboard's top, 852 - 336 = 516 in portrait: the button
    /// pinned 16 pt above the bottom goes from 752–802 to 450–500, the text view from
    /// 119–678 to 119–376 (its top stays: no arrow, its new height); the heading and the
    /// tags field, laid out from the top, stay (the field under the keyboard: red, no ghost).
    @Test func resizeShowsTheKeyboardUpLayout() throws {
        let note = try Self.report("Note", in: "resize-chat")
        let svg = SVGRenderer.inline(ScreenPicture(note))
        let outlines = groups(svg, classes: ["up"])
        #expect(outlines.count == 1)
        let save = try #require(outlines.first)
        #expect(save.contains("<title>button &#39;save&#39; with the keyboard up: y 450–500</title>"))
        #expect(save.contains("<rect x=\"6\" y=\"450\" width=\"381\" height=\"50\" rx=\"3\"/>"))
        #expect(save.contains(">button save</text>"))
        let ghosts = groups(svg, classes: ["ghost"])
        #expect(ghosts.count == 1)
        let body = try #require(ghosts.first)
        #expect(body.contains("<rect x=\"6\" y=\"119\" width=\"381\" height=\"257\" rx=\"3\"/>"))
        #expect(body.contains(">257 pt tall</text>") && !body.contains("<path"))
        #expect(body.contains("with the keyboard up: y 119–376, 257 pt tall instead of 559"))
        let tags = try #require(groups(svg, classes: ["el", "k-field"]).first)
        #expect(tags.contains("f-covered") && tags.contains("field &#39;tags&#39;"))
        #expect(LabelTests.overlaps(svg) == [])

        // The composer rises from 758–818 to 456–516, the scroll ends at its top (103–456);
        // the message field moves with the composer (an arrow); the label in the scroll stays.
        let chat = try Self.report("Chat", in: "resize-chat")
        let portrait = try Self.glass(SVGRenderer.inline(ScreenPicture(chat)), .portrait)
        let raised = groups(String(portrait), classes: ["up"])
        #expect(raised.map { $0.contains("scroll &#39;messages&#39; with the keyboard up: y 103–456") } == [true, false])
        #expect(raised.last?.contains("<rect x=\"6\" y=\"456\" width=\"381\" height=\"60\" rx=\"3\"/>") == true)
        let message = try #require(groups(String(portrait), classes: ["ghost"]).first { $0.contains("&#39;message&#39;") })
        #expect(message.contains("<rect x=\"14\" y=\"464\" width=\"365\" height=\"44\" rx=\"3\"/>"))
        #expect(message.contains("<path class=\"head\"") && message.contains("↑ 302 pt"))
        // The engine hands over the keyboard-up frames of every element, for `resize` only.
        let first = try #require(chat.elements.first { $0.name == "first" }?.placements.first)
        #expect(first.keyboardUp == VerticalFrame(top: first.top, bottom: first.bottom))
    }

    /// A document of a `resize` screen has the outlines' legend item and rules; one
    /// without outlines to draw has neither.
    @Test func theKeyboardUpItemOnlyWhereOutlinesAreDrawn() throws {
        let chat = SVGRenderer.document([ScreenPicture(try Self.report("Chat", in: "resize-chat"))], title: "t")
        #expect(chat.contains(".kbr .up rect{") && chat.contains(">laid out again with the keyboard up</text>"))
        // Laid out from the top, nothing but the covered field could move: no outline.
        let still = try #require(screenReport("S", in: "screen S {\n  avoid resize\n  label l top 10 height 20\n  field f top 500 height 44\n}\n"))
        let svg = SVGRenderer.document([ScreenPicture(still)], title: "t")
        #expect(!svg.contains(".kbr .up") && !svg.contains("laid out again"))
        #expect(groups(svg, classes: ["el", "f-covered"]).count == 2, "covered in both orientations")
    }
}
