import Diagnostics
import SpecParser

/// Tolerance of every comparison in language.md#keyboard-analysis: `a > b` means `a - b > 1e-6`.
let tolerance = 1e-6

/// language.md#keyboard-analysis for one screen: each orientation, each element.
struct ScreenAnalysis {
    let screen: ScreenDeclaration
    let name: Identifier
    let device: Device
    let strategy: Strategy
    let padding: Double
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var report: ScreenReport

    init(screen: ScreenDeclaration, name: Identifier, device: Device, defaultPadding: Double) {
        self.screen = screen
        self.name = name
        self.device = device
        strategy = screen.avoid?.strategy ?? .none
        padding = screen.avoid?.padding?.value ?? defaultPadding
        report = ScreenReport(name: name.text, nameRange: name.range, range: screen.range, device: device,
                              strategy: strategy, geometries: [], elements: [])
    }

    mutating func run() {
        var elementIndex: [String: Int] = [:]
        for orientation in screen.analysedOrientations {
            let geometry = ScreenGeometry(
                orientation: orientation,
                screenHeight: device.screenHeight(in: orientation),
                statusBar: device.statusBar[orientation],
                navigationBar: screen.navigationBar.map { orientation == .portrait ? $0.first.value : $0.second.value } ?? 0,
                keyboard: device.keyboard[orientation],
                accessory: screen.accessory?.value ?? 0)
            report.geometries.append(geometry)
            for placed in Layout.place(screen, in: geometry) {
                guard let elementName = placed.element.name else { continue }
                var outcome: FieldOutcome?
                var unreachable = false
                if placed.element.kind.isEditable {
                    (outcome, unreachable) = analyseField(placed, in: geometry)
                }
                // language.md#keyboard-analysis: where KB004/KB005 is reported, nothing else is reported for the field.
                if !unreachable {
                    checkOffScreen(placed, in: geometry, shift: outcome?.shift ?? 0)
                }
                let placement = ElementPlacement(orientation: orientation, top: placed.top, bottom: placed.bottom, outcome: outcome)
                if let index = elementIndex[elementName.text] {
                    report.elements[index].placements.append(placement)
                } else {
                    elementIndex[elementName.text] = report.elements.count
                    report.elements.append(ElementReport(
                        name: elementName.text, kind: placed.element.kind, nameRange: elementName.range,
                        headerRange: placed.element.headerRange, placements: [placement]))
                }
            }
        }
    }

    /// The field's outcome, and whether it got KB004/KB005 (the strategy cannot reach it).
    private mutating func analyseField(
        _ placed: PlacedElement, in geometry: ScreenGeometry
    ) -> (outcome: FieldOutcome, unreachable: Bool) {
        let top = placed.top
        let bottom = placed.bottom
        let contentTop = geometry.contentTop
        let keyboardTop = geometry.keyboardTop
        let overlap = bottom - keyboardTop
        let isCovered = overlap > tolerance
        var shift = 0.0
        var visible = true
        var unreachable = false

        func report(_ message: DiagnosticMessage, amount: Double) {
            visible = false
            add(message, for: placed, in: geometry, amount: amount, shift: shift)
        }
        let subject = describe(placed.element)
        let orientation = geometry.orientation.rawValue

        switch strategy {
        case .none:
            if isCovered {
                report(.covered(subject, in: orientation, by: overlap), amount: overlap)
            }
        case .shift:
            guard placed.enclosure.hasOutlets else {
                if isCovered {
                    unreachable = true
                    report(.missingOutlets(subject, in: orientation, by: overlap), amount: overlap)
                }
                break
            }
            shift = isCovered ? overlap + padding : 0
            let aboveTop = contentTop - (top - shift)
            if aboveTop > tolerance {
                report(.doesNotFit(subject, in: orientation, moving: "shifting it", up: shift, aboveTopBy: aboveTop), amount: aboveTop)
            }
        case .scroll:
            guard let scroll = placed.enclosure.nearestScroll else {
                if isCovered {
                    unreachable = true
                    report(.missingScroll(subject, in: orientation, by: overlap), amount: overlap)
                }
                break
            }
            let visibleTop = max(scroll.top, contentTop)
            let visibleBottom = min(scroll.bottom, keyboardTop)
            shift = max(0, bottom + padding - visibleBottom)
            let aboveTop = visibleTop - (top - shift)
            if aboveTop > tolerance {
                report(.doesNotFit(subject, in: orientation, moving: "scrolling it", up: shift, aboveTopBy: aboveTop), amount: aboveTop)
            }
        case .fraction:
            shift = fractionShift(top: top, bottom: bottom, in: geometry)
            let stillCovered = bottom - shift - keyboardTop
            if stillCovered > tolerance {
                report(.stillCovered(subject, in: orientation, by: stillCovered, afterSliding: shift), amount: stillCovered)
            }
            let aboveTop = contentTop - (top - shift)
            if aboveTop > tolerance {
                report(.doesNotFit(subject, in: orientation, moving: "sliding the view", up: shift, aboveTopBy: aboveTop), amount: aboveTop)
            }
        }
        return (FieldOutcome(overlap: overlap, isCovered: isCovered, shift: shift, isFullyVisible: visible), unreachable)
    }

    /// The `fraction` heuristic: a fraction of the assumed keyboard chosen by the midline.
    private func fractionShift(top: Double, bottom: Double, in geometry: ScreenGeometry) -> Double {
        let avoid = screen.avoid
        let minimum = avoid?.effectiveMinimum ?? AvoidProperty.defaultMinimum
        let maximum = avoid?.effectiveMaximum ?? AvoidProperty.defaultMaximum
        let assumed = avoid?.assumedKeyboard.map { geometry.orientation == .portrait ? $0.first.value : $0.second.value }
            ?? geometry.keyboard
        let content = geometry.contentHeight
        let midline = (top + bottom) / 2
        let numerator = midline - geometry.contentTop - minimum * content
        let denominator = (maximum - minimum) * content
        // With no content area the ramp degenerates to a step at its start.
        let fraction = denominator > tolerance ? numerator / denominator : (numerator > 0 ? 1 : 0)
        let clamped = min(1, max(0, fraction))
        return (assumed * clamped + 1e-9).rounded(.down)
    }

    /// KB006: an element outside every scroll that reaches below the screen.
    private mutating func checkOffScreen(_ placed: PlacedElement, in geometry: ScreenGeometry, shift: Double) {
        guard placed.enclosure.nearestScroll == nil else { return }
        let overflow = placed.bottom - geometry.screenHeight
        guard overflow > tolerance else { return }
        add(.offScreen(describe(placed.element), in: geometry.orientation.rawValue, by: overflow),
            for: placed, in: geometry, amount: overflow, shift: shift)
    }

    private mutating func add(
        _ message: DiagnosticMessage, for placed: PlacedElement, in geometry: ScreenGeometry,
        amount: Double, shift: Double
    ) {
        let finding = KeyboardFinding(
            screen: name.text, element: placed.element.name?.text ?? "", orientation: geometry.orientation,
            amount: amount, shift: shift)
        diagnostics.append(Diagnostic(message, at: placed.element.anchorRange, keyboard: finding))
    }

    private func describe(_ element: Element) -> String {
        "\(element.kind.rawValue) '\(element.name?.text ?? "")'"
    }
}
