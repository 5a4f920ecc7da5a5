/// Primary expressions: literals, names, parentheses, collections, closures, `#` forms.
extension Parser {
    /// The operand here; an unknown expression, consuming nothing, when none starts here.
    /// (A dispatcher, its frame small: it is on every recursive path.)
    mutating func primary() -> Expression {
        switch token.kind {
        case .identifier: return identifierExpression()
        case .hashWord: return hashExpression()
        case .atWord: return atWordExpression()
        case .at: return boxedExpression()
        case .leftParen: return parenthesizedExpression()
        case .leftBracket: return isSwift ? collectionLiteral() : messageSend()
        case .leftBrace: return isSwift ? closureExpression() : skipOperand()
        case .operator where !isSwift && isOperator(token, "^"): return blockExpression()
        default: return literal()
        }
    }

    /// `(x)`, a tuple `(a, label: b)`, or an Objective-C cast `(CGFloat)x`.
    mutating func parenthesizedExpression() -> Expression {
        if !isSwift, let cast = castAhead() { return castExpression(cast) }
        let here = line
        let arguments = argumentList()
        if arguments.count == 1, arguments[0].label == nil { return arguments[0].value }
        return Expression(.tuple(arguments), line: here)
    }

    /// Numbers, strings, characters, implicit members `.main`, key paths; unknown (nothing
    /// consumed) for anything else.
    mutating func literal() -> Expression {
        let current = token
        let here = current.lineNumber
        switch current.kind {
        case .number:
            advance()
            return Expression(.number(numberValue(current)), line: here)
        case .string:
            var value = stringValue(current)
            advance()
            while !isSwift, token.kind == .string {  // "a" @"b": one string
                value += stringValue(token)
                advance()
            }
            return Expression(.string(value), line: here)
        case .character:
            advance()
            return Expression(.number(characterValue(current)), line: here)
        case .dot:
            let name = peek()
            advance()
            guard name.kind == .identifier else { return Expression(.unknown("."), line: here) }
            advance()
            return Expression(.member(nil, text(name)), line: here)
        case .backslash:
            advance()
            while token.kind == .identifier || token.kind == .dot
                    || (token.kind == .question || token.kind == .bang) && adjacent(previous, token) {
                advance()
            }
            return Expression(.unknown("\\"), line: here)
        default:
            return Expression(.unknown(text(current)), line: here)
        }
    }

    /// The words an identifier expression reads otherwise than as a name.
    enum PrimaryWord {
        case boolean(Bool), `nil`, objectiveCBoolean(Bool), objectiveCNil, binding, `is`, statement
    }

    static let primaryWords: WordTable<PrimaryWord> = {
        var words: [String: PrimaryWord] = ["true": .boolean(true), "false": .boolean(false), "nil": .nil,
                                            "YES": .objectiveCBoolean(true), "TRUE": .objectiveCBoolean(true),
                                            "NO": .objectiveCBoolean(false), "FALSE": .objectiveCBoolean(false),
                                            "NULL": .objectiveCNil, "Nil": .objectiveCNil, "let": .binding, "var": .binding, "is": .is]
        for word in ["if", "switch", "guard", "return", "else", "case", "default", "where", "in", "for", "while", "do", "catch"] {
            words[word] = .statement
        }
        return WordTable(words)
    }()

    mutating func identifierExpression() -> Expression {
        let current = token
        let here = current.lineNumber
        let word = text(current)
        if !current.isEscaped, let special = self.word(current, in: Parser.primaryWords) {
            switch special {
            case .boolean(let value):
                advance()
                return Expression(.boolean(value), line: here)
            case .nil:
                advance()
                return Expression(.nil, line: here)
            case .objectiveCBoolean(let value) where !isSwift:
                advance()
                return Expression(.boolean(value), line: here)
            case .objectiveCNil where !isSwift:
                advance()
                return Expression(.nil, line: here)
            case .binding where isSwift:
                while isWord("let") || isWord("var") { advance() }  // a pattern: `case .a(let x)`
                return token.kind == .identifier ? identifierExpression() : primary()
            case .is where isSwift:
                advance()
                let type = typeName() ?? ""
                return Expression(.cast(Expression(.identifier("_"), line: here), operator: "is", type: type), line: here)
            case .statement:
                return Expression(.unknown(word), line: here)
            default:
                break
            }
        }
        advance()
        if isSwift, let first = word.utf8.first, ByteClass.isUppercase(first), isOperator(token, "<"),
           adjacent(current, token), isGenericArgumentList() {
            skipAngles()
        }
        return Expression(.identifier(word), line: here)
    }

    /// Whether the `<` here opens generic arguments followed by `(` or `.` (`Set<Int>()`).
    func isGenericArgumentList() -> Bool {
        var level = 0
        var index = pos
        for _ in 0..<32 {
            let current = token(at: index)
            switch current.kind {
            case .identifier, .dot, .comma, .question, .bang, .leftBracket, .rightBracket, .colon, .arrow,
                 .leftParen, .rightParen:
                break
            case .operator:
                if isOperator(current, "<") {
                    level += 1
                } else if isOperator(current, ">") {
                    level -= 1
                    if level == 0 {
                        let next = token(at: index + 1)
                        return next.kind == .leftParen || next.kind == .dot
                    }
                } else {
                    return false
                }
            default:
                return false
            }
            index += 1
        }
        return false
    }

    /// Swift `#selector(…)`, `#available(…)`, `#unavailable(…)`; other `#` words unknown.
    mutating func hashExpression() -> Expression {
        let here = line
        let word = text
        advance()
        switch word {
        case "selector":
            return swiftSelector(line: here)
        case "available", "unavailable":
            return availability(negated: word == "unavailable", line: here)
        default:
            if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
            return Expression(.unknown("#" + word), line: here)
        }
    }

    /// The `(…)` of an availability check: the iOS version named, 0 for none.
    mutating func availability(negated: Bool, line here: Int) -> Expression {
        var version = 0.0
        for part in groupParts() {
            for (offset, index) in part.enumerated() where isWord(tokens[index], "iOS") && offset + 1 < part.count {
                let next = tokens[part[offset + 1]]
                if next.kind == .number { version = numberValue(next) }
            }
        }
        return Expression(.availability(iOS: version, negated: negated), line: here)
    }

    /// Swift `[a, b]`, `[k: v]`, `[:]`.
    mutating func collectionLiteral() -> Expression {
        let here = line
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        if token.kind == .colon, peek().kind == .rightBracket {
            advance()
            advance()
            return Expression(.dictionary([]), line: here)
        }
        var elements: [Expression] = []
        var entries: [(key: Expression, value: Expression)] = []
        while true {
            let current = token
            if current.kind == .rightBracket { advance(); break }
            if current.isHardStop || current.kind == .rightBrace || current.kind == .semicolon { break }
            let start = pos
            let element = expression()
            if token.kind == .colon {
                advance()
                entries.append((element, expression()))
            } else {
                elements.append(element)
            }
            if token.kind == .comma { advance(); continue }
            if token.kind == .rightBracket { advance(); break }
            if pos == start { skipOne() }
            while !atEnd, token.kind != .comma, token.kind != .rightBracket, token.kind != .rightBrace, token.kind != .semicolon {
                skipOne()
            }
            if token.kind == .comma { advance() }
        }
        if !entries.isEmpty { return Expression(.dictionary(entries), line: here) }
        return Expression(.array(elements), line: here)
    }
}
