import PlainText

/// KBL's one canonical layout (docs/decisions.md#formatting).
///
/// The formatter keeps every line where it is (a statement is one line, and a line's
/// tokens, comment and braces stay on it) and rewrites only the blanks:
///
/// - each line is indented two spaces per open block (a line starting with `}` one level
///   less), whatever the file used before, tabs included;
/// - tokens are separated by one space; strings, numbers and words are written exactly
///   as in the source;
/// - a comment stays on its line: alone at the line's indentation, or after the line's
///   code; the trailing comments of consecutive lines are aligned one space after the
///   longest of those lines; a comment's text is kept, trailing blanks aside;
/// - blank lines are kept, a run of them collapsed to one, none at the start or the end;
/// - no trailing blanks, and a final line break; the file's line break (as its first line
///   ends: `\n`, `\r\n` or `\r`) ends every line; a byte-order mark at the start is kept.
///
/// A file with a syntax error (KB100) is not formatted: without a sound block structure
/// the layout could not be trusted to keep the meaning.
public enum Formatter {
    /// Formats KBL source text.
    public static func format(_ text: String) -> FormatOutcome {
        format(utf8: Array(text.utf8))
    }

    /// Formats KBL source bytes.
    public static func format(utf8 bytes: [UInt8]) -> FormatOutcome {
        let syntaxErrors = Parser.parse(utf8: bytes).diagnostics.filter { $0.code == .syntax }
        guard syntaxErrors.isEmpty else { return .refused(syntaxErrors) }
        return .formatted(FormattedText(original: bytes, lines: layout(bytes), lineEnding: lineEnding(of: bytes)))
    }

    /// The first line's line break (`\n`, `\r\n` or `\r`), `\n` for a single line.
    static func lineEnding(of bytes: [UInt8]) -> [UInt8] {
        LineBreak.first(in: bytes)
    }

    /// Every source line as laid out (without its line break), or nil for a line dropped.
    private static func layout(_ bytes: [UInt8]) -> [[UInt8]?] {
        let (tokens, _, _) = Lexer.tokenize(bytes)
        // Each line's indented code and its comment; blank lines have neither.
        var code: [[UInt8]] = []
        var comments: [ArraySlice<UInt8>?] = []
        var depth = 0
        var lineStart = 0
        var lineTokens: [RawToken] = []
        for token in tokens {
            guard token.kind == .endOfLine else {
                lineTokens.append(token)
                continue
            }
            let afterTokens = lineTokens.last?.range.end ?? lineStart
            let comment = self.comment(in: bytes, from: afterTokens, to: token.range.start)
            var line: [UInt8] = []
            if !lineTokens.isEmpty || comment != nil {
                let leadingCloses = lineTokens.first?.kind == .closeBrace ? 1 : 0
                line = [UInt8](repeating: UInt8(ascii: " "), count: 2 * max(0, depth - leadingCloses))
            }
            for (index, token) in lineTokens.enumerated() {
                if index > 0 { line.append(UInt8(ascii: " ")) }
                line += bytes[token.range.start..<token.range.end]
                if token.kind == .openBrace { depth += 1 }
                if token.kind == .closeBrace { depth -= 1 }
            }
            code.append(line)
            comments.append(comment)
            lineStart = token.range.end
            lineTokens.removeAll(keepingCapacity: true)
        }
        // Trailing comments of consecutive lines start in one column, one space after the
        // longest of those lines.
        var lines: [[UInt8]?] = code
        var index = 0
        while index < code.count {
            guard hasTrailingComment(code[index], comments[index]) else {
                if let comment = comments[index] { lines[index] = code[index] + comment }
                index += 1
                continue
            }
            var end = index
            while end < code.count, hasTrailingComment(code[end], comments[end]) { end += 1 }
            let column = code[index..<end].map(width).max()! + 1
            for line in index..<end {
                let padding = [UInt8](repeating: UInt8(ascii: " "), count: column - width(code[line]))
                lines[line] = code[line] + padding + comments[line]!
            }
            index = end
        }
        // Blank lines: none at the start or the end, runs collapsed to one.
        var previousBlank = true
        for index in lines.indices {
            let blank = lines[index]?.isEmpty ?? false
            if blank && previousBlank { lines[index] = nil }
            if lines[index] != nil { previousBlank = blank }
        }
        for index in lines.indices.reversed() {
            guard let line = lines[index] else { continue }
            if !line.isEmpty { break }
            lines[index] = nil
        }
        return lines
    }

    private static func hasTrailingComment(_ code: [UInt8], _ comment: ArraySlice<UInt8>?) -> Bool {
        comment != nil && code.contains { $0 != UInt8(ascii: " ") }
    }

    /// A line's width in Unicode characters (scalars), for aligning comments.
    private static func width(_ line: [UInt8]) -> Int {
        line.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// The comment between the last token of a line and its end, trailing blanks removed.
    private static func comment(in bytes: [UInt8], from start: Int, to end: Int) -> ArraySlice<UInt8>? {
        guard let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) else { return nil }
        var stop = end
        while stop > hash, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[stop - 1]) {
            stop -= 1
        }
        return bytes[hash..<stop]
    }
}

/// What `Formatter.format` gives back.
public enum FormatOutcome: Sendable {
    /// The text as laid out.
    case formatted(FormattedText)
    /// The text has syntax errors (KB100), listed here, and was left as it is.
    case refused([SyntaxDiagnostic])
}

/// A formatted text, with what each source line became (for range formatting).
public struct FormattedText: Sendable {
    /// The source bytes.
    public let original: [UInt8]
    /// Each source line as laid out, without its line break; nil for a line dropped (a
    /// blank line in a run, at the start or at the end of the file).
    public let lines: [[UInt8]?]
    /// The line break ending every line of the result.
    public let lineEnding: [UInt8]

    /// The whole formatted text.
    public var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(original.count + 16)
        result += original.prefix(UTF8Bytes.byteOrderMarkLength(of: original))
        for line in lines {
            guard let line else { continue }
            result += line
            result += lineEnding
        }
        return result
    }

    /// The whole formatted text as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether formatting changes the text.
    public var changesText: Bool { bytes != original }

    /// The edit that formats source lines `first...last` (zero-based, clamped) and leaves
    /// the others as they are: the byte range of those whole lines, line breaks included,
    /// and their formatted text, or nil when they are already formatted. Applying it to
    /// every line gives the whole formatted text.
    public func edit(lines first: Int, through last: Int) -> (range: SourceRange, replacement: [UInt8])? {
        guard !lines.isEmpty else { return nil }
        let first = min(max(0, first), lines.count - 1)
        let last = min(max(first, last), lines.count - 1)
        let index = LineIndex(utf8: original)
        let start = index.range(ofLine: first).start
        let end = last + 1 < lines.count ? index.range(ofLine: last + 1).start : original.count
        var replacement: [UInt8] = []
        for line in lines[first...last] {
            guard let line else { continue }
            replacement += line
            replacement += lineEnding
        }
        guard !original[start..<end].elementsEqual(replacement) else { return nil }
        return (SourceRange(start, end), replacement)
    }
}
