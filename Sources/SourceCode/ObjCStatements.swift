/// Objective-C statements.
extension Parser {
    static let cStatementKeywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto",
        "sizeof", "self", "super", "typedef",
    ]

    /// One Objective-C statement, appended to `list` (a declaration of several names
    /// appends several). A dispatcher, its frame small: it is on every recursive path.
    mutating func objcStatement(into list: inout [Statement]) {
        switch token.kind {
        case .semicolon:
            advance()
        case .leftBrace:
            let here = line
            list.append(Statement(.block(block()), line: here))
        case .atWord:
            objcAtStatement(into: &list)
        case .identifier where isWord("if"):
            list.append(objcIf())
        case .identifier where isWord("switch") || isWord("for") || isWord("while") || isWord("do"):
            list.append(objcCompound())
        case .identifier where isCDeclarationStart():
            objcDeclaration(into: &list)
        default:
            objcSimpleStatement(into: &list)
        }
    }

    /// `switch (x) { … }`, `for (…) …`, `while (…) …`, `do … while (…);`.
    mutating func objcCompound() -> Statement {
        let here = line
        let isDo = isWord("do")
        let isSwitch = isWord("switch")
        advance()
        if isSwitch {
            let subject = parenthesized()
            return Statement(.switch(subject: subject, cases: switchBody()), line: here)
        }
        if !isDo, token.kind == .leftParen { skipGroup() }
        let loopBody = body()
        if isDo {
            if isWord("while") {
                advance()
                if token.kind == .leftParen { skipGroup() }
            }
            endStatement()
        }
        return Statement(.loop(body: loopBody, each: nil), line: here)
    }

    /// `CGFloat h = 0, w;`: one declaration per name.
    mutating func objcDeclaration(into list: inout [Statement]) {
        let declaration = cDeclaration(allowsFunction: false)
        for declarator in declaration.declarators {
            list.append(Statement(.declaration(names: [declarator.name], isConstant: declaration.isConstant,
                                               type: declaration.typeName, value: declarator.value), line: declarator.line))
        }
    }

    /// `return x;`, `break;`, `typedef …;`, an expression or assignment `a.b = c;`.
    mutating func objcSimpleStatement(into list: inout [Statement]) {
        let here = line
        if isWord("return") {
            list.append(returnStatement())
        } else if isWord("break") || isWord("continue") || isWord("goto") {
            list.append(Statement(.other(text), line: here))
            advance()
        } else if isWord("typedef") {
            while !atEnd, token.kind != .semicolon, token.kind != .rightBrace { skipOne() }
        } else {
            expressionStatement(into: &list)
        }
        endStatement()
    }

    /// `@try`, `@synchronized`, `@autoreleasepool`; other `@` words start expressions.
    mutating func objcAtStatement(into list: inout [Statement]) {
        let here = line
        if isAtWord(token, "try") {
            advance()
            let body = block()
            while isAtWord(token, "catch") {
                advance()
                if token.kind == .leftParen { skipGroup() }
                _ = block()
            }
            if isAtWord(token, "finally") {
                advance()
                _ = block()
            }
            list.append(Statement(.block(body), line: here))
        } else if isAtWord(token, "synchronized") || isAtWord(token, "autoreleasepool") {
            advance()
            if token.kind == .leftParen { skipGroup() }
            list.append(Statement(.block(block()), line: here))
        } else {
            expressionStatement(into: &list)
            endStatement()
        }
    }

    /// `if (…) … else if (…) … else …`, the `else if` chain read in a loop.
    mutating func objcIf() -> Statement {
        var clauses: [(conditions: [Condition], then: [Statement], line: Int)] = []
        var otherwise: [Statement]?
        // Each `else if` nests the tree one level deeper: it counts as a level.
        var added = 0
        defer { depth -= added }
        while true {
            let here = line
            advance()  // `if`
            var conditions: [Condition] = []
            if token.kind == .leftParen { conditions.append(.expression(parenthesized())) }
            let then = body()
            if clauses.isEmpty || depth < Parser.maximumDepth {
                clauses.append((conditions, then, here))
                depth += 1
                added += 1
            } else {
                report(Parser.tooDeep)
            }
            guard isWord("else") else { break }
            advance()
            if isWord("if") { continue }
            otherwise = body()
            break
        }
        var result = Statement(.other("if"), line: line)
        for clause in clauses.reversed() {
            result = Statement(.if(conditions: clause.conditions, then: clause.then, else: otherwise), line: clause.line)
            otherwise = [result]
        }
        return result
    }

    /// The expression in the `(…)` here (never a cast: `if (x) y = 1;`).
    mutating func parenthesized() -> Expression {
        let here = line
        guard token.kind == .leftParen else { return expression() }
        let arguments = argumentList()
        if arguments.count == 1 { return arguments[0].value }
        return Expression(.tuple(arguments), line: here)
    }

    /// Whether a declaration starts here: a qualifier (`const`, `__block`, `static`), two
    /// words (`CGFloat h`), `Type *name`, `Type<…> *name`, `id<…> name`, `void (^name)(…)`.
    func isCDeclarationStart() -> Bool {
        let first = token
        guard first.kind == .identifier else { return false }
        let word = text(first)
        if Parser.cStatementKeywords.contains(word) { return false }
        if Parser.cTypeQualifiers.contains(word) { return true }
        let second = peek()
        switch second.kind {
        case .identifier:
            return !Parser.cStatementKeywords.contains(text(second))
        case .operator where isOperator(second, "*"):
            let third = peek(2)
            if third.kind == .identifier {
                let fourth = peek(3)
                return Parser.cTypeQualifiers.contains(text(third)) || fourth.kind == .semicolon || fourth.kind == .comma
                    || isOperator(fourth, "=") || fourth.kind == .leftBracket
            }
            return isOperator(third, "*")
        case .operator where isOperator(second, "<"):
            var index = pos + 1
            var level = 0
            for _ in 0..<32 {
                let current = token(at: index)
                if isOperator(current, "<") { level += 1 } else if isOperator(current, ">") { level -= 1 }
                if current.isHardStop || current.kind == .semicolon || current.isOpening { return false }
                index += 1
                // `id <Scrollable> scrollable = …`: an object of a protocol, no pointer star.
                if level == 0 { return isOperator(token(at: index), "*") || (word == "id" && token(at: index).kind == .identifier) }
            }
            return false
        case .leftParen:
            return isOperator(peek(2), "^") || word == "typeof" || word == "__typeof" || word == "__typeof__"
        default:
            return false
        }
    }
}
