import KeyboardAnalysis

/// How an editable field ends up with the keyboard up, as the pictures colour it.
public enum FieldState: String, Sendable, Hashable, CaseIterable {
    /// Not covered, and nothing the code does hides it.
    case clear
    /// Still (partly) under the keyboard once the strategy ran: KB001, KB002, KB004, KB005.
    case covered
    /// Moved so far that its top leaves the visible band: KB003 (when it is not also covered).
    case pushedAboveTop
    /// Covered by the keyboard, and the strategy moves it wholly into view.
    case fixed

    /// The state of a field from the engine's outcome; the engine decides, nothing is recomputed.
    public init(_ outcome: FieldOutcome) {
        if outcome.remainingOverlap > 0 {
            self = .covered
        } else if outcome.aboveVisibleTop > 0 {
            self = .pushedAboveTop
        } else if outcome.isCovered {
            self = .fixed
        } else {
            self = .clear
        }
    }

    /// The words of the legend.
    public var label: String {
        switch self {
        case .clear: return "clear of the keyboard"
        case .covered: return "covered by the keyboard"
        case .pushedAboveTop: return "pushed above the visible top"
        case .fixed: return "covered, moved into view"
        }
    }

    /// The CSS class of its shapes.
    var cssClass: String {
        switch self {
        case .clear: return "f-clear"
        case .covered: return "f-covered"
        case .pushedAboveTop: return "f-above"
        case .fixed: return "f-fixed"
        }
    }
}
