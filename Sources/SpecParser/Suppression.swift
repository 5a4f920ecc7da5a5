/// A `# kb-lsp: …` comment (language.md#suppressions): `# kb-lsp: ignore KB003, KB006`
/// silences those codes on the line it ends, or, alone on its line, on the next line that
/// holds code. The parser only reads it; the analysis decides what it silences and
/// reports what it cannot (KB200).
public struct Suppression: Sendable, Hashable {
    /// The whole comment, from `#`.
    public var range: SourceRange
    /// The word after `kb-lsp:`: `ignore`, or what is written instead (empty, with an
    /// empty range right after the colon, when nothing is).
    public var directive: Identifier
    /// The codes as written, separated by commas or blanks, up to an optional `-- reason`.
    public var codes: [Identifier]
    /// Whether code precedes the comment on its line (else the comment is alone on it).
    public var isTrailing: Bool
    /// The line whose diagnostics it silences, without its line break: its own for a
    /// trailing comment, else the next line holding code; nil when no line follows.
    public var coveredLine: SourceRange?

    /// Whether the directive is `ignore`, the only one there is.
    public var isIgnore: Bool { directive.text == Self.ignore }

    /// Where another code goes: after the last code, else after the directive.
    public var insertionPoint: Int { codes.last?.range.end ?? directive.range.end }

    /// Whether the diagnostic starting at `offset` lies on the covered line.
    public func covers(_ offset: Int) -> Bool {
        guard let line = coveredLine else { return false }
        return line.start <= offset && offset <= line.end
    }

    /// `kb-lsp:`, which makes a comment a directive.
    public static let marker = "kb-lsp:"
    public static let ignore = "ignore"
    /// Ends the codes; what follows is the reason, for people.
    public static let reasonSeparator = "--"

    /// The directives among `comments`. `tokens` are the lexer's, with the ends of lines.
    /// Linear in the number of tokens and comments.
    static func scan(_ comments: [SourceRange], tokens: [RawToken], in bytes: [UInt8]) -> [Suppression] {
        var suppressions: [Suppression] = []
        var lines: LineIndex?
        var tokenIndex = 0
        // The first code token at or after some index, remembered: a run of directives
        // alone on their lines all look for the same one.
        var nextCode: (from: Int, found: Int)?
        for comment in comments {
            while tokenIndex < tokens.count, tokens[tokenIndex].range.start < comment.start { tokenIndex += 1 }
            guard var suppression = parse(comment, in: bytes) else { continue }
            let lineIndex = lines ?? LineIndex(utf8: bytes)
            lines = lineIndex
            suppression.isTrailing = tokenIndex > 0 && tokens[tokenIndex - 1].kind != .endOfLine
            if suppression.isTrailing {
                suppression.coveredLine = lineIndex.range(ofLine: lineIndex.line(containing: comment.start))
            } else {
                var found = tokenIndex
                if let memo = nextCode, memo.from <= tokenIndex, tokenIndex <= memo.found {
                    found = memo.found
                } else {
                    while found < tokens.count, tokens[found].kind == .endOfLine { found += 1 }
                }
                nextCode = (tokenIndex, found)
                if found < tokens.count {
                    suppression.coveredLine = lineIndex.range(ofLine: lineIndex.line(containing: tokens[found].range.start))
                }
            }
            suppressions.append(suppression)
        }
        return suppressions
    }

    /// The directive a comment holds, if it starts with `kb-lsp:` (after `#` and blanks).
    private static func parse(_ comment: SourceRange, in bytes: [UInt8]) -> Suppression? {
        var reader = WordReader(bytes: bytes, offset: comment.start + 1, end: comment.end)
        reader.skipBlanks()
        // Most comments are not directives: their first byte tells, before the marker is compared.
        let marker = Self.marker.utf8
        guard reader.offset < comment.end, bytes[reader.offset] == marker.first else { return nil }
        guard comment.end - reader.offset >= marker.count,
              bytes[reader.offset..<reader.offset + marker.count].elementsEqual(marker) else { return nil }
        reader.offset += marker.count
        reader.skipBlanks()
        let directive = reader.word() ?? Identifier("", range: SourceRange(reader.offset, reader.offset))
        var codes: [Identifier] = []
        while let code = reader.word(), code.text != Self.reasonSeparator {
            codes.append(code)
        }
        return Suppression(range: comment, directive: directive, codes: codes, isTrailing: false, coveredLine: nil)
    }
}

/// Words of a comment, separated by blanks and commas.
private struct WordReader {
    let bytes: [UInt8]
    var offset: Int
    let end: Int

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\r")
    }

    mutating func skipBlanks() {
        while offset < end, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") { offset += 1 }
    }

    /// The next word, or nil at the end.
    mutating func word() -> Identifier? {
        while offset < end, isSeparator(bytes[offset]) { offset += 1 }
        guard offset < end else { return nil }
        let start = offset
        while offset < end, !isSeparator(bytes[offset]) { offset += 1 }
        return Identifier(String(decoding: bytes[start..<offset], as: UTF8.self), range: SourceRange(start, offset))
    }
}
