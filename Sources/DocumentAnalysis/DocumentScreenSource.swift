import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser

/// A document's screen as the keyboard analysis sees it (ib.md section 7): its views as
/// elements, at the frames DocumentLayout solved for each orientation on one device, with
/// the keyboard down and, for `avoid resize`, up.
struct DocumentScreenSource: ScreenLayoutSource {
    let screen: Screen
    let tree: ElementTree
    /// The elements: every view but the root, and the root too when it is a scroll.
    let elements: [Int]
    /// The view whose constraint outlets `avoid shift` moves (rule 5), if any.
    let viewWithOutlets: Int?
    /// Views that cannot be placed (KB301): not analysed.
    var unplaced: Set<Int>
    /// The solved frames per orientation, keyboard down and up.
    var layouts: [Orientation: (down: SolvedScreen, up: SolvedScreen?)] = [:]
    /// The words each view shows (`ViewAppearance.shownText`), by view index; empty when
    /// the reports need none.
    private let shownTexts: [String?]

    init(screen: Screen, tree: ElementTree, viewWithOutlets: Int?, unplaced: Set<Int>, shownTexts: [String?] = []) {
        self.screen = screen
        self.tree = tree
        self.viewWithOutlets = viewWithOutlets
        self.unplaced = unplaced
        elements = screen.views.indices.filter { $0 != 0 || screen.views[0].kind == .scroll }
        self.shownTexts = shownTexts
    }

    var reportCount: Int { elements.count }

    /// The range of a view's tag name: where its findings go.
    func range(of view: Int) -> SourceRange {
        let name = tree.nameRange(of: screen.views[view].element)
        return SourceRange(name.lowerBound, name.upperBound)
    }

    static func kind(of view: View) -> ElementKind {
        switch view.kind {
        case .field: .field
        case .textarea: .textarea
        case .scroll: .scroll
        case .label: .label
        case .button: .button
        case .image: .image
        case .view, .root: .view
        }
    }

    func place(in geometry: ScreenGeometry, keyboardUp: Bool, _ visit: (ElementHeader, PlacedElement) -> Void) {
        guard let layout = layouts[geometry.orientation] else { return }
        let frames = (keyboardUp ? layout.up ?? layout.down : layout.down).frames
        let spans = ViewAppearance.horizontalSpans(of: screen, width: geometry.screenWidth)
        // The enclosure of each element, built from its parent's in document order.
        var enclosures: [Enclosure?] = Array(repeating: nil, count: screen.views.count)
        let rootIsElement = screen.views[0].kind == .scroll
        for index in elements {
            let view = screen.views[index]
            var enclosure = Enclosure()
            if let parent = view.parent, parent != 0 || rootIsElement, let outer = enclosures[parent] {
                enclosure = outer
                enclosure.parentTop = frames[parent].top
                enclosure.parentName = screen.views[parent].name
                enclosure.depth += 1
                if screen.views[parent].kind == .scroll {
                    enclosure.scrolls.append(VerticalFrame(top: frames[parent].top, bottom: frames[parent].bottom))
                }
                if parent == viewWithOutlets { enclosure.hasOutlets = true }
            }
            enclosures[index] = enclosure
            let range = range(of: index)
            // A view not installed in this geometry is not on the screen.
            let isThere = !unplaced.contains(index) && !layout.down.uninstalled.contains(index)
            let analysed = view.isAnalysed && isThere
            let checkedOffScreen = Self.isCheckedOffScreen(view, isPlaced: isThere)
            let header = ElementHeader(kind: Self.kind(of: view), name: view.name, nameRange: range, title: index < shownTexts.count ? shownTexts[index] : nil, kindRange: range,
                                       headerRange: range, kindWord: view.tag, isAnalysed: analysed, isCheckedOffScreen: checkedOffScreen)
            visit(header, PlacedElement(top: frames[index].top, bottom: frames[index].bottom, enclosure: enclosure,
                                        horizontal: spans[index]))
        }
    }

    /// Whether KB006 looks at a view: every view section 4 analyses — a label or a button as
    /// much as a field — but not a hidden one, nor a field or text view that cannot be
    /// edited, nor one that could not be placed.
    static func isCheckedOffScreen(_ view: View, isPlaced: Bool) -> Bool {
        guard isPlaced else { return false }
        return view.kind == .field || view.kind == .textarea ? view.isAnalysed : !view.isInsideHidden
    }
}
