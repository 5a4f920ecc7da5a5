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
    /// The message as data, worded when `message` is read.
    private var content: DiagnosticMessage
    /// Present on KB001–KB006.
    public var keyboard: KeyboardFinding?

    public init(_ message: DiagnosticMessage, at range: SourceRange, keyboard: KeyboardFinding? = nil) {
        code = message.code
        severity = code.defaultSeverity
        self.range = range
        content = message
        self.keyboard = keyboard
    }

    public var message: String { content.text }

    init(_ syntax: SyntaxDiagnostic) {
        code = syntax.code
        severity = code.defaultSeverity
        range = syntax.range
        content = syntax.content
    }

    /// Each code's place in the order of codes (`DiagnosticCode`'s `<`), for sorting
    /// without comparing strings.
    private static let codeRanks: [DiagnosticCode: Int] = Dictionary(
        uniqueKeysWithValues: DiagnosticCode.allCases.sorted().enumerated().map { ($1, $0) })

    /// `diagnostics` in the order of language.md#json-output-of-kb-lsp-lint: position, then
    /// code, then orientation (portrait first); equal ones keep their order. Sorts small
    /// keys, then moves each diagnostic once.
    static func sortedInReportingOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var keys: [(Int, Int, Int, Int)] = []
        keys.reserveCapacity(diagnostics.count)
        var isSorted = true
        // Neighbours mostly share a code: its rank is looked up again only when it changes.
        var code = diagnostics.first?.code
        var rank = code.flatMap { codeRanks[$0] } ?? 0
        for (index, diagnostic) in diagnostics.enumerated() {
            if diagnostic.code != code {
                code = diagnostic.code
                rank = codeRanks[diagnostic.code] ?? 0
            }
            let key = (diagnostic.range.start, rank,
                       diagnostic.keyboard?.orientation == .landscape ? 1 : 0, index)
            if let last = keys.last, key < last { isSorted = false }
            keys.append(key)
        }
        if isSorted { return diagnostics }
        keys.sort { $0 < $1 }
        return keys.map { diagnostics[$0.3] }
    }
}
