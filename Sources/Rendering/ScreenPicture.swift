import Diagnostics
import KeyboardAnalysis
import SpecParser

/// The picture of one analysed screen in some of its orientations, side by side: each a
/// device outline at scale (1 SVG unit = 1 pt) with the bars, every element, the keyboard
/// and its accessory bar over them, and where the code moves each field.
///
/// Every length drawn comes from the engine's `ScreenReport`; the picture only places
/// the orientations side by side and the labels inside the boxes.
public struct ScreenPicture: Sendable {
    public let screen: ScreenReport
    /// The orientations drawn, left to right: the requested ones the screen analyses.
    public let geometries: [ScreenGeometry]

    /// The screen in `orientations` (in the screen's order); those it does not analyse are left out.
    public init(_ screen: ScreenReport, orientations: [Orientation] = Orientation.allCases) {
        self.screen = screen
        geometries = screen.geometries.filter { orientations.contains($0.orientation) }
    }

    /// A rectangle in the picture's coordinates.
    public struct Frame: Sendable, Hashable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }

    /// The device frame's border around the screen, in points.
    public static let bezel = 12.0
    /// The height of the caption above each device.
    public static let captionHeight = 36.0
    /// The gap between two orientations.
    public static let gap = 24.0

    /// Where each orientation's device outline is, relative to the picture's top left.
    public var deviceFrames: [Frame] {
        var x = 0.0
        return geometries.map { geometry in
            let frame = Frame(x: x, y: Self.captionHeight,
                              width: geometry.screenWidth + 2 * Self.bezel,
                              height: geometry.screenHeight + 2 * Self.bezel)
            x += frame.width + Self.gap
            return frame
        }
    }

    /// Where each orientation's screen (inside the outline) is, relative to the picture's top left.
    public var screenFrames: [Frame] {
        deviceFrames.map { Frame(x: $0.x + Self.bezel, y: $0.y + Self.bezel, width: $0.width - 2 * Self.bezel,
                                 height: $0.height - 2 * Self.bezel) }
    }

    public var width: Double {
        guard let last = deviceFrames.last else { return 0 }
        return last.x + last.width
    }

    public var height: Double {
        Self.captionHeight + (deviceFrames.map(\.height).max() ?? 0)
    }

    /// Whether some element other than a field is drawn where the keyboard-up layout puts it.
    var showsKeyboardUpOutlines: Bool {
        let drawn = Set(geometries.map(\.orientation))
        return screen.elements.contains { element in
            element.placements.contains { placement in
                placement.outcome == nil && drawn.contains(placement.orientation)
                    && placement.keyboardUp.map { Self.differs($0, from: placement) } == true
            }
        }
    }

    /// The picture's shapes, its top left at (`x`, `y`), appended to `svg`.
    func draw(into svg: inout String, x: Double, y: Double) {
        for (geometry, device) in zip(geometries, deviceFrames) {
            drawCaption(of: geometry, width: device.width, into: &svg, x: x + device.x, y: y)
            svg += "<rect class=\"device\" x=\"\(n(x + device.x))\" y=\"\(n(y + device.y))\" width=\"\(n(device.width))\" height=\"\(n(device.height))\" rx=\"24\"/>\n"
            let glassX = x + device.x + Self.bezel
            let glassY = y + device.y + Self.bezel
            let width = device.width - 2 * Self.bezel
            // A nested viewport clips what lies off the screen (a ghost pushed above the
            // top, an element below the bottom) to the outline.
            svg += "<svg class=\"glass\" data-screen=\"\(Markup.escaped(screen.name))\" data-orientation=\"\(geometry.orientation.rawValue)\" x=\"\(n(glassX))\" y=\"\(n(glassY))\" width=\"\(n(width))\" height=\"\(n(geometry.screenHeight))\" viewBox=\"0 0 \(n(width)) \(n(geometry.screenHeight))\">\n"
            svg += "<rect class=\"screen\" width=\"\(n(width))\" height=\"\(n(geometry.screenHeight))\"/>\n"
            drawGlass(geometry, width: width, into: &svg)
            svg += "</svg>\n"
        }
    }

    private func drawCaption(of geometry: ScreenGeometry, width: Double, into svg: inout String, x: Double, y: Double) {
        let title = "\(screen.name) — \(geometry.orientation.rawValue)"
        var details = "\(screen.device.name) \(n(geometry.screenWidth))×\(n(geometry.screenHeight)) pt · avoid \(screen.strategy.name)"
        // The code's keyboard, when the line fits; else it is left to the line's own label.
        if let code = geometry.codeKeyboard {
            let longer = details + " · " + code.label
            if TextWidth.width(of: longer, fontSize: 11) <= width || TextWidth.width(of: details, fontSize: 11) > width {
                details = longer
            }
        }
        svg += Self.text(title, x: x, y: y + 14, fontSize: 13, width: width, cssClass: "cap", isBold: true)
        svg += Self.text(details, x: x, y: y + 29, fontSize: 11, width: width, cssClass: "sub")
    }

    /// Everything on one orientation's screen, in screen coordinates. The elements' labels
    /// stay in their boxes; the others (the bars', the keyboard's, the shifts') each take
    /// the first free slot near where they belong, in that order, so that no two overlap.
    private func drawGlass(_ geometry: ScreenGeometry, width: Double, into svg: inout String) {
        let orientation = geometry.orientation
        var slots = LabelSlots()
        var moves: [(element: ElementReport, placement: ElementPlacement, outcome: FieldOutcome, box: Frame)] = []
        var raised: [(element: ElementReport, frame: VerticalFrame, box: Frame)] = []
        for element in screen.elements {
            guard let placement = element.placements.first(where: { $0.orientation == orientation }) else { continue }
            let inset = min(6 + 8 * Double(element.depth), max(0, width / 2 - 4))
            let box = Frame(x: inset, y: placement.top, width: max(0, width - 2 * inset),
                            height: placement.bottom - placement.top)
            drawElement(element, placement, box: box, slots: &slots, into: &svg)
            if let outcome = placement.outcome {
                if Self.isMoved(outcome, from: placement) { moves.append((element, placement, outcome, box)) }
            } else if let up = placement.keyboardUp, Self.differs(up, from: placement) {
                raised.append((element, up, box))
            }
        }
        // `avoid resize`: where the other elements are in the keyboard-up layout.
        for item in raised {
            drawKeyboardUpOutline(of: item.element, item.frame, box: item.box, slots: &slots, into: &svg)
        }
        // The bars over the content (a ghost may go under them).
        drawBand(y: 0, height: geometry.statusBar, width: width, cssClass: "bar", label: "status bar",
                 slots: &slots, into: &svg)
        drawBand(y: geometry.statusBar, height: geometry.navigationBar, width: width, cssClass: "bar",
                 label: "navigation bar", slots: &slots, into: &svg)
        // The keyboard and its accessory bar, translucent over the elements.
        drawBand(y: geometry.keyboardTop, height: geometry.accessory, width: width, cssClass: "acc",
                 label: "accessory bar \(n(geometry.accessory)) pt", slots: &slots, into: &svg)
        drawBand(y: geometry.screenHeight - geometry.keyboard, height: geometry.keyboard, width: width, cssClass: "kbd",
                 label: "keyboard \(n(geometry.keyboard)) pt", slots: &slots, into: &svg)
        drawCodeKeyboardTop(geometry, width: width, slots: &slots, into: &svg)
        // Arrows of successive moved fields are staggered, so their labels do not pile up.
        for (lane, move) in moves.enumerated() {
            drawGhost(of: move.element, move.placement, move.outcome, box: move.box, lane: lane % 3,
                      screenHeight: geometry.screenHeight, slots: &slots, into: &svg)
        }
        drawHomeIndicator(geometry, width: width, slots: &slots, into: &svg)
    }

    /// Whether the strategy puts the field elsewhere: moved, or (`resize`) laid out taller or shorter.
    static func isMoved(_ outcome: FieldOutcome, from placement: ElementPlacement) -> Bool {
        abs(outcome.shift) >= 0.005
            || differs(VerticalFrame(top: outcome.endTop, bottom: outcome.endBottom), from: placement)
    }

    /// Whether `frame` is not the placement's frame (to the hundredth of a point the pictures write).
    static func differs(_ frame: VerticalFrame, from placement: ElementPlacement) -> Bool {
        abs(frame.top - placement.top) >= 0.005 || abs(frame.bottom - placement.bottom) >= 0.005
    }

    /// An element other than a field where the keyboard-up layout puts it: a dashed outline,
    /// labelled inside when there is room nobody else uses.
    private func drawKeyboardUpOutline(of element: ElementReport, _ frame: VerticalFrame, box: Frame,
                                       slots: inout LabelSlots, into svg: inout String) {
        let height = max(0, frame.bottom - frame.top)
        let tooltip = "\(element.kind.rawValue) '\(element.name)' with the keyboard up: y \(n(frame.top))–\(n(frame.bottom))"
        svg += "<g class=\"up\"><title>\(Markup.escaped(tooltip))</title>"
        svg += "<rect x=\"\(n(box.x))\" y=\"\(n(frame.top))\" width=\"\(n(box.width))\" height=\"\(n(height))\" rx=\"3\"/>"
        let fontSize = min(10, height - 2)
        if fontSize >= 7 {
            let words = "\(element.kind.rawValue) \(element.name)"
            let baseline = frame.top + min(fontSize + 2, (height + fontSize) / 2 - 1)
            let sides = [Label(words, x: box.x + 4, y: baseline, fontSize: fontSize, width: box.width - 8),
                         Label(words, x: box.x + box.width - 4, y: baseline, fontSize: fontSize, width: box.width - 8,
                               anchor: .end)]
            if let label = slots.placeIfFree(sides.compactMap { $0 }) { svg += label.markup }
        }
        svg += "</g>\n"
    }

    /// The home-indicator strip below the safe area (`SB` to the bottom), over the keyboard
    /// as the system draws it: its top edge, the indicator, and its height.
    private func drawHomeIndicator(_ geometry: ScreenGeometry, width: Double, slots: inout LabelSlots, into svg: inout String) {
        let strip = geometry.homeIndicator
        guard strip > 0 else { return }
        let top = geometry.safeBottom
        let pillHeight = min(5, strip / 3)
        let pill = Frame(x: width / 2 - min(67, width / 6), y: geometry.screenHeight - min(8, strip / 4) - pillHeight,
                         width: 2 * min(67, width / 6), height: pillHeight)
        svg += "<g class=\"home\"><title>the home indicator: the safe area ends \(n(strip)) pt above the bottom, at y \(n(top))</title>"
        svg += "<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(strip))\"/>"
        svg += "<path d=\"M0 \(n(top))H\(n(width))\"/>"
        svg += "<rect class=\"pill\" x=\"\(n(pill.x))\" y=\"\(n(pill.y))\" width=\"\(n(pill.width))\" height=\"\(n(pill.height))\" rx=\"\(n(pill.height / 2))\"/>"
        slots.claim(pill)
        let fontSize = min(10, strip - 2)
        if fontSize >= 7 {
            let baseline = top + min(fontSize + 2, (strip + fontSize) / 2 - 1)
            let words = "home indicator \(n(strip)) pt"
            let sides = [Label(words, x: 4, y: baseline, fontSize: fontSize, width: width - 8),
                         Label(words, x: width - 4, y: baseline, fontSize: fontSize, width: width - 8, anchor: .end)]
            if let label = slots.place(sides.compactMap { $0 }) { svg += label.markup }
        }
        svg += "</g>\n"
    }

    private func drawElement(_ element: ElementReport, _ placement: ElementPlacement, box: Frame, slots: inout LabelSlots,
                             into svg: inout String) {
        var classes = "el k-\(element.kind.rawValue)"
        var tooltip = "\(element.kind.rawValue) '\(element.name)'"
        if let title = element.title { tooltip += " “\(title)”" }
        if let parent = element.parent { tooltip += " in '\(parent)'" }
        tooltip += ": y \(n(placement.top))–\(n(placement.bottom))"
        if let outcome = placement.outcome {
            let state = FieldState(outcome)
            classes += " \(state.cssClass)"
            tooltip += "; " + Self.describe(outcome)
        }
        svg += "<g class=\"\(classes)\"><title>\(Markup.escaped(tooltip))</title>"
        svg += "<rect class=\"box\" x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"3\"/>"
        if element.kind == .scroll, box.height >= 12 {
            // The scroll indicator marks a scroll view.
            svg += "<rect class=\"indicator\" x=\"\(n(box.x + box.width - 6))\" y=\"\(n(box.y + 4))\" width=\"3\" height=\"\(n(min(48, box.height / 3)))\" rx=\"1.5\"/>"
        }
        let fontSize = min(11, box.height - 2)
        if fontSize >= 7 {
            let baseline = box.y + min(fontSize + 2, (box.height + fontSize) / 2 - 1)
            let words = element.kind == .scroll ? "scroll \(element.name) ↕" : "\(element.kind.rawValue) \(element.name)"
            // Containers label their top right corner, their children the left; when an
            // overlapping element's label is there, the next line down, or the other side.
            let start = box.x + 4
            let end = box.x + box.width - (element.kind == .scroll ? 10 : 4)
            let sides: [Label?]
            if element.kind.isContainer {
                sides = [Label(words, x: end, y: baseline, fontSize: fontSize, width: box.width / 2 - 6, anchor: .end)]
            } else {
                let room = box.width - 8 - (placement.outcome.map { abs($0.shift) >= 0.005 } == true ? 20 : 0)
                sides = [Label(words, x: start, y: baseline, fontSize: fontSize, width: room),
                         Label(words, x: end, y: baseline, fontSize: fontSize, width: room, anchor: .end)]
            }
            var candidates: [Label] = []
            for side in sides.compactMap({ $0 }) {
                candidates += [side] + (1..<8).map { side.moved(dy: Double($0) * (fontSize + 3)) }.filter { label in
                    label.box.y + label.box.height <= box.y + box.height
                }
            }
            if let label = slots.place(candidates) { svg += label.markup }
        }
        svg += "</g>\n"
    }

    /// A dashed copy of the field where the code moves it, and an arrow with the shift. The
    /// shift's label goes beside the middle of the arrow, or, when another label is there,
    /// the first free slot below it, then above it, then right of the arrow.
    private func drawGhost(of element: ElementReport, _ placement: ElementPlacement, _ outcome: FieldOutcome, box: Frame,
                           lane: Int, screenHeight: Double, slots: inout LabelSlots, into svg: inout String) {
        let state = FieldState(outcome)
        // Where the strategy puts it (for `resize`, its frame in the keyboard-up layout).
        let movedTop = outcome.endTop
        let movedHeight = max(0, outcome.endBottom - outcome.endTop)
        let from = box.y + box.height / 2
        let to = movedTop + movedHeight / 2
        let laneWidth = min(84, max(0, (box.width - 24) / 3))
        let arrowX = box.x + box.width - 12 - Double(lane) * laneWidth
        let isShifted = abs(outcome.shift) >= 0.005
        let up = outcome.shift > 0
        let head = up ? to + 7 : to - 7
        // A field whose top stays (`resize` laying it out taller or shorter) gets its new height, no arrow.
        let words = !isShifted ? "\(n(movedHeight)) pt tall" : up ? "↑ \(n(outcome.shift)) pt" : "↓ \(n(-outcome.shift)) pt"
        var tooltip = "\(element.kind.rawValue) '\(element.name)' where the code moves it: \(up ? "up" : "down") \(n(abs(outcome.shift))) pt"
        if placement.keyboardUp != nil {
            tooltip = "\(element.kind.rawValue) '\(element.name)' with the keyboard up: y \(n(movedTop))–\(n(outcome.endBottom))"
                + (isShifted ? ", \(up ? "up" : "down") \(n(abs(outcome.shift))) pt" : "")
                + (abs(movedHeight - box.height) >= 0.005 ? ", \(n(movedHeight)) pt tall instead of \(n(box.height))" : "")
        }
        svg += "<g class=\"ghost \(state.cssClass)\"><title>\(Markup.escaped(tooltip))</title>"
        svg += "<rect x=\"\(n(box.x))\" y=\"\(n(movedTop))\" width=\"\(n(box.width))\" height=\"\(n(movedHeight))\" rx=\"3\"/>"
        if isShifted {
            svg += "<path d=\"M\(n(arrowX)) \(n(from))V\(n(head))\"/>"
            svg += "<path class=\"head\" d=\"M\(n(arrowX - 4)) \(n(head))L\(n(arrowX)) \(n(to))L\(n(arrowX + 4)) \(n(head))Z\"/>"
        }
        // The label stays on the screen when the move takes the ghost off it; a resized
        // field's goes by the ghost's bottom edge, which is what changed.
        let anchorY = isShifted ? (from + to) / 2 + 4 : movedTop + movedHeight - 4
        let labelY = min(max(anchorY, 14), screenHeight - 4)
        let left = Label(words, x: arrowX - 6, y: labelY, fontSize: 11, width: arrowX - 6 - box.x, cssClass: "shift",
                         anchor: .end, isBold: true)
        let right = Label(words, x: arrowX + 6, y: labelY, fontSize: 11, width: box.x + box.width - arrowX - 6,
                          cssClass: "shift", isBold: true)
        let onScreen = { (label: Label) in label.box.y >= 0 && label.box.y + label.box.height <= screenHeight }
        var candidates: [Label] = []
        for side in [left, right].compactMap({ $0 }) {
            candidates += Self.stacked(side, step: 14, count: 8).filter(onScreen)
        }
        if let label = slots.place(candidates) { svg += label.markup }
        svg += "</g>\n"
    }

    /// `label`, then `count` slots below it `step` apart, then as many above it.
    private static func stacked(_ label: Label, step: Double, count: Int) -> [Label] {
        [label] + (1...count).map { label.moved(dy: Double($0) * step) }
            + (1...count).map { label.moved(dy: -Double($0) * step) }
    }

    /// A band across the screen (a bar, the keyboard) with its label centred when it fits,
    /// else on the band's first free line, centred, then at its left, then at its right.
    private func drawBand(y: Double, height: Double, width: Double, cssClass: String, label words: String,
                          slots: inout LabelSlots, into svg: inout String) {
        guard height > 0 else { return }
        svg += "<g class=\"\(cssClass)\"><rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\"/>"
        let fontSize = min(11, height - 2)
        if fontSize >= 7, let centred = Label(words, x: width / 2, y: y + (height + fontSize) / 2 - 1, fontSize: fontSize,
                                              width: width - 8, anchor: .middle) {
            var candidates: [Label] = []
            for along in [centred, centred.moved(dx: 4 + centred.box.width / 2 - width / 2),
                          centred.moved(dx: width / 2 - 4 - centred.box.width / 2)] {
                candidates += [along] + Self.stacked(along, step: fontSize + 3, count: 12).dropFirst().filter { label in
                    label.box.y >= y && label.box.y + label.box.height <= y + height
                }
            }
            if let label = slots.place(candidates) { svg += label.markup }
        }
        svg += "</g>\n"
    }

    /// Where the code believes the keyboard starts, when it is not where it is: the
    /// height the code reads (`shift`, `inset`), assumes (`slide`, `fraction`) or pads
    /// (`iqkeyboardmanager`), as the strategy words it.
    private func drawCodeKeyboardTop(_ geometry: ScreenGeometry, width: Double, slots: inout LabelSlots, into svg: inout String) {
        guard let code = geometry.codeKeyboard, abs(code.height - code.real) >= 0.005 else { return }
        let y = geometry.screenHeight - code.height
        guard y >= 0, y <= geometry.screenHeight else { return }
        svg += "<g class=\"codekbd\"><title>\(Markup.escaped(code.title))</title>"
        svg += "<path d=\"M0 \(n(y))H\(n(width))\"/>"
        // In the middle, just above the line (the right is where the shifts' arrows are,
        // the left the elements' labels); else just below it, or left or right of the middle.
        if let above = Label(code.label, x: width / 2, y: y - 3, fontSize: 10, width: width - 8,
                             anchor: .middle) {
            let below = above.moved(dy: 12)
            let quarter = width / 4
            let candidates = [above, below, above.moved(dx: -quarter), below.moved(dx: -quarter),
                              above.moved(dx: quarter), below.moved(dx: quarter)]
            if let label = slots.place(candidates) { svg += label.markup }
        }
        svg += "</g>\n"
    }

    /// The outcome in words, for tooltips.
    static func describe(_ outcome: FieldOutcome) -> String {
        var parts: [String] = []
        parts.append(outcome.isCovered ? "covered by \(n(outcome.overlap)) pt" : "not covered")
        if abs(outcome.shift) >= 0.005 {
            parts.append("the code moves it \(outcome.shift > 0 ? "up" : "down") \(n(abs(outcome.shift))) pt")
        }
        if outcome.remainingOverlap > 0 { parts.append("still \(n(outcome.remainingOverlap)) pt under the keyboard") }
        if outcome.aboveVisibleTop > 0 { parts.append("\(n(outcome.aboveVisibleTop)) pt above the visible top") }
        parts.append(FieldState(outcome).label)
        return parts.joined(separator: ", ")
    }

    /// A `<text>` cut to fit `width` (`TextWidth`), with the whole text as its tooltip
    /// when cut; empty when not even one character fits.
    static func text(
        _ content: String, x: Double, y: Double, fontSize: Double, width: Double, cssClass: String? = nil,
        isBold: Bool = false
    ) -> String {
        Label(content, x: x, y: y, fontSize: fontSize, width: width, cssClass: cssClass, isBold: isBold)?.markup ?? ""
    }
}

private func n(_ value: Double) -> String { Markup.number(value) }
