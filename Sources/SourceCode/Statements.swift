/// Blocks and statements common to both languages, and Swift's simple statements.
extension Parser {
    /// At `{`: the statements to the matching `}`, which it consumes; [] when no `{` is here.
    mutating func block() -> [Statement] {
        guard token.kind == .leftBrace else { return [] }
        guard enter() else {
            skipGroup()
            return []
        }
        defer { leave() }
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        let body = statements()
        allowsTrailingClosure = saved
        if token.kind == .rightBrace { advance() }
        return body
    }

    /// Statements up to `}` (not consumed) or the end; in a `switch`, up to its next case.
    mutating func statements(inSwitch: Bool = false) -> [Statement] {
        var list: [Statement] = []
        while !atEnd, token.kind != .rightBrace {
            if inSwitch, isCaseStart() { break }
            let start = pos
            if isSwift { swiftStatement(into: &list) } else { objcStatement(into: &list) }
            if pos == start { skipOne() }
        }
        return list
    }

    func isCaseStart() -> Bool {
        isWord("case") || (isWord("default") && peek().kind == .colon) || isAtWord(token, "unknown")
    }

    /// After a statement: past `;`; in Swift, a statement ends at its line's end, and what
    /// else is on the line is skipped; in Objective-C, everything up to `;` is.
    mutating func endStatement() {
        if token.kind == .semicolon {
            advance()
            return
        }
        if isSwift, atEnd || token.kind == .rightBrace || token.isAtLineStart { return }
        while !atEnd, token.kind != .rightBrace, token.kind != .semicolon, !(isSwift && token.isAtLineStart) { skipOne() }
        if token.kind == .semicolon { advance() }
    }

    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", "??="]

    /// An expression, or an assignment to it (`a.b = c`, `x -= h`); `i++` is `i += 1`.
    mutating func expressionStatement(into list: inout [Statement]) {
        let start = pos
        let here = line
        let target = expression()
        if token.kind == .operator, Parser.assignmentOperators.contains(text) {
            list.append(assignment(to: target, line: here))
        } else if pos > start {
            list.append(Parser.statement(target, line: here))
        }
    }

    /// `= value` (or `+=` …) after its target.
    mutating func assignment(to target: Expression, line here: Int) -> Statement {
        let symbol = text
        advance()
        let value = expression()
        return Statement(.assignment(target: target, operator: symbol, value: value), line: here)
    }

    /// An expression statement; `i++` is `i += 1`.
    static func statement(_ expression: Expression, line here: Int) -> Statement {
        if case let .prefix(symbol, operand) = expression.kind, symbol == "++" || symbol == "--" {
            let one = Expression(.number(1), line: here)
            return Statement(.assignment(target: operand, operator: symbol == "++" ? "+=" : "-=", value: one), line: here)
        }
        return Statement(.expression(expression), line: here)
    }

    /// `return`, `return x`.
    mutating func returnStatement() -> Statement {
        let here = line
        advance()
        if atEnd || token.kind == .rightBrace || token.kind == .semicolon || (isSwift && token.isAtLineStart) {
            return Statement(.return(nil), line: here)
        }
        if isSwift, isCaseStart() { return Statement(.return(nil), line: here) }
        return Statement(.return(expression()), line: here)
    }

    /// A `switch`'s `{ case …: … default: … }`, for both languages.
    mutating func switchBody() -> [SwitchCase] {
        guard token.kind == .leftBrace else { return [] }
        guard enter() else {
            skipGroup()
            return []
        }
        defer { leave() }
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        var cases: [SwitchCase] = []
        while !atEnd, token.kind != .rightBrace {
            let start = pos
            while token.kind == .atWord { advance() }  // @unknown
            if isWord("case") {
                advance()
                var patterns: [Expression] = []
                while !atEnd {
                    let patternStart = pos
                    patterns.append(expression())
                    if isWord("where") {
                        advance()
                        _ = expression()
                    }
                    if pos == patternStart { break }
                    if token.kind == .comma { advance(); continue }
                    break
                }
                while !atEnd, token.kind != .colon, token.kind != .rightBrace, !isCaseStart() { skipOne() }
                if token.kind == .colon { advance() }
                cases.append(SwitchCase(patterns: patterns, body: statements(inSwitch: true)))
            } else if isWord("default") {
                advance()
                if token.kind == .colon { advance() }
                cases.append(SwitchCase(patterns: [], body: statements(inSwitch: true)))
            } else {
                _ = statements(inSwitch: true)
            }
            if pos == start { skipOne() }
        }
        if token.kind == .rightBrace { advance() }
        return cases
    }

    /// `{ … }` or, in Objective-C, a single statement (`if (x) return;`).
    mutating func body() -> [Statement] {
        if token.kind == .leftBrace || isSwift { return block() }
        guard enter() else {
            while !atEnd, token.kind != .semicolon, token.kind != .rightBrace { skipOne() }
            return []
        }
        defer { leave() }
        var list: [Statement] = []
        if !atEnd, token.kind != .rightBrace { objcStatement(into: &list) }
        return list
    }
}
