@testable import KeyboardAnalysis
import Rendering
import SpecParser
import Testing

/// The screen `name` of `text`, analysed with the built-in devices.
func screenReport(_ name: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ScreenReport? {
    let report = Analyzer().analyze(text).screens.first { $0.name == name }
    #expect(report != nil, "no analysed screen \(name)", sourceLocation: sourceLocation)
    return report
}

/// The `<g class="…">…</g>` groups of `svg` whose class list contains every one of `classes`.
func groups(_ svg: String, classes: [String]) -> [Substring] {
    svg.split(separator: "\n").filter { line in
        guard line.hasPrefix("<g class=\""), let end = line.dropFirst(10).firstIndex(of: "\"") else { return false }
        let list = line[line.index(line.startIndex, offsetBy: 10)..<end].split(separator: " ")
        return classes.allSatisfy { list.contains(Substring($0)) }
    }
}

@Suite("Screen pictures")
struct RenderingTests {
    static let signIn = """
    screen SignIn {
      navigation-bar 44 32
      accessory 44
      avoid shift padding 8
      view form outlets {
        field email "Email" top 24 height 44
        textarea note "Note" bottom 20 height 150
      }
    }
    """

    @Test func sameInputSameBytes() throws {
        let report = try #require(screenReport("SignIn", in: Self.signIn))
        let once = SVGRenderer.document([ScreenPicture(report)], title: "t")
        let twice = SVGRenderer.document([ScreenPicture(report)], title: "t")
        #expect(once == twice)
        #expect(once.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(once.contains("viewBox=\"0 0 "))
    }

    /// The orientations side by side at scale: iphone-8 is 375 × 667 pt in portrait.
    @Test func devicesAtScaleSideBySide() throws {
        let report = try #require(screenReport("SignIn", in: Self.signIn))
        let picture = ScreenPicture(report)
        let frames = picture.screenFrames
        #expect(frames.count == 2)
        #expect(frames.map(\.width) == [375, 667])
        #expect(frames.map(\.height) == [667, 375])
        #expect(frames[1].x > frames[0].x + frames[0].width)
        let svg = SVGRenderer.inline(picture)
        #expect(svg.contains("data-orientation=\"portrait\" x=\"12\" y=\"48\" width=\"375\" height=\"667\""))
        // The keyboard (216 pt) and the accessory bar (44 pt) where the engine puts them.
        #expect(svg.contains("<g class=\"kbd\"><rect x=\"0\" y=\"451\" width=\"375\" height=\"216\"/>"))
        #expect(svg.contains("<g class=\"acc\"><rect x=\"0\" y=\"407\" width=\"375\" height=\"44\"/>"))
        #expect(svg.contains("<g class=\"kbd\"><rect x=\"0\" y=\"213\" width=\"667\" height=\"162\"/>"))
    }

    @Test func oneOrientation() throws {
        let report = try #require(screenReport("SignIn", in: Self.signIn))
        let picture = ScreenPicture(report, orientations: [.landscape])
        #expect(picture.geometries.map(\.orientation) == [.landscape])
        #expect(!SVGRenderer.inline(picture).contains("data-orientation=\"portrait\""))
    }

    /// The note does not fit in landscape (KB003): pushed above the top, its ghost 241 pt up.
    @Test func fieldsColouredByOutcome() throws {
        let report = try #require(screenReport("SignIn", in: Self.signIn))
        let svg = SVGRenderer.inline(ScreenPicture(report, orientations: [.landscape]))
        let note = groups(svg, classes: ["el", "k-textarea"])
        #expect(note.count == 1)
        #expect(note.first?.contains("f-above") == true)
        let ghost = groups(svg, classes: ["ghost", "f-above"])
        #expect(ghost.count == 1)
        // note: top 375 - 20 - 150 = 205, bottom 355; keyboard top 375 - 162 - 44 = 169:
        // shift 355 - 169 + 8 = 194, to 205 - 194 = 11, 21 pt above the content top (32).
        #expect(ghost.first?.contains("y=\"11\"") == true)
        #expect(ghost.first?.contains("↑ 194 pt") == true)
        let email = groups(svg, classes: ["el", "k-field"])
        #expect(email.first?.contains("f-clear") == true)
    }

    @Test func statesFollowTheEngine() {
        func state(_ overlap: Double, covered: Bool, remaining: Double, above: Double) -> FieldState {
            FieldState(FieldOutcome(overlap: overlap, isCovered: covered, shift: 10, isFullyVisible: remaining == 0 && above == 0,
                                    remainingOverlap: remaining, aboveVisibleTop: above))
        }
        #expect(state(-5, covered: false, remaining: 0, above: 0) == .clear)
        #expect(state(30, covered: true, remaining: 0, above: 0) == .fixed)
        #expect(state(30, covered: true, remaining: 12, above: 0) == .covered)
        #expect(state(30, covered: true, remaining: 0, above: 23) == .pushedAboveTop)
        #expect(state(30, covered: true, remaining: 12, above: 23) == .covered)
    }

    /// `avoid none`: nothing moves, no ghost; the covered field is red.
    @Test func coveredWithoutGhost() throws {
        let text = """
        screen Chat {
          avoid none
          field message "Message" bottom 0 height 44
        }
        """
        let report = try #require(screenReport("Chat", in: text))
        let svg = SVGRenderer.inline(ScreenPicture(report))
        #expect(groups(svg, classes: ["el", "f-covered"]).count == 2)
        #expect(groups(svg, classes: ["ghost"]).isEmpty)
    }

    /// `inset` with the iOS 7 swap on iOS 8 moves the content down: the ghost is drawn
    /// below the field, the arrow points down.
    @Test func negativeShiftDrawnAsAMoveDown() throws {
        let text = """
        screen Gift {
          ios 8
          navigation-bar 44 32
          avoid inset landscape-swap
          scroll content {
            image card top 0 height 180
            field to "To" below card 16 height 44
          }
        }
        """
        let report = try #require(screenReport("Gift", in: text))
        let field = try #require(report.elements.first { $0.name == "to" })
        let landscape = try #require(field.placements.first { $0.orientation == .landscape }?.outcome)
        #expect(landscape.shift < 0)
        let svg = SVGRenderer.inline(ScreenPicture(report, orientations: [.landscape]))
        let ghost = try #require(groups(svg, classes: ["ghost"]).first)
        #expect(ghost.contains("↓ \(Markup.number(-landscape.shift)) pt"))
        let movedTop = field.placements[1].top - landscape.shift
        #expect(ghost.contains("<rect x=\"14\" y=\"\(Markup.number(movedTop))\""))
        #expect(!ghost.contains("↑"))
    }

    /// A long name is cut with an ellipsis, and the whole name is in a tooltip.
    @Test func longNamesTruncatedWithATooltip() throws {
        let name = String(repeating: "veryLongFieldName", count: 8)
        let text = """
        screen Long {
          avoid none
          field \(name) "Title" top 10 height 44
        }
        """
        let report = try #require(screenReport("Long", in: text))
        let svg = SVGRenderer.inline(ScreenPicture(report, orientations: [.portrait]))
        #expect(svg.contains("…</text>"))
        #expect(svg.contains("<title>field \(name)</title>"))
        // No text wider than its box: 375 - 2 × 6 - 8 pt, in the font's advance widths.
        for line in svg.split(separator: "<text").dropFirst() {
            guard let close = line.firstRange(of: "</text>") else { continue }
            let content = line[..<close.lowerBound].split(separator: ">").last ?? ""
            #expect(TextWidth.width(of: content, fontSize: 11) <= 355, "\(content)")
        }
    }

    /// Elements in containers are inset by their depth, so nested boxes stay apart.
    @Test func nestingInsets() throws {
        let text = """
        screen Nest {
          avoid scroll
          scroll outer {
            view inner top 0 height 300 {
              field deep top 10 height 44
            }
          }
        }
        """
        let report = try #require(screenReport("Nest", in: text))
        let svg = SVGRenderer.inline(ScreenPicture(report, orientations: [.portrait]))
        #expect(groups(svg, classes: ["k-scroll"]).first?.contains("<rect class=\"box\" x=\"6\"") == true)
        #expect(groups(svg, classes: ["k-view"]).first?.contains("<rect class=\"box\" x=\"14\"") == true)
        #expect(groups(svg, classes: ["k-field"]).first?.contains("<rect class=\"box\" x=\"22\"") == true)
        #expect(groups(svg, classes: ["k-scroll"]).first?.contains("class=\"indicator\"") == true)
    }

    @Test func markupIsEscaped() {
        #expect(Markup.escaped("a<b & \"c\" 'd'>") == "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        #expect(Markup.escaped("x\u{1}y") == "x\u{FFFD}y")
        #expect(Markup.escapedText("a<b & \"c\" 'd'>") == "a&lt;b &amp; \"c\" 'd'&gt;")
        #expect(Markup.escapedText("x\u{1}y") == "x\u{FFFD}y")
    }
}
