import Diagnostics

/// The result of parsing: a tree for everything that could be read, and the problems found.
public struct ParseResult: Sendable {
    public var file: SpecFile
    /// KB100 and KB102–KB106, sorted by position.
    public var diagnostics: [SyntaxDiagnostic]
    /// The `# kb-lsp: …` comments, in source order (language.md#suppressions).
    public var suppressions: [Suppression] = []
}

/// The error-tolerant KBL parser (language.md#lexical-structure and #grammar).
///
/// Parsing never fails. KBL is line-oriented, so after a syntax error the parser drops the
/// rest of that line, keeps the braces of the line balanced, and carries on with the next.
public enum Parser {
    /// The deepest nesting of blocks read (a screen is the first level): a container's
    /// block deeper than this is KB100 and its contents are skipped. Real screens nest a
    /// few levels; the bound keeps every walk over the tree (layout, symbols, folding, the
    /// checks) within a thread's stack, however deep a hostile file nests.
    public static let maximumNesting = 100

    /// The largest file read, in bytes (4 MiB, over a hundred thousand lines): a larger one
    /// is one KB100 at its start and nothing else, so that one huge file costs neither
    /// the time nor the memory of its tokens.
    public static let maximumSize = 4 << 20

    /// The largest number KBL accepts (KB105 beyond it): far beyond any real screen, small
    /// enough that every computation stays finite and exact to the hundredth. Numbers from
    /// elsewhere (`.kblint.json`) get the same bound.
    public static let largestNumber = 1_000_000.0

    /// What a file of `size` bytes, over `maximumSize`, parses to: one KB100 at its start
    /// and nothing else. For readers that refuse such a file from its size, unread.
    public static func tooLarge(size: Int) -> ParseResult {
        let tooLarge = SyntaxDiagnostic(.documentTooLarge(bytes: size, limit: maximumSize), at: SourceRange(0, 0))
        return ParseResult(file: SpecFile(), diagnostics: [tooLarge])
    }

    /// Parses KBL source text.
    public static func parse(_ text: String) -> ParseResult {
        parse(utf8: Array(text.utf8))
    }

    /// Parses KBL source bytes; bytes that are not valid UTF-8 are reported as KB100.
    public static func parse(utf8 bytes: [UInt8]) -> ParseResult {
        guard bytes.count <= maximumSize else { return tooLarge(size: bytes.count) }
        let (tokens, lexerDiagnostics, comments) = Lexer.tokenize(bytes)
        var readingDiagnostics = lexerDiagnostics
        if let bad = firstInvalidUTF8Sequence(in: bytes),
           !lexerDiagnostics.contains(where: { $0.range.contains(bad) }) {
            readingDiagnostics.append(SyntaxDiagnostic(.invalidUTF8, at: bad))
        }
        var state = ParserState(tokens: tokens, bytes: bytes)
        state.diagnostics = readingDiagnostics
        state.run()
        if state.leftBlocksOpen {
            // A `}` is missing. The indentation usually says where: parse again, ending a
            // block where a line goes back to its header's indentation, so that the error
            // is at the block left open and what follows parses as meant.
            var indented = ParserState(tokens: tokens, bytes: bytes)
            indented.diagnostics = readingDiagnostics
            indented.closesByIndentation = true
            indented.run()
            state = indented
        }
        var diagnostics = state.diagnostics
        diagnostics += Checker.check(state.file, syntaxErrors: diagnostics)
        diagnostics.sort { ($0.range.start, $0.code.rawValue) < ($1.range.start, $1.code.rawValue) }
        return ParseResult(file: state.file, diagnostics: diagnostics,
                           suppressions: Suppression.scan(comments, tokens: tokens, in: bytes))
    }
}
