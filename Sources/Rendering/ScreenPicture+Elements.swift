import Diagnostics
import KeyboardAnalysis
import SpecParser

// The elements of a screen picture: each where the layout puts it, the keyboard-up
// outline of those the code moves, and the ghost and arrow of each moved field.
extension ScreenPicture {
    /// An element other than a field where the keyboard-up layout puts it: a dashed outline,
    /// labelled inside when there is room nobody else uses.
    func drawKeyboardUpOutline(of element: ElementReport, _ frame: VerticalFrame, box: Frame,
                                       slots: inout LabelSlots, into svg: inout String) {
        let height = max(0, frame.bottom - frame.top)
        let tooltip = "\(element.kindWord) '\(element.name)' with the keyboard up: y \(n(frame.top))–\(n(frame.bottom))"
        svg += "<g class=\"up\"><title>\(Markup.escaped(tooltip))</title>"
        svg += "<rect x=\"\(n(box.x))\" y=\"\(n(frame.top))\" width=\"\(n(box.width))\" height=\"\(n(height))\" rx=\"3\"/>"
        let fontSize = min(10, height - 2)
        if fontSize >= 7 {
            let words = "\(element.kindWord) \(element.name)"
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
    func drawHomeIndicator(_ geometry: ScreenGeometry, width: Double, slots: inout LabelSlots, into svg: inout String) {
        let strip = geometry.homeIndicator
        guard strip > 0 else { return }
        let top = geometry.screenHeight - strip
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

    func drawElement(_ element: ElementReport, _ placement: ElementPlacement, box: Frame, slots: inout LabelSlots,
                             into svg: inout String) {
        var classes = "el k-\(element.kind.rawValue)"
        var tooltip = "\(element.kindWord) '\(element.name)'"
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
            var words = element.kind == .scroll ? "\(element.kindWord) \(element.name) ↕" : "\(element.kindWord) \(element.name)"
            // A document's view shows its words as Interface Builder's canvas does: under
            // its name when there is room, else instead of it (not a field's: findings name it).
            let shown = placement.horizontal == nil ? nil : element.title.map { "“\($0)”" }
            let hasSecondLine = baseline + fontSize + 3 + 0.2 * fontSize <= box.y + box.height
            let nameFits = TextWidth.width(of: words, fontSize: fontSize) <= box.width - 8
            if let shown, !hasSecondLine || !nameFits, placement.outcome == nil { words = shown }
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
            if let label = slots.place(candidates) {
                svg += label.markup
                if let shown, hasSecondLine, words != shown,
                   let line = Label(shown, x: start, y: label.y + fontSize + 3, fontSize: fontSize, width: box.width - 8,
                                    cssClass: "sub"),
                   line.box.y + line.box.height <= box.y + box.height,
                   let placed = slots.placeIfFree([line]) {
                    svg += placed.markup
                }
            }
        }
        svg += "</g>\n"
    }

    /// A dashed copy of the field where the code moves it, and an arrow with the shift. The
    /// shift's label goes beside the middle of the arrow, or, when another label is there,
    /// the first free slot below it, then above it, then right of the arrow.
    func drawGhost(of element: ElementReport, _ placement: ElementPlacement, _ outcome: FieldOutcome, box: Frame,
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
        var tooltip = "\(element.kindWord) '\(element.name)' where the code moves it: \(up ? "up" : "down") \(n(abs(outcome.shift))) pt"
        if placement.keyboardUp != nil {
            tooltip = "\(element.kindWord) '\(element.name)' with the keyboard up: y \(n(movedTop))–\(n(outcome.endBottom))"
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
    static func stacked(_ label: Label, step: Double, count: Int) -> [Label] {
        [label] + (1...count).map { label.moved(dy: Double($0) * step) }
            + (1...count).map { label.moved(dy: -Double($0) * step) }
    }
}

private func n(_ value: Double) -> String { Markup.number(value) }
