/// An expression with the line it starts on.
public struct Expression: Sendable {
    public indirect enum Kind: Sendable {
        case number(Double)
        case string(String)
        /// `true`, `false`, `YES`, `NO`.
        case boolean(Bool)
        /// `nil`, `NULL`, `Nil`.
        case `nil`
        /// A name: `view`, `self`, `super`, `$0`, `UIKeyboardWillShowNotification`, `CGRectZero`.
        case identifier(String)
        /// `base.name`; `base` nil for an implicit member (`.main`, `.UIKeyboardWillShow`).
        case member(Expression?, String)
        /// `callee(arguments)`, a trailing closure as a last argument labelled nil; ObjC
        /// messages `[receiver name:a label:b]` as `receiver.name(a, label: b)` and C calls
        /// `CGRectGetHeight(r)` as `CGRectGetHeight(r)`.
        case call(Expression, [Argument])
        case `subscript`(Expression, [Argument])
        /// Prefix `-`, `!`, `&`, `*`, `~`.
        case prefix(String, Expression)
        /// `+ - * / % == != < > <= >= && || ?? & | ===`.
        case binary(String, Expression, Expression)
        /// `condition ? then : else` (ObjC's `a ?: b` has `then` equal to `condition`).
        case conditional(Expression, Expression, Expression)
        /// `x as? T`, `x as! T`, `x as T`, `x is T`, ObjC `(CGFloat)x`: the operator ("as?",
        /// "as!", "as", "is", "cast") and the type.
        case cast(Expression, operator: String, type: String)
        /// A postfix `?` or `!` on an optional (`frame?.height`, `value!`).
        case unwrap(Expression)
        /// `#selector(keyboardWillShow(_:))`, `#selector(Self.keyboardWillShow)`,
        /// `@selector(keyboardWillShow:)`: the method's name and labels as written (ObjC
        /// `keyboardWillShow:` is name "keyboardWillShow", labels `["_"]`; Swift
        /// `keyboardWillShow` without parentheses has labels nil).
        case selector(name: String, labels: [String]?)
        case closure(Closure)
        /// `(a, b)`, `(label: a)`; a parenthesized expression is its inner expression.
        case tuple([Argument])
        /// `[a, b]`, ObjC `@[a, b]`.
        case array([Expression])
        /// `[k: v]`, ObjC `@{k: v}`.
        case dictionary([(key: Expression, value: Expression)])
        /// `#available(iOS 13, *)`, `@available(iOS 13.0, *)`, `#unavailable`: the iOS
        /// version named (0 when none), and whether it is `#unavailable`.
        case availability(iOS: Double, negated: Bool)
        /// What the reader does not model, with its first words.
        case unknown(String)
    }

    public var kind: Kind
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// An argument of a call or an element of a tuple.
public struct Argument: Sendable {
    /// The label (`name:`), nil for none.
    public var label: String?
    public var value: Expression

    public init(label: String? = nil, _ value: Expression) {
        self.label = label
        self.value = value
    }
}

/// A Swift closure or an Objective-C block.
public struct Closure: Sendable {
    /// The parameters' names (`{ notification in }`, `^(NSNotification *note)`); empty
    /// when it has none or uses `$0`.
    public var parameterNames: [String]
    public var body: [Statement]

    public init(parameterNames: [String], body: [Statement]) {
        self.parameterNames = parameterNames
        self.body = body
    }
}
