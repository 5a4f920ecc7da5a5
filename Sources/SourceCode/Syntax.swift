/// The syntax tree of a Swift or Objective-C source, as far as kb-lsp reads one: its type
/// declarations and their members, and the statements and expressions of function bodies.
/// One model for both languages: an Objective-C message `[view convertRect:r fromView:nil]`
/// is the call `view.convertRect(r, fromView: nil)`, a block is a closure, `CGFloat h = 1;`
/// is a `let`. What the reader does not model it keeps as `unknown` with its first words.
///
/// Lines are 1-based; offsets are UTF-8 byte offsets from the file's start.

/// The language of a source file.
public enum SourceLanguage: Sendable, Hashable {
    case swift
    /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`).
    case objectiveC
}

/// A read source file: what it declares at its top level.
public struct SourceFile: Sendable {
    public var language: SourceLanguage
    /// Classes, structs, enums, protocols, extensions, `@interface`s, `@implementation`s and
    /// categories, in source order; nested ones are in their container's `types`.
    public var types: [TypeDeclaration]
    /// Functions outside any type (Swift free functions, C functions in `.m`).
    public var functions: [Function]
    /// Constants and variables outside any type: `let`, `static let`, `#define NAME value`,
    /// `static const CGFloat NAME = value;`.
    public var variables: [Property]
    /// What stopped the reader, if anything (nesting deeper than its limit, say): the file
    /// is read up to there.
    public var problems: [SourceProblem]

    public init(language: SourceLanguage, types: [TypeDeclaration] = [], functions: [Function] = [],
                variables: [Property] = [], problems: [SourceProblem] = []) {
        self.language = language
        self.types = types
        self.functions = functions
        self.variables = variables
        self.problems = problems
    }
}

/// Something the reader could not read, and where.
public struct SourceProblem: Sendable, Hashable {
    public var message: String
    public var line: Int

    public init(_ message: String, line: Int) {
        self.message = message
        self.line = line
    }
}

/// A type declaration or an extension of one.
public struct TypeDeclaration: Sendable {
    public enum Kind: Sendable, Hashable {
        case `class`, `struct`, `enum`, `protocol`, `actor`
        /// Swift `extension X` (and an extension of a protocol).
        case `extension`
        /// Objective-C `@interface X : Super <P>` (its class extension `@interface X ()` too).
        case interface
        /// Objective-C `@implementation X`.
        case implementation
        /// Objective-C `@interface X (Category)` and `@implementation X (Category)`.
        case category
    }

    public var kind: Kind
    /// The declared (or extended) type's name, without generic parameters or module
    /// (`extension UIKit.UIViewController` is `UIViewController`).
    public var name: String
    /// The superclass: Objective-C's `: Super`; in Swift the first inherited name (the
    /// reader cannot tell a superclass from a protocol: the project index can).
    public var superclass: String?
    /// Every inherited or adopted name, the superclass included, in order.
    public var inherited: [String]
    /// The category's name (`@interface X (Keyboard)`), empty for a class extension.
    public var category: String?
    public var properties: [Property]
    public var functions: [Function]
    public var types: [TypeDeclaration]
    /// The line of its keyword.
    public var line: Int

    public init(kind: Kind, name: String, superclass: String? = nil, inherited: [String] = [], category: String? = nil,
                properties: [Property] = [], functions: [Function] = [], types: [TypeDeclaration] = [], line: Int) {
        self.kind = kind
        self.name = name
        self.superclass = superclass
        self.inherited = inherited
        self.category = category
        self.properties = properties
        self.functions = functions
        self.types = types
        self.line = line
    }
}

/// A stored or computed property, an instance variable, or a file-level constant.
public struct Property: Sendable {
    public var name: String
    /// The type as written, without `weak`, `!`, `?` or `*` (`NSLayoutConstraint`), if written.
    public var type: String?
    /// `@IBOutlet` or `IBOutlet`.
    public var isOutlet: Bool
    /// `static`, `class`, or a file-level constant.
    public var isStatic: Bool
    /// `let` (Swift), `const` or `#define` (Objective-C).
    public var isConstant: Bool
    /// `= value`, or a `#define`'s value.
    public var initialValue: Expression?
    /// A computed property's getter (`var x: CGFloat { 49 }`, `get { … }`).
    public var getter: [Statement]?
    /// A stored property's `didSet` observer.
    public var didSet: [Statement]?
    /// A computed property's setter, and the name it gives the value (`newValue`).
    public var setter: (body: [Statement], parameter: String)?
    /// A Swift `Optional` (`IndexPath?`, `String!`): without a value, it starts as nil.
    public var isOptional = false
    public var line: Int

    public init(name: String, type: String? = nil, isOutlet: Bool = false, isStatic: Bool = false, isConstant: Bool = false,
                initialValue: Expression? = nil, getter: [Statement]? = nil, line: Int) {
        self.name = name
        self.type = type
        self.isOutlet = isOutlet
        self.isStatic = isStatic
        self.isConstant = isConstant
        self.initialValue = initialValue
        self.getter = getter
        self.line = line
    }
}

/// A function, method or initializer.
///
/// Names: Swift `func animate(_ view: UIView, up: Bool)` and Objective-C
/// `- (void)animate:(UIView *)view up:(BOOL)up` are both `name` "animate" with `labels`
/// `["_", "up"]`; `init(frame:)` is "init" with `["frame"]`; `- (void)viewDidLoad` is
/// "viewDidLoad" with `[]`. Objective-C's `initWithFrame:` stays "initWithFrame" with `["_"]`.
public struct Function: Sendable {
    public var name: String
    /// The external label of each parameter, "_" for none (every first Objective-C one).
    public var labels: [String]
    /// The parameters' local names, as the body uses them.
    public var parameterNames: [String]
    /// Each parameter's default value (Swift's `= true`), when it has one; empty when
    /// none has.
    public var defaults: [Expression?] = []
    /// `static`, `class`, Objective-C `+`.
    public var isStatic: Bool
    /// The body; nil for a declaration without one (a protocol's requirement, an ObjC
    /// `@interface`'s method).
    public var body: [Statement]?
    /// The line of `func`/`init` or of the ObjC `-`/`+`.
    public var line: Int
    /// The line of the body's closing brace.
    public var endLine: Int

    public init(name: String, labels: [String] = [], parameterNames: [String] = [], isStatic: Bool = false,
                body: [Statement]? = nil, line: Int, endLine: Int? = nil) {
        self.name = name
        self.labels = labels
        self.parameterNames = parameterNames
        self.isStatic = isStatic
        self.body = body
        self.line = line
        self.endLine = endLine ?? line
    }

    /// The Swift spelling of its name: `keyboardWillShow(_:)`, `viewDidLoad()`.
    public var selectorName: String {
        name + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The name as Objective-C writes its selector: `keyboardWillShow:`, `animateView:up:`.
    public var objectiveCSelector: String {
        name + labels.enumerated().map { index, label in (index == 0 || label == "_" ? "" : label) + ":" }.joined()
    }
}

/// A statement with the line it starts on.
public struct Statement: Sendable {
    public indirect enum Kind: Sendable {
        /// An expression evaluated for its effect (a call).
        case expression(Expression)
        /// `let`/`var` (ObjC `CGFloat h = …;`, `CGRect r;`): the names bound (a tuple
        /// pattern binds several) and the value, if any.
        case declaration(names: [String], isConstant: Bool, type: String?, value: Expression?)
        /// `target op value`, `op` one of `=`, `+=`, `-=`, `*=`, `/=`.
        case assignment(target: Expression, operator: String, value: Expression)
        /// `if` conditions, the branch taken when all hold, and the else branch (an
        /// `else if` is an else branch holding one `if`).
        case `if`(conditions: [Condition], then: [Statement], else: [Statement]?)
        /// `guard conditions else { … }`.
        case `guard`(conditions: [Condition], else: [Statement])
        case `switch`(subject: Expression, cases: [SwitchCase])
        case `return`(Expression?)
        /// `do { }`, a bare ObjC `{ }`, `@autoreleasepool { }`, `defer { }`.
        case block([Statement])
        /// `for`, `while`, `repeat`: the body, and a Swift `for name in sequence`'s name and
        /// sequence (the reader keeps no more of the loop).
        case loop(body: [Statement], each: LoopHeader?)
        /// A local Swift `func`: declared where it stands, run where it is called.
        case function(Function)
        /// `break`, `continue`, `throw`, `fallthrough`, and what the reader does not model,
        /// with its first words.
        case other(String)
    }

    /// `for name in sequence`: the name each element is bound to, and the sequence.
    public struct LoopHeader: Sendable {
        public var name: String
        public var sequence: Expression

        public init(name: String, sequence: Expression) {
            self.name = name
            self.sequence = sequence
        }
    }

    public var kind: Kind
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// One condition of an `if`, `guard` or `while`.
public enum Condition: Sendable {
    /// A Boolean expression (`#available(iOS 13, *)` is the expression `.availability`).
    case expression(Expression)
    /// `let x = value`, `var x = value`, `case let .some(x) = value`, `let x` (Swift 5.7
    /// shorthand: the value is the name itself): the names bound and the value.
    case binding(names: [String], value: Expression)
}

/// One `case` of a `switch`: its patterns (empty for `default`) and its statements.
public struct SwitchCase: Sendable {
    public var patterns: [Expression]
    public var body: [Statement]

    public init(patterns: [Expression], body: [Statement]) {
        self.patterns = patterns
        self.body = body
    }
}
