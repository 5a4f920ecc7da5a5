/// How serious a diagnostic is, before a project's `.kblint.json` changes it.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    case error
    case warning
    case information
}

/// Every diagnostic code kb-lsp reports (docs/language.md#diagnostics).
///
/// This file and the `Messages` files are the catalogue: a code's identity, default
/// severity and rule name are in the table below, its messages in `Messages.swift` (the
/// keyboard's), `Messages+Syntax.swift` (KB100) or `Messages+Declarations.swift`, and its title
/// and explanation in `Explanations/KBnnn.md`. Adding a code is a case here, its
/// messages, and its Markdown page.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Comparable {
    case covered = "KB001"
    case stillCovered = "KB002"
    case doesNotFit = "KB003"
    case missingOutlets = "KB004"
    case missingScroll = "KB005"
    case offScreen = "KB006"
    case misreadKeyboard = "KB007"
    case syntax = "KB100"
    case unknownDevice = "KB101"
    case duplicateName = "KB102"
    case unknownSibling = "KB103"
    case missingOrConflicting = "KB104"
    case outOfRange = "KB105"
    case notAllowed = "KB106"
    /// KB2xx: about kb-lsp's own comments rather than the screen or the spec.
    case unusedSuppression = "KB200"
    /// KB3xx: about an Interface Builder document (.storyboard, .xib) and its constraints.
    case unreadableDocument = "KB300"
    case unplacedField = "KB301"
    case unsatisfiableConstraints = "KB302"
    case unusablePart = "KB303"
    /// KB31x: about the app's keyboard code (code.md), reported on its Swift or Objective-C line.
    case codeNotUnderstood = "KB310"
    case observerNeverRuns = "KB311"

    /// What the catalogue knows of a code besides its messages.
    struct Entry {
        var severity: Severity
        /// PascalCase, for SARIF's rule name.
        var name: String
        /// The Markdown page of `Explanations/`, embedded in the binary.
        var page: [UInt8]
    }

    var entry: Entry {
        switch self {
        case .covered: Entry(severity: .warning, name: "CoveredByKeyboard", page: PackageResources.KB001_md)
        case .stillCovered: Entry(severity: .warning, name: "StillCoveredAfterSliding", page: PackageResources.KB002_md)
        case .doesNotFit: Entry(severity: .warning, name: "DoesNotFitAboveKeyboard", page: PackageResources.KB003_md)
        case .missingOutlets: Entry(severity: .error, name: "MissingConstraintOutlets", page: PackageResources.KB004_md)
        case .missingScroll: Entry(severity: .error, name: "MissingScrollContainer", page: PackageResources.KB005_md)
        case .offScreen: Entry(severity: .warning, name: "ExtendsBelowScreen", page: PackageResources.KB006_md)
        case .misreadKeyboard: Entry(severity: .warning, name: "LandscapeKeyboardMisread", page: PackageResources.KB007_md)
        case .syntax: Entry(severity: .error, name: "SyntaxError", page: PackageResources.KB100_md)
        case .unknownDevice: Entry(severity: .error, name: "UnknownDevice", page: PackageResources.KB101_md)
        case .duplicateName: Entry(severity: .error, name: "DuplicateName", page: PackageResources.KB102_md)
        case .unknownSibling: Entry(severity: .error, name: "UnknownSibling", page: PackageResources.KB103_md)
        case .missingOrConflicting: Entry(severity: .error, name: "MissingOrConflictingProperty", page: PackageResources.KB104_md)
        case .outOfRange: Entry(severity: .error, name: "ValueOutOfRange", page: PackageResources.KB105_md)
        case .notAllowed: Entry(severity: .error, name: "NotAllowedHere", page: PackageResources.KB106_md)
        case .unusedSuppression: Entry(severity: .warning, name: "UnusedOrUnknownSuppression", page: PackageResources.KB200_md)
        case .unreadableDocument: Entry(severity: .error, name: "UnreadableInterfaceBuilderDocument", page: PackageResources.KB300_md)
        case .unplacedField: Entry(severity: .warning, name: "FieldCannotBePlaced", page: PackageResources.KB301_md)
        case .unsatisfiableConstraints: Entry(severity: .warning, name: "UnsatisfiableConstraints", page: PackageResources.KB302_md)
        case .unusablePart: Entry(severity: .warning, name: "UnusableDocumentPart", page: PackageResources.KB303_md)
        case .codeNotUnderstood: Entry(severity: .information, name: "KeyboardCodeNotUnderstood", page: PackageResources.KB310_md)
        case .observerNeverRuns: Entry(severity: .warning, name: "KeyboardObserverNeverRuns", page: PackageResources.KB311_md)
        }
    }

    public var defaultSeverity: Severity { entry.severity }

    /// The code's number (KB106 is 106): codes compare as their numbers do.
    public var number: Int {
        switch self {
        case .covered: 1
        case .stillCovered: 2
        case .doesNotFit: 3
        case .missingOutlets: 4
        case .missingScroll: 5
        case .offScreen: 6
        case .misreadKeyboard: 7
        case .syntax: 100
        case .unknownDevice: 101
        case .duplicateName: 102
        case .unknownSibling: 103
        case .missingOrConflicting: 104
        case .outOfRange: 105
        case .notAllowed: 106
        case .unusedSuppression: 200
        case .unreadableDocument: 300
        case .unplacedField: 301
        case .unsatisfiableConstraints: 302
        case .unusablePart: 303
        case .codeNotUnderstood: 310
        case .observerNeverRuns: 311
        }
    }

    /// Whether this is a keyboard diagnostic (KB001–KB007), with a screen, an orientation
    /// and an amount (and for KB001–KB006 an element and a shift).
    public var isKeyboardFinding: Bool { rawValue < "KB100" }

    /// KB001–KB005: the field stays (partly) hidden, by the keyboard or above the visible top.
    public var isHidingField: Bool { rawValue >= "KB001" && rawValue <= "KB005" }

    /// Whether a `# kb-lsp: ignore` comment may silence it: every code of KBL files but
    /// KB200, which reports those comments (`.kblint.json` can still turn it off). KB3xx are
    /// found in Interface Builder documents, which have no such comments: a baseline or the
    /// configuration silences them.
    public var isSuppressible: Bool { self != .unusedSuppression && !isAboutDocuments && !isAboutCode }

    /// KB300–KB303: about an Interface Builder document; their examples are documents, not KBL.
    public var isAboutDocuments: Bool { rawValue >= "KB300" && rawValue < "KB310" }

    /// KB310–KB311: about the app's Swift or Objective-C keyboard code; their examples are code.
    public var isAboutCode: Bool { rawValue >= "KB310" }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
