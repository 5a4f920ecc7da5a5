import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode

/// A screen's keyboard code evaluated in one geometry (code.md sections 3 to 5): what the
/// code strategy does to each field, and what the keyboard-up layout needs.
struct CodeEvaluation {
    /// By field name; "" for every field when the code does not depend on the active one.
    var motions: [String: CodeMotion] = [:]
    /// The constants the code leaves on the document's constraints, by id.
    var constants: [String: Double] = [:]
    /// The priorities it leaves on them (a bottom pin traded for a top one), by id.
    var priorities: [String: Double] = [:]
    /// The constraints that follow the keyboard layout guide's top.
    var following: Set<String> = []
    /// The constraints the code makes and leaves active, with their constants.
    var made: [CodeConstraint] = []
    /// The constraints the screen's loading code makes, with the constants it makes them with.
    var loaded: [CodeConstraint] = []
    var laysOutWithKeyboardUp = false
    var notUnderstood: NotUnderstood?
    /// The effects of the first run, for `kb-lsp layout` and hover.
    var effects: [CodeEffect] = []
    /// Each field's effects, in field order, when they depend on the field.
    var fieldEffects: [(field: String, effects: [CodeEffect])] = []
    /// Whether what the code does depends on the field being edited.
    var dependsOnField = false
    /// A table view controller's table, which UIKit scrolls (`CodeScreen.controllerScroll`).
    var controllerScroll: Int?
}

/// The controller whose code is a screen's, found once per screen and handed to each step.
struct ControllerCode {
    /// The controller's element (a xib's File's Owner).
    let element: ElementTree.Index
    let keyboard: ScreenKeyboardCode
    /// The index of its root among the screen's views: 0 for the screen's own controller.
    let root: Int
}

extension DocumentAnalyzer {
    /// The controller whose code is the screen's, when the analyzer reads code and the
    /// project declares its class: its own (a xib's File's Owner), or, when that has no
    /// keyboard code, the first controller embedded in it whose class has (its handlers run
    /// while the screen is shown; `docs/decisions.md`).
    func codeController(of screen: Screen, in document: InterfaceBuilderDocument) -> ControllerCode? {
        guard let code else { return nil }
        let tree = document.elements
        func keyboardCode(_ controller: ElementTree.Index) -> ScreenKeyboardCode? {
            guard let className = tree.attribute("customClass", of: controller) else { return nil }
            let keyboardCode = ScreenKeyboardCode(className: className, in: code.base, nearestTo: documentDirectory)
            return keyboardCode.code.isDeclared ? keyboardCode : nil
        }
        let owner = screen.controller ?? document.filesOwner
        let own = owner.flatMap { owner in keyboardCode(owner).map { ControllerCode(element: owner, keyboard: $0, root: 0) } }
        if own?.keyboard.isPresent == true { return own }
        // The controller's root view of a class of the project that observes the keyboard
        // itself (`MMHomeView`'s `awakeFromNib`, survey G38): its code runs on that view.
        // Not TPKeyboardAvoiding's scroll views, which rule 6 models, nor a class whose
        // handlers the reader cannot find (a category of UIKit's it does not reach).
        if let owner, let root = screen.views.first, let rootClass = tree.attribute("customClass", of: root.element),
           !rootClass.hasPrefix("TPKeyboardAvoiding") {
            let viewCode = ScreenKeyboardCode(className: rootClass, in: code.base, nearestTo: documentDirectory, rootView: true)
            let found = viewCode.showObservers.allSatisfy { if case .missing = $0.handler { false } else { true } }
            if viewCode.code.isDeclared, !viewCode.code.isViewController, viewCode.isPresent, found {
                return ControllerCode(element: owner, keyboard: viewCode, root: 0)
            }
        }
        for embedded in screen.controllers.dropFirst() {
            guard let child = keyboardCode(embedded), child.isPresent,
                  let root = screen.views.firstIndex(where: { if case .embeddedRoot(embedded) = $0.placement { true } else { false } })
            else { continue }
            return ControllerCode(element: embedded, keyboard: child, root: root)
        }
        return own
    }

    /// Runs the controller's keyboard code with the keyboard-down frames `down` of `geometry`.
    func evaluate(_ controller: ControllerCode, of screen: Screen, in document: InterfaceBuilderDocument,
                  layout: ScreenLayout, down: SolvedScreen, geometry: ScreenGeometry, device: Device) -> CodeEvaluation {
        // The controller the code is of: the screen's own, or one embedded in it.
        let keyboardCode = controller.keyboard
        let codeScreen = Self.codeScreen(screen, of: document, layout: layout, frames: down, owner: controller.root == 0 ? nil : controller.element,
                                         root: controller.root)
        let isPad = device.name.hasPrefix("ipad"), isLandscape = geometry.orientation == .landscape
        var codeGeometry = CodeGeometry(
            screenWidth: geometry.screenWidth, screenHeight: geometry.screenHeight,
            keyboardHeight: geometry.keyboard + geometry.accessory, rootTop: down.bars.rootTop, rootBottom: down.bars.rootBottom,
            safeTop: down.bars.safeTop, safeBottom: down.bars.safeBottom,
            navigationBarHeight: geometry.navigationBar > 0 ? geometry.navigationBar : (isLandscape ? 32 : 44),
            // UIKit's tab bar reaches the screen's bottom: its frame holds the home indicator's
            // strip. Shown or hidden, as the navigation bar's: a screen the document shows
            // under no tab bar (none, or a toolbar) is one pushed in a tab at run time.
            tabBarHeight: (geometry.bottomBarIsTabBar && geometry.bottomBar > 0 ? geometry.bottomBar
                : BarGeometry.tabBarHeight(isPad: isPad, isLandscape: isLandscape)) + geometry.homeIndicator,
            isPad: isPad, isLandscape: isLandscape,
            // code.md section 3: `#available` is true unless the configuration's `ios` is below.
            iosVersion: analyzer.configuredIOSVersion ?? Int.max)
        codeGeometry.statusBarHeight = geometry.statusBar
        codeGeometry.homeIndicatorHeight = geometry.homeIndicator
        codeGeometry.presentationTop = down.bars.presentationTop
        let runs = keyboardCode.run(in: codeGeometry, screen: codeScreen)
        var evaluation = CodeEvaluation()
        evaluation.controllerScroll = codeScreen.controllerScroll
        evaluation.dependsOnField = keyboardCode.dependsOnField(runs.values)
        for (field, run) in runs.sorted(by: { ($0.key ?? -1) < ($1.key ?? -1) }) {
            if let reason = run.notUnderstood {
                evaluation.notUnderstood = evaluation.notUnderstood ?? reason
                continue
            }
            if evaluation.effects.isEmpty {
                evaluation.effects = run.effects
                evaluation.loaded = run.madeConstraints.sorted { $0.key < $1.key }.compactMap { id, made in
                    made.loadingConstant.map { Self.layoutConstraint(made, id: id, constant: $0) }
                }
            }
            let key = field.map { screen.views[$0].name } ?? ""
            evaluation.motions[key] = motion(of: run, keyboardCode: keyboardCode, screen: codeScreen,
                                                names: screen.views.map(\.name), bars: down.bars)
            if field != nil { evaluation.fieldEffects.append((key, run.effects)) }
            for effect in run.effects {
                switch effect.kind {
                case .constant(let id):
                    evaluation.laysOutWithKeyboardUp = true
                    guard let made = run.madeConstraints[id] else {
                        evaluation.constants[id] = effect.value
                        continue
                    }
                    evaluation.made.removeAll { $0.id == id }
                    if made.isActive { evaluation.made.append(Self.layoutConstraint(made, id: id, constant: effect.value)) }
                case .priority(let id):
                    evaluation.laysOutWithKeyboardUp = true
                    if run.madeConstraints[id] == nil { evaluation.priorities[id] = effect.value }
                case .layoutGuide(let view):
                    evaluation.laysOutWithKeyboardUp = true
                    guard let view else { continue }
                    for (id, viewIsFirst) in layout.bottomConstraints(ofView: view) {
                        evaluation.following.insert(id)
                        evaluation.constants[id] = viewIsFirst ? -effect.value : effect.value
                    }
                case .safeArea:
                    // The raised bottom is `value` above the keyboard's top: what is pinned
                    // to it follows the keyboard, that much higher.
                    evaluation.laysOutWithKeyboardUp = true
                    for (id, safeAreaIsFirst, constant) in layout.safeAreaBottomConstraints() {
                        evaluation.following.insert(id)
                        evaluation.constants[id] = safeAreaIsFirst ? constant + effect.value : constant - effect.value
                    }
                default: break
                }
            }
        }
        return evaluation
    }

    /// The views and outlets of a screen as its code reaches them, at `frames`.
    static func codeScreen(_ screen: Screen, of document: InterfaceBuilderDocument, layout: ScreenLayout,
                           frames solved: SolvedScreen, owner codeOwner: ElementTree.Index? = nil, root: Int = 0) -> CodeScreen {
        let tree = document.elements
        var indexByID: [String: Int] = [:]
        for (index, view) in screen.views.enumerated() { indexByID[view.id] = index }
        let owner = codeOwner ?? screen.controller ?? document.filesOwner
        // A view of the document outside the screen's (a scene's top-level view): `.outside`.
        let isView = { (id: String) in document.element(withID: id).map { ViewTags.isView($0, in: tree) } ?? false }
        let spans = ViewAppearance.horizontalSpans(of: screen, width: solved.bars.screenWidth)
        var views: [CodeScreen.View] = []
        for (index, view) in screen.views.enumerated() {
            let kind: CodeScreen.View.Kind = switch view.kind {
            case .root: .root
            case .field: .field
            case .textarea: .textView
            case .scroll: .scroll
            default: .other
            }
            let frame = solved.frames[index]
            var beyond = 0.0
            if view.kind == .scroll {
                let inside = screen.views.indices.filter { screen.views[$0].parent == index }
                beyond = max(0, (inside.map { solved.frames[$0].bottom }.max() ?? frame.bottom) - frame.bottom)
            }
            let span = index < spans.count ? spans[index] : nil
            // A root that is a text, table or scroll view is one (UIKit's class, not a container).
            let uiKitClass = tree.attribute("customClass", of: view.element) ?? view.tag
            let isList = ["tableView", "collectionView", "UITableView", "UICollectionView"].contains { $0 == view.tag || $0 == uiKitClass }
            let rootKind: CodeScreen.View.Kind = [view.tag, uiKitClass].contains { $0 == "textView" || $0 == "UITextView" } ? .textView
                : view.kind == .scroll || isList || [view.tag, uiKitClass].contains { $0 == "scrollView" || $0 == "UIScrollView" }
                    ? .scroll : .root
            var entry = CodeScreen.View(kind: index == 0 ? rootKind : kind, parent: view.parent,
                                        top: frame.top, height: frame.height, x: span?.left ?? 0,
                                        width: span?.width ?? solved.bars.screenWidth, contentBeyond: beyond)
            entry.customClass = tree.attribute("customClass", of: view.element)
            entry.contentInset = solved.contentInsets[index] ?? 0
            if view.kind == .field || view.kind == .textarea {
                entry.isDelegateConnected = document.connectsDelegate(of: view.element, to: owner)
            }
            entry.isHidden = view.isHidden || view.isInsideHidden
            entry.tag = tree.attribute("tag", of: view.element).flatMap { Int($0) } ?? 0
            entry.hasDocumentContent = !isList || tree.attribute("dataMode", of: view.element) == "static"
            if !entry.hasDocumentContent { entry.rowsMayHoldFields = Self.rowsMayHoldFields(view.element, in: tree) }
            if entry.customClass != nil {
                entry.outlets = Self.outlets(document.outlets(of: view.element), views: indexByID, layout: layout, isView: isView)
            }
            views.append(entry)
        }
        let outlets = Self.outlets(screen.outlets.filter { $0.owner == owner }, views: indexByID, layout: layout, isView: isView)
        let fields = screen.views.indices.filter { screen.views[$0].isAnalysed && !solved.unplaced.contains($0) }
        // A table view controller's scene, or a xib whose root is a table or collection view
        // (a UITableViewController's nib: its `tableView` is the root).
        let isTableController = screen.controller.map { ["tableViewController", "collectionViewController"].contains(tree.tag($0)) }
            ?? screen.views.first.map { ["tableView", "collectionView"].contains($0.tag) } ?? false
        var codeScreen = CodeScreen(views: views, outlets: outlets, fields: fields,
                                    controllerScroll: isTableController && screen.views[0].kind == .scroll ? 0 : nil)
        codeScreen.controllerRoot = root
        return codeScreen
    }

    /// Whether a list's rows may hold a field: a prototype row (`<prototypes>`, a collection's
    /// `<cells>`) holds a text field or an editable text view, or the list has none.
    static func rowsMayHoldFields(_ list: ElementTree.Index, in tree: ElementTree) -> Bool {
        guard let prototypes = tree.firstChild(of: list, tag: "prototypes") ?? tree.firstChild(of: list, tag: "cells") else { return true }
        return ((prototypes + 1)..<tree.subtreeEnd(of: prototypes)).contains { element in
            tree.tag(element) == "textField" || tree.tag(element) == "textView" && tree.attribute("editable", of: element) != "NO"
        }
    }

    /// A constraint the code makes, as the layout takes it.
    static func layoutConstraint(_ made: MadeConstraint, id: String, constant: Double) -> CodeConstraint {
        func anchor(_ anchor: MadeConstraint.Anchor) -> CodeConstraint.Anchor {
            let item: CodeConstraint.Item = switch anchor.item {
            case .view(let index): .view(index)
            case .safeArea(let index): .safeArea(index)
            case .margins(let index): .margins(index)
            }
            return CodeConstraint.Anchor(item, anchor.attribute)
        }
        return CodeConstraint(id: id, first: anchor(made.first), relation: made.relation, second: made.second.map(anchor),
                              multiplier: made.multiplier, constant: constant)
    }

    /// Outlets as the code reaches them: to a view of the screen, or to a constraint with its
    /// constant in the document.
    static func outlets(_ connected: [Outlet], views indexByID: [String: Int], layout: ScreenLayout,
                        isView: (String) -> Bool) -> [String: CodeScreen.Outlet] {
        var outlets: [String: CodeScreen.Outlet] = [:]
        for outlet in connected {
            if let view = indexByID[outlet.destination] {
                outlets[outlet.property] = .view(view)
            } else if let constant = layout.constant(ofConstraint: outlet.destination) {
                outlets[outlet.property] = .constraint(id: outlet.destination, constant: constant)
            } else if isView(outlet.destination) {
                outlets[outlet.property] = .outside
            }
        }
        return outlets
    }
}
