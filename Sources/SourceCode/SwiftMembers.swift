/// Swift functions, initializers and properties.
extension Parser {
    /// `func`, `init`, `deinit` from its keyword; nil for what is read but not kept
    /// (`subscript`, operator functions).
    mutating func function() -> Function? {
        let here = line
        let keyword = text
        advance()
        var name = keyword
        var kept = keyword != "subscript"
        if keyword == "func" {
            if token.kind == .identifier {
                name = text
                advance()
            } else {
                kept = false  // an operator: `static func == (…)`
                while !atEnd, token.kind != .leftParen, token.kind != .leftBrace, !token.isAtLineStart { advance() }
            }
        } else if keyword == "init", token.kind == .question || token.kind == .bang, adjacent(previous, token) {
            advance()
        }
        skipAngles()
        var labels: [String] = []
        var names: [String] = []
        var defaults: [Expression?] = []
        if token.kind == .leftParen {
            (labels, names, defaults) = parameterList()
        }
        skipSignatureTail()
        var body: [Statement]?
        var endLine = here
        if token.kind == .leftBrace {
            body = block()
            endLine = previous.lineNumber
        }
        guard kept else { return nil }
        var function = Function(name: name, labels: labels, parameterNames: names, body: body, line: here, endLine: endLine)
        function.defaults = defaults
        return function
    }

    /// `(_ a: Int, label b: Int = 3, c: Int)`: labels `["_", "label", "c"]`, names
    /// `["a", "b", "c"]`, default values `[nil, 3, nil]`. Types are skipped.
    mutating func parameterList() -> (labels: [String], names: [String], defaults: [Expression?]) {
        var labels: [String] = []
        var names: [String] = []
        var defaults: [Expression?] = []
        for part in groupParts(stoppingAtDeclarations: true) {
            var words: [String] = []
            for index in part {
                let current = tokens[index]
                if current.kind == .colon { break }
                if current.kind == .identifier, words.count < 2 {
                    words.append(text(current))
                } else if current.kind != .atWord {
                    break
                }
            }
            guard let first = words.first else { continue }
            labels.append(first)
            names.append(words.count > 1 ? words[1] : first)
            let equals = part.first { isOperator(tokens[$0], "=") }
            defaults.append(equals.map { expression(after: $0) })
        }
        return (labels, names, defaults)
    }

    /// The expression after the `=` at `index` (a parameter's default value, an
    /// enumerator's), read where it stands.
    mutating func expression(after index: Int) -> Expression {
        let saved = pos
        defer { pos = saved }
        pos = index + 1
        return expression()
    }

    /// After a function's parameters: `async throws -> T where …`, to the body's `{` or the
    /// end of a declaration without one.
    mutating func skipSignatureTail() {
        while !atEnd {
            let current = token
            if current.kind == .leftBrace || current.kind == .rightBrace || current.kind == .semicolon { return }
            if current.isAtLineStart, isDeclarationStart(current) { return }
            skipOne()
        }
    }

    /// `var`/`let` from its keyword: one property per name (`var a = 1, b = 2`).
    mutating func properties(isOutlet: Bool = false, isStatic: Bool = false) -> [Property] {
        let isConstant = isWord("let")
        advance()
        var result: [Property] = []
        while !atEnd {
            let here = line
            var names: [String] = []
            if token.kind == .leftParen {
                names = patternNames()
            } else if token.kind == .identifier {
                names = [text]
                advance()
            } else {
                break
            }
            var type: String?, isOptional = false
            if token.kind == .colon {
                advance()
                let start = pos
                type = typeName()
                isOptional = pos > start && ["?", "!"].contains(source(from: pos - 1, through: pos - 1))
            }
            var value: Expression?
            if isOperator(token, "=") {
                advance()
                value = expression()
            }
            var getter: [Statement]?, didSet: [Statement]?, setter: (body: [Statement], parameter: String)?
            if token.kind == .leftBrace, value == nil || !token.isAtLineStart {
                if isAccessorBlock(at: pos) {
                    (getter, didSet, setter) = accessors()
                } else if value == nil {
                    getter = block()
                } else {
                    skipGroup()
                }
            }
            for name in names {
                var property = Property(name: name, type: type, isOutlet: isOutlet, isStatic: isStatic, isConstant: isConstant,
                                        initialValue: value, getter: getter, line: here)
                property.didSet = didSet
                property.setter = setter
                property.isOptional = isOptional
                result.append(property)
            }
            guard token.kind == .comma else { break }
            advance()
        }
        return result
    }

    /// `{ get { … } set { … } }`, `{ didSet { … } }`, `{ get set }`: the getter's body, the
    /// `didSet` observer's and the setter's (with its parameter's name), if it has them;
    /// `willSet` is skipped.
    mutating func accessors() -> (getter: [Statement]?, didSet: [Statement]?, setter: (body: [Statement], parameter: String)?) {
        guard enter() else {
            skipGroup()
            return (nil, nil, nil)
        }
        defer { leave() }
        advance()
        var getter: [Statement]?, didSet: [Statement]?, setter: (body: [Statement], parameter: String)?
        while !atEnd, token.kind != .rightBrace {
            let start = pos
            while token.kind == .atWord || isWord("mutating") || isWord("nonmutating") { advance() }
            if isWord("get") {
                advance()
                while isWord("async") || isWord("throws") { advance() }
                if token.kind == .leftBrace { getter = block() }
            } else if isWord("didSet") {
                advance()
                if token.kind == .leftParen { skipGroup() }
                if token.kind == .leftBrace { didSet = block() }
            } else if isWord("set") {
                advance()
                var parameter = "newValue"
                if token.kind == .leftParen {
                    if peek().kind == .identifier, peek(2).kind == .rightParen { parameter = text(peek()) }
                    skipGroup()
                }
                if token.kind == .leftBrace { setter = (block(), parameter) }
            } else if token.kind == .identifier {
                advance()
                if token.kind == .leftParen { skipGroup() }
                if token.kind == .leftBrace { skipGroup() }
            }
            if pos == start { skipOne() }
        }
        if token.kind == .rightBrace { advance() }
        return (getter, didSet, setter)
    }
}
