/// Expressions of both languages: operators by precedence (an operator stack, so a long
/// chain of binary operators does not recurse), prefixes, and postfix chains.
extension Parser {
    /// A binary operator here: its spelling, precedence, whether it is right-associative,
    /// and how many tokens it takes.
    struct BinaryOperator {
        var symbol: String
        var precedence: Int
        var rightAssociative = false
        var width = 1
    }

    static let castPrecedence = 132
    static let precedences: [String: Int] = [
        "<<": 160, ">>": 160,
        "*": 150, "/": 150, "%": 150, "&": 150,
        "+": 140, "-": 140, "|": 140, "^": 140,
        "...": 135, "..<": 135,
        "??": 131,
        "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130, "===": 130, "!==": 130, "~=": 130,
        "&&": 120, "||": 110,
    ]

    /// A whole expression, ternaries and casts included. Stops, consuming nothing more, at
    /// whatever cannot continue it (`,`, `)`, `=`, a word after an operand).
    ///
    /// The functions on the parser's recursive paths keep their frames small (a debug
    /// build gives every temporary its own slot): the work that does not recurse is in
    /// helpers that return before the recursion.
    mutating func expression() -> Expression {
        guard enter() else { return skipOperand() }
        defer { leave() }
        let first = unary()
        if !ternaryHere(), binaryOperator() == nil { return first }
        return operatorChain(first)
    }

    /// The binary operators, casts and ternary after a first operand, by precedence with
    /// an operator stack. Each operator deepens the tree: it counts as a level.
    mutating func operatorChain(_ first: Expression) -> Expression {
        var operands: [Expression] = [first]
        var operators: [(symbol: String, precedence: Int)] = []
        var added = 0
        defer { depth -= added }
        while true {
            if ternaryHere() {
                Parser.reduce(&operands, &operators, above: 0, orEqual: true)
                operands.append(ternary(after: operands.removeLast()))
                break
            }
            guard let op = binaryOperator() else { break }
            for _ in 0..<op.width { advance() }
            guard depth < Parser.maximumDepth else {
                report(Parser.tooDeep)
                if op.precedence == Parser.castPrecedence { skipType() } else { _ = unary() }
                continue
            }
            depth += 1
            added += 1
            if op.precedence == Parser.castPrecedence {
                Parser.reduce(&operands, &operators, above: op.precedence, orEqual: true)
                let value = operands.removeLast()
                operands.append(Expression(.cast(value, operator: op.symbol, type: typeName() ?? ""), line: value.line))
            } else {
                Parser.reduce(&operands, &operators, above: op.precedence, orEqual: !op.rightAssociative)
                operators.append((op.symbol, op.precedence))
                operands.append(unary())
            }
        }
        Parser.reduce(&operands, &operators, above: -1, orEqual: true)
        return operands.last ?? first
    }

    /// Applies the stacked operators that bind tighter than `minimum` (or as tight).
    static func reduce(_ operands: inout [Expression], _ operators: inout [(symbol: String, precedence: Int)],
                       above minimum: Int, orEqual: Bool) {
        while let top = operators.last, top.precedence > minimum || (orEqual && top.precedence == minimum), operands.count >= 2 {
            operators.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            operands.append(Expression(.binary(top.symbol, left, right), line: left.line))
        }
    }

    /// `? then : else` after the condition (Objective-C `?:` repeats the condition).
    mutating func ternary(after condition: Expression) -> Expression {
        advance()
        let then = token.kind == .colon ? condition : expression()
        if token.kind == .colon { advance() }
        let otherwise = expression()
        return Expression(.conditional(condition, then, otherwise), line: condition.line)
    }

    /// Past the operand here (a group, or one token), as an unknown expression.
    mutating func skipOperand() -> Expression {
        let here = Expression(.unknown(text), line: line)
        skipOne()
        return here
    }

    /// Whether a ternary `?` is here (Swift: with a blank before it).
    func ternaryHere() -> Bool {
        guard token.kind == .question else { return false }
        return !isSwift || !adjacent(previous, token)
    }

    /// The binary operator (or cast) here, if any.
    func binaryOperator() -> BinaryOperator? {
        let current = token
        if isSwift, current.kind == .identifier, !current.isEscaped {
            if isWord(current, "is") { return BinaryOperator(symbol: "is", precedence: Parser.castPrecedence) }
            if isWord(current, "as") {
                let next = peek()
                if adjacent(current, next), next.kind == .question { return BinaryOperator(symbol: "as?", precedence: Parser.castPrecedence, width: 2) }
                if adjacent(current, next), next.kind == .bang { return BinaryOperator(symbol: "as!", precedence: Parser.castPrecedence, width: 2) }
                return BinaryOperator(symbol: "as", precedence: Parser.castPrecedence)
            }
            return nil
        }
        guard current.kind == .operator else { return nil }
        var symbol = text(current)
        var width = 1
        if symbol == ">" {
            let next = peek()
            if adjacent(current, next), isOperator(next, "=") || isOperator(next, "==") {
                if isOperator(next, "==") { return nil }
                symbol = ">="
                width = 2
            } else if adjacent(current, next), isOperator(next, ">") {
                if adjacent(next, peek(2)), isOperator(peek(2), "=") { return nil }  // `>>=`
                symbol = ">>"
                width = 2
            }
        }
        guard let precedence = Parser.precedences[symbol] else { return nil }
        if isSwift {
            // A prefix operator (a blank before, none after) starts another expression.
            let before = !adjacent(previous, current)
            let after = !adjacent(token(at: pos + width - 1), token(at: pos + width))
            if before, !after { return nil }
        }
        return BinaryOperator(symbol: symbol, precedence: precedence, rightAssociative: symbol == "??", width: width)
    }

    /// Prefix operators (iteratively), `try`, `await`, then a postfix expression.
    mutating func unary() -> Expression {
        prefixHere() ? prefixed() : postfix()
    }

    /// The prefix operator here (`-`, `!`, `&`, `*`, `~`, `++`, `--`), "" for a transparent
    /// one (`try`, `try?`, `await`), nil for none.
    func prefixHere() -> Bool { prefixOperator(at: pos) != nil }

    func prefixOperator(at index: Int) -> String? {
        let current = token(at: index)
        switch current.kind {
        case .bang:
            return "!"
        case .operator:
            for symbol in Parser.prefixSymbols where isOperator(current, symbol) { return String(describing: symbol) }
            return nil
        case .identifier where isSwift:
            if isWord(current, "try") { return "" }
            if isWord(current, "await") || isWord(current, "consume") || isWord(current, "copy") {
                let next = token(at: index + 1)
                return next.kind == .identifier || next.isOpening || next.kind == .dot ? "" : nil
            }
            return nil
        default:
            return nil
        }
    }

    static let prefixSymbols: [StaticString] = ["-", "+", "~", "&", "*", "++", "--"]

    /// Prefixes (read iteratively: a long run does not recurse), then their operand. Each
    /// prefix counts as a level; past the limit, prefixes are dropped.
    mutating func prefixed() -> Expression {
        var prefixes: [(symbol: String, line: Int)] = []
        while let symbol = prefixOperator(at: pos) {
            if symbol.isEmpty, isWord("try"), adjacent(token, peek()), peek().kind == .question || peek().kind == .bang {
                advance()  // try? try!
            } else if !symbol.isEmpty, symbol != "+" {
                if depth + prefixes.count < Parser.maximumDepth { prefixes.append((symbol, line)) } else { report(Parser.tooDeep) }
            }
            advance()
        }
        depth += prefixes.count
        let operand = postfix()
        depth -= prefixes.count
        return Parser.applying(prefixes, to: operand)
    }

    static func applying(_ prefixes: [(symbol: String, line: Int)], to operand: Expression) -> Expression {
        var value = operand
        for prefix in prefixes.reversed() {
            if prefix.symbol == "-", case .number(let number) = value.kind {
                value = Expression(.number(-number), line: prefix.line)
            } else {
                value = Expression(.prefix(prefix.symbol, value), line: prefix.line)
            }
        }
        return value
    }

    /// A primary expression and what follows it: members, calls, subscripts, unwraps,
    /// trailing closures.
    mutating func postfix() -> Expression {
        let value = primary()
        return postfixStep() == nil ? value : postfixChain(value)
    }

    /// The steps after an operand. Each deepens the tree: it counts as a level; past the
    /// limit, the steps are skipped.
    mutating func postfixChain(_ first: Expression) -> Expression {
        var value = first
        var added = 0
        defer { depth -= added }
        while let step = postfixStep() {
            if depth < Parser.maximumDepth {
                depth += 1
                added += 1
                value = apply(step, to: value)
            } else {
                report(Parser.tooDeep)
                if step == .member { advance() }
                skipOne()
            }
        }
        return value
    }

    mutating func apply(_ step: PostfixStep, to value: Expression) -> Expression {
        switch step {
        case .call: return Expression(.call(value, argumentList()), line: value.line)
        case .subscripting: return Expression(.subscript(value, argumentList()), line: value.line)
        case .trailingClosure: return trailingClosures(after: value)
        default: return simpleStep(step, to: value)
        }
    }

    /// A member, an unwrap, `++`/`--`.
    mutating func simpleStep(_ step: PostfixStep, to value: Expression) -> Expression {
        let current = token
        advance()
        switch step {
        case .member:
            let name = token
            advance()
            return Expression(.member(value, text(name)), line: value.line)
        case .increment:
            return Expression(.prefix(text(current), value), line: value.line)
        default:
            return Expression(.unwrap(value), line: value.line)
        }
    }

    /// A trailing closure and any labelled ones after it (`animate { } completion: { _ in }`).
    mutating func trailingClosures(after callee: Expression) -> Expression {
        var closures = [Argument(closureExpression())]
        while token.kind == .identifier, peek().kind == .colon, peek(2).kind == .leftBrace {
            let label = text
            advance()
            advance()
            closures.append(Argument(label: label, closureExpression()))
        }
        if case let .call(function, arguments) = callee.kind {
            return Expression(.call(function, arguments + closures), line: callee.line)
        }
        return Expression(.call(callee, closures), line: callee.line)
    }
}
