import Diagnostics
import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SpecParser

extension DocumentAnalyzer {
    /// One screen analysed on every checked device: the screen's own diagnostics (KB301,
    /// KB302) and one outcome per device.
    func analyze(_ screen: Screen, of document: InterfaceBuilderDocument, scenes: DocumentScenes)
        -> (diagnostics: [Diagnostic], outcomes: [ScreenOutcome], problems: [LayoutProblem], code: [CodeDiagnostic]) {
        withLoadedAccessory(of: screen, in: document).analyzeWithAccessory(screen, of: document, scenes: scenes)
    }

    /// This analyzer, with the accessory bar the screen's code gives its fields as the
    /// screen's `A` (code.md section 4): the analysis and `layout` alike.
    func withLoadedAccessory(of screen: Screen, in document: InterfaceBuilderDocument) -> DocumentAnalyzer {
        guard let bar = accessoryBar(of: screen, in: document), bar.height != analyzer.defaultAccessory else { return self }
        var withBar = self
        withBar.analyzer.defaultAccessory = bar.height
        return withBar
    }

    /// The tallest accessory bar of known height the screen's controller sets as it loads:
    /// one it makes, or a view of the document it names by an outlet (its saved height).
    func accessoryBar(of screen: Screen, in document: InterfaceBuilderDocument) -> AccessoryBar? {
        guard let code, let owner = screen.controller ?? document.filesOwner,
              let className = document.elements.attribute("customClass", of: owner) else { return nil }
        let outlets = document.outlets(of: owner)
        let classCode = ClassCode(className: className, in: code.base, nearestTo: documentDirectory)
        // The fields' own: a runtime attribute the document sets runs the project's setter.
        let attributes = Set(screen.views.filter(\.isAnalysed).flatMap { document.runtimeAttributesSetToYes(on: $0.element) })
        var fieldBars = attributes.sorted().flatMap(classCode.accessoryBars(settingRuntimeAttribute:))
        // A field's own class that gives itself a bar as it loads (`inputAccessoryView =
        // toolbar` in its `init(coder:)`, survey G14): its bars, not its outlets'.
        let fieldClasses = Set(screen.views.filter(\.isAnalysed).compactMap { document.elements.attribute("customClass", of: $0.element) })
        for fieldClass in fieldClasses.sorted() where fieldClass != className {
            let own = ClassCode(className: fieldClass, in: code.base, nearestTo: documentDirectory)
            if own.isDeclared { fieldBars += own.loadedAccessoryBars.filter { $0.outlet == nil } }
        }
        return (classCode.loadedAccessoryBars + fieldBars).compactMap { bar in
            guard let name = bar.outlet else { return bar }
            guard let outlet = outlets.first(where: { $0.property == name }), let view = document.element(withID: outlet.destination),
                  let height = ViewTags.savedFrame(of: view, in: document.elements)?.height, height > 0 else { return nil }
            var found = bar
            found.height = height
            return found
        }.max { $0.height < $1.height }
    }

    private func analyzeWithAccessory(_ screen: Screen, of document: InterfaceBuilderDocument, scenes: DocumentScenes)
        -> (diagnostics: [Diagnostic], outcomes: [ScreenOutcome], problems: [LayoutProblem], code: [CodeDiagnostic]) {
        let controller = codeController(of: screen, in: document)
        let screen = withCodeSettings(screen, of: document, controller: controller)
        let tree = document.elements
        var layout = ScreenLayout(document: document, screen: screen, scenes: scenes)
        let anchor = Self.range(of: screen.controller ?? screen.rootView, in: tree)
        let devices = deviceNames(for: document).compactMap { analyzer.devices[$0] }
        guard let first = devices.first else { return ([], [], layout.problems, []) }
        let choice = strategy(for: screen, of: document, code: controller, layout: &layout, on: first)
        var code = codeDiagnostics(of: choice, screen: screen)
        var diagnostics: [Diagnostic] = []
        if layout.isTooLargeToSolve {
            diagnostics.append(Diagnostic(.unusablePart(
                "screen '\(screen.name)' has \(screen.views.count) views, more than the \(ScreenLayout.largestSolvedScreen) whose "
                + "constraints kb-lsp solves, so its views keep the places the document saved"), at: anchor))
        }
        var outcomes: [ScreenOutcome] = []
        var unplacedReported: Set<Int> = []
        let supported = classOrientations(of: screen, in: document)
        let shownTexts = readsShownWords ? screen.views.map { ViewAppearance.shownText(of: $0, in: tree) } : []
        for device in devices {
            var strategy: any KeyboardStrategy = choice.type.init(options: choice.options, context: StrategyContext(
                devicePortraitHeight: device.height, deviceKeyboard: device.keyboard,
                defaultPadding: choice.padding ?? analyzer.defaultPadding, iosVersion: analyzer.defaultIOSVersion,
                strategyRange: anchor))
            let words = devices.count > 1 ? " on \(device.name)" : ""
            var source = DocumentScreenSource(screen: screen, tree: tree, viewWithOutlets: choice.viewWithOutlets, unplaced: [],
                                              shownTexts: shownTexts)
            var geometries: [ScreenGeometry] = []
            var unplaced: Set<Int> = []
            var motions: [Orientation: [String: CodeMotion]] = [:]
            var codeLaysOutUp = false
            for orientation in orientations(on: device, supported: supported) {
                let solved: (geometry: ScreenGeometry, down: SolvedScreen, up: SolvedScreen?)
                if let keyboardCode = choice.code {
                    let evaluated = solveWithCode(keyboardCode, &layout, screen: screen, document: document, on: device, in: orientation)
                    solved = evaluated.solved
                    motions[orientation] = evaluated.evaluation.motions
                    codeLaysOutUp = codeLaysOutUp || evaluated.evaluation.laysOutWithKeyboardUp
                    if let reason = evaluated.evaluation.notUnderstood { code.append(notUnderstoodDiagnostic(reason, screen: screen)) }
                } else {
                    solved = solve(&layout, on: device, in: orientation, keyboardUp: strategy.laysOutWithKeyboardUp)
                }
                geometries.append(solved.geometry)
                source.layouts[orientation] = (solved.down, solved.up)
                unplaced.formUnion(solved.down.unplaced)
                if !solved.down.conflicts.isEmpty {
                    diagnostics.append(Diagnostic(.unsatisfiableConstraints(
                        screen: screen.name, in: "\(orientation.rawValue) on \(device.name)", constraints: solved.down.conflicts), at: anchor))
                }
            }
            source.unplaced = unplaced
            if choice.code != nil { strategy = CodeStrategy(motions: motions, laysOutWithKeyboardUp: codeLaysOutUp) }
            for view in unplaced.sorted() where screen.views[view].isAnalysed && unplacedReported.insert(view).inserted {
                diagnostics.append(Diagnostic(.unplacedField(tag: screen.views[view].tag, name: screen.views[view].name,
                                                             screen: screen.name), at: source.range(of: view)))
            }
            outcomes.append(analyzer.analyzeScreen(
                laidOutBy: source, named: screen.name, at: anchor, device: device, strategy: strategy,
                geometries: geometries, deviceWords: words, findingDevice: device.name))
        }
        return (diagnostics, outcomes, layout.problems, code)
    }

    /// Solves a screen whose code decides (rule 1a) in one orientation: keyboard down, the
    /// code evaluated on those frames, then keyboard up with the code's constants when it
    /// sets any.
    func solveWithCode(_ keyboardCode: ControllerCode, _ layout: inout ScreenLayout, screen: Screen,
                       document: InterfaceBuilderDocument, on device: Device, in orientation: Orientation)
        -> (solved: (geometry: ScreenGeometry, down: SolvedScreen, up: SolvedScreen?), evaluation: CodeEvaluation) {
        var (geometry, down, _) = solve(&layout, on: device, in: orientation, keyboardUp: false)
        var evaluation = evaluate(keyboardCode, of: screen, in: document, layout: layout, down: down, geometry: geometry, device: device)
        // Constraints the loading code makes are in the layout before the keyboard comes up.
        if evaluation.loaded != layout.loadedConstraints {
            layout.loadedConstraints = evaluation.loaded
            (geometry, down, _) = solve(&layout, on: device, in: orientation, keyboardUp: false)
            evaluation = evaluate(keyboardCode, of: screen, in: document, layout: layout, down: down, geometry: geometry, device: device)
        }
        guard evaluation.laysOutWithKeyboardUp else { return ((geometry, down, nil), evaluation) }
        layout.keyboardConstants = evaluation.constants
        layout.keyboardPriorities = evaluation.priorities
        layout.keyboardConstraints = evaluation.made
        layout.constraintsFollowingKeyboard = evaluation.following
        var upGeometry = LayoutGeometry(device: InterfaceBuilderDevices.metrics(of: device), isLandscape: orientation == .landscape)
        upGeometry.keyboardTop = geometry.keyboardTop
        let up = layout.solve(in: upGeometry)
        return ((geometry, down, up), evaluation)
    }

    /// The screen laid out on `device` in `orientation`: the keyboard analysis's geometry,
    /// and the frames with the keyboard down and, when asked, up.
    func solve(_ layout: inout ScreenLayout, on device: Device, in orientation: Orientation, keyboardUp: Bool)
        -> (geometry: ScreenGeometry, down: SolvedScreen, up: SolvedScreen?) {
        var layoutGeometry = LayoutGeometry(device: InterfaceBuilderDevices.metrics(of: device), isLandscape: orientation == .landscape)
        let down = layout.solve(in: layoutGeometry)
        let geometry = screenGeometry(of: down.bars, on: device, in: orientation)
        var up: SolvedScreen?
        if keyboardUp {
            layoutGeometry.keyboardTop = geometry.keyboardTop
            up = layout.solve(in: layoutGeometry)
        }
        return (geometry, down, up)
    }

    /// The keyboard analysis's geometry of a screen whose bars are `bars` (section 7).
    func screenGeometry(of bars: BarGeometry, on device: Device, in orientation: Orientation) -> ScreenGeometry {
        var geometry = ScreenGeometry(orientation: orientation, screenHeight: bars.screenHeight, statusBar: bars.statusBar,
                                      navigationBar: bars.navigationBar, keyboard: device.keyboard[orientation], accessory: analyzer.defaultAccessory)
        geometry.screenWidth = bars.screenWidth
        geometry.homeIndicator = bars.homeIndicator
        geometry.presentationTop = bars.presentationTop
        geometry.bottomBar = bars.bottomBar
        geometry.bottomBarIsTabBar = bars.bottomBarIsTabBar
        return geometry
    }

    /// Where a finding about an element goes: its tag's name.
    static func range(of element: ElementTree.Index, in tree: ElementTree) -> SourceRange {
        let name = tree.nameRange(of: element)
        return SourceRange(name.lowerBound, name.upperBound)
    }
}
