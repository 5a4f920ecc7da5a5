import InterfaceBuilder
import KeyboardAnalysis

/// What the pictures need of a document's views beyond their solved vertical frames:
/// where each lies across the screen, and the words it shows. Neither changes a finding.
enum ViewAppearance {
    /// Each view's extent across a screen `width` points wide, from the frames the document
    /// saved: kb-lsp solves the vertical constraints only. A view as wide as half its parent
    /// or more keeps its margins to both sides of it (a field pinned to the leading and
    /// trailing edges); a narrower one keeps its width and the side it is nearest to, or,
    /// in the middle third, its centre's place in the parent (a centred button). A view
    /// whose document saved no frame spans its parent. The root spans the screen.
    static func horizontalSpans(of screen: Screen, width: Double) -> [HorizontalSpan] {
        var spans: [HorizontalSpan] = []
        spans.reserveCapacity(screen.views.count)
        for view in screen.views {
            guard let parent = view.parent, parent < spans.count else {
                spans.append(HorizontalSpan(left: 0, width: max(0, width)))
                continue
            }
            let outer = spans[parent]
            guard let frame = view.savedFrame, let saved = screen.views[parent].savedFrame?.width, saved > 0 else {
                spans.append(outer)
                continue
            }
            spans.append(span(of: frame, savedParentWidth: saved, in: outer))
        }
        return spans
    }

    private static func span(of frame: SavedFrame, savedParentWidth saved: Double, in outer: HorizontalSpan) -> HorizontalSpan {
        let width = max(0, frame.width)
        if width * 2 >= saved {
            return HorizontalSpan(left: outer.left + frame.x, width: max(0, outer.width - (saved - width)))
        }
        let centre = (frame.x + width / 2) / saved
        let left: Double
        if centre < 1.0 / 3 {
            left = outer.left + frame.x
        } else if centre > 2.0 / 3 {
            left = outer.left + outer.width - (saved - frame.x)
        } else {
            left = outer.left + centre * outer.width - width / 2
        }
        return HorizontalSpan(left: left, width: width)
    }

    /// The words a view shows on Interface Builder's canvas, its first line: a label's or a
    /// field's text, else a field's placeholder; a button's title; a text view's text. Nil
    /// for the other kinds, which show none.
    static func shownText(of view: View, in tree: ElementTree) -> String? {
        let element = view.element
        let text: String?
        switch view.kind {
        case .label, .field:
            text = tree.attribute("text", of: element) ?? tree.attribute("placeholder", of: element)
        case .button:
            // A button with a configuration (Xcode 13 and later) shows its title; the normal
            // state's is then Xcode's placeholder, "Button".
            text = tree.firstChild(of: element, tag: "buttonConfiguration").flatMap { tree.attribute("title", of: $0) }
                ?? tree.firstChild(of: element, tag: "state", key: "normal").flatMap { tree.attribute("title", of: $0) }
        case .textarea:
            text = tree.firstChild(of: element, tag: "string", key: "text").flatMap { tree.text(of: $0) }
                ?? tree.attribute("text", of: element)
        case .scroll, .image, .view, .root:
            text = nil
        }
        guard let text else { return nil }
        let line = text.split(whereSeparator: \.isNewline).first ?? ""
        let trimmed = line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
