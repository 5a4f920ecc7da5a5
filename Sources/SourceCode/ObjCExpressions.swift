/// Objective-C expressions: messages, C casts, blocks, `@` literals and `@selector`.
extension Parser {
    /// `[receiver name]`, `[receiver name:a label:b]` as `receiver.name(a, label: b)`.
    mutating func messageSend() -> Expression {
        let here = line
        guard enter() else { return skipOperand() }
        defer { leave() }
        advance()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        defer { allowsTrailingClosure = saved }
        let receiver = unary()
        var result = receiver
        if token.kind == .identifier {
            let name = text
            advance()
            var arguments: [Argument] = []
            if token.kind == .colon {
                advance()
                arguments.append(Argument(expression()))
                while true {
                    if token.kind == .identifier, peek().kind == .colon {
                        let label = text
                        advance()
                        advance()
                        arguments.append(Argument(label: label, expression()))
                    } else if token.kind == .colon || token.kind == .comma {
                        advance()
                        arguments.append(Argument(expression()))
                    } else {
                        break
                    }
                }
            }
            result = Expression(.call(Expression(.member(receiver, name), line: receiver.line), arguments), line: here)
        } else if token.kind != .rightBracket {
            result = Expression(.unknown("["), line: here)
        }
        while !atEnd, token.kind != .rightBracket, token.kind != .rightBrace, token.kind != .semicolon { skipOne() }
        if token.kind == .rightBracket { advance() }
        return result
    }

    static let cTypeQualifiers: Set<String> = [
        "const", "volatile", "__bridge", "__bridge_transfer", "__bridge_retained", "__kindof", "struct", "enum", "union",
        "unsigned", "signed", "long", "short", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block",
        "nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "_Null_unspecified", "null_unspecified",
        "static", "extern", "register", "inline", "__inline", "IBOutlet", "IBInspectable", "__typeof", "typeof",
    ]
    static let cPrimitiveTypes: Set<String> = [
        "int", "float", "double", "char", "long", "short", "unsigned", "signed", "void", "id", "bool", "size_t",
        "BOOL", "SEL", "Class", "instancetype", "NSInteger", "NSUInteger", "CGFloat",
    ]

    /// At `(`: when a C cast `(Type *)operand` starts here, its type and the index of its `)`.
    func castAhead() -> (type: String, close: Int)? {
        var index = pos + 1
        var words: [String] = []
        var qualified = false
        var pointer = false
        for _ in 0..<24 {
            let current = token(at: index)
            if current.kind == .identifier {
                let word = text(current)
                if Parser.cTypeQualifiers.contains(word), !["long", "short", "unsigned", "signed"].contains(word) {
                    qualified = true
                } else {
                    words.append(word)
                }
            } else if isOperator(current, "*") || isOperator(current, "^") {
                pointer = true
            } else if isOperator(current, "<") {
                var level = 0
                repeat {
                    let part = token(at: index)
                    if isOperator(part, "<") { level += 1 } else if isOperator(part, ">") { level -= 1 }
                    if part.isHardStop || part.kind == .semicolon || part.kind == .rightParen { return nil }
                    index += 1
                } while level > 0
                continue
            } else if current.kind == .rightParen {
                break
            } else {
                return nil
            }
            index += 1
        }
        guard token(at: index).kind == .rightParen, let last = words.last, let initial = last.utf8.first else { return nil }
        let next = token(at: index + 1)
        let typeLike = pointer || qualified || words.count > 1 || Parser.cPrimitiveTypes.contains(last)
            || ByteClass.isUppercase(initial) || last.hasSuffix("_t") || last.hasSuffix("Ref")
        let operandFollows: Bool
        switch next.kind {
        case .identifier, .number, .string, .character, .at, .atWord, .bang: operandFollows = true
        case .leftParen, .leftBracket: operandFollows = typeLike
        case .leftBrace: operandFollows = typeLike && !pointer  // a compound literal
        case .operator:
            operandFollows = isOperator(next, "^") || isOperator(next, "~")
                || (typeLike && (isOperator(next, "-") || isOperator(next, "&") || isOperator(next, "*") || isOperator(next, "+")))
        default: operandFollows = false
        }
        guard operandFollows, typeLike || next.kind == .identifier else { return nil }
        return (words.joined(separator: " "), index)
    }

    /// The cast `castAhead()` found, with its operand.
    mutating func castExpression(_ cast: (type: String, close: Int)) -> Expression {
        let here = line
        guard enter() else { return skipOperand() }
        defer { leave() }
        pos = cast.close + 1
        if token.kind == .leftBrace { return compoundLiteral(cast.type) }
        return Expression(.cast(unary(), operator: "cast", type: cast.type), line: here)
    }

    /// `(CGRect){{0, -100}, {320, 480}}`, `(CGPoint){x, y}`, `(CGRect){x, y, frame.size}`:
    /// the C compound literal as its type's constructor called with its members in order,
    /// nested braces flattened; a designated member (`.origin = …`) is a value it cannot tell.
    mutating func compoundLiteral(_ type: String) -> Expression {
        let here = line
        var members: [Argument] = []
        braceMembers(into: &members)
        return Expression(.call(Expression(.identifier(type), line: here), members), line: here)
    }

    private mutating func braceMembers(into members: inout [Argument]) {
        guard enter() else { return skipGroup() }
        defer { leave() }
        advance()
        while !atEnd, !token.isHardStop, token.kind != .rightBrace, token.kind != .semicolon {
            let start = pos
            if token.kind == .leftBrace {
                braceMembers(into: &members)
            } else if token.kind == .dot {
                members.append(Argument(Expression(.unknown("a designated member"), line: line)))
                while !atEnd, token.kind != .comma, token.kind != .rightBrace, token.kind != .semicolon { skipOne() }
            } else {
                members.append(Argument(expression()))
            }
            if pos == start { skipOne() }
            if token.kind == .comma { advance() } else if token.kind != .rightBrace { break }
        }
        if token.kind == .rightBrace { advance() }
    }

    /// `^(NSNotification *note) { … }`, `^{ … }`, `^BOOL(id obj) { … }`.
    mutating func blockExpression() -> Expression {
        let here = line
        guard enter() else { return skipOperand() }
        defer { leave() }
        let names = blockParameters()
        let body = token.kind == .leftBrace ? block() : []
        return Expression(.closure(Closure(parameterNames: names, body: body)), line: here)
    }

    /// From `^`: past the return type and parameters, their names.
    mutating func blockParameters() -> [String] {
        advance()
        for _ in 0..<16 where token.kind == .identifier || isOperator(token, "*") { advance() }
        var names: [String] = []
        if token.kind == .leftParen {
            for part in groupParts() {
                if let last = part.last(where: { tokens[$0].kind == .identifier }), !isWord(tokens[last], "void") {
                    names.append(text(tokens[last]))
                }
            }
        }
        while token.kind == .identifier, !atEnd { advance() }  // attributes after the parameters
        return names
    }

    /// An `@` word in an expression: `@selector`, `@available`, `@YES`; in Swift, attributes
    /// before a closure's signature.
    mutating func atWordExpression() -> Expression {
        let here = line
        if isSwift {
            while token.kind == .atWord {
                advance()
                if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
            }
            return token.kind == .atWord ? Expression(.unknown("@"), line: here) : primary()
        }
        let word = text
        advance()
        switch word {
        case "selector":
            return objcSelector(line: here)
        case "available":
            return availability(negated: false, line: here)
        case "protocol" where token.kind == .leftParen && peek().kind == .identifier && peek(2).kind == .rightParen:
            // `@protocol(Scrollable)`, which `conformsToProtocol:` is given: kept by name.
            let name = text(peek())
            skipGroup()
            return Expression(.unknown("@protocol(\(name))"), line: here)
        case "YES", "true":
            return Expression(.boolean(true), line: here)
        case "NO", "false":
            return Expression(.boolean(false), line: here)
        default:
            if token.kind == .leftParen { skipGroup() }
            return Expression(.unknown("@" + word), line: here)
        }
    }

    /// `@(x)`, `@[a, b]`, `@{k: v}`, `@12`.
    mutating func boxedExpression() -> Expression {
        let here = line
        advance()
        switch token.kind {
        case .leftParen:
            let arguments = argumentList()
            return arguments.first?.value ?? Expression(.unknown("@()"), line: here)
        case .leftBracket:
            return Expression(.array(argumentList().map(\.value)), line: here)
        case .leftBrace:
            return objcDictionary()
        case .number, .operator:
            return unary()
        default:
            return Expression(.unknown("@"), line: here)
        }
    }

    /// `@{ key: value, … }` from its `{`.
    mutating func objcDictionary() -> Expression {
        let here = line
        advance()
        var entries: [(key: Expression, value: Expression)] = []
        while !atEnd, token.kind != .rightBrace, token.kind != .semicolon {
            let start = pos
            let key = expression()
            if token.kind == .colon {
                advance()
                entries.append((key, expression()))
            }
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightBrace {
                if pos == start { skipOne() }
                while !atEnd, token.kind != .comma, token.kind != .rightBrace, token.kind != .semicolon { skipOne() }
            }
        }
        if token.kind == .rightBrace { advance() }
        return Expression(.dictionary(entries), line: here)
    }

    /// `@selector(a:b:)` after `@selector`: name "a", labels ["_", "b"]; `(viewDidLoad)` has [].
    mutating func objcSelector(line here: Int) -> Expression {
        guard token.kind == .leftParen else { return Expression(.unknown("@selector"), line: here) }
        let start = pos
        skipGroup()
        var name = ""
        var labels: [String] = []
        var piece: String?
        for index in (start + 1)..<max(start + 1, pos) {
            let current = tokens[index]
            if current.kind == .identifier {
                if name.isEmpty { name = text(current) }
                piece = text(current)
            } else if current.kind == .colon {
                labels.append(labels.isEmpty ? "_" : (piece ?? "_"))
                piece = nil
            }
        }
        return Expression(.selector(name: name, labels: labels), line: here)
    }
}
