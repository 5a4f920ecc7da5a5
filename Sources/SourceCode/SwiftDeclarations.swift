/// What a Swift file, type body or `@interface` declares.
struct Members {
    var types: [TypeDeclaration] = []
    var functions: [Function] = []
    var properties: [Property] = []
}

/// Swift declarations: the file, type declarations and their members.
extension Parser {
    static let swiftModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "required", "convenience",
        "static", "lazy", "weak", "unowned", "dynamic", "mutating", "nonmutating", "optional", "indirect", "nonisolated",
        "isolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "__consuming", "unsafe",
    ]
    static let skippedDeclarations: Set<String> = [
        "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]
    static let swiftModifierTable = WordTable(swiftModifiers)
    /// The words a member declaration starts with (`isDeclarationStart`).
    /// (`ByteClass.typeKeyword` reads the type keywords among them.)
    static let declarationStartTable = WordTable(swiftModifiers.union(skippedDeclarations)
        .union(["class", "struct", "enum", "protocol", "actor", "extension", "func", "var", "let", "init", "deinit", "subscript", "case"]))

    /// A whole Swift file: its declarations; top-level statements are read and dropped.
    mutating func swiftFile() -> SourceFile {
        stackBase = Parser.stackAddress()
        var members = Members()
        while !atEnd {
            let start = pos
            while !atEnd, token.kind != .rightBrace {
                let memberStart = pos
                swiftMember(into: &members, topLevel: true)
                if pos == memberStart { skipOne() }
            }
            if token.kind == .rightBrace { advance() }  // a stray `}`
            if pos == start { advance() }
        }
        for index in members.properties.indices { members.properties[index].isStatic = true }
        return SourceFile(language: .swift, types: members.types, functions: members.functions,
                          variables: members.properties, problems: problems)
    }

    /// A type's members, up to its `}` (not consumed).
    mutating func swiftMembers() -> Members {
        var members = Members()
        while !atEnd, token.kind != .rightBrace {
            let start = pos
            swiftMember(into: &members, topLevel: false)
            if pos == start { skipOne() }
        }
        return members
    }

    /// Whether the token starts a member declaration (an attribute, a modifier, a keyword).
    func isDeclarationStart(_ token: Token) -> Bool {
        if token.kind == .atWord { return true }
        guard token.kind == .identifier, !token.isEscaped else { return false }
        return word(token, in: Parser.declarationStartTable) != nil
    }

    /// One declaration with its attributes and modifiers; at the top level, a statement too.
    mutating func swiftMember(into members: inout Members, topLevel: Bool) {
        let (isOutlet, isStatic) = memberModifiers()
        guard token.kind == .identifier, !token.isEscaped else {
            if topLevel { topLevelStatement() } else { skipOne() }
            return
        }
        let word = text
        if let kind = typeKeyword(token) {
            if let type = typeDeclaration(kind) { members.types.append(type) }
        } else if word == "func" || word == "init" || word == "deinit" || word == "subscript" {
            if var function = function() {
                function.isStatic = isStatic
                members.functions.append(function)
            }
        } else if word == "var" || word == "let" {
            members.properties += properties(isOutlet: isOutlet, isStatic: isStatic)
        } else if word == "case" {
            skipEnumCase()
        } else if Parser.skippedDeclarations.contains(word) {
            advance()
            while !atEnd, token.kind != .rightBrace, token.kind != .semicolon, !token.isAtLineStart { skipOne() }
        } else if topLevel {
            topLevelStatement()
        } else {
            skipOne()
        }
    }

    /// Past attributes and modifiers: whether they make an outlet, a static member.
    mutating func memberModifiers() -> (isOutlet: Bool, isStatic: Bool) {
        var isOutlet = false
        var isStatic = false
        while true {
            if token.kind == .atWord {
                if isAtWord(token, "IBOutlet") || isAtWord(token, "IBOutletCollection") { isOutlet = true }
                advance()
                if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
            } else if token.kind == .identifier, !token.isEscaped, word(token, in: Parser.swiftModifierTable) != nil,
                      peek().kind == .identifier || peek().kind == .atWord || peek().kind == .leftParen {
                if isWord("static") { isStatic = true }
                advance()
                if token.kind == .leftParen { skipGroup() }  // private(set), unowned(unsafe)
            } else if isWord("class"), isDeclarationStart(peek()), typeKeyword(peek()) == nil {
                isStatic = true  // `class func`, `class var`
                advance()
            } else {
                return (isOutlet, isStatic)
            }
        }
    }

    mutating func topLevelStatement() {
        var dropped: [Statement] = []
        swiftStatement(into: &dropped)
    }

    /// `case a, b(Int), c = 1` in an enum: to the end of its line (or of a continued list).
    mutating func skipEnumCase() {
        advance()
        while !atEnd, token.kind != .rightBrace, token.kind != .semicolon {
            if token.isAtLineStart, previous.kind != .comma { break }
            skipOne()
        }
    }

    /// The header of a type declaration, from its keyword: name, inherited names; stops
    /// before its `{`.
    mutating func swiftTypeHeader() -> (name: String, inherited: [String]) {
        advance()
        var name = ""
        if token.kind == .identifier {
            name = text
            advance()
            while token.kind == .dot, peek().kind == .identifier {
                name = text(peek())
                advance()
                advance()
            }
        }
        skipAngles()
        var inherited: [String] = []
        if token.kind == .colon {
            advance()
            while !atEnd {
                let start = pos
                if let parent = inheritedName() { inherited.append(parent) }
                if token.kind == .comma || isOperator(token, "&") {
                    advance()
                    continue
                }
                if pos == start { break }
                break
            }
        }
        while !atEnd, token.kind != .leftBrace, token.kind != .rightBrace, !(token.isAtLineStart && isDeclarationStart(token)) {
            skipOne()  // a `where` clause
        }
        return (name, inherited)
    }

    /// `class X<T>: Super<T>, P where … { members }`, from its keyword.
    mutating func typeDeclaration(_ kind: TypeDeclaration.Kind) -> TypeDeclaration? {
        let here = line
        let (name, inherited) = swiftTypeHeader()
        var declaration = TypeDeclaration(kind: kind, name: name, superclass: inherited.first, inherited: inherited, line: here)
        guard token.kind == .leftBrace else { return declaration }
        guard enter() else {
            skipGroup()
            return declaration
        }
        defer { leave() }
        advance()
        let members = swiftMembers()
        if token.kind == .rightBrace { advance() }
        declaration.properties = members.properties
        declaration.functions = members.functions
        declaration.types = members.types
        return declaration
    }
}
