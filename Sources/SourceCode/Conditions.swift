/// Swift conditions and patterns.
extension Parser {
    /// The names of a tuple pattern `(a, b)` (the first word of each element), past it.
    mutating func patternNames() -> [String] {
        groupParts().compactMap { part in
            part.first.flatMap { tokens[$0].kind == .identifier ? text(tokens[$0]) : nil }
        }
    }

    /// The comma-separated conditions of `if`, `guard`, `while`: expressions, `let x = v`,
    /// `let x`, `case pattern = v`. Trailing closures are off.
    mutating func conditionList() -> [Condition] {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        var conditions: [Condition] = []
        var afterBinding = false
        while !atEnd {
            let start = pos
            // Swift 2 bound on after one `let`: `guard let a = x, b = y else`.
            let continuesBinding = afterBinding && token.kind == .identifier && (isOperator(peek(), "=") || peek().kind == .colon)
            afterBinding = false
            if isWord("let") || isWord("var") || continuesBinding {
                if !continuesBinding { advance() }
                afterBinding = true
                var names: [String] = []
                if token.kind == .leftParen {
                    names = patternNames()
                } else if token.kind == .identifier {
                    names = [text]
                    advance()
                }
                if token.kind == .colon {
                    advance()
                    _ = typeName()
                }
                var value = Expression(.identifier(names.first ?? ""), line: line)
                if isOperator(token, "=") {
                    advance()
                    value = expression()
                }
                conditions.append(.binding(names: names, value: value))
            } else if isWord("case") {
                advance()
                let names = casePatternNames()
                if isOperator(token, "=") { advance() }
                conditions.append(.binding(names: names, value: expression()))
            } else {
                let condition = expression()
                if pos == start { break }
                conditions.append(.expression(condition))
            }
            guard token.kind == .comma else { break }
            advance()
        }
        return conditions
    }

    /// The names a `case` pattern binds (`case let .some(x)`, `case .a(let x, _)`), moving
    /// to its `=`.
    mutating func casePatternNames() -> [String] {
        var names: [String] = []
        var binding = false
        var level = 0
        while !atEnd {
            let current = token
            if current.kind == .leftBrace || current.kind == .rightBrace || current.kind == .semicolon { break }
            if level == 0, isOperator(current, "=") { break }
            if current.isOpening {
                level += 1
            } else if current.isClosing {
                level -= 1
                if level < 0 { break }
            } else if current.kind == .identifier {
                if isWord(current, "let") || isWord(current, "var") {
                    binding = true
                } else if binding, previous.kind != .dot, isWord(current, "_") == false,
                          ![.leftParen, .colon, .dot].contains(peek().kind), !isWord(previous, "as"), !isWord(previous, "is") {
                    names.append(text(current))
                }
            }
            advance()
        }
        return names
    }
}
