import Diagnostics
import SpecParser

/// Tolerance of every comparison in language.md#keyboard-analysis: `a > b` means `a - b > 1e-6`.
let tolerance = 1e-6

/// language.md#keyboard-analysis for one screen: each geometry, each element. The frames
/// come from a `ScreenLayoutSource`: KBL's placement rules for a spec's screen, the solved
/// constraints for a storyboard's; the strategies and the findings are the same.
struct ScreenAnalysis {
    /// An existential, not a generic parameter: a generic struct's metadata is made at run
    /// time, which valgrind reports as reading uninitialised memory inside the runtime.
    let source: any ScreenLayoutSource
    let name: String
    let device: Device
    let strategy: any KeyboardStrategy
    let geometries: [ScreenGeometry]
    /// Added after the orientation in messages (" on iphone-se" when a document's screen is
    /// checked on several devices); empty for KBL.
    let place: String
    /// The device the findings name (documents' screens); nil for KBL's.
    let findingDevice: String?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var report: ScreenReport
    /// How many geometries are analysed.
    private var geometryCount = 0

    init(source: any ScreenLayoutSource, name: String, nameRange: SourceRange, range: SourceRange, device: Device,
         strategy: any KeyboardStrategy, geometries: [ScreenGeometry], place: String = "", findingDevice: String? = nil) {
        self.source = source
        self.name = name
        self.device = device
        self.strategy = strategy
        self.geometries = geometries
        self.place = place
        self.findingDevice = findingDevice
        report = ScreenReport(name: name, nameRange: nameRange, range: range, device: device,
                              strategy: strategy, geometries: [], elements: [])
    }

    mutating func run() {
        var elementIndex = ReportIndex()
        geometryCount = geometries.count
        report.geometries.reserveCapacity(geometries.count)
        report.elements.reserveCapacity(source.reportCount)
        for var geometry in geometries {
            geometry.codeKeyboard = strategy.codeKeyboard(in: geometry)
            if var misreading = strategy.landscapeMisreading(in: geometry, screen: name) {
                // A document's KB007 names its device, as its other keyboard findings do.
                misreading.keyboard?.device = findingDevice
                diagnostics.append(misreading)
            }
            report.geometries.append(geometry)
            // `avoid resize`: the frames with the keyboard up, in the order the elements are placed.
            var raised: [KeyboardUpFrame] = []
            if strategy.laysOutWithKeyboardUp {
                source.place(in: geometry, keyboardUp: true) { _, placed in
                    raised.append(KeyboardUpFrame(frame: VerticalFrame(top: placed.top, bottom: placed.bottom),
                                                  nearestScroll: placed.enclosure.nearestScroll))
                }
            }
            var named = 0
            var placedCount = 0
            source.place(in: geometry, keyboardUp: false) { element, placed in
                let keyboardUp = placedCount < raised.count ? raised[placedCount] : nil
                placedCount += 1
                record(element, placed, keyboardUp: keyboardUp, in: geometry, named: &named, elementIndex: &elementIndex)
            }
        }
        // In reporting order, so that `Analyzer.assemble` merges the screens' lists.
        Diagnostic.sortInReportingOrder(&diagnostics)
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
        if element.isAnalysed {
            (outcome, unreachable) = analyseField(element, placed, keyboardUp: keyboardUp, in: geometry)
        }
        // language.md#keyboard-analysis: where KB004/KB005 is reported, nothing else is reported for the field.
        if !unreachable, element.isCheckedOffScreen {
            checkOffScreen(element, placed, in: geometry, shift: outcome?.shift ?? 0)
        }
        let placement = ElementPlacement(orientation: geometry.orientation, top: placed.top, bottom: placed.bottom, outcome: outcome,
                                         keyboardUp: keyboardUp?.frame, horizontal: placed.horizontal)
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
            placements.reserveCapacity(geometryCount)
            placements.append(placement)
            report.elements.append(ElementReport(
                name: elementName, kind: element.kind, kindWord: element.kindWord, title: element.title,
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
        let subject = MessageSubject.element(kind: element.kindWord, name: element.name ?? "")
        let orientation = words(for: geometry)

        var codePlace: CodePlace?
        func report(_ message: DiagnosticMessage, amount: Double) {
            outcome.isFullyVisible = false
            add(message, for: element, in: geometry, amount: amount, shift: outcome.shift, code: codePlace)
        }
        let situation = FieldSituation(
            kind: element.kind, name: element.name, frame: VerticalFrame(top: placed.top, bottom: placed.bottom), frameY: placed.frameY,
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
        case .moved(let move) where move.code?.movesNothing == true:
            if isCovered {
                outcome.remainingOverlap = overlap
                codePlace = move.code?.place
                report(.covered(subject, in: orientation, by: overlap, height: placed.bottom - placed.top,
                                because: move.code?.done), amount: overlap)
            }
        case .moved(let move):
            codePlace = move.code?.place
            outcome.shift = move.shift
            outcome.endTop = move.frame.top
            outcome.endBottom = move.frame.bottom
            // KB002 and KB003 once the code has moved the field, against the real keyboard and the visible band.
            let stillCovered = move.frame.bottom - move.band.bottom
            if move.canStayCovered, stillCovered > tolerance {
                outcome.remainingOverlap = stillCovered
                var done: FieldMotion = abs(move.shift) > tolerance
                    ? .moved("\(move.words.moved)", by: move.shift) : move.words.unmoved.map { .text("\($0)") } ?? .none
                if let code = move.code { done = .text(code.done) }
                report(.stillCovered(subject, in: orientation, by: stillCovered, after: done), amount: stillCovered)
            }
            let aboveTop = move.band.top - move.frame.top
            if aboveTop > tolerance {
                outcome.aboveVisibleTop = aboveTop
                let emptyBand = move.band.bottom - move.band.top <= tolerance
                let action: FieldMotion = move.code.map { .text($0.action) } ?? .moved("\(move.words.action)", by: move.shift)
                report(.doesNotFit(subject, in: orientation, after: action, aboveTopBy: aboveTop,
                                   emptyBand: emptyBand),
                       amount: aboveTop)
            }
        }
        return (outcome, unreachable)
    }

    /// How messages name the geometry: "landscape", or "landscape on iphone-se".
    private func words(for geometry: ScreenGeometry) -> String {
        place.isEmpty ? geometry.orientation.rawValue : geometry.orientation.rawValue + place
    }

    /// KB006: an element outside every scroll that reaches below the screen.
    private mutating func checkOffScreen(_ element: ElementHeader, _ placed: PlacedElement, in geometry: ScreenGeometry, shift: Double) {
        guard placed.enclosure.nearestScroll == nil else { return }
        let overflow = placed.bottom - geometry.screenHeight
        guard overflow > tolerance else { return }
        add(.offScreen(.element(kind: element.kindWord, name: element.name ?? ""), in: words(for: geometry), by: overflow),
            for: element, in: geometry, amount: overflow, shift: shift)
    }

    private mutating func add(
        _ message: DiagnosticMessage, for element: ElementHeader, in geometry: ScreenGeometry,
        amount: Double, shift: Double, code: CodePlace? = nil
    ) {
        let finding = KeyboardFinding(
            screen: name, element: element.name ?? "", orientation: geometry.orientation,
            amount: amount, shift: shift, device: findingDevice)
        diagnostics.append(Diagnostic(code.map { message.caused(at: $0) } ?? message, at: element.anchorRange, keyboard: finding))
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
