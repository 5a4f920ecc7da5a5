import Diagnostics
import SpecParser

/// Tolerance of every comparison in language.md#keyboard-analysis: `a > b` means `a - b > 1e-6`.
let tolerance = 1e-6

/// language.md#keyboard-analysis for one screen: each orientation, each element.
struct ScreenAnalysis {
    let screen: ScreenDeclaration
    let name: Identifier
    let device: Device
    let strategy: any KeyboardStrategy
    let orientations: [Orientation]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var report: ScreenReport
    /// How many orientations are analysed.
    private var orientationCount = 0

    init(screen: ScreenDeclaration, name: Identifier, device: Device, strategy: any KeyboardStrategy, orientations: [Orientation]) {
        self.screen = screen
        self.name = name
        self.device = device
        self.strategy = strategy
        self.orientations = orientations
        report = ScreenReport(name: name.text, nameRange: name.range, range: screen.range, device: device,
                              strategy: strategy, geometries: [], elements: [])
    }

    mutating func run() {
        var elementIndex = ReportIndex()
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
            geometry.homeIndicator = device.homeIndicator[orientation]
            geometry.screenWidth = device.screenWidth(in: orientation)
            geometry.codeKeyboard = strategy.codeKeyboard(in: geometry)
            if let misreading = strategy.landscapeMisreading(in: geometry, screen: name.text) {
                diagnostics.append(misreading)
            }
            report.geometries.append(geometry)
            // `avoid resize`: the frames with the keyboard up, in the order the elements are placed.
            var raised: [KeyboardUpFrame] = []
            if strategy.laysOutWithKeyboardUp {
                Layout.place(screen, in: geometry, bottom: min(geometry.safeBottom, geometry.keyboardTop)) { _, placed in
                    raised.append(KeyboardUpFrame(frame: VerticalFrame(top: placed.top, bottom: placed.bottom),
                                                  nearestScroll: placed.enclosure.nearestScroll))
                }
            }
            var named = 0
            var placedCount = 0
            Layout.place(screen, in: geometry) { element, placed in
                let keyboardUp = placedCount < raised.count ? raised[placedCount] : nil
                placedCount += 1
                record(element, placed, keyboardUp: keyboardUp, in: geometry, named: &named, elementIndex: &elementIndex)
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
    private mutating func record(_ element: ElementHeader, _ placed: PlacedElement,
                                 keyboardUp: KeyboardUpFrame?,
                                 in geometry: ScreenGeometry, named: inout Int, elementIndex: inout ReportIndex) {
        guard let elementName = element.name, let nameRange = element.nameRange else { return }
        var outcome: FieldOutcome?
        var unreachable = false
        if element.kind.isEditable {
            (outcome, unreachable) = analyseField(element, placed, keyboardUp: keyboardUp, in: geometry)
        }
        // language.md#keyboard-analysis: where KB004/KB005 is reported, nothing else is reported for the field.
        if !unreachable {
            checkOffScreen(element, placed, in: geometry, shift: outcome?.shift ?? 0)
        }
        let placement = ElementPlacement(orientation: geometry.orientation, top: placed.top, bottom: placed.bottom, outcome: outcome,
                                         keyboardUp: keyboardUp?.frame)
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
        _ element: ElementHeader, _ placed: PlacedElement,
        keyboardUp: KeyboardUpFrame?, in geometry: ScreenGeometry
    ) -> (outcome: FieldOutcome, unreachable: Bool) {
        let overlap = placed.bottom - geometry.keyboardTop
        let isCovered = overlap > tolerance
        var outcome = FieldOutcome(overlap: overlap, isCovered: isCovered, shift: 0, isFullyVisible: true,
                                   endTop: placed.top, endBottom: placed.bottom)
        var unreachable = false
        let subject = MessageSubject.element(kind: element.kind.rawValue, name: element.name ?? "")
        let orientation = geometry.orientation.rawValue

        func report(_ message: DiagnosticMessage, amount: Double) {
            outcome.isFullyVisible = false
            add(message, for: element, in: geometry, amount: amount, shift: outcome.shift)
        }
        let situation = FieldSituation(
            kind: element.kind, frame: VerticalFrame(top: placed.top, bottom: placed.bottom), frameY: placed.frameY,
            geometry: geometry, hasOutlets: placed.enclosure.hasOutlets, scrolls: placed.enclosure.scrolls,
            keyboardUp: keyboardUp)
        switch strategy.treat(situation) {
        case .leftAlone:
            if isCovered {
                outcome.remainingOverlap = overlap
                report(.covered(subject, in: orientation, by: overlap, height: placed.bottom - placed.top), amount: overlap)
            }
        case .unreachable(let requirement):
            guard isCovered else { break }
            unreachable = true
            outcome.remainingOverlap = overlap
            switch requirement {
            case .outlets:
                report(.missingOutlets(subject, in: orientation, by: overlap, height: placed.bottom - placed.top), amount: overlap)
            case .scroll(let strategy):
                report(.missingScroll(subject, in: orientation, by: overlap, strategy: strategy, height: placed.bottom - placed.top),
                       amount: overlap)
            }
        case .moved(let move):
            outcome.shift = move.shift
            outcome.endTop = move.frame.top
            outcome.endBottom = move.frame.bottom
            // KB002 and KB003 once the code has moved the field, against the real keyboard and the visible band.
            let stillCovered = move.frame.bottom - move.band.bottom
            if move.canStayCovered, stillCovered > tolerance {
                outcome.remainingOverlap = stillCovered
                let done: FieldMotion = abs(move.shift) > tolerance
                    ? .moved("\(move.words.moved)", by: move.shift) : move.words.unmoved.map { .text("\($0)") } ?? .none
                report(.stillCovered(subject, in: orientation, by: stillCovered, after: done), amount: stillCovered)
            }
            let aboveTop = move.band.top - move.frame.top
            if aboveTop > tolerance {
                outcome.aboveVisibleTop = aboveTop
                let emptyBand = move.band.bottom - move.band.top <= tolerance
                report(.doesNotFit(subject, in: orientation, after: .moved("\(move.words.action)", by: move.shift), aboveTopBy: aboveTop,
                                   emptyBand: emptyBand),
                       amount: aboveTop)
            }
        }
        return (outcome, unreachable)
    }

    /// KB006: an element outside every scroll that reaches below the screen.
    private mutating func checkOffScreen(_ element: ElementHeader, _ placed: PlacedElement, in geometry: ScreenGeometry, shift: Double) {
        guard placed.enclosure.nearestScroll == nil else { return }
        let overflow = placed.bottom - geometry.screenHeight
        guard overflow > tolerance else { return }
        add(.offScreen(.element(kind: element.kind.rawValue, name: element.name ?? ""), in: geometry.orientation.rawValue, by: overflow),
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
