/// What can follow an operand in a postfix chain: members, calls, subscripts, unwraps,
/// increments and trailing closures.
extension Parser {
    /// What can follow an operand.
    enum PostfixStep {
        case member, call, subscripting, unwrap, increment, trailingClosure
    }

    func postfixStep() -> PostfixStep? {
        let current = token
        switch current.kind {
        case .dot, .arrow:
            let name = peek()
            return name.kind == .identifier || name.kind == .number ? .member : nil
        case .leftParen:
            return isSwift && current.isAtLineStart ? nil : .call
        case .leftBracket:
            return current.isAtLineStart ? nil : .subscripting
        case .question, .bang:
            return isSwift && adjacent(previous, current) ? .unwrap : nil
        case .operator:
            return adjacent(previous, current) && (isOperator(current, "++") || isOperator(current, "--")) ? .increment : nil
        case .leftBrace:
            guard isSwift, allowsTrailingClosure, !isAccessorBlock(at: pos) else { return nil }
            // On the next line after a call, only a closure with a signature (`{ note in`, `{ [weak
            // self] in`) is the call's trailing closure, as Swift reads it; a block is a block.
            if current.isAtLineStart {
                let signed = previous.kind == .rightParen
                    && (peek().kind == .leftBracket || (peek().kind == .identifier && isWord(peek(2), "in")))
                return signed ? .trailingClosure : nil
            }
            return .trailingClosure
        default:
            return nil
        }
    }
}
