import SpecParser

public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case information
}

/// Every diagnostic code of language.md#diagnostics, with its default severity and a one-line summary.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Comparable {
    case covered = "KB001"
    case stillCovered = "KB002"
    case doesNotFit = "KB003"
    case missingOutlets = "KB004"
    case missingScroll = "KB005"
    case offScreen = "KB006"
    case syntax = "KB100"
    case unknownDevice = "KB101"
    case duplicateName = "KB102"
    case unknownSibling = "KB103"
    case missingOrConflicting = "KB104"
    case outOfRange = "KB105"
    case notAllowed = "KB106"

    public var defaultSeverity: Severity {
        switch self {
        case .covered, .stillCovered, .doesNotFit, .offScreen: return .warning
        default: return .error
        }
    }

    /// Whether this is a keyboard diagnostic (KB001–KB006), with a screen, an element, an
    /// orientation, an amount and a shift.
    public var isKeyboardFinding: Bool { rawValue < "KB100" }

    public var summary: String {
        switch self {
        case .covered: return "field covered by the keyboard and nothing moves it"
        case .stillCovered: return "the fraction heuristic leaves the field (partly) covered"
        case .doesNotFit: return "revealing the field pushes it above the visible top (it does not fit)"
        case .missingOutlets: return "'avoid shift' but no enclosing view with outlets"
        case .missingScroll: return "'avoid scroll' but no enclosing scroll"
        case .offScreen: return "element extends below the screen"
        case .syntax: return "syntax error"
        case .unknownDevice: return "unknown device"
        case .duplicateName: return "duplicate name"
        case .unknownSibling: return "'below' names no earlier sibling"
        case .missingOrConflicting: return "a required property missing, or properties in conflict"
        case .outOfRange: return "value out of range"
        case .notAllowed: return "property or block not allowed here"
        }
    }

    init(_ code: SyntaxDiagnostic.Code) {
        switch code {
        case .syntax: self = .syntax
        case .duplicateName: self = .duplicateName
        case .unknownSibling: self = .unknownSibling
        case .missingOrConflicting: self = .missingOrConflicting
        case .outOfRange: self = .outOfRange
        case .notAllowed: self = .notAllowed
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
