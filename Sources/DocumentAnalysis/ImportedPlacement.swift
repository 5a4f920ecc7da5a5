import DocumentLayout

/// How `kb-lsp import` places an element in its parent box: KBL's vertical positions
/// (language.md#placement) that need no sign, since KBL has no negative lengths.
enum ImportedPlacement: Equatable, Sendable {
    /// `top T height H`.
    case top(Double, height: Double)
    /// `bottom B height H`.
    case bottom(Double, height: Double)
    /// `top T bottom B`: the height is what the parent leaves.
    case fill(top: Double, bottom: Double)

    /// A parent box, `[top, bottom]` in screen coordinates.
    struct Box: Equatable, Sendable {
        var top: Double
        var bottom: Double
    }

    /// How far two frames may differ and still be the same frame: the solver's rounding.
    static let tolerance = 1e-4

    /// The frame KBL gives an element placed so in `box`.
    func frame(in box: Box) -> SolvedFrame {
        switch self {
        case .top(let top, let height): SolvedFrame(top: box.top + top, height: height)
        case .bottom(let bottom, let height): SolvedFrame(top: box.bottom - bottom - height, height: height)
        case .fill(let top, let bottom): SolvedFrame(top: box.top + top, height: max(0, box.bottom - box.top - top - bottom))
        }
    }

    /// Whether the placement had to move the frame: it sticks out of its parent at both ends.
    var isClamped: Bool { self == .fill(top: 0, bottom: 0) }

    /// The placement of an element whose frame is `down` in `box`: from the top when it
    /// starts inside the box, else from the bottom when it ends inside it, else filling
    /// the box. With `up` (`avoid resize`, whose KBL screen is laid out again in a shorter
    /// box with the keyboard up), the first of those that also gives the keyboard-up frame.
    static func choose(for down: SolvedFrame, in box: Box, up: (frame: SolvedFrame, box: Box)? = nil) -> ImportedPlacement {
        let fromTop = down.top - box.top
        let fromBottom = box.bottom - down.bottom
        var candidates: [ImportedPlacement] = []
        if fromTop > -tolerance { candidates.append(.top(max(0, fromTop), height: down.height)) }
        if fromBottom > -tolerance { candidates.append(.bottom(max(0, fromBottom), height: down.height)) }
        if fromTop > -tolerance, fromBottom > -tolerance { candidates.append(.fill(top: max(0, fromTop), bottom: max(0, fromBottom))) }
        if let up, let same = candidates.first(where: { $0.frame(in: up.box).isClose(to: up.frame) }) { return same }
        return candidates.first ?? .fill(top: 0, bottom: 0)
    }
}

extension SolvedFrame {
    /// The same frame, within the solver's rounding.
    func isClose(to other: SolvedFrame) -> Bool {
        abs(top - other.top) < ImportedPlacement.tolerance && abs(height - other.height) < ImportedPlacement.tolerance
    }
}
