import SourceCode

/// Visits every expression of statements, closures' bodies included, outermost first.
/// Bounded: the reader's trees are at most its nesting limit deep, and the walk stops
/// descending past `depthLimit` as well.
enum SyntaxWalk {
    static let depthLimit = 256

    static func expressions(in statements: [Statement], depth: Int = 0, _ visit: (Expression) -> Void) {
        guard depth < depthLimit else { return }
        for statement in statements { expressions(in: statement, depth: depth + 1, visit) }
    }

    static func expressions(in statement: Statement, depth: Int, _ visit: (Expression) -> Void) {
        guard depth < depthLimit else { return }
        switch statement.kind {
        case .expression(let expression): walk(expression, depth: depth + 1, visit)
        case .declaration(_, _, _, let value): if let value { walk(value, depth: depth + 1, visit) }
        case .assignment(let target, _, let value):
            walk(target, depth: depth + 1, visit)
            walk(value, depth: depth + 1, visit)
        case .if(let conditions, let then, let otherwise):
            conditions.forEach { walk($0, depth: depth + 1, visit) }
            expressions(in: then, depth: depth + 1, visit)
            if let otherwise { expressions(in: otherwise, depth: depth + 1, visit) }
        case .guard(let conditions, let otherwise):
            conditions.forEach { walk($0, depth: depth + 1, visit) }
            expressions(in: otherwise, depth: depth + 1, visit)
        case .switch(let subject, let cases):
            walk(subject, depth: depth + 1, visit)
            for item in cases { expressions(in: item.body, depth: depth + 1, visit) }
        case .return(let value): if let value { walk(value, depth: depth + 1, visit) }
        case .block(let body), .loop(let body, _): expressions(in: body, depth: depth + 1, visit)
        // Code of the screen wherever it is written (code.md section 2), a local function's too.
        case .function(let function): expressions(in: function.body ?? [], depth: depth + 1, visit)
        case .other: break
        }
    }

    /// Every `for name in sequence` loop of statements, nested ones included.
    static func loops(in statements: [Statement], depth: Int = 0, _ visit: (Statement.LoopHeader, [Statement]) -> Void) {
        guard depth < depthLimit else { return }
        for statement in statements {
            switch statement.kind {
            case .loop(let body, let each):
                if let each { visit(each, body) }
                loops(in: body, depth: depth + 1, visit)
            case .if(_, let then, let otherwise):
                loops(in: then, depth: depth + 1, visit)
                loops(in: otherwise ?? [], depth: depth + 1, visit)
            case .guard(_, let body), .block(let body): loops(in: body, depth: depth + 1, visit)
            case .switch(_, let cases): for item in cases { loops(in: item.body, depth: depth + 1, visit) }
            default: break
            }
        }
    }

    static func walk(_ condition: Condition, depth: Int, _ visit: (Expression) -> Void) {
        switch condition {
        case .expression(let expression), .binding(_, let expression): walk(expression, depth: depth, visit)
        }
    }

    static func walk(_ expression: Expression, depth: Int, _ visit: (Expression) -> Void) {
        guard depth < depthLimit else { return }
        visit(expression)
        let next = depth + 1
        switch expression.kind {
        case .member(let base, _): if let base { walk(base, depth: next, visit) }
        case .call(let callee, let arguments), .subscript(let callee, let arguments):
            walk(callee, depth: next, visit)
            arguments.forEach { walk($0.value, depth: next, visit) }
        case .prefix(_, let operand), .unwrap(let operand), .cast(let operand, _, _): walk(operand, depth: next, visit)
        case .binary(_, let left, let right):
            walk(left, depth: next, visit)
            walk(right, depth: next, visit)
        case .conditional(let condition, let then, let otherwise):
            [condition, then, otherwise].forEach { walk($0, depth: next, visit) }
        case .closure(let closure): expressions(in: closure.body, depth: next, visit)
        case .tuple(let arguments): arguments.forEach { walk($0.value, depth: next, visit) }
        case .array(let elements): elements.forEach { walk($0, depth: next, visit) }
        case .dictionary(let pairs):
            for pair in pairs {
                walk(pair.key, depth: next, visit)
                walk(pair.value, depth: next, visit)
            }
        case .number, .string, .boolean, .nil, .identifier, .selector, .availability, .unknown: break
        }
    }
}
