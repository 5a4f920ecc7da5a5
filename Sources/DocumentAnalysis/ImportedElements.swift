import DocumentLayout
import InterfaceBuilder

/// A screen's views as KBL elements (`kb-lsp import`): each with the kind KBL analyses as
/// the document's analysis does, placed in its parent from the solved frames.
struct ElementBuilder {
    let screen: Screen
    let tree: ElementTree
    let down: SolvedScreen
    /// The keyboard-up frames of `avoid resize`; nil for the other strategies.
    let up: SolvedScreen?
    /// The fields that cannot be placed in some orientation checked (KB301): not analysed.
    let unplaced: Set<Int>
    let viewWithOutlets: Int?
    let screenHeight: Double
    /// The views each view holds, in document order.
    private let children: [[Int]]

    init(screen: Screen, tree: ElementTree, down: SolvedScreen, up: SolvedScreen?, unplaced: Set<Int>, viewWithOutlets: Int?,
         screenHeight: Double) {
        self.screen = screen
        self.tree = tree
        self.down = down
        self.up = up
        self.unplaced = unplaced
        self.viewWithOutlets = viewWithOutlets
        self.screenHeight = screenHeight
        var children: [[Int]] = Array(repeating: [], count: screen.views.count)
        for (index, view) in screen.views.enumerated() {
            if let parent = view.parent, parent < index { children[parent].append(index) }
        }
        self.children = children
    }

    /// The screen's top-level elements, in the box under the bars: the root when it is a
    /// scroll (section 4), else the root's children.
    mutating func topLevel(down box: ImportedPlacement.Box, up upBox: ImportedPlacement.Box) -> [ImportedElement] {
        if screen.views.first?.kind == .scroll { return [element(0, down: box, up: upBox, insideScroll: false)] }
        return screen.views.isEmpty ? [] : elements(under: 0, down: box, up: upBox, insideScroll: false)
    }

    /// The elements placed in the box of `view`, its children; the children of a view KBL
    /// cannot give a block (a field) are written beside it.
    private mutating func elements(under view: Int, down box: ImportedPlacement.Box, up upBox: ImportedPlacement.Box,
                                   insideScroll: Bool) -> [ImportedElement] {
        var result: [ImportedElement] = []
        for child in children[view] {
            if kind(of: child).0.isContainer || children[child].isEmpty {
                result.append(element(child, down: box, up: upBox, insideScroll: insideScroll))
            } else {
                var leaf = element(child, down: box, up: upBox, insideScroll: insideScroll)
                leaf.notes.append("its views are written beside it: a \(leaf.kind) holds none in KBL")
                result.append(leaf)
                result += elements(under: child, down: box, up: upBox, insideScroll: insideScroll)
            }
        }
        return result
    }

    private mutating func element(_ index: Int, down box: ImportedPlacement.Box, up upBox: ImportedPlacement.Box,
                                  insideScroll: Bool) -> ImportedElement {
        let view = screen.views[index]
        let (kind, kindNote) = kind(of: index)
        var notes = kindNote.map { [$0] } ?? []
        var frame = down.frames[index]
        // KBL checks every element outside a scroll for KB006, the document only its shown
        // views and editable fields: the others are cut at the screen's bottom.
        if !DocumentScreenSource.isCheckedOffScreen(view, isPlaced: !unplaced.contains(index)), !kind.isEditable, !insideScroll,
           frame.bottom > screenHeight + ImportedPlacement.tolerance {
            let top = min(frame.top, screenHeight)
            frame = SolvedFrame(top: top, height: max(0, screenHeight - top))
            notes.append("cut at the screen's bottom: it is not checked for KB006 in the document")
        }
        let upFrame = up?.frames[index]
        let placement = ImportedPlacement.choose(for: frame, in: box, up: upFrame.map { ($0, upBox) })
        if placement.isClamped { notes.append("sticks out of its parent at both ends: fills it (KBL has no negative lengths)") }
        if let upFrame, !placement.frame(in: upBox).isClose(to: upFrame) {
            notes.append("its keyboard-up frame is not one KBL gives it")
        }
        var element = ImportedElement(kind: kind.word, name: view.name, title: title(of: view), placement: placement,
                                      hasOutlets: index == viewWithOutlets, line: tree.line(of: view.element), tag: view.tag,
                                      notes: notes)
        if kind.isContainer {
            let inner = placement.frame(in: box)
            let innerUp = placement.frame(in: upBox)
            element.children = elements(
                under: index, down: ImportedPlacement.Box(top: inner.top, bottom: inner.bottom),
                up: ImportedPlacement.Box(top: innerUp.top, bottom: innerUp.bottom), insideScroll: insideScroll || kind == .scroll)
        }
        return element
    }

    /// The KBL kind of a view, and why it is not section 4's when it is not.
    func kind(of index: Int) -> (ImportedKind, String?) {
        let view = screen.views[index]
        if index == viewWithOutlets { return (.view, view.kind == .view || view.kind == .root ? nil : "moved by its outlets: a view") }
        switch view.kind {
        case .field, .textarea:
            let kind: ImportedKind = view.kind == .field ? .field : .textarea
            if view.isAnalysed, !unplaced.contains(index) { return (kind, nil) }
            return (.label, "not analysed (disabled, hidden or not placed): a label")
        case .scroll: return (.scroll, nil)
        case .view, .root: return (.view, nil)
        case .label, .button, .image:
            let kind = ImportedKind(rawValue: view.kind.rawValue) ?? .view
            return children[index].isEmpty ? (kind, nil) : (.view, "holds views: a view")
        }
    }

    /// The title KBL shows: the placeholder, text or title the document gives the view.
    private func title(of view: View) -> String? {
        let text = ["placeholder", "text", "title"].lazy.compactMap { tree.attribute($0, of: view.element) }.first
        guard let text, !text.isEmpty, !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        return text
    }
}

/// The kinds an import writes.
enum ImportedKind: String, Sendable {
    case view, scroll, field, textarea, label, button, image

    var word: String { rawValue }
    var isContainer: Bool { self == .view || self == .scroll }
    var isEditable: Bool { self == .field || self == .textarea }
}
