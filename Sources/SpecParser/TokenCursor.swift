/// Reads the tokens of one statement, left to right.
struct TokenCursor {
    private let tokens: ArraySlice<RawToken>
    private var index: Int

    init(_ tokens: ArraySlice<RawToken>) {
        self.tokens = tokens
        index = tokens.startIndex
    }

    var peek: RawToken? { index < tokens.endIndex ? tokens[index] : nil }

    mutating func next() -> RawToken? {
        guard let token = peek else { return nil }
        index += 1
        return token
    }

    /// The token consumed before the last one, if any.
    var beforeLast: RawToken? { index - 2 >= tokens.startIndex ? tokens[index - 2] : nil }

    /// The range of the statement read so far (first token to the last one consumed).
    var consumedRange: SourceRange {
        guard let first = tokens.first else { return SourceRange(0, 0) }
        let last = index > tokens.startIndex ? tokens[index - 1] : first
        return SourceRange(first.range.start, last.range.end)
    }

    /// The range from the token at `start` to the last consumed one.
    func range(from start: RawToken) -> SourceRange {
        let last = index > tokens.startIndex ? tokens[index - 1] : start
        return SourceRange(start.range.start, max(start.range.end, last.range.end))
    }
}
