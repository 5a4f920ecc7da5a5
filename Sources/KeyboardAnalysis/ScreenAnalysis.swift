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
    /// The iOS version simulated (`ios N`, else the configuration's, else 8).
    let iosVersion: Int
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var report: ScreenReport
    /// How many orientations are analysed.
    private var orientationCount = 0

    init(screen: ScreenDeclaration, name: Identifier, device: Device, defaultPadding: Double, defaultIOSVersion: Int) {
        self.screen = screen
        self.name = name
        self.device = device
        strategy = screen.avoid?.strategy ?? .none
        // `slide`'s 10 is seed 001's constant; the configured default is for the others.
        padding = screen.avoid?.padding?.value ?? (strategy == .slide ? strategy.builtInPadding : defaultPadding)
        iosVersion = screen.ios.map { Int($0.value) } ?? defaultIOSVersion
        report = ScreenReport(name: name.text, nameRange: name.range, range: screen.range, device: device,
                              strategy: strategy, geometries: [], elements: [])
    }

    mutating func run() {
        var elementIndex = ReportIndex()
        let orientations = screen.analysedOrientations
        orientationCount = orientations.count
        report.geometries.reserveCapacity(orientations.count)
        report.elements.reserveCapacity(Self.namedCount(of: screen.elements))
        for orientation in orientations {
            var geometry = ScreenGeometry(
                orientation: orientation,
                screenHeight: device.screenHeight(in: orientation),
                statusBar: device.statusBar[orientation],
                navigationBar: screen.navigationBar.map { orientation == .portrait ? $0.first.value : $0.second.value } ?? 0,
                keyboard: device.keyboard[orientation],
                accessory: screen.accessory?.value ?? 0)
            geometry.screenWidth = device.screenWidth(in: orientation)
            geometry.keyboardTheCodeReads = keyboardTheCodeReads(in: geometry)
            geometry.assumedKeyboard = assumedKeyboard(in: orientation)
            if orientation == .landscape, misreadsLandscape, strategy == .shift || strategy == .inset {
                reportMisreading(in: geometry)
            }
            report.geometries.append(geometry)
            var named = 0
            Layout.place(screen, in: geometry) { element, placed in
                record(element, placed, in: geometry, named: &named, elementIndex: &elementIndex)
            }
        }
        // In reporting order, so that `Analyzer.assemble` merges the screens' lists.
        Diagnostic.sortInReportingOrder(&diagnostics)
    }

    /// How many of `elements` and their descendants have names: the screen's reports.
    private static func namedCount(of elements: [Element]) -> Int {
        elements.withUnsafeBufferPointer { elements in
            var count = 0
            for index in elements.indices {
                if elements[index].name != nil { count += 1 }
                if !elements[index].children.isEmpty { count += namedCount(of: elements[index].children) }
            }
            return count
        }
    }

    /// Analyses one placed element and adds its placement to its report. `named` counts
    /// the named elements placed so far in this orientation; `elementIndex` finds a
    /// report by name.
    private mutating func record(_ element: ElementHeader, _ placed: PlacedElement, in geometry: ScreenGeometry, named: inout Int,
                                 elementIndex: inout ReportIndex) {
        guard let elementName = element.name, let nameRange = element.nameRange else { return }
        var outcome: FieldOutcome?
        var unreachable = false
        if element.kind.isEditable {
            (outcome, unreachable) = analyseField(element, placed, in: geometry)
        }
        // language.md#keyboard-analysis: where KB004/KB005 is reported, nothing else is reported for the field.
        if !unreachable {
            checkOffScreen(element, placed, in: geometry, shift: outcome?.shift ?? 0)
        }
        let placement = ElementPlacement(orientation: geometry.orientation, top: placed.top, bottom: placed.bottom, outcome: outcome)
        // Every orientation places the elements in the same order, so the n-th named one
        // is the n-th report: the first orientation adds them (the names of a screen
        // analysed are distinct, as a repeated one is KB102), the others find them there;
        // should the names disagree, `elementIndex` finds the report by name.
        let position = named
        named += 1
        if position < report.elements.count, report.elements[position].name == elementName {
            report.elements[position].placements.append(placement)
        } else if position < report.elements.count, let index = elementIndex.report(named: elementName, in: report.elements) {
            report.elements[index].placements.append(placement)
        } else {
            var placements: [ElementPlacement] = []
            placements.reserveCapacity(orientationCount)
            placements.append(placement)
            report.elements.append(ElementReport(
                name: elementName, kind: element.kind, title: element.title,
                nameRange: nameRange, headerRange: element.headerRange,
                depth: placed.enclosure.depth, parent: placed.enclosure.parentName,
                placements: placements))
        }
    }

    /// The field's outcome, and whether it got KB004/KB005 (the strategy cannot reach it).
    private mutating func analyseField(
        _ element: ElementHeader, _ placed: PlacedElement, in geometry: ScreenGeometry
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
        var remainingOverlap = 0.0
        var aboveVisibleTop = 0.0

        func report(_ message: DiagnosticMessage, amount: Double) {
            visible = false
            add(message, for: element, in: geometry, amount: amount, shift: shift)
        }
        let subject = describe(element)
        let orientation = geometry.orientation.rawValue

        let y = placed.frameY
        switch strategy {
        case .none:
            if isCovered {
                remainingOverlap = overlap
                report(.covered(subject, in: orientation, by: overlap), amount: overlap)
            }
        case .shift:
            guard placed.enclosure.hasOutlets else {
                if isCovered {
                    unreachable = true
                    remainingOverlap = overlap
                    report(.missingOutlets(subject, in: orientation, by: overlap), amount: overlap)
                }
                break
            }
            // The code shifts when the field is covered as it sees the keyboard.
            let codeKeyboardTop = geometry.screenHeight - (geometry.keyboardTheCodeReads ?? 0)
            shift = bottom - codeKeyboardTop > tolerance ? bottom - codeKeyboardTop + padding : 0
            checkAfterMoving(up: shift, band: (contentTop, keyboardTop), action: "shifting it", moved: "the container shifts")
        case .slide:
            let assumed = geometry.assumedKeyboard ?? geometry.keyboard
            let height = bottom - top
            shift = y - (assumed - height - padding) > tolerance ? y + height + padding - assumed : 0
            checkAfterMoving(up: shift, band: (contentTop, keyboardTop), action: "sliding the view", moved: "the view slides")
        case .scroll, .inset:
            guard let scroll = placed.enclosure.nearestScroll else {
                if isCovered {
                    unreachable = true
                    remainingOverlap = overlap
                    report(.missingScroll(subject, in: orientation, by: overlap, strategy: strategy.rawValue), amount: overlap)
                }
                break
            }
            let band = (top: max(scroll.top, contentTop), bottom: min(scroll.bottom, keyboardTop))
            if strategy == .scroll {
                shift = max(0, bottom + padding - band.bottom)
                let aboveTop = band.top - (top - shift)
                if aboveTop > tolerance {
                    aboveVisibleTop = aboveTop
                    report(.doesNotFit(subject, in: orientation, after: .moved("scrolling it", by: shift), aboveTopBy: aboveTop), amount: aboveTop)
                }
            } else {
                // Apple's guide: scroll only when the origin leaves aRect, to origin.y - Kr.
                let codeKeyboard = geometry.keyboardTheCodeReads ?? 0
                let insideRect = y >= -tolerance && geometry.screenHeight - codeKeyboard - y > tolerance
                shift = insideRect ? 0 : y - codeKeyboard
                checkAfterMoving(up: shift, band: band, action: "scrolling it", moved: "the scroll moves its content")
            }
        case .fraction:
            shift = fractionShift(top: top, bottom: bottom, in: geometry)
            // Seed 002 scrolls a scroll view's content instead of sliding the whole view.
            if let scroll = placed.enclosure.nearestScroll {
                let band = (top: max(scroll.top, contentTop), bottom: min(scroll.bottom, keyboardTop))
                checkAfterMoving(up: shift, band: band, action: "scrolling it", moved: "the scroll moves its content")
            } else {
                checkAfterMoving(up: shift, band: (contentTop, keyboardTop), action: "sliding the view", moved: "the view slides")
            }
        }

        /// KB002 and KB003 once the code has moved the field up by `shift` (down when
        /// negative), against the real keyboard and the visible band.
        func checkAfterMoving(up shift: Double, band: (top: Double, bottom: Double), action: String, moved: String) {
            let stillCovered = bottom - shift - band.bottom
            if stillCovered > tolerance {
                remainingOverlap = stillCovered
                let done: FieldMotion = abs(shift) > tolerance ? .moved(moved, by: shift) : .none
                report(.stillCovered(subject, in: orientation, by: stillCovered, after: done), amount: stillCovered)
            }
            let aboveTop = band.top - (top - shift)
            if aboveTop > tolerance {
                aboveVisibleTop = aboveTop
                report(.doesNotFit(subject, in: orientation, after: .moved(action, by: shift), aboveTopBy: aboveTop), amount: aboveTop)
            }
        }
        let outcome = FieldOutcome(overlap: overlap, isCovered: isCovered, shift: shift, isFullyVisible: visible,
                                   remainingOverlap: remainingOverlap, aboveVisibleTop: aboveVisibleTop)
        return (outcome, unreachable)
    }

    /// The `fraction` heuristic: a fraction of the assumed keyboard chosen by the midline.
    private func fractionShift(top: Double, bottom: Double, in geometry: ScreenGeometry) -> Double {
        let avoid = screen.avoid
        let minimum = avoid?.effectiveMinimum ?? AvoidProperty.defaultMinimum
        let maximum = avoid?.effectiveMaximum ?? AvoidProperty.defaultMaximum
        let assumed = geometry.assumedKeyboard ?? geometry.keyboard
        let content = geometry.contentHeight
        let midline = (top + bottom) / 2
        let numerator = midline - geometry.contentTop - minimum * content
        let denominator = (maximum - minimum) * content
        // With no content area the ramp degenerates to a step at its start.
        let fraction = denominator > tolerance ? numerator / denominator : (numerator > 0 ? 1 : 0)
        let clamped = min(1, max(0, fraction))
        return (assumed * clamped + 1e-9).rounded(.down)
    }

    /// Whether the keyboard frame the code reads in landscape disagrees with what the code
    /// expects: exactly one of iOS 7 or earlier (portrait coordinates) and `landscape-swap`.
    private var misreadsLandscape: Bool {
        (iosVersion <= 7) != (screen.avoid?.landscapeSwap != nil)
    }

    /// `Kr` for `shift` and `inset`: `K + A`, or in landscape with a misreading the
    /// frame's long side, the device's portrait height.
    private func keyboardTheCodeReads(in geometry: ScreenGeometry) -> Double? {
        guard strategy == .shift || strategy == .inset else { return nil }
        if geometry.orientation == .landscape, misreadsLandscape { return device.height }
        return geometry.keyboard + geometry.accessory
    }

    /// `Ka`: `assume` as written (one number is both), else for `fraction` the device's
    /// keyboard and for `slide` its portrait keyboard in both orientations.
    private func assumedKeyboard(in orientation: Orientation) -> Double? {
        switch strategy {
        case .slide, .fraction:
            if let written = screen.avoid?.assumedKeyboard {
                return orientation == .portrait ? written.first.value : written.second.value
            }
            return strategy == .slide ? device.keyboard.portrait : device.keyboard[orientation]
        default:
            return nil
        }
    }

    /// KB007, once per screen: on `landscape-swap` if written, else on the strategy.
    private mutating func reportMisreading(in geometry: ScreenGeometry) {
        guard let avoid = screen.avoid else { return }
        let codeReads = geometry.keyboardTheCodeReads ?? device.height
        let message: DiagnosticMessage = avoid.landscapeSwap != nil
            ? .landscapeSwapOnModernIOS(strategy: strategy.rawValue, ios: iosVersion, reads: codeReads)
            : .landscapeFrameNotSwapped(strategy: strategy.rawValue, ios: iosVersion, reads: codeReads)
        let finding = KeyboardFinding(screen: name.text, element: nil, orientation: .landscape, amount: codeReads, shift: nil)
        diagnostics.append(Diagnostic(message, at: avoid.landscapeSwap ?? avoid.strategyRange, keyboard: finding))
    }

    /// KB006: an element outside every scroll that reaches below the screen.
    private mutating func checkOffScreen(_ element: ElementHeader, _ placed: PlacedElement, in geometry: ScreenGeometry, shift: Double) {
        guard placed.enclosure.nearestScroll == nil else { return }
        let overflow = placed.bottom - geometry.screenHeight
        guard overflow > tolerance else { return }
        add(.offScreen(describe(element), in: geometry.orientation.rawValue, by: overflow),
            for: element, in: geometry, amount: overflow, shift: shift)
    }

    private mutating func add(
        _ message: DiagnosticMessage, for element: ElementHeader, in geometry: ScreenGeometry,
        amount: Double, shift: Double
    ) {
        let finding = KeyboardFinding(
            screen: name.text, element: element.name ?? "", orientation: geometry.orientation,
            amount: amount, shift: shift)
        diagnostics.append(Diagnostic(message, at: element.anchorRange, keyboard: finding))
    }

    private func describe(_ element: ElementHeader) -> MessageSubject {
        .element(kind: element.kind.rawValue, name: element.name ?? "")
    }
}

/// A screen's element reports by name (the first of a name), built only when asked:
/// orientations that place the elements in the same order never ask.
struct ReportIndex {
    private var table: [String: Int] = [:]
    /// How many reports the table has seen.
    private var indexed = 0

    mutating func report(named name: String, in reports: [ElementReport]) -> Int? {
        while indexed < reports.count {
            if table[reports[indexed].name] == nil { table[reports[indexed].name] = indexed }
            indexed += 1
        }
        return table[name]
    }
}
