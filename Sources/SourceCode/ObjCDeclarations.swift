/// Objective-C files: `@interface`, `@implementation`, `@protocol`, their methods,
/// properties and instance variables, and C declarations between them.
extension Parser {
    mutating func objcFile() -> SourceFile {
        stackBase = Parser.stackAddress()
        var types: [TypeDeclaration] = []
        while !atEnd {
            let start = pos
            let current = token
            if current.kind == .atWord {
                if isAtWord(current, "interface") || isAtWord(current, "implementation") || isAtWord(current, "protocol") {
                    if let type = objcContainer() { types.append(type) }
                } else {
                    skipAtDeclaration()
                }
            } else if isOperator(current, "-") || isOperator(current, "+") {
                _ = objcMethod()  // a method outside any container
            } else if current.kind == .rightBrace || current.kind == .semicolon {
                advance()
            } else if isWord("extern"), peek().kind == .string, peek(2).kind == .leftBrace {
                advance()  // extern "C" {
                advance()
                advance()
            } else {
                cTopLevel()
            }
            if pos == start { skipOne() }
        }
        return SourceFile(language: .objectiveC, types: types + cEnumerations, functions: cFunctions, variables: cVariables,
                          problems: problems)
    }

    /// `@class A, B;`, `@import UIKit;`, `@synthesize a = _a;`: to the `;`.
    mutating func skipAtDeclaration() {
        advance()
        while !atEnd, token.kind != .semicolon, token.kind != .atWord, token.kind != .rightBrace { skipOne() }
        if token.kind == .semicolon { advance() }
    }

    /// A C function or constants, kept at the file's level.
    mutating func cTopLevel() {
        let declaration = cDeclaration(allowsFunction: true)
        if let function = declaration.function { cFunctions.append(function) }
        if let name = declaration.enumeration { cEnumerations.append(TypeDeclaration(kind: .enum, name: name, line: line)) }
        for declarator in declaration.declarators {
            cVariables.append(Property(name: declarator.name, type: declaration.typeName, isStatic: true,
                                       isConstant: declaration.isConstant, initialValue: declarator.value, line: declarator.line))
        }
    }

    /// The header of `@interface`, `@implementation` or `@protocol`, from its keyword; nil
    /// for a forward `@protocol P;` or `@protocol(P)`.
    mutating func objcHeader() -> TypeDeclaration? {
        let here = line
        let keyword = text
        advance()
        var kind: TypeDeclaration.Kind = keyword == "implementation" ? .implementation : keyword == "protocol" ? .protocol : .interface
        var name = ""
        if token.kind == .identifier {
            name = text
            advance()
        } else if kind == .protocol {
            if token.kind == .leftParen { skipGroup() }
            return nil
        }
        if kind == .protocol, token.kind == .semicolon || token.kind == .comma {
            while !atEnd, token.kind != .semicolon, token.kind != .atWord { advance() }
            if token.kind == .semicolon { advance() }
            return nil
        }
        var protocols = isOperator(token, "<") ? protocolList() : []
        var superclass: String?
        var category: String?
        if token.kind == .colon {
            protocols = []  // those were generic parameters: `@interface Box<T> : NSObject`
            advance()
            if token.kind == .identifier {
                superclass = text
                advance()
            }
        }
        if token.kind == .leftParen, kind != .protocol {
            kind = .category
            category = ""
            if peek().kind == .identifier { category = text(peek()) }
            skipGroup()
        }
        if isOperator(token, "<") { protocols += protocolList() }
        let inherited = (superclass.map { [$0] } ?? []) + protocols
        return TypeDeclaration(kind: kind, name: name, superclass: superclass, inherited: inherited, category: category, line: here)
    }

    /// `<P1, P2>`: the names.
    mutating func protocolList() -> [String] {
        advance()
        var names: [String] = []
        while !atEnd {
            if token.kind == .identifier {
                names.append(text)
                advance()
                skipAngles()
            } else if token.kind == .comma || isOperator(token, "*") {
                advance()
            } else {
                if isOperator(token, ">") { advance() }
                break
            }
        }
        return names
    }

    /// A container with its instance variables and members, to its `@end`.
    mutating func objcContainer() -> TypeDeclaration? {
        guard var declaration = objcHeader() else { return nil }
        if token.kind == .leftBrace { declaration.properties = instanceVariables() }
        let members = objcMembers()
        declaration.properties += members.properties
        declaration.functions = members.functions
        return declaration
    }

    /// The `{ … }` of instance variables.
    mutating func instanceVariables() -> [Property] {
        guard enter() else {
            skipGroup()
            return []
        }
        defer { leave() }
        advance()
        var properties: [Property] = []
        while !atEnd, token.kind != .rightBrace {
            let start = pos
            if token.kind == .atWord || token.kind == .semicolon {
                advance()
                continue
            }
            let declaration = cDeclaration(allowsFunction: false)
            for declarator in declaration.declarators {
                properties.append(Property(name: declarator.name, type: declaration.typeName, isOutlet: declaration.isOutlet,
                                           isConstant: declaration.isConstant, line: declarator.line))
            }
            if pos == start { skipOne() }
        }
        if token.kind == .rightBrace { advance() }
        return properties
    }

    /// Methods and properties up to `@end` (consumed) or the next container (a missing `@end`).
    mutating func objcMembers() -> Members {
        var members = Members()
        while !atEnd {
            let start = pos
            let current = token
            if current.kind == .atWord {
                if isAtWord(current, "end") {
                    advance()
                    break
                }
                if isAtWord(current, "interface") || isAtWord(current, "implementation") || isAtWord(current, "protocol") { break }
                if isAtWord(current, "property") {
                    members.properties += objcProperty()
                } else if isAtWord(current, "synthesize") || isAtWord(current, "dynamic") || isAtWord(current, "class") {
                    skipAtDeclaration()
                } else {
                    advance()  // @optional, @required, @private…
                }
            } else if isOperator(current, "-") || isOperator(current, "+") {
                if let method = objcMethod() { members.functions.append(method) }
            } else if current.kind == .semicolon || current.kind == .rightBrace {
                advance()
            } else if current.kind == .leftBrace {
                skipGroup()
            } else {
                cTopLevel()
            }
            if pos == start { skipOne() }
        }
        return members
    }

    /// `@property (nonatomic, weak) IBOutlet UITextField *email;`: one property per name.
    mutating func objcProperty() -> [Property] {
        let here = line
        advance()
        var isStatic = false
        if token.kind == .leftParen {
            isStatic = groupParts().contains { $0.contains { isWord(tokens[$0], "class") } }
        }
        let declaration = cDeclaration(allowsFunction: false)
        return declaration.declarators.map {
            Property(name: $0.name, type: declaration.typeName, isOutlet: declaration.isOutlet, isStatic: isStatic, line: here)
        }
    }

    /// `- (void)animateView:(UIView *)v up:(BOOL)up { … }` from its `-`/`+`: name
    /// "animateView", labels ["_", "up"], names ["v", "up"]; no body when it has none.
    mutating func objcMethod() -> Function? {
        let here = line
        let isStatic = isOperator(token, "+")
        advance()
        if token.kind == .leftParen { skipGroup() }
        guard token.kind == .identifier else {
            while !atEnd, token.kind != .semicolon, token.kind != .leftBrace, token.kind != .atWord, token.kind != .rightBrace { skipOne() }
            return nil
        }
        let name = text
        advance()
        var labels: [String] = []
        var names: [String] = []
        var piece = "_"
        while token.kind == .colon {
            advance()
            if token.kind == .leftParen { skipGroup() }
            while token.kind == .identifier, isMacro(text) || Parser.cTypeQualifiers.contains(text), peek().kind == .identifier { advance() }
            labels.append(piece)
            if token.kind == .identifier, peek().kind != .colon {
                names.append(text)
                advance()
            } else {
                names.append("_")
            }
            if token.kind == .identifier, peek().kind == .colon {
                piece = text
                advance()
            } else if token.kind == .colon {
                piece = "_"
            }
        }
        while !atEnd, token.kind != .semicolon, token.kind != .leftBrace, token.kind != .rightBrace, token.kind != .atWord,
              !(token.isAtLineStart && (isOperator(token, "-") || isOperator(token, "+"))) {
            skipOne()  // varargs, attributes, macros
        }
        if token.kind == .semicolon {
            advance()
            if token.kind != .leftBrace {
                return Function(name: name, labels: labels, parameterNames: names, isStatic: isStatic, line: here)
            }
        }
        guard token.kind == .leftBrace else {
            return Function(name: name, labels: labels, parameterNames: names, isStatic: isStatic, line: here)
        }
        let body = block()
        return Function(name: name, labels: labels, parameterNames: names, isStatic: isStatic, body: body,
                        line: here, endLine: previous.lineNumber)
    }
}
