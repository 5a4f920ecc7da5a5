import SpecParser

/// The bottoms of the siblings placed so far, by name, for `below`: the latest sibling of
/// that name. A `below` nearly always names one of the last few siblings, which are
/// compared directly; the others are found through a table, built the first time one is
/// needed and then kept up to date, so that a long list costs linear time without every
/// list hashing its names.
struct SiblingBottoms {
    private static let recentCount = 8
    private var placed: [(name: String, bottom: Double)] = []
    private var table: [String: Double] = [:]
    /// How many of `placed` the table holds.
    private var tabled = 0

    init(capacity: Int) {
        placed.reserveCapacity(capacity)
    }

    mutating func add(_ name: String, bottom: Double) {
        placed.append((name, bottom))
    }

    mutating func bottom(of name: String) -> Double? {
        let stop = max(0, placed.count - Self.recentCount)
        var index = placed.count
        while index > stop {
            index -= 1
            if placed[index].name == name { return placed[index].bottom }
        }
        guard stop > 0 else { return nil }
        while tabled < placed.count {
            table[placed[tabled].name] = placed[tabled].bottom
            tabled += 1
        }
        return table[name]
    }
}

/// language.md#placement: lays out a screen's elements inside the safe area under the bars,
/// `[CT, SB]`, depth first, in document order.
enum Layout {
    /// Hands each element's header with its placement to `visit`, in that order, without
    /// collecting them. `bottom` ends the top-level box: the safe bottom `SB`, or for the
    /// keyboard-up layout of `avoid resize` `min(SB, KT)`.
    static func place(
        _ screen: ScreenDeclaration, in geometry: ScreenGeometry, bottom: Double? = nil,
        _ visit: (ElementHeader, PlacedElement) -> Void
    ) {
        let boxBottom = bottom ?? geometry.safeBottom
        place(screen.elements, parentTop: geometry.contentTop, parentHeight: boxBottom - geometry.contentTop,
              enclosure: Enclosure(), visit)
    }

    private static func place(
        _ siblings: [Element], parentTop: Double, parentHeight: Double, enclosure: Enclosure,
        _ visit: (ElementHeader, PlacedElement) -> Void
    ) {
        var bottoms = SiblingBottoms(capacity: siblings.count)
        // Through the array's buffer: each element is read in place, never copied.
        siblings.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                guard let element = elements.baseAddress?.advanced(by: index) else { break }
                let (top, height) = frame(of: element, parentTop: parentTop, parentHeight: parentHeight, siblingBottoms: &bottoms)
                let bottom = top + height
                if let name = elements[index].name?.text { bottoms.add(name, bottom: bottom) }
                let header = ElementHeader(
                    kind: elements[index].kind, name: elements[index].name?.text, nameRange: elements[index].name?.range,
                    title: elements[index].title,
                    kindRange: elements[index].kindRange, headerRange: elements[index].headerRange)
                visit(header, PlacedElement(top: top, bottom: bottom, enclosure: enclosure))
                guard !elements[index].children.isEmpty else { continue }
                var inner = enclosure
                if elements[index].kind == .scroll { inner.scrolls.append(VerticalFrame(top: top, bottom: bottom)) }
                if elements[index].kind == .view, elements[index].outlets != nil { inner.hasOutlets = true }
                inner.parentTop = top
                inner.parentName = elements[index].name?.text
                inner.depth += 1
                place(elements[index].children, parentTop: top, parentHeight: height, enclosure: inner, visit)
            }
        }
    }

    /// The table of language.md#placement: an element's top `y` and height `h` inside its
    /// parent's box. The element is read where it lies, field by field, never copied whole.
    static func frame(
        of element: UnsafePointer<Element>, parentTop: Double, parentHeight: Double, siblingBottoms: inout SiblingBottoms
    ) -> (top: Double, height: Double) {
        let parentBottom = parentTop + parentHeight
        let fixedHeight = element.pointee.height.map { $0.points(in: parentHeight) }
        let top: Double
        var height = fixedHeight
        if let topInset = element.pointee.top?.points(in: parentHeight) {
            top = parentTop + topInset
            if let bottomInset = element.pointee.bottom?.points(in: parentHeight) {
                height = parentHeight - topInset - bottomInset
            }
        } else if let bottomInset = element.pointee.bottom?.points(in: parentHeight) {
            top = parentBottom - bottomInset - (fixedHeight ?? 0)
        } else if let sibling = element.pointee.below?.sibling.text {
            let gap = element.pointee.below?.gap?.points(in: parentHeight) ?? 0
            top = (siblingBottoms.bottom(of: sibling) ?? parentTop) + gap
        } else if element.pointee.center != nil {
            top = parentTop + (parentHeight - (fixedHeight ?? 0)) / 2
        } else {
            // A container with neither position nor height fills its parent.
            top = parentTop
            height = fixedHeight ?? parentHeight
        }
        // A container placed by top or below without a height reaches its parent's bottom.
        let resolved = height ?? (element.pointee.kind.isContainer ? parentBottom - top : 0)
        return (top, max(0, resolved))
    }
}
