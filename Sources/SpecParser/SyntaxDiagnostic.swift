import Diagnostics

/// A problem found while reading a KBL file: KB100 and KB102–KB106
/// (docs/language.md#diagnostics). KB101 needs the device catalog and is reported by the
/// analysis. All of them are errors.
public struct SyntaxDiagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var range: SourceRange
    /// The message as data, worded when `message` is read.
    public private(set) var content: DiagnosticMessage

    public init(_ message: DiagnosticMessage, at range: SourceRange) {
        code = message.code
        self.range = range
        content = message
    }

    public var message: String { content.text }
}
