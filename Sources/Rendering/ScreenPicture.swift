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
        Self.captionHeight + (deviceFrames.map(\.height).max() ?? 0) + (namesCode ? Self.codeLineHeight : 0)
    }

    /// The height of the line under each device that names the screen's keyboard code.
    public static let codeLineHeight = 20.0

    /// Whether the screen was checked with its controller's code (code.md section 6), named
    /// under each device.
    var namesCode: Bool { screen.strategy is CodeStrategy }

    /// What the code does in one orientation, as the findings say it: `code:
    /// CartViewController.swift:21 sets promoBottom.constant = keyboard height - 10`.
    func codeLine(in orientation: Orientation) -> String? {
        guard let code = screen.strategy as? CodeStrategy, let motions = code.motions[orientation],
              let first = motions.keys.sorted().first, let motion = motions[first] else { return nil }
        return "code: " + motion.code.done
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
            if let line = codeLine(in: geometry.orientation) {
                svg += Self.text(line, x: x + device.x, y: y + device.y + device.height + 14, fontSize: 11, width: device.width, cssClass: "sub")
            }
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
            let box: Frame
            if let span = placement.horizontal {
                box = Frame(x: span.left, y: placement.top, width: span.width, height: placement.bottom - placement.top)
            } else {
                let inset = min(6 + 8 * Double(element.depth), max(0, width / 2 - 4))
                box = Frame(x: inset, y: placement.top, width: max(0, width - 2 * inset),
                            height: placement.bottom - placement.top)
            }
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
        // The bars over the content (a ghost may go under them); a sheet starts below the
        // screen that presents it.
        let sheetTop = geometry.presentationTop
        drawBand(y: 0, height: sheetTop, width: width, cssClass: "behind", label: "presenting screen (sheet from \(n(sheetTop)) pt)",
                 slots: &slots, into: &svg)
        drawBand(y: sheetTop, height: geometry.statusBar, width: width, cssClass: "bar", label: "status bar",
                 slots: &slots, into: &svg)
        drawBand(y: sheetTop + geometry.statusBar, height: geometry.navigationBar, width: width, cssClass: "bar",
                 label: "navigation bar", slots: &slots, into: &svg)
        drawBand(y: geometry.safeBottom, height: geometry.bottomBar, width: width, cssClass: "bar",
                 label: geometry.bottomBarIsTabBar ? "tab bar" : "toolbar", slots: &slots, into: &svg)
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

    /// A band across the screen (a bar, the keyboard) with its label centred when it fits,
    /// else on the band's first free line, centred, then at its left, then at its right.
    func drawBand(y: Double, height: Double, width: Double, cssClass: String, label words: String,
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
