import SpecParser

extension FixPlanner {
    /// Wraps every top-level element of the screen in `scroll content { … }` or
    /// `view content outlets { … }` and sets the matching strategy (language.md#quick-fixes).
    ///
    /// The wrapper starts on the line of the first top-level element, or of the comment
    /// lines right above it, and ends after the last one. What it wraps moves one
    /// indentation unit deeper; blank lines stay as they are. Property lines between top-level elements move, unchanged, above the wrapper
    /// (an `avoid` line among them is rewritten on the way).
    func wrapTopLevelElements(in kind: ElementKind) -> [SourceEdit] {
        guard let first = screen.elements.first, let last = screen.elements.last else { return [] }
        let strategy: any KeyboardStrategy.Type = kind == .scroll ? scrollStrategy : ShiftStrategy.self
        let firstLine = text.line(containing: first.range.start)
        let lastLine = text.line(containing: max(last.range.start, last.range.end - 1))
        let headerLine = text.line(containing: screen.keywordRange.start)
        var startLine = firstLine
        while startLine - 1 > headerLine, text.isCommentLine(startLine - 1) { startLine -= 1 }
        var elementLines: Set<Int> = []
        for element in screen.elements {
            let end = text.line(containing: max(element.range.start, element.range.end - 1))
            elementLines.formUnion(text.line(containing: element.range.start)...max(end, text.line(containing: element.range.start)))
        }
        let unit = indentationUnit()
        let indentation = text.indentation(of: firstLine)
        var moved = ""
        var avoidMoved = false
        var lineEdits: [SourceEdit] = []
        for line in startLine...max(firstLine, lastLine) {
            if !elementLines.contains(line), text.isPropertyLine(line) {
                let whole = text.fullRange(of: line)
                var statement = text.string(in: whole)
                if let avoid = screen.avoid, whole.contains(avoid.range) {
                    avoidMoved = true
                    if avoid.strategy?.text != strategy.name {
                        statement = text.string(in: SourceRange(whole.start, avoid.range.start)) + avoidStatement(strategy)
                            + text.string(in: SourceRange(avoid.range.end, whole.end))
                    }
                }
                if !text.hasTerminator(line) { statement += text.newline }
                moved += statement
                lineEdits.append(SourceEdit(range: whole, newText: ""))
            } else if !text.isBlankLine(line) {
                let end = text.indentationEnd(of: line)
                lineEdits.append(SourceEdit(range: SourceRange(end, end), newText: unit))
            }
        }
        let flag = kind == .view ? " outlets" : ""
        let start = text.start(of: startLine)
        let header = SourceEdit(
            range: SourceRange(start, start),
            newText: moved + indentation + "\(kind.rawValue) \(wrapperName())\(flag) {" + text.newline)
        // The screen's own edits go first: an `avoid` line added right after the screen's
        // header line lands where the wrapper starts, and must come before it.
        var edits = avoidMoved ? [] : strategyEdits(strategy)
        edits.append(header)
        edits += lineEdits
        edits.append(closingBrace(after: last, onLine: lastLine, indentation: indentation))
        return edits
    }

    /// The wrapper's `}`: on a line of its own after the last element, or, when the last
    /// element's line also closes the screen (`field f top 1 height 2 }`), right after it.
    private func closingBrace(after last: Element, onLine line: Int, indentation: String) -> SourceEdit {
        let rest = text.string(in: SourceRange(last.range.end, text.contentEnd(of: line)))
        if rest.drop(while: { $0 == " " || $0 == "\t" }).first == "}" {
            return SourceEdit(range: SourceRange(last.range.end, last.range.end), newText: " }")
        }
        return text.insertLine(after: line, indentation: indentation, "}")
    }

    /// `content`, or `content2`, `content3`… when an element of the screen has that name.
    func wrapperName() -> String {
        var names: Set<String> = []
        func collect(_ elements: [Element]) {
            for element in elements {
                if let name = element.name { names.insert(name.text) }
                collect(element.children)
            }
        }
        collect(screen.elements)
        guard names.contains("content") else { return "content" }
        var suffix = 2
        while names.contains("content\(suffix)") { suffix += 1 }
        return "content\(suffix)"
    }

    /// The file's indentation step, read from the screen: the smallest extra indentation of
    /// a line nested one level deeper than the line of its screen or container. Without
    /// one, a tab if the screen's lines are indented with tabs, else two spaces.
    func indentationUnit() -> String {
        var steps: [String] = []
        func visit(_ elements: [Element], parentLine: Int) {
            let parent = text.indentation(of: parentLine)
            for element in elements {
                let line = text.line(containing: element.range.start)
                let child = text.indentation(of: line)
                if line != parentLine, child.utf8.count > parent.utf8.count, child.hasPrefix(parent) {
                    steps.append(String(child.dropFirst(parent.count)))
                }
                visit(element.children, parentLine: line)
            }
        }
        let headerLine = text.line(containing: screen.keywordRange.start)
        visit(screen.elements, parentLine: headerLine)
        if let step = steps.min(by: { $0.utf8.count < $1.utf8.count }) { return step }
        let lastLine = text.line(containing: max(screen.range.start, screen.range.end - 1))
        let tabbed = (headerLine...max(headerLine, lastLine)).contains { text.indentation(of: $0).contains("\t") }
        return tabbed ? "\t" : "  "
    }
}

/// The source as bytes and lines, for edits that work line by line.
struct SourceLines {
    let bytes: [UInt8]
    private let lines: LineIndex
    /// The file's line break, as its first line ends (`\n` for a single line).
    let newline: String

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")

    init(_ source: String) {
        bytes = Array(source.utf8)
        lines = LineIndex(utf8: bytes)
        newline = String(decoding: lines.firstLineBreak, as: UTF8.self)
    }

    /// The zero-based line of a byte offset (clamped to the text).
    func line(containing offset: Int) -> Int { lines.line(containing: offset) }

    func start(of line: Int) -> Int { lines.range(ofLine: line).start }

    /// Whether the line ends with a line break (every line but possibly the last).
    func hasTerminator(_ line: Int) -> Bool { min(max(0, line), lines.lineCount - 1) + 1 < lines.lineCount }

    /// The line with its line break.
    func fullRange(of line: Int) -> SourceRange {
        SourceRange(start(of: line), hasTerminator(line) ? start(of: line + 1) : bytes.count)
    }

    /// Where the line's text ends, before its line break (`\n` or `\r\n`).
    func contentEnd(of line: Int) -> Int { lines.range(ofLine: line).end }

    /// Where the line's leading spaces and tabs end.
    func indentationEnd(of line: Int) -> Int {
        var offset = start(of: line)
        let end = contentEnd(of: line)
        while offset < end, isBlank(at: offset) { offset += 1 }
        return offset
    }

    /// The line's leading spaces and tabs.
    func indentation(of line: Int) -> String {
        string(in: SourceRange(start(of: line), indentationEnd(of: line)))
    }

    /// Whether the byte at `offset` is a space or a tab.
    func isBlank(at offset: Int) -> Bool {
        offset >= 0 && offset < bytes.count && (bytes[offset] == Self.space || bytes[offset] == Self.tab)
    }

    /// Whether the line holds nothing but spaces and tabs.
    func isBlankLine(_ line: Int) -> Bool {
        indentationEnd(of: line) == contentEnd(of: line)
    }

    func isBlankOrComment(_ line: Int) -> Bool {
        isBlankLine(line) || isCommentLine(line)
    }

    /// Whether the line holds a comment and nothing else.
    func isCommentLine(_ line: Int) -> Bool {
        !isBlankLine(line) && bytes[indentationEnd(of: line)] == UInt8(ascii: "#")
    }

    func startsWithClosingBrace(_ line: Int) -> Bool {
        !isBlankLine(line) && bytes[indentationEnd(of: line)] == UInt8(ascii: "}")
    }

    /// Whether the line is a screen property (`device`, `avoid`, …), judged by its first word.
    func isPropertyLine(_ line: Int) -> Bool {
        let start = indentationEnd(of: line)
        var end = start
        let limit = contentEnd(of: line)
        while end < limit, !isBlank(at: end), bytes[end] != UInt8(ascii: "#"), bytes[end] != UInt8(ascii: "{") { end += 1 }
        return ScreenDeclaration.propertyKeywords.contains(string(in: SourceRange(start, end)))
    }

    /// The text of a byte range (clamped to the text).
    func string(in range: SourceRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// An insertion of a new line `indentation + statement` after the given line.
    func insertLine(after line: Int, indentation: String, _ statement: String) -> SourceEdit {
        if hasTerminator(line) {
            let offset = fullRange(of: line).end
            return SourceEdit(range: SourceRange(offset, offset), newText: indentation + statement + newline)
        }
        return SourceEdit(range: SourceRange(bytes.count, bytes.count), newText: newline + indentation + statement)
    }
}
