@testable import SourceCode

/// Compact, Swift-like renderings of read trees, for readable expectations.
func render(_ expression: Expression?) -> String {
    guard let expression else { return "∅" }
    switch expression.kind {
    case .number(let value):
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let text):
        return "\"" + text + "\""
    case .boolean(let value):
        return value ? "true" : "false"
    case .nil:
        return "nil"
    case .identifier(let name):
        return name
    case let .member(base, name):
        return (base.map(render) ?? "") + "." + name
    case let .call(callee, arguments):
        return render(callee) + "(" + arguments.map(render).joined(separator: ", ") + ")"
    case let .subscript(base, arguments):
        return render(base) + "[" + arguments.map(render).joined(separator: ", ") + "]"
    case let .prefix(symbol, operand):
        return symbol + render(operand)
    case let .binary(symbol, left, right):
        return "(" + render(left) + " " + symbol + " " + render(right) + ")"
    case let .conditional(condition, then, otherwise):
        return "(" + render(condition) + " ? " + render(then) + " : " + render(otherwise) + ")"
    case let .cast(value, symbol, type):
        return "(" + render(value) + " " + symbol + " " + type + ")"
    case .unwrap(let value):
        return render(value) + "?"
    case let .selector(name, labels):
        return "#selector(" + name + (labels.map { "(" + $0.map { $0 + ":" }.joined() + ")" } ?? "") + ")"
    case .closure(let closure):
        let head = closure.parameterNames.isEmpty ? "" : " " + closure.parameterNames.joined(separator: ", ") + " in"
        return "{" + head + " " + render(closure.body) + " }"
    case .tuple(let elements):
        return "(" + elements.map(render).joined(separator: ", ") + ")"
    case .array(let elements):
        return "[" + elements.map(render).joined(separator: ", ") + "]"
    case .dictionary(let entries):
        if entries.isEmpty { return "[:]" }
        return "[" + entries.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
    case let .availability(version, negated):
        return (negated ? "#unavailable(iOS " : "#available(iOS ") + String(version) + ")"
    case .unknown(let words):
        return "<?" + words + ">"
    }
}

func render(_ argument: Argument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + render(argument.value)
}

func render(_ statements: [Statement]) -> String {
    statements.map(render).joined(separator: "; ")
}

func render(_ condition: Condition) -> String {
    switch condition {
    case .expression(let expression): return render(expression)
    case let .binding(names, value): return "let " + names.joined(separator: ", ") + " = " + render(value)
    }
}

func render(_ statement: Statement) -> String {
    switch statement.kind {
    case .expression(let expression):
        return render(expression)
    case let .declaration(names, isConstant, type, value):
        return (isConstant ? "let " : "var ") + names.joined(separator: ", ") + (type.map { ": " + $0 } ?? "")
            + (value.map { " = " + render($0) } ?? "")
    case let .assignment(target, symbol, value):
        return render(target) + " " + symbol + " " + render(value)
    case let .if(conditions, then, otherwise):
        return "if " + conditions.map(render).joined(separator: ", ") + " { " + render(then) + " }"
            + (otherwise.map { " else { " + render($0) + " }" } ?? "")
    case let .guard(conditions, otherwise):
        return "guard " + conditions.map(render).joined(separator: ", ") + " else { " + render(otherwise) + " }"
    case let .switch(subject, cases):
        return "switch " + render(subject) + " { " + cases.map { switchCase in
            (switchCase.patterns.isEmpty ? "default" : "case " + switchCase.patterns.map(render).joined(separator: ", "))
                + ": " + render(switchCase.body)
        }.joined(separator: " ") + " }"
    case .return(let value):
        return "return" + (value.map { " " + render($0) } ?? "")
    case .block(let body):
        return "{ " + render(body) + " }"
    case let .loop(body, each):
        return (each.map { "for \($0.name) in " + render($0.sequence) + " " } ?? "loop ") + "{ " + render(body) + " }"
    case .function(let function):
        return "func " + function.name + " { " + render(function.body ?? []) + " }"
    case .other(let words):
        return words
    }
}

/// Reads Swift source.
func swift(_ text: String) -> SourceFile { SourceReader.read(Array(text.utf8), language: .swift) }

/// Reads Objective-C source.
func objc(_ text: String) -> SourceFile { SourceReader.read(Array(text.utf8), language: .objectiveC) }

/// The statements of the first function named `name`, anywhere in the file.
func body(of name: String, in file: SourceFile) -> [Statement] {
    function(name, in: file)?.body ?? []
}

func function(_ name: String, in file: SourceFile) -> Function? {
    func search(_ types: [TypeDeclaration]) -> Function? {
        for type in types {
            if let found = type.functions.first(where: { $0.name == name }) { return found }
            if let found = search(type.types) { return found }
        }
        return nil
    }
    return file.functions.first { $0.name == name } ?? search(file.types)
}

/// The statements of a Swift function body `text`, wrapped in a function.
func swiftStatements(_ text: String) -> [Statement] {
    body(of: "test", in: swift("func test() {\n" + text + "\n}\n"))
}

/// The statements of an Objective-C method body `text`, wrapped in an implementation.
func objcStatements(_ text: String) -> [Statement] {
    body(of: "test", in: objc("@implementation T\n- (void)test {\n" + text + "\n}\n@end\n"))
}
