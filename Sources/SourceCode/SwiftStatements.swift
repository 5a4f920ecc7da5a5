/// Swift statements: declarations, `if`/`guard`/`switch`, loops, `do`, `defer`.
extension Parser {
    static let localModifiers: Set<String> = [
        "lazy", "weak", "unowned", "static", "private", "fileprivate", "internal", "public", "final", "nonisolated", "isolated",
    ]
    static let localDeclarations: Set<String> = [
        "func", "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "import", "init", "deinit",
        "subscript", "operator", "precedencegroup", "associatedtype",
    ]

    /// The statements a word starts.
    enum StatementKeyword {
        case binding, `if`, `guard`, `switch`, `for`, `while`, `repeat`, `do`, `defer`, `return`, jump, `throw`, declaration
    }

    static let statementKeywords: [String: StatementKeyword] = {
        var table: [String: StatementKeyword] = [
            "let": .binding, "var": .binding, "if": .if, "guard": .guard, "switch": .switch, "for": .for, "while": .while,
            "repeat": .repeat, "do": .do, "defer": .defer, "return": .return, "break": .jump, "continue": .jump,
            "fallthrough": .jump, "throw": .throw,
        ]
        for word in localDeclarations { table[word] = .declaration }
        return table
    }()
    static let statementKeywordTable = WordTable(statementKeywords)
    static let localModifierTable = WordTable(localModifiers)

    /// One Swift statement, appended to `list` (a declaration of several names appends
    /// several). A dispatcher, its frame small: it is on every recursive path.
    mutating func swiftStatement(into list: inout [Statement]) {
        if token.kind == .semicolon {
            advance()
            return
        }
        skipStatementPrefixes()
        guard token.kind == .identifier, !token.isEscaped, let keyword = word(token, in: Parser.statementKeywordTable) else {
            expressionStatement(into: &list)
            endStatement()
            return
        }
        switch keyword {
        case .binding:
            swiftDeclaration(into: &list)
        case .declaration:
            list.append(localDeclaration())
            return
        default:
            list.append(keywordStatement(keyword))
        }
        endStatement()
    }

    /// Attributes, a label `outer:`, modifiers (`lazy`, `weak`) before a statement.
    mutating func skipStatementPrefixes() {
        while token.kind == .atWord {
            advance()
            if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
        }
        if token.kind == .identifier, peek().kind == .colon, !isCaseStart(),
           ["for", "while", "repeat", "do", "switch", "if"].contains(text(peek(2))) {
            advance()
            advance()
        }
        while token.kind == .identifier, word(token, in: Parser.localModifierTable) != nil, peek().kind == .identifier || peek().kind == .leftParen {
            advance()
            if token.kind == .leftParen { skipGroup() }
        }
    }

    mutating func keywordStatement(_ keyword: StatementKeyword) -> Statement {
        switch keyword {
        case .if: return ifStatement()
        case .guard: return guardStatement()
        case .switch: return switchStatement()
        case .for: return forStatement()
        case .while, .repeat: return whileStatement()
        case .do: return doStatement()
        case .return: return returnStatement()
        default: return simpleStatement()
        }
    }

    /// `defer { }`, `break`, `continue`, `fallthrough`, `throw x`.
    mutating func simpleStatement() -> Statement {
        let here = line
        let word = text
        advance()
        if word == "defer" { return Statement(.block(block()), line: here) }
        if word == "throw" {
            _ = expression()
        } else if token.kind == .identifier, !token.isAtLineStart, !isCaseStart() {
            advance()  // a label
        }
        return Statement(.other(word), line: here)
    }

    /// A local function or type, read and dropped.
    mutating func localDeclaration() -> Statement {
        let here = line
        let word = text
        var members = Members()
        swiftMember(into: &members, topLevel: false)
        if word == "func", let function = members.functions.first { return Statement(.function(function), line: here) }
        return Statement(.other(word), line: here)
    }

    mutating func guardStatement() -> Statement {
        let here = line
        advance()
        let conditions = conditionList()
        while !atEnd, !isWord("else"), token.kind != .leftBrace, token.kind != .rightBrace { skipOne() }
        if isWord("else") { advance() }
        return Statement(.guard(conditions: conditions, else: block()), line: here)
    }

    mutating func switchStatement() -> Statement {
        let here = line
        advance()
        let subject = withoutTrailingClosures { $0.expression() }
        return Statement(.switch(subject: subject, cases: switchBody()), line: here)
    }

    /// `for x in s where c { }`: the body.
    mutating func forStatement() -> Statement {
        let here = line
        advance()
        while isWord("try") || isWord("await") || isWord("case") { advance() }
        // `for name in …`: one name (not a tuple or a pattern), kept with the sequence.
        let name = token.kind == .identifier && pos + 1 < tokens.count && isWord(tokens[pos + 1], "in") ? text(token) : nil
        while !atEnd, !isWord("in"), token.kind != .leftBrace, token.kind != .rightBrace { skipOne() }
        var each: Statement.LoopHeader?
        if isWord("in") {
            advance()
            let sequence = withoutTrailingClosures { $0.expression() }
            if let name { each = Statement.LoopHeader(name: name, sequence: sequence) }
        }
        if isWord("where") {
            advance()
            _ = withoutTrailingClosures { $0.expression() }
        }
        return Statement(.loop(body: block(), each: each), line: here)
    }

    /// `while c { }`, `repeat { } while c`: the body.
    mutating func whileStatement() -> Statement {
        let here = line
        if isWord("while") {
            advance()
            _ = conditionList()
            return Statement(.loop(body: block(), each: nil), line: here)
        }
        advance()
        let body = block()
        if isWord("while") {
            advance()
            _ = conditionList()
        }
        return Statement(.loop(body: body, each: nil), line: here)
    }

    /// `do { } catch … { }`: the `do` body.
    mutating func doStatement() -> Statement {
        let here = line
        advance()
        while !atEnd, token.kind != .leftBrace, !token.isAtLineStart { skipOne() }  // `do throws(E)`
        let body = block()
        while isWord("catch") {
            advance()
            while !atEnd, token.kind != .leftBrace, token.kind != .rightBrace { skipOne() }
            _ = block()
        }
        return Statement(.block(body), line: here)
    }

    mutating func withoutTrailingClosures<T>(_ body: (inout Parser) -> T) -> T {
        let saved = allowsTrailingClosure
        allowsTrailingClosure = false
        defer { allowsTrailingClosure = saved }
        return body(&self)
    }

    /// `let`/`var` in a body: one declaration per binding (`let a = 1, b = 2`).
    mutating func swiftDeclaration(into list: inout [Statement]) {
        let isConstant = isWord("let")
        advance()
        while !atEnd {
            let here = line
            var names: [String] = []
            if token.kind == .leftParen {
                names = patternNames()
            } else if token.kind == .identifier {
                names = [text]
                advance()
            } else {
                return
            }
            var type: String?
            if token.kind == .colon {
                advance()
                type = typeName()
            }
            var value: Expression?
            if isOperator(token, "=") {
                advance()
                value = expression()
            }
            if token.kind == .leftBrace, !token.isAtLineStart {
                if value == nil {
                    // A local computed variable (`var bottom: CGFloat { button.frame.maxY }`):
                    // its getter, as a closure called where it is declared.
                    value = localGetter().map { getter in
                        Expression(.call(Expression(.closure(Closure(parameterNames: [], body: getter)), line: here), []), line: here)
                    }
                } else {
                    skipGroup()  // observers
                }
            }
            list.append(Statement(.declaration(names: names, isConstant: isConstant, type: type, value: value), line: here))
            guard token.kind == .comma else { return }
            advance()
        }
    }

    /// At a local variable's `{`, read past: its getter (a block, or `{ get { … } }`); nil
    /// for observers alone.
    mutating func localGetter() -> [Statement]? {
        guard isAccessorBlock(at: pos) else { return block() }
        return accessors().getter
    }

    /// `if … { } else if … { } else { }`: the `else if` chain read in a loop.
    mutating func ifStatement() -> Statement {
        var clauses: [(conditions: [Condition], then: [Statement], line: Int)] = []
        var otherwise: [Statement]?
        // Each `else if` nests the tree one level deeper: it counts as a level.
        var added = 0
        defer { depth -= added }
        while true {
            let here = line
            advance()  // `if`
            let conditions = conditionList()
            while !atEnd, token.kind != .leftBrace, token.kind != .rightBrace, !token.isAtLineStart { skipOne() }
            let then = block()
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
            otherwise = block()
            break
        }
        var result = Statement(.other("if"), line: line)
        for clause in clauses.reversed() {
            result = Statement(.if(conditions: clause.conditions, then: clause.then, else: otherwise), line: clause.line)
            otherwise = [result]
        }
        return result
    }
}
