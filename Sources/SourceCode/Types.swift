/// Swift types as written: skipped, or read as text.
extension Parser {
    static let typePrefixWords: Set<String> = [
        "some", "any", "inout", "borrowing", "consuming", "sending", "__owned", "__shared", "isolated", "each", "repeat",
    ]
    static let typePrefixTable = WordTable(typePrefixWords)

    /// A type's text (`NSLayoutConstraint`, `[String: Any]`), without a trailing `?`/`!`;
    /// nil when no type is here. Moves past it.
    mutating func typeName() -> String? {
        let start = pos
        skipType()
        guard pos > start else { return nil }
        return Parser.cleanType(source(from: start, through: pos - 1))
    }

    /// Without trailing `?`, `!` and blanks, and without a leading `weak `/`inout `.
    static func cleanType(_ text: String) -> String? {
        // On the UTF-8 (every type the reader meets goes through here); what is dropped is
        // ASCII, so the bounds stay on characters' boundaries.
        let utf8 = text.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        trimming: while start < end {
            switch utf8[utf8.index(before: end)] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "), UInt8(ascii: "\t"): end = utf8.index(before: end)
            default: break trimming
            }
        }
        for prefix in typePrefixes where utf8[start..<end].starts(with: prefix) {
            start = utf8.index(start, offsetBy: prefix.count)
        }
        return start < end ? String(text[start..<end]) : nil
    }

    /// The words `cleanType` drops before a type.
    private static let typePrefixes = ["inout ", "some ", "any "].map { Array($0.utf8) }

    /// Past a Swift type: attributes, `some`/`any`/`inout`, a dotted name with generic
    /// arguments, a tuple or function type, `[…]`, postfix `?`/`!`/`...`, `async throws ->`
    /// and `&` compositions. Iterative (brackets are skipped as groups).
    mutating func skipType() {
        while true {
            while true {
                if token.kind == .atWord {
                    advance()
                    if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
                } else if token.kind == .identifier, !token.isEscaped, word(token, in: Parser.typePrefixTable) != nil,
                          peek().kind == .identifier || peek().isOpening {
                    advance()
                } else if isOperator(token, "~") {
                    advance()
                } else {
                    break
                }
            }
            if token.kind == .identifier {
                advance()
                while true {
                    if isOperator(token, "<") {
                        skipAngles()
                    } else if token.kind == .dot, peek().kind == .identifier {
                        advance()
                        advance()
                    } else {
                        break
                    }
                }
            } else if token.kind == .leftParen || token.kind == .leftBracket {
                skipGroup()
            } else {
                return
            }
            while (token.kind == .question || token.kind == .bang) && adjacent(previous, token) || isOperator(token, "...") {
                advance()
            }
            while isWord("async") || isWord("throws") || isWord("rethrows") {
                advance()
                if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
            }
            if token.kind == .arrow || isOperator(token, "&") {
                advance()
                continue
            }
            return
        }
    }

    /// The last component of a dotted type name without its generic arguments
    /// (`UIKit.UIViewController` is `UIViewController`, `Super<T>` is `Super`); nil when
    /// no name is here. Moves past the whole type.
    mutating func inheritedName() -> String? {
        while token.kind == .atWord {
            advance()
            if token.kind == .leftParen, adjacent(previous, token) { skipGroup() }
        }
        if isOperator(token, "~") { advance() }
        guard token.kind == .identifier else { return nil }
        var name = text
        advance()
        while true {
            if isOperator(token, "<") {
                skipAngles()
            } else if token.kind == .dot, peek().kind == .identifier {
                name = text(peek())
                advance()
                advance()
            } else {
                break
            }
        }
        while (token.kind == .question || token.kind == .bang) && adjacent(previous, token) { advance() }
        return name
    }
}
