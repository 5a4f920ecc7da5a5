import SourceCode

/// Views the handlers move: the root (a slide), another view by its frame or transform,
/// or the root resized.
extension Evaluator {
    /// How far up `target = value` moves a view from where the keyboard-down layout has it:
    /// a transform's translation, or a frame, its origin or its centre given another top
    /// (a frame given another height too is not a move); nil when the reader cannot tell.
    mutating func shift(of index: Int, target: String, to value: Value) -> Quantity? {
        let view = screen.views[index]
        let top = downTop(of: index)
        switch target {
        case "transform", "layer.transform":
            return value.transformTranslation?.negated
        case "frame", "frame.origin", "frame.origin.y":
            if target == "frame", let height = value.geometricMember("height")?.number, abs(height.value - view.height) > 0.5 { return nil }
            guard let y = target == "frame.origin.y" ? value.number : value.geometricMember("y")?.number else { return nil }
            return Quantity.combine(Quantity(top), "-", y, top - y.value)
        case "center", "center.y":
            guard let y = target == "center.y" ? value.number : value.geometricMember("y")?.number else { return nil }
            let centre = top + view.height / 2
            return Quantity.combine(Quantity(centre), "-", y, centre - y.value)
        default:
            return nil
        }
    }

    /// A view's top in its parent (its content, for a scroll view) as the keyboard-down layout has it.
    func downTop(of index: Int) -> Double {
        let view = screen.views[index]
        return view.top - (view.parent.map { screen.views[$0].top + screen.views[$0].contentInset } ?? 0)
    }

    /// Whether `frame` keeps the view's own origin: the same top in its parent.
    mutating func keepsOrigin(of index: Int, in frame: Value) -> Bool {
        guard let top = frame.geometricMember("y")?.number?.value,
              let current = member("frame", of: .object(.view(index)), line: 0).geometricMember("y")?.number?.value else { return false }
        return abs(top - current) < 0.5
    }

    /// The root view given a height other than its own (`view.frame.size.height -= height`):
    /// code.md lists no such effect, so the reading stops.
    mutating func resizeRoot(to height: Quantity?, top: Double? = nil, words: String, line: Int) {
        let own = geometry.rootBottom - geometry.rootTop
        if let height, abs(height.value - own) < 0.5 { return }
        // Apple's old setViewMovedUp: moved up and made as much taller, its bottom where it
        // was: the screen's content slides by the move.
        if let height, abs((top ?? geometry.rootFrameTop - rootOffset.value) + height.value - (geometry.rootFrameTop + own)) < 0.5 { return }
        stop("it resizes the root view (\(words)), which kb-lsp does not model", line: line)
    }

    /// The root view moved: `frame`, `frame.origin.y`, `bounds.origin.y`, `center.y`, `transform`.
    mutating func slide(to value: Value, path: [String], words: String, line: Int) {
        let target = path.joined(separator: ".")
        let moved: Quantity?
        switch target {
        case "frame", "frame.origin", "frame.origin.y":
            let y = target == "frame.origin.y" ? value.number : value.geometricMember(target == "frame" ? "y" : "y")?.number
            moved = y.map { Quantity.combine(Quantity(geometry.rootFrameTop), "-", $0, geometry.rootFrameTop - $0.value) }
        case "bounds", "bounds.origin", "bounds.origin.y":
            moved = target == "bounds.origin.y" ? value.number : value.geometricMember("y")?.number
        case "center", "center.y":
            let y = target == "center.y" ? value.number : value.geometricMember("y")?.number
            let center = geometry.rootFrameTop + (geometry.rootBottom - geometry.rootTop) / 2
            moved = y.map { Quantity(center - $0.value, $0.isLiteral ? nil : "-(" + $0.words + ")") }
        default:
            guard case .transform(let ty) = value else { moved = nil; break }
            moved = Quantity(-ty.value, ty.isLiteral ? nil : "-(" + ty.words + ")")
        }
        guard let amount = require(moved, value, line: line) else { return }
        rootOffset = amount
        record(.slide, amount.value, words, line)
    }
}
