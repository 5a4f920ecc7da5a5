import Diagnostics

/// The values statements take: names, numbers, lengths, pairs, and nothing left over.
extension ParserState {
    /// Reads the name that must follow `keyword`.
    mutating func expectName(_ cursor: inout TokenCursor, after keyword: RawToken, what: String) -> Identifier? {
        guard let token = cursor.next() else {
            syntaxError(.expected(what, after: text(keyword)), at: keyword.range)
            return nil
        }
        guard token.kind == .name else {
            if token.kind != .invalid {
                syntaxError(.expected(what, after: text(keyword), found: quoted(token)), at: token.range)
            }
            return nil
        }
        return Identifier(text(token), range: token.range)
    }

    /// Reads a plain number (`NUM`): a percentage is a syntax error here.
    mutating func number(_ cursor: inout TokenCursor, after keyword: RawToken) -> NumberLiteral? {
        guard let token = cursor.next() else {
            syntaxError(.expected("a number", after: text(keyword)), at: keyword.range)
            return nil
        }
        switch token.kind {
        case .number:
            return checkedNumber(token)
        case .percentage:
            syntaxError(.percentageNotAllowed(after: text(keyword)), at: token.range)
        case .invalid:
            lineFailed = true
        default:
            syntaxError(.expected("a number", after: text(keyword), found: quoted(token)), at: token.range)
        }
        return nil
    }

    /// Reads a length (`LEN`): a number or a percentage of the parent's height.
    mutating func length(_ cursor: inout TokenCursor, after keyword: RawToken) -> NumberLiteral? {
        guard let token = cursor.peek, token.kind == .percentage else {
            return number(&cursor, after: keyword)
        }
        _ = cursor.next()
        return checkedNumber(token)
    }

    /// `KEYWORD NUM NUM` to the end of the statement.
    mutating func numberPair(_ cursor: inout TokenCursor, after keyword: RawToken) -> NumberPair? {
        guard let first = number(&cursor, after: keyword) else { return nil }
        if cursor.peek == nil {
            // One number where two go: say what the two are.
            let word = text(keyword)
            let what = word == "size" ? "the portrait width, then the portrait height" : "portrait, then landscape"
            let example = Self.pairExamples[word] ?? "\(word) 1 2"
            syntaxError(.takesTwoNumbers(word, what: what, example: example), at: cursor.range(from: keyword))
            return nil
        }
        guard let second = number(&cursor, after: keyword) else { return nil }
        let pair = NumberPair(first: first, second: second, range: cursor.range(from: keyword))
        return expectEnd(&cursor) ? pair : nil
    }

    static let pairExamples = [
        "size": "size 390 844", "keyboard": "keyboard 336 209", "status-bar": "status-bar 47 0",
        "home-indicator": "home-indicator 34 21", "navigation-bar": "navigation-bar 44 32",
    ]

    /// Reports a token left over after a complete statement.
    mutating func expectEnd(_ cursor: inout TokenCursor) -> Bool {
        guard let extra = cursor.next() else { return true }
        if extra.kind == .invalid {
            lineFailed = true
        } else {
            syntaxError(.unexpected(quoted(extra)), at: extra.range)
        }
        return false
    }

    private mutating func checkedNumber(_ token: RawToken) -> NumberLiteral {
        let end = min(token.range.end, bytes.count)
        let value = bytes.withUnsafeBufferPointer {
            Token.numberValue(of: token.kind, utf8: UnsafeBufferPointer(rebasing: $0[token.range.start..<end]))
        } ?? 0
        if value > Parser.largestNumber {
            report(.numberTooLarge(text(token)), at: token.range)
        }
        return NumberLiteral(value: min(value, Parser.largestNumber), isPercentage: token.kind == .percentage, range: token.range)
    }
}
