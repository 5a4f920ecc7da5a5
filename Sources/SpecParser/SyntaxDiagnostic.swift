/// A problem found while reading a KBL file: KB100–KB106 of language.md#diagnostics except KB101, which
/// needs the device catalog and is reported by the analysis.
///
/// All of them are errors.
public struct SyntaxDiagnostic: Sendable, Hashable {
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// KB100: syntax error.
        case syntax = "KB100"
        /// KB102: a duplicate name.
        case duplicateName = "KB102"
        /// KB103: `below` names no earlier sibling.
        case unknownSibling = "KB103"
        /// KB104: a required property is missing, or properties conflict.
        case missingOrConflicting = "KB104"
        /// KB105: a value out of range.
        case outOfRange = "KB105"
        /// KB106: a property or block not allowed here.
        case notAllowed = "KB106"
    }

    public var code: Code
    public var range: SourceRange
    public var message: String

    public init(_ code: Code, at range: SourceRange, _ message: String) {
        self.code = code
        self.range = range
        self.message = message
    }
}
