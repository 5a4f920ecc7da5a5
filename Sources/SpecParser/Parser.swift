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

/// A block opened by `{` whose closing brace has not been seen yet.
struct OpenBlock {
    enum Content {
        case device(DeviceDeclaration)
        case screen(ScreenDeclaration)
        case element(Element)
        /// The block of a line that could not be understood: its lines are skipped.
        case skipped
    }

    /// The node, without the elements of its block: those are in `children` while it is open.
    var content: Content
    var opening: SourceRange
    /// The elements of the block read so far: kept apart from the node, so that adding one
    /// touches neither the node nor the elements before it.
    var children: [Element] = []
    /// The indentation (in bytes) of the line that opened the block, and of its first line
    /// of content: where the block's own lines start.
    var headerIndentation = 0
    var childIndentation: Int?

    /// The node with the elements read so far.
    var node: Content {
        switch content {
        case .screen(var screen):
            screen.elements = children
            return .screen(screen)
        case .element(var element):
            element.children = children
            return .element(element)
        case .device, .skipped:
            return content
        }
    }
}

struct ParserState {
    let tokens: [RawToken]
    /// The source the tokens were read from.
    let bytes: [UInt8]
    var file = SpecFile()
    var diagnostics: [SyntaxDiagnostic] = []
    var blocks: [OpenBlock] = []
    /// Set once the current line has had a syntax error: the rest of it is not read.
    var lineFailed = false
    /// Whether blocks were still open at the end of the tokens (a `}` is missing).
    private(set) var leftBlocksOpen = false
    /// Whether a line indented no deeper than an open block's header, and less than the
    /// block's own lines, ends that block (a second parse, once a `}` is known missing).
    var closesByIndentation = false
    /// The 1-based number of the line being read.
    var lineNumber = 0

    init(tokens: [RawToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
    }

    /// The texts of recent short names, by their bytes: names repeat (`title`, `input3`,
    /// a sibling named by `below`), and a copy of a short string is cheaper than decoding
    /// it again.
    private var shortTexts = [(bytes: UInt64, count: Int, text: String)?](repeating: nil, count: 256)

    /// A token's source text.
    mutating func text(_ token: RawToken) -> String {
        let start = token.range.start
        let end = min(token.range.end, bytes.count)
        guard end > start, end - start <= 8 else {
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var key: UInt64 = 0
        for index in start..<end { key = key << 8 | UInt64(bytes[index]) }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
        if let short = shortTexts[slot], short.bytes == key, short.count == end - start { return short.text }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        shortTexts[slot] = (key, end - start, text)
        return text
    }

    /// The value of a `.string` token, its quotes removed and escapes resolved.
    mutating func stringValue(_ token: RawToken) -> String? {
        let end = min(token.range.end, bytes.count)
        let plain = bytes.withUnsafeBufferPointer {
            Token.plainStringValue(utf8: UnsafeBufferPointer(rebasing: $0[token.range.start..<end]))
        }
        return plain ?? Token.stringValue(of: text(token))
    }

    /// A short description of a token for messages: `'top'`, `'{'`, `end of line`.
    func quoted(_ token: RawToken) -> String {
        Token(token, in: bytes).quoted
    }

    mutating func run() {
        var lineStart = 0
        for index in tokens.indices where tokens[index].kind == .endOfLine {
            lineNumber += 1
            parseLine(tokens[lineStart..<index])
            lineStart = index + 1
        }
        let end = tokens.last?.range.end ?? 0
        leftBlocksOpen = !blocks.isEmpty
        while let block = blocks.last {
            report(.unclosedBrace, at: block.opening)
            close(at: SourceRange(end, end))
        }
    }

    /// Reads one line: an optional statement, an optional `{` ending it, then any `}`s.
    mutating func parseLine(_ line: ArraySlice<RawToken>) {
        guard let first = line.first else { return }
        lineFailed = false
        // Indentation matters only on the second parse, once a `}` is known missing.
        guard closesByIndentation, first.kind != .closeBrace else { return parseBody(line) }
        let indentation = indentation(before: first.range.start)
        closeBlocksEnded(byIndentation: indentation, at: first.range.start)
        if let last = blocks.indices.last, blocks[last].childIndentation == nil { blocks[last].childIndentation = indentation }
        let open = blocks.count
        parseBody(line)
        if blocks.count > open { blocks[blocks.count - 1].headerIndentation = indentation }
    }

    private mutating func parseBody(_ line: ArraySlice<RawToken>) {
        guard let first = line.first else { return }
        if first.kind == .closeBrace {
            for token in line {
                guard token.kind == .closeBrace else {
                    if token.kind != .invalid {
                        syntaxError(.unexpected(quoted(token), after: "}"), at: token.range)
                    }
                    return
                }
                close(at: token.range)
            }
            return
        }
        var bodyEnd = line.endIndex
        while bodyEnd > line.startIndex, tokens[bodyEnd - 1].kind == .closeBrace { bodyEnd -= 1 }
        let body = line[line.startIndex..<bodyEnd]
        let closers = line[bodyEnd...]
        let openIndex = body.firstIndex { $0.kind == .openBrace }
        let statement = body[body.startIndex..<(openIndex ?? body.endIndex)]
        let opening = openIndex.map { tokens[$0].range }

        if statement.isEmpty, let opening {
            syntaxError(.braceNotEndingHeader, at: opening)
            blocks.append(OpenBlock(content: .skipped, opening: opening))
        } else {
            parseStatement(TokenCursor(statement), opening: opening)
        }
        if let openIndex, openIndex + 1 < body.endIndex, !lineFailed {
            let extra = tokens[openIndex + 1]
            if extra.kind != .invalid {
                syntaxError(.braceNotEndingLine(before: quoted(extra)), at: extra.range)
            }
        }
        for closer in closers { close(at: closer.range) }
    }

    mutating func parseStatement(_ cursor: TokenCursor, opening: SourceRange?) {
        var cursor = cursor
        guard let keyword = cursor.peek, keyword.kind == .name else {
            if let token = cursor.peek, token.kind != .invalid {
                syntaxError(.expectedKeyword(found: quoted(token)), at: token.range)
            }
            skipBlock(opening)
            return
        }
        switch blocks.last?.content {
        case nil: parseTopLevel(&cursor, opening: opening)
        case .device: parseDeviceProperty(&cursor, opening: opening)
        case .screen: parseScreenStatement(&cursor, opening: opening)
        case .element: parseContainerStatement(&cursor, opening: opening)
        case .skipped: skipBlock(opening)
        }
    }

    /// Opens a block whose lines are not read, so that its braces still balance.
    mutating func skipBlock(_ opening: SourceRange?) {
        if let opening { blocks.append(OpenBlock(content: .skipped, opening: opening)) }
    }

    /// Closes the innermost block and hands its node to the enclosing one.
    mutating func close(at closer: SourceRange) {
        guard let block = blocks.popLast() else {
            syntaxError(.unmatchedBrace, at: closer)
            return
        }
        switch block.content {
        case .device(var device):
            device.range.end = closer.end
            file.devices.append(device)
        case .screen(var screen):
            screen.range.end = closer.end
            screen.elements = block.children
            file.screens.append(screen)
        case .element(var element):
            element.range.end = closer.end
            element.children = block.children
            attach(element)
        case .skipped:
            break
        }
    }

    /// Adds a finished element to the innermost open screen or container.
    mutating func attach(_ element: consuming Element) {
        guard let index = blocks.indices.last else { return }
        switch blocks[index].content {
        case .screen, .element:
            blocks[index].children.append(element)
        case .device, .skipped:
            break
        }
    }

    mutating func report(_ message: DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(SyntaxDiagnostic(message, at: range))
    }

    /// Reports a syntax error (KB100) and gives up on the rest of the line.
    mutating func syntaxError(_ message: DiagnosticMessage, at range: SourceRange) {
        guard !lineFailed else { return }
        lineFailed = true
        report(message, at: range)
    }
}
