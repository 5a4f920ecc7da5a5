import Diagnostics

/// The parser's state while it reads a file's tokens line by line: the blocks open, the
/// tree built so far and the problems found. Statements are read in
/// `Parser+Statements.swift` and `Parser+Elements.swift`, their values in
/// `Parser+Values.swift`, token texts in `ParserState+Text.swift`.
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
    /// The texts of recent short names (`ParserState+Text.swift`).
    var shortTexts = ShortTexts()

    init(tokens: [RawToken], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
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
