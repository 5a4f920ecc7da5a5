import SpecParser

/// What encloses an element, as far as the strategies care.
struct Enclosure {
    /// The frame of the nearest enclosing `scroll`, if any.
    var nearestScroll: (top: Double, bottom: Double)?
    /// Whether some enclosing `view` declares `outlets`.
    var hasOutlets = false
    /// The top of the direct parent container; nil at the top level.
    var parentTop: Double?
    /// The direct parent container's name; nil at the top level.
    var parentName: String?
    /// How many containers enclose the element: 0 at the top level.
    var depth = 0
}

/// An element with its frame in one orientation.
struct PlacedElement {
    var element: Element
    var top: Double
    var bottom: Double
    var enclosure: Enclosure

    /// Where the field sits for code that reads `textField.frame` (seeds 001 and 003):
    /// relative to its direct parent, or to the screen's top for a top-level element.
    var frameY: Double { top - (enclosure.parentTop ?? 0) }
}

/// language.md#placement: lays out a screen's elements inside `[CT, Hs]`, depth first, in document order.
enum Layout {
    /// Hands each placed element to `visit`, in that order, without collecting them.
    static func place(_ screen: ScreenDeclaration, in geometry: ScreenGeometry, _ visit: (PlacedElement) -> Void) {
        place(screen.elements, parentTop: geometry.contentTop, parentHeight: geometry.contentHeight,
              enclosure: Enclosure(), visit)
    }

    private static func place(
        _ siblings: [Element], parentTop: Double, parentHeight: Double, enclosure: Enclosure,
        _ visit: (PlacedElement) -> Void
    ) {
        var bottoms: [String: Double] = [:]
        for element in siblings {
            let (top, height) = frame(of: element, parentTop: parentTop, parentHeight: parentHeight, siblingBottoms: bottoms)
            let bottom = top + height
            if let name = element.name?.text { bottoms[name] = bottom }
            visit(PlacedElement(element: element, top: top, bottom: bottom, enclosure: enclosure))
            guard !element.children.isEmpty else { continue }
            var inner = enclosure
            if element.kind == .scroll { inner.nearestScroll = (top, bottom) }
            if element.kind == .view, element.outlets != nil { inner.hasOutlets = true }
            inner.parentTop = top
            inner.parentName = element.name?.text
            inner.depth += 1
            place(element.children, parentTop: top, parentHeight: height, enclosure: inner, visit)
        }
    }

    /// The table of language.md#placement: an element's top `y` and height `h` inside its parent's box.
    static func frame(
        of element: Element, parentTop: Double, parentHeight: Double, siblingBottoms: [String: Double]
    ) -> (top: Double, height: Double) {
        let parentBottom = parentTop + parentHeight
        let fixedHeight = element.height.map { $0.points(in: parentHeight) }
        let top: Double
        var height = fixedHeight
        if let topInset = element.top?.points(in: parentHeight) {
            top = parentTop + topInset
            if let bottomInset = element.bottom?.points(in: parentHeight) {
                height = parentHeight - topInset - bottomInset
            }
        } else if let bottomInset = element.bottom?.points(in: parentHeight) {
            top = parentBottom - bottomInset - (fixedHeight ?? 0)
        } else if let below = element.below {
            let gap = below.gap?.points(in: parentHeight) ?? 0
            top = (siblingBottoms[below.sibling.text] ?? parentTop) + gap
        } else if element.center != nil {
            top = parentTop + (parentHeight - (fixedHeight ?? 0)) / 2
        } else {
            // A container with neither position nor height fills its parent.
            top = parentTop
            height = fixedHeight ?? parentHeight
        }
        // A container placed by top or below without a height reaches its parent's bottom.
        let resolved = height ?? (element.kind.isContainer ? parentBottom - top : 0)
        return (top, max(0, resolved))
    }
}
