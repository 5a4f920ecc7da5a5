/// Argument lists: `(a, label: b)`, `[i]`.
extension Parser {
    /// The arguments of the `(…)` or `[…]` here, with their labels. An argument it cannot
    /// read is skipped to the next comma; a `}` or `;` ends an unclosed list.
    mutating func argumentList() -> [Argument] {
        let closing: TokenKind = token.kind == .leftBracket ? .rightBracket : .rightParen
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var arguments: [Argument] = []
        while argumentFollows(closing) {
            let label = argumentLabel()
            let start = pos
            let value = token.kind == .comma || token.kind == closing ? Expression(.unknown(""), line: line) : expression()
            arguments.append(Argument(label: label, value))
            if !nextArgument(closing, from: start) { break }
        }
        return arguments
    }

    /// Whether an argument follows; past the list's end when it ends here.
    mutating func argumentFollows(_ closing: TokenKind) -> Bool {
        let current = token
        if current.kind == closing {
            advance()
            return false
        }
        return !(current.isHardStop || current.kind == .rightBrace || current.kind == .semicolon)
    }

    /// `label:` here, consumed.
    mutating func argumentLabel() -> String? {
        guard token.kind == .identifier, peek().kind == .colon, peek(2).kind != .colon else { return nil }
        let label = text
        advance()
        advance()
        return label
    }

    /// After an argument: past its comma (true), or past the list's end (false); what
    /// cannot be read is skipped to the next comma.
    mutating func nextArgument(_ closing: TokenKind, from start: Int) -> Bool {
        if token.kind == .comma {
            advance()
            return true
        }
        if token.kind == closing {
            advance()
            return false
        }
        if pos == start { skipOne() }
        while !atEnd, token.kind != .comma, token.kind != closing, token.kind != .rightBrace, token.kind != .semicolon {
            skipOne()
        }
        if token.kind == .comma {
            advance()
            return true
        }
        return token.kind == closing
    }
}
