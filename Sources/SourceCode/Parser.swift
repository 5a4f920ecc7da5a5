/// The reader's parser: a cursor over the tokens with the helpers every part uses.
///
/// It never fails and always moves on: each loop that reads a list either consumes a
/// token or stops. Every recursive path passes through `enter()`, which refuses nesting
/// deeper than `maximumDepth` (the nested part is skipped, iteratively, and reported).
/// Look-aheads are bounded, so reading is linear in the input.
struct Parser {
    let bytes: [UInt8]
    let tokens: [Token]
    let language: SourceLanguage
    var pos = 0
    var depth = 0
    var problems: [SourceProblem] = []
    /// Whether `{` after an expression is a trailing closure (not in `if`/`guard`/`while`
    /// conditions, a `switch` subject, a `for` sequence).
    var allowsTrailingClosure = true
    /// Objective-C C functions and constants found anywhere (inside `@implementation` too).
    var cFunctions: [Function] = []
    var cVariables: [Property] = []
    /// The `typedef`'d C enumerations of an Objective-C file, as types without members.
    var cEnumerations: [TypeDeclaration] = []

    /// Where the parse started on the machine stack (0 until the first `enter()`).
    var stackBase = 0

    /// How deep a tree may grow: nested brackets, blocks and declarations each count one
    /// level, and so does each step of a chain (`a.b.c`, `a + b + c`, `!!x`).
    static let maximumDepth = 200
    /// How much machine stack the parser's recursion may use, whatever the depth: a debug
    /// build's frames are ten times a release build's, and a secondary thread's stack can
    /// be as small as 512 KiB.
    static let stackBudget = 256 * 1024
    static let maximumProblems = 64
    static let tooDeep = "nesting too deep: skipped"

    init(bytes: [UInt8], tokens: [Token], language: SourceLanguage) {
        self.bytes = bytes
        self.tokens = tokens.isEmpty ? [Token(kind: .end, flags: 0, line: 1, start: 0, end: 0)] : tokens
        self.language = language
    }

    var isSwift: Bool { language == .swift }
    var token: Token { tokens[pos] }
    var atEnd: Bool { tokens[pos].isHardStop }
    var line: Int { tokens[pos].lineNumber }

    func peek(_ distance: Int = 1) -> Token {
        let index = pos + distance
        return index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    func token(at index: Int) -> Token {
        index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    /// The previous token, or the current one at the start.
    var previous: Token { pos > 0 ? tokens[pos - 1] : tokens[pos] }

    mutating func advance() {
        if !tokens[pos].isHardStop { pos += 1 }
    }

    // MARK: Text

    func text(_ token: Token) -> String {
        let start = Int(token.start), end = Int(token.end)
        guard start < end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    var text: String { text(token) }

    /// The source from the start of token `first` to the end of token `last`.
    func source(from first: Int, through last: Int) -> String {
        guard first <= last, last < tokens.count else { return "" }
        let start = Int(tokens[first].start), end = Int(tokens[last].end)
        guard start < end, end <= bytes.count else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `token` is the unescaped word `word`.
    func isWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .identifier, !token.isEscaped else { return false }
        return ByteClass.matches(bytes, Int(token.start)..<Int(token.end), word)
    }

    func isWord(_ word: StaticString) -> Bool { isWord(token, word) }

    /// Whether `token` is `@word` (an attribute or an Objective-C keyword).
    func isAtWord(_ token: Token, _ word: StaticString) -> Bool {
        guard token.kind == .atWord else { return false }
        var plain = token
        plain.kind = .identifier
        plain.flags = 0
        return isWord(plain, word)
    }

    func isOperator(_ token: Token, _ symbol: StaticString) -> Bool {
        guard token.kind == .operator else { return false }
        var plain = token
        plain.kind = .identifier
        plain.flags = 0
        return isWord(plain, symbol)
    }

    /// No blank between the two tokens.
    func adjacent(_ first: Token, _ second: Token) -> Bool { first.end == second.start }

    /// The word of an identifier token, nil for any other.
    func word(_ token: Token) -> String? { token.kind == .identifier ? text(token) : nil }

    // MARK: Depth and problems

    mutating func enter() -> Bool {
        let here = Parser.stackAddress()
        if stackBase == 0 { stackBase = here }
        guard depth < Parser.maximumDepth, abs(stackBase - here) < Parser.stackBudget else {
            report(Parser.tooDeep)
            return false
        }
        depth += 1
        return true
    }

    /// The address of a local of this call: where the machine stack is.
    @inline(never)
    static func stackAddress() -> Int {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    }

    mutating func leave() { depth -= 1 }

    mutating func report(_ message: String) {
        guard problems.count < Parser.maximumProblems else { return }
        if let last = problems.last, last.message == message, last.line == line { return }
        problems.append(SourceProblem(message, line: line))
    }

    // MARK: Skipping

    /// Past the bracketed group that opens here (to its closing bracket, whatever its
    /// kind); a `}` that closes nothing opened here ends a `(`/`[` group unconsumed.
    /// Any other token: past it. Iterative.
    mutating func skipGroup() {
        guard token.isOpening else {
            advance()
            return
        }
        let opensBrace = token.kind == .leftBrace
        var level = 0
        var braces = 0
        repeat {
            let current = token
            if current.isHardStop { return }
            if current.isOpening {
                level += 1
                if current.kind == .leftBrace { braces += 1 }
            } else if current.isClosing {
                if current.kind == .rightBrace {
                    if braces == 0, !opensBrace { return }
                    braces -= 1
                }
                level -= 1
            }
            advance()
        } while level > 0
    }

    /// Past one token, or one bracketed group; a stray closing bracket too.
    mutating func skipOne() {
        if token.isOpening { skipGroup() } else { advance() }
    }

    /// Past `<…>` (generic parameters or arguments, an Objective-C protocol list), if here.
    mutating func skipAngles() {
        guard isOperator(token, "<") || isOperator(token, "<<") else { return }
        var level = 0
        repeat {
            let current = token
            if current.isHardStop || current.kind == .leftBrace || current.kind == .rightBrace
                || current.kind == .semicolon || isOperator(current, "=") {
                return
            }
            if isOperator(current, "<") {
                level += 1
            } else if isOperator(current, "<<") {
                level += 2
            } else if isOperator(current, ">") {
                level -= 1
            }
            if current.isOpening { skipGroup() } else { advance() }
        } while level > 0
    }

    /// The tokens of the group opening here, split at its top-level commas: each part's
    /// top-level token indices (a nested group by its opening bracket). Moves past the group.
    mutating func groupParts(stoppingAtDeclarations: Bool = false) -> [[Int]] {
        guard token.isOpening else { return [] }
        let opensBrace = token.kind == .leftBrace
        var parts: [[Int]] = [[]]
        var level = 0
        var braces = 0
        repeat {
            let current = token
            if current.isHardStop { break }
            if stoppingAtDeclarations, current.isAtLineStart, isKeywordDeclaration(current) { break }
            if current.isClosing {
                if current.kind == .rightBrace {
                    if braces == 0, !opensBrace { break }
                    braces -= 1
                }
                level -= 1
                if level == 0 { advance(); break }
            }
            if level == 1, current.kind == .comma {
                parts.append([])
            } else if level == 1 {
                parts[parts.count - 1].append(pos)
            }
            if current.isOpening {
                level += 1
                if current.kind == .leftBrace { braces += 1 }
            }
            advance()
        } while level > 0
        return parts.filter { !$0.isEmpty }
    }

    /// Whether the token is a word only a declaration starts with (`func`, `var`, `class`),
    /// where an unclosed parameter list must end.
    func isKeywordDeclaration(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.isEscaped else { return false }
        return Parser.declarationKeywords.contains(text(token))
    }

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "typealias", "import",
    ]
}
