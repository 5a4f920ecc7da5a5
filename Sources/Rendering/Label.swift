/// One line of text in a picture: its words (cut to fit), where it is anchored, and the
/// box it takes, from the advance widths of the pictures' font (`TextWidth`).
struct Label: Sendable {
    enum Anchor: Sendable { case start, middle, end }

    /// The words drawn, with `…` when cut.
    var shown: String
    /// The whole words, as a tooltip, when they were cut.
    var tooltip: String?
    var x: Double
    /// The baseline.
    var y: Double
    var fontSize: Double
    var anchor: Anchor
    var cssClass: String?
    var isBold: Bool

    /// `content` cut to fit `width`; nil when not even one character fits.
    init?(_ content: String, x: Double, y: Double, fontSize: Double, width: Double, cssClass: String? = nil,
          anchor: Anchor = .start, isBold: Bool = false) {
        guard let (shown, isCut) = TextWidth.truncated(content, toWidth: width, fontSize: fontSize, bold: isBold)
        else { return nil }
        self.shown = shown
        tooltip = isCut ? content : nil
        self.x = x
        self.y = y
        self.fontSize = fontSize
        self.anchor = anchor
        self.cssClass = cssClass
        self.isBold = isBold
    }

    /// The box the drawn words take: from the ascent (0.8 em above the baseline) to the
    /// descent (0.2 em below), as wide as the words.
    var box: ScreenPicture.Frame {
        let width = TextWidth.width(of: shown, fontSize: fontSize, bold: isBold)
        let left = switch anchor {
        case .start: x
        case .middle: x - width / 2
        case .end: x - width
        }
        return ScreenPicture.Frame(x: left, y: y - 0.8 * fontSize, width: width, height: fontSize)
    }

    /// The same words moved by (`dx`, `dy`).
    func moved(dx: Double = 0, dy: Double = 0) -> Label {
        var label = self
        label.x += dx
        label.y += dy
        return label
    }

    var markup: String {
        var attributes = "x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\""
        // A style, not an attribute: the style sheet's font size would win over an attribute.
        if fontSize != 11 { attributes += " style=\"font-size:\(Markup.number(fontSize))px\"" }
        if let cssClass { attributes += " class=\"\(cssClass)\"" }
        switch anchor {
        case .start: break
        case .middle: attributes += " text-anchor=\"middle\""
        case .end: attributes += " text-anchor=\"end\""
        }
        let title = tooltip.map { "<title>\(Markup.escaped($0))</title>" } ?? ""
        return "<text \(attributes)>\(title)\(Markup.escaped(shown))</text>"
    }
}

/// The boxes of the labels already on one screen, so that a label placed later takes the
/// first free slot of those it may take rather than drawing over one that is there.
struct LabelSlots: Sendable {
    /// The space kept around each label (its halo, `stroke-width: 3px`, is 1.5 pt wide).
    static let margin = 1.5
    private(set) var boxes: [ScreenPicture.Frame] = []

    /// A label that stays where it is (an element's, in its box).
    mutating func claim(_ label: Label) {
        boxes.append(label.box)
    }

    func isFree(_ box: ScreenPicture.Frame) -> Bool {
        !boxes.contains { $0.intersects(box, margin: Self.margin) }
    }

    /// Labels whose slots are looked for, per picture: each look compares with every
    /// label before it, so beyond this many (a picture already too busy to read) labels
    /// go where they are first asked, and a hostile screen of thousands of elements costs
    /// linear time, not quadratic.
    static let searchedLabels = 400

    /// A rectangle nothing may be written over (the home indicator).
    mutating func claim(_ frame: ScreenPicture.Frame) {
        boxes.append(frame)
    }

    /// The first free one of `candidates`, claimed; nil when none is free (for words that
    /// only help, such as an outline's name, and are better left out than drawn over others).
    mutating func placeIfFree(_ candidates: [Label]) -> Label? {
        guard boxes.count < Self.searchedLabels, let chosen = candidates.first(where: { isFree($0.box) }) else { return nil }
        claim(chosen)
        return chosen
    }

    /// The first free one of `candidates` (in order of preference), claimed; the first
    /// when none is free, or once `searchedLabels` are placed, so that the words are
    /// still drawn.
    mutating func place(_ candidates: [Label]) -> Label? {
        guard boxes.count < Self.searchedLabels else { return candidates.first }
        guard let chosen = candidates.first(where: { isFree($0.box) }) ?? candidates.first else { return nil }
        claim(chosen)
        return chosen
    }
}

extension ScreenPicture.Frame {
    /// Whether the two rectangles overlap, or come closer than `margin`.
    func intersects(_ other: Self, margin: Double = 0) -> Bool {
        x < other.x + other.width + margin && other.x < x + width + margin
            && y < other.y + other.height + margin && other.y < y + height + margin
    }
}
