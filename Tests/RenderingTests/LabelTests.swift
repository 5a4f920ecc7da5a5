import KeyboardAnalysis
import Platform
@testable import Rendering
import SpecParser
import Testing

/// The boxes of the labels of each screen drawn in `svg` (one list per `<svg class="glass">`),
/// read back from the `<text>` elements: position, anchor, size and words, measured with
/// the font's advance widths.
func labelBoxes(_ svg: String) -> [[(words: String, x: Double, y: Double, width: Double, height: Double)]] {
    func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.firstRange(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
    func unescaped(_ text: Substring) -> String {
        String(text).replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }
    return svg.split(separator: "<svg class=\"glass\"", omittingEmptySubsequences: false).dropFirst().map { glass in
        let screen = glass.split(separator: "</svg>", omittingEmptySubsequences: false)[0]
        return screen.split(separator: "<text ", omittingEmptySubsequences: false).dropFirst().compactMap { text in
            guard let close = text.firstIndex(of: ">"), let end = text.firstRange(of: "</text>") else { return nil }
            let tag = " " + text[..<close]
            var body = text[text.index(after: close)..<end.lowerBound]
            if let title = body.firstRange(of: "</title>") { body = body[title.upperBound...] }
            let words = unescaped(body)
            let fontSize = attribute("style", in: tag[...]).flatMap { Double($0.dropFirst(10).dropLast(2)) } ?? 11
            let isBold = attribute("class", in: tag[...]) == "shift"
            let width = TextWidth.width(of: words, fontSize: fontSize, bold: isBold)
            guard let x = attribute("x", in: tag[...]).flatMap(Double.init),
                  let y = attribute("y", in: tag[...]).flatMap(Double.init) else { return nil }
            let left = switch attribute("text-anchor", in: tag[...]) {
            case "middle": x - width / 2
            case "end": x - width
            default: x
            }
            return (words, left, y - 0.8 * fontSize, width, fontSize)
        }
    }
}

@Suite("Labels of the pictures")
struct LabelTests {
    /// Fields moved by different amounts (five in portrait, eight in landscape): their shifts'
    /// labels would fall on each other, on the keyboard's and on the code's line.
    static let busy = """
    device tall-phone {
      size 390 844
      keyboard 291 209
      status-bar 47 0
    }
    screen Busy {
      device tall-phone
      navigation-bar 44 32
      avoid fraction min 0.2 max 0.8 assume 216 162
      label heading "Shipping address" top 16 height 30
      field fullName "Full name" below heading 12 height 44
      field street "Street" below fullName 8 height 44
      field city "City" below street 8 height 44
      field postcode "Postcode" below city 8 height 44
      field region "Region" below postcode 8 height 44
      label card "Card" bottom 116 height 30
      field cardNumber "Card number" bottom 64 height 44
      field cvv "CVV" bottom 12 height 44
    }
    """

    /// The pairs of labels of one screen of `svg` whose boxes intersect.
    static func overlaps(_ svg: String) -> [String] {
        var found: [String] = []
        for labels in labelBoxes(svg) {
            for (index, a) in labels.enumerated() {
                for b in labels[(index + 1)...]
                where a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height {
                    found.append("'\(a.words)' and '\(b.words)'")
                }
            }
        }
        return found
    }

    @Test func labelsOfABusyScreenDoNotOverlap() throws {
        let report = try #require(screenReport("Busy", in: Self.busy))
        let svg = SVGRenderer.inline(ScreenPicture(report))
        let labels = labelBoxes(svg)
        #expect(labels.count == 2)
        // Every moved field has its shift's label, in both orientations.
        let ghosts = svg.split(separator: "<svg class=\"glass\"").dropFirst().map { $0.split(separator: "<g class=\"ghost ").count - 1 }
        #expect(ghosts.count == 2 && ghosts.allSatisfy { $0 >= 5 })
        #expect(labels.map { $0.filter { $0.words.hasPrefix("↑ ") }.count } == ghosts)
        #expect(labels.allSatisfy { $0.contains { $0.words.hasPrefix("keyboard ") } })
        #expect(Self.overlaps(svg) == [])
        // The check itself sees an overlap: a label drawn twice.
        let glass = try #require(svg.firstRange(of: "<svg class=\"glass\""))
        let open = try #require(svg[glass.upperBound...].firstRange(of: "<text "))
        let close = try #require(svg[open.upperBound...].firstRange(of: "</text>"))
        var doubled = svg
        doubled.insert(contentsOf: svg[open.lowerBound..<close.upperBound], at: open.lowerBound)
        #expect(Self.overlaps(doubled).count == 1)
    }

    @Test(arguments: SnapshotTests.examples)
    func labelsOfTheExamplesDoNotOverlap(_ example: String) throws {
        let source = try FileSystem.readFile("\(SnapshotTests.examplesDirectory)/\(example).kbl")
        let analysis = Analyzer().analyze(Parser.parse(utf8: source))
        #expect(Self.overlaps(SVGRenderer.document(analysis.screens.map { ScreenPicture($0) }, title: example)) == [])
    }

    /// The same width holds more narrow letters than wide ones before the cut.
    /// Past `searchedLabels` labels a picture stops looking for free slots (each look
    /// compares with every label before it): later labels go where first asked, and the
    /// slots stop growing, so thousands of elements cost linear time.
    @Test func slotsAreSearchedForTheFirstLabelsOnly() throws {
        var slots = LabelSlots()
        let here = try #require(Label("field", x: 10, y: 20, fontSize: 11, width: 100))
        let lower = here.moved(dy: 20)
        #expect(slots.place([here, lower])?.y == here.y)
        #expect(slots.place([here, lower])?.y == lower.y, "an occupied slot is passed over")
        for row in 2..<LabelSlots.searchedLabels { _ = slots.place([here.moved(dy: Double(row) * 20)]) }
        #expect(slots.boxes.count == LabelSlots.searchedLabels)
        #expect(slots.place([here, lower])?.y == here.y, "past the limit, the first slot, taken or not")
        #expect(slots.boxes.count == LabelSlots.searchedLabels)
    }

    @Test func narrowLettersFitMoreThanWideOnes() throws {
        let narrow = try #require(TextWidth.truncated(String(repeating: "i", count: 200), toWidth: 120, fontSize: 11))
        let wide = try #require(TextWidth.truncated(String(repeating: "W", count: 200), toWidth: 120, fontSize: 11))
        #expect(narrow.isCut && wide.isCut)
        #expect(narrow.text.count > 3 * wide.text.count)
        // Each cut text fits its width, and one more character would not have.
        for (cut, letter) in [(narrow.text, "i"), (wide.text, "W")] {
            #expect(TextWidth.width(of: cut, fontSize: 11) <= 120)
            #expect(TextWidth.width(of: letter + cut, fontSize: 11) > 120)
        }
        #expect(TextWidth.truncated("field email", toWidth: 120, fontSize: 11)?.isCut == false)
        #expect(TextWidth.truncated("WWW", toWidth: 5, fontSize: 11) == nil)
        // Widths of the table (Helvetica's): space, digits, letters; others by kind.
        #expect(TextWidth.advance(of: " ") == 0.278 && TextWidth.advance(of: "0") == 0.556)
        #expect(TextWidth.advance(of: "i") < TextWidth.advance(of: "n") && TextWidth.advance(of: "n") < TextWidth.advance(of: "W"))
        #expect(TextWidth.advance(of: "↑") == 1 && TextWidth.advance(of: "é") == 0.6)
        #expect(TextWidth.width(of: "ab", fontSize: 10) == (0.556 + 0.556) * 10)
        // The style sheet names the fonts whose widths these are.
        #expect(SVGRenderer.styleSheet.contains("font-family:\(TextWidth.fontFamily);"))
    }

    /// Cut between characters, never inside one (a flag is two scalars).
    @Test func cutBetweenCharacters() throws {
        let cut = try #require(TextWidth.truncated(String(repeating: "🇫🇷", count: 40), toWidth: 60, fontSize: 11))
        #expect(cut.isCut && cut.text.hasSuffix("…"))
        #expect(cut.text.dropLast().allSatisfy { $0 == "🇫🇷" })
    }
}
