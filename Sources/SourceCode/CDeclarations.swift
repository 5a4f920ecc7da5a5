/// A C declaration: `static const CGFloat kPad = 10;`, `UITextField *activeField;`,
/// `IBOutlet UIView *v;`, a C function `static void f(int x) { … }`.
struct CDeclaration {
    var typeName: String?
    var isConstant = false
    var isOutlet = false
    var declarators: [(name: String, line: Int, value: Expression?)] = []
    /// A `typedef`'d enumeration's name (`} VcType;`, `NS_ENUM(NSInteger, Style)`).
    var enumeration: String?
    /// A function definition (prototypes are dropped).
    var function: Function?
}

/// C declarations, shared by Objective-C files, ivars, properties and statements.
extension Parser {
    /// An enumeration's `{ A = 2, B, C }` from its `{` (consumed): each constant with its
    /// value, one more than the one before when it has none (while that one is a number).
    mutating func enumerators() -> [(name: String, line: Int, value: Expression?)] {
        var found: [(name: String, line: Int, value: Expression?)] = []
        var next: Double? = 0
        for part in groupParts() {
            guard let first = part.first, tokens[first].kind == .identifier else { continue }
            let here = tokens[first].lineNumber
            var value = next.map { Expression(.number($0), line: here) }
            if let equals = part.first(where: { isOperator(tokens[$0], "=") }) { value = expression(after: equals) }
            if case .number(let number)? = value?.kind { next = number + 1 } else { next = nil }
            found.append((text(tokens[first]), here, value))
        }
        return found
    }

    /// A macro by its spelling: capitals, digits and `_` with a `_` (`NS_ASSUME_NONNULL_BEGIN`,
    /// `UI_APPEARANCE_SELECTOR`), or a `__` word (`__attribute__`, `__unused`).
    func isMacro(_ word: String) -> Bool {
        if word.hasPrefix("__") { return true }
        var underscore = false
        for byte in word.utf8 {
            if ByteClass.isLowercase(byte) { return false }
            if byte == UInt8(ascii: "_") { underscore = true }
        }
        return underscore && word.utf8.count > 2
    }

    /// A C declaration up to its `;` (consumed), or up to `}`, an `@` word or a function's
    /// body's end.
    mutating func cDeclaration(allowsFunction: Bool) -> CDeclaration {
        var declaration = CDeclaration()
        var sawSizeWord = false  // long, short, unsigned, signed
        while !atEnd {
            let current = token
            switch current.kind {
            case .semicolon:
                advance()
                return declaration
            case .rightBrace, .atWord:
                return declaration
            case .identifier:
                let word = text(current)
                let next = peek()
                let endsName = next.kind == .semicolon || next.kind == .comma || next.kind == .leftBracket || isOperator(next, "=")
                if word == "typedef" || ((word == "enum" || word == "struct" || word == "union" || word == "NS_ENUM" || word == "NS_OPTIONS")
                    && declaration.typeName == nil && (next.kind == .leftBrace || next.kind == .leftParen || peek(2).kind == .leftBrace || peek(2).kind == .colon)) {
                    // A type: only an enumeration's constants are kept (`VcType_Login = 0`).
                    var enumeration = CDeclaration()
                    var isEnumeration = false
                    var named: String?
                    while !atEnd, token.kind != .semicolon, token.kind != .rightBrace, token.kind != .atWord {
                        if token.kind == .identifier, ["enum", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM"].contains(text) {
                            isEnumeration = true
                            if text != "enum", peek().kind == .leftParen {
                                advance()
                                named = groupParts().last?.last.map { text(tokens[$0]) }
                                continue
                            }
                        }
                        if token.kind == .identifier, !["typedef", "enum", "struct", "union"].contains(text) { named = text }
                        if isEnumeration, token.kind == .leftBrace { enumeration.declarators = enumerators() } else { skipOne() }
                    }
                    if isEnumeration { enumeration.enumeration = named }
                    if token.kind == .semicolon { advance() }
                    enumeration.isConstant = true
                    return enumeration
                }
                if word == "IBOutlet" || word == "IBOutletCollection" {
                    declaration.isOutlet = true
                    advance()
                    if token.kind == .leftParen { skipGroup() }
                } else if word == "const" {
                    declaration.isConstant = true
                    advance()
                } else if word == "long" || word == "short" || word == "unsigned" || word == "signed" {
                    sawSizeWord = true
                    if declaration.typeName == nil || declaration.typeName == "long" { declaration.typeName = word }
                    advance()
                } else if word == "typeof" || word == "__typeof" || word == "__typeof__" {
                    advance()
                    if token.kind == .leftParen { skipGroup() }
                    if declaration.typeName == nil { declaration.typeName = "typeof" }
                } else if Parser.cTypeQualifiers.contains(word) {
                    advance()
                } else if isMacro(word), declaration.typeName == nil || !declaration.declarators.isEmpty || !endsName {
                    advance()
                    if token.kind == .leftParen { skipGroup() }
                } else if next.kind == .leftParen, !isOperator(peek(2), "^") {
                    if allowsFunction, declaration.declarators.isEmpty, declaration.typeName != nil {
                        cFunction(into: &declaration)
                        return declaration
                    }
                    advance()
                    skipGroup()
                } else if declaration.typeName == nil || (sawSizeWord && !endsName && declaration.declarators.isEmpty
                                                          && ["int", "long", "char", "double", "float", "short"].contains(word)) {
                    declaration.typeName = word
                    advance()
                    skipAngles()
                } else {
                    declarator(word, into: &declaration)
                }
            case .leftParen where isOperator(peek(), "^"):
                let name = peek(2)
                let here = line
                skipGroup()
                if token.kind == .leftParen { skipGroup() }
                var value: Expression?
                if isOperator(token, "=") {
                    advance()
                    value = expression()
                }
                if name.kind == .identifier { declaration.declarators.append((text(name), here, value)) }
                if token.kind == .comma { advance() }
            case .operator where isOperator(current, "="):
                advance()
                _ = expression()
            default:
                skipOne()
            }
        }
        return declaration
    }

    /// A declarator's name, array brackets and value, from its name.
    mutating func declarator(_ name: String, into declaration: inout CDeclaration) {
        let here = line
        advance()
        while token.kind == .leftBracket { skipGroup() }
        var value: Expression?
        if isOperator(token, "=") {
            advance()
            value = expression()
        }
        declaration.declarators.append((name, here, value))
        if token.kind == .comma { advance() }
    }

    /// A C function from its name: parameters, then a body (kept) or `;` (dropped).
    mutating func cFunction(into declaration: inout CDeclaration) {
        let here = line
        let name = text
        advance()
        var names: [String] = []
        for part in groupParts() {
            let words = part.filter { tokens[$0].kind == .identifier && !Parser.cTypeQualifiers.contains(text(tokens[$0])) }
            if let last = words.last, words.count > 1 || !isWord(tokens[last], "void") { names.append(text(tokens[last])) }
        }
        while !atEnd, token.kind != .leftBrace, token.kind != .semicolon, token.kind != .rightBrace, token.kind != .atWord { skipOne() }
        if token.kind == .semicolon {
            advance()
            return
        }
        guard token.kind == .leftBrace else { return }
        let body = block()
        declaration.function = Function(name: name, labels: names.map { _ in "_" }, parameterNames: names,
                                        body: body, line: here, endLine: previous.lineNumber)
    }

    /// The `#define NAME value` lines, each a constant, and the function-like ones
    /// (`#define viewY(v) (v.frame.origin.y)`), each a function returning its value; empty
    /// ones and values that are not one expression are left out. Reads the lexer's list.
    static func defines(_ tokens: [Token], bytes: [UInt8]) -> (constants: [Property], functions: [Function], problems: [SourceProblem]) {
        var parser = Parser(bytes: bytes, tokens: tokens, language: .objectiveC)
        parser.stackBase = Parser.stackAddress()
        var constants: [Property] = []
        var functions: [Function] = []
        while parser.token.kind != .end {
            if parser.token.kind == .directiveEnd {
                parser.pos += 1
                continue
            }
            let name = parser.token
            parser.pos += 1
            let valueStart = parser.token
            if name.kind == .identifier, valueStart.kind == .leftParen, parser.adjacent(name, valueStart),
               let function = parser.functionMacro(named: parser.text(name), line: name.lineNumber) {
                functions.append(function)
            } else if name.kind == .identifier, !valueStart.isHardStop,
               !(valueStart.kind == .leftParen && parser.adjacent(name, valueStart)) {
                let value = parser.expression()
                if parser.token.kind == .directiveEnd {
                    if case .unknown = value.kind {} else {
                        constants.append(Property(name: parser.text(name), isStatic: true, isConstant: true,
                                                  initialValue: value, line: name.lineNumber))
                    }
                }
            }
            while parser.token.kind != .directiveEnd, parser.token.kind != .end { parser.pos += 1 }
        }
        return (constants, functions, parser.problems)
    }

    /// From a function-like macro's `(`: its parameters, then its value as one expression to
    /// the line's end; nil when either is not so.
    mutating func functionMacro(named name: String, line: Int) -> Function? {
        pos += 1
        var parameters: [String] = []
        while token.kind == .identifier {
            parameters.append(text)
            pos += 1
            guard token.kind == .comma else { break }
            pos += 1
        }
        guard token.kind == .rightParen else { return nil }
        pos += 1
        guard token.kind != .directiveEnd, token.kind != .end else { return nil }
        let value = expression()
        guard token.kind == .directiveEnd else { return nil }
        if case .unknown = value.kind { return nil }
        return Function(name: name, labels: parameters.map { _ in "_" }, parameterNames: parameters,
                        body: [Statement(.return(value), line: line)], line: line, endLine: line)
    }
}
