/// Swift closures and selectors, and the look-ahead that tells accessors from closures.
extension Parser {
    /// A Swift closure at `{`: its signature's parameter names, if it has one, and body.
    mutating func closureExpression() -> Expression {
        let here = line
        guard enter() else { return skipOperand() }
        defer { leave() }
        advance()
        let names = closureSignature()
        let saved = allowsTrailingClosure
        allowsTrailingClosure = true
        let body = statements()
        allowsTrailingClosure = saved
        if token.kind == .rightBrace { advance() }
        return Expression(.closure(Closure(parameterNames: names, body: body)), line: here)
    }

    static let notInSignatures: Set<String> = [
        "let", "var", "if", "guard", "return", "for", "while", "switch", "case", "do", "try", "repeat", "defer", "throw",
    ]

    /// After a closure's `{`: when `… in` follows (`[weak self] (n: Notification) -> Void in`,
    /// `_ in`, `a, b in`), the parameters' names, moving past `in`; else [] in place.
    /// Looks at most 256 tokens ahead.
    mutating func closureSignature() -> [String] {
        var index = pos
        var level = 0
        var inIndex: Int?
        scan: for _ in 0..<256 {
            let current = token(at: index)
            switch current.kind {
            case .leftParen, .leftBracket:
                level += 1
            case .rightParen, .rightBracket:
                level -= 1
                if level < 0 { break scan }
            case .identifier:
                if level == 0, !current.isEscaped {
                    if isWord(current, "in") { inIndex = index; break scan }
                    if Parser.notInSignatures.contains(text(current)) { break scan }
                }
            case .colon, .comma, .dot, .question, .bang, .arrow, .atWord:
                break
            case .operator:
                if level == 0, !(isOperator(current, "<") || isOperator(current, ">") || isOperator(current, "&")) { break scan }
            default:
                break scan
            }
            index += 1
        }
        guard let end = inIndex else { return [] }
        var names: [String] = []
        var index2 = pos
        while index2 < end, tokens[index2].kind == .atWord { index2 += 1 }
        if index2 < end, tokens[index2].kind == .leftBracket {  // the capture list
            var depth = 0
            repeat {
                if tokens[index2].isOpening { depth += 1 } else if tokens[index2].isClosing { depth -= 1 }
                index2 += 1
            } while depth > 0 && index2 < end
        }
        while index2 < end, tokens[index2].kind == .atWord { index2 += 1 }
        if index2 < end, tokens[index2].kind == .leftParen {
            var depth = 0
            var expectsName = true
            while index2 < end {
                let current = tokens[index2]
                if current.isOpening {
                    depth += 1
                } else if current.isClosing {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1, current.kind == .comma {
                    expectsName = true
                } else if depth == 1, expectsName, current.kind == .identifier {
                    names.append(text(current))
                    expectsName = false
                }
                index2 += 1
            }
        } else {
            while index2 < end, tokens[index2].kind == .identifier || tokens[index2].kind == .comma {
                let current = tokens[index2]
                if current.kind == .identifier {
                    if isWord(current, "async") || isWord(current, "throws") { break }
                    names.append(text(current))
                }
                index2 += 1
            }
        }
        pos = end + 1
        return names
    }

    /// Whether the `{` at `index` holds accessors (`get`, `set`, `didSet`, `willSet`)
    /// rather than statements.
    func isAccessorBlock(at index: Int) -> Bool {
        guard token(at: index).kind == .leftBrace else { return false }
        var index = index + 1
        while token(at: index).kind == .atWord || isWord(token(at: index), "mutating") || isWord(token(at: index), "nonmutating") {
            index += 1
        }
        let current = token(at: index)
        let next = token(at: index + 1)
        if isWord(current, "didSet") || isWord(current, "willSet") || isWord(current, "_modify") || isWord(current, "_read") {
            return next.kind == .leftBrace || next.kind == .leftParen
        }
        if isWord(current, "get") {
            return next.kind == .leftBrace || next.kind == .rightBrace || isWord(next, "set") || isWord(next, "async")
                || isWord(next, "throws") || (next.kind == .identifier && next.isAtLineStart)
        }
        if isWord(current, "set") {
            return next.kind == .leftBrace || next.kind == .rightBrace || isWord(next, "get")
                || (next.kind == .leftParen && token(at: index + 2).kind == .identifier && token(at: index + 3).kind == .rightParen)
        }
        return false
    }

    /// `#selector(…)` after `#selector`: the method's last name component and its labels
    /// (nil without parentheses): `keyboardWillShow(_:)` is "keyboardWillShow", ["_"].
    mutating func swiftSelector(line here: Int) -> Expression {
        guard token.kind == .leftParen else { return Expression(.unknown("#selector"), line: here) }
        let start = pos
        skipGroup()
        var name = ""
        var labels: [String]?
        var depth = 0
        var index = start
        // `#selector((self.keyboardDidShow(notification:)))`: parentheses around the name.
        var outer = 0
        while start + outer < pos, tokens[start + outer].kind == .leftParen { outer += 1 }
        outer = max(1, outer)
        while index < pos {
            let current = tokens[index]
            if current.isOpening {
                depth += 1
                if depth == outer + 1, current.kind == .leftParen, labels == nil { labels = [] }
            } else if current.isClosing {
                depth -= 1
            } else if current.kind == .identifier {
                let following = token(at: index + 1)
                if depth == outer, following.kind == .colon, isWord(current, "getter") || isWord(current, "setter") {
                    index += 2
                    continue
                }
                if depth == outer, labels == nil {
                    name = text(current)
                } else if depth == outer + 1, following.kind == .colon, labels != nil {
                    labels?.append(text(current))
                }
            }
            index += 1
        }
        return Expression(.selector(name: name, labels: labels), line: here)
    }
}
