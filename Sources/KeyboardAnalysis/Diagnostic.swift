import Diagnostics
import SpecParser

/// What a keyboard diagnostic (KB001–KB006) is about.
public struct KeyboardFinding: Sendable, Hashable {
    public var screen: String
    /// The element (KB001–KB006); nil for a finding about the whole screen (KB007).
    public var element: String?
    public var orientation: Orientation
    /// The amount in points the message names (overlap, overflow, the height the code
    /// reads for KB007).
    public var amount: Double
    /// The field's computed shift in this orientation (0 for elements that are not
    /// fields); nil for KB007.
    public var shift: Double?
}

/// A problem in a KBL file, in editor-neutral terms: byte ranges, no LSP.
public struct Diagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var range: SourceRange
    public var message: String
    /// Present on KB001–KB006.
    public var keyboard: KeyboardFinding?

    public init(_ message: DiagnosticMessage, at range: SourceRange, keyboard: KeyboardFinding? = nil) {
        code = message.code
        severity = code.defaultSeverity
        self.range = range
        self.message = message.text
        self.keyboard = keyboard
    }

    init(_ syntax: SyntaxDiagnostic) {
        code = syntax.code
        severity = code.defaultSeverity
        range = syntax.range
        message = syntax.message
    }

    /// The order of language.md#json-output-of-kb-lsp-lint: position, then code, then orientation (portrait first).
    static func inReportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        let left = lhs.keyboard?.orientation == .landscape ? 1 : 0
        let right = rhs.keyboard?.orientation == .landscape ? 1 : 0
        return left < right
    }
}
