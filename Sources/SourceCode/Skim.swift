/// What a quick look at a file finds without reading bodies: the types it declares or
/// extends, and the words it uses outside comments and strings.
public struct SourceSkim: Sendable {
    /// A class, struct, enum, protocol, actor, extension, `@interface`, `@implementation`
    /// or category, nested ones included.
    public struct Declaration: Sendable, Hashable {
        public var kind: TypeDeclaration.Kind
        public var name: String
        /// Objective-C's `: Super`; in Swift the first inherited name.
        public var superclass: String?
        /// Every inherited or adopted name, the superclass first.
        public var inherited: [String]
        /// A category's name, "" for a class extension `@interface X ()`.
        public var category: String?
        public var line: Int

        public init(kind: TypeDeclaration.Kind, name: String, superclass: String? = nil, inherited: [String] = [],
                    category: String? = nil, line: Int) {
            self.kind = kind
            self.name = name
            self.superclass = superclass
            self.inherited = inherited
            self.category = category
            self.line = line
        }
    }

    public var declarations: [Declaration]
    /// Every word outside comments and strings: identifiers and keywords, `#define`
    /// names and values, and the words of `#import`/`#include` paths
    /// (`<IQKeyboardManager/IQKeyboardManager.h>` gives `IQKeyboardManager` and `h`).
    public var identifiers: Set<String>
    /// The names of its Objective-C `#define`s, in order.
    public var defines: [String]

    public init(declarations: [Declaration] = [], identifiers: Set<String> = [], defines: [String] = []) {
        self.declarations = declarations
        self.identifiers = identifiers
        self.defines = defines
    }

    /// Whether the file uses `word` outside comments and strings.
    public func mentions(_ word: String) -> Bool { identifiers.contains(word) }

    /// Whether the file uses any of `words` outside comments and strings.
    public func mentionsAny<Words: Sequence>(_ words: Words) -> Bool where Words.Element == String {
        words.contains { identifiers.contains($0) }
    }
}

extension SourceReader {
    /// A quick scan without parsing bodies: the types the file declares or extends, with
    /// their inherited names, and its words. About as costly as lexing.
    /// Without `words`, `identifiers` stays empty and only the declarations' headers are
    /// tokenized: a project's index needs only the declarations of most files.
    public static func skim(_ bytes: [UInt8], language: SourceLanguage, words: Bool = true) -> SourceSkim {
        guard words else {
            let scan = DeclarationScan.declarations(in: bytes, language: language)
            return SourceSkim(declarations: scan.types, defines: scan.defines)
        }
        return tokenSkim(bytes, language: language, words: true)
    }

    /// The skim from the whole file's tokens; `skim` without words finds the same
    /// declarations by a byte scan (the tests hold the two to each other).
    static func tokenSkim(_ bytes: [UInt8], language: SourceLanguage, words: Bool) -> SourceSkim {
        let lexer = Lexer.tokenize(bytes, language: language)
        var parser = Parser(bytes: bytes, tokens: lexer.tokens, language: language)
        let identifiers: Set<String> = words ? Set(Self.words(of: lexer, in: bytes)) : []
        var declarations: [SourceSkim.Declaration] = []
        while !parser.atEnd {
            let start = parser.pos
            let current = parser.token
            if language == .swift, let kind = parser.typeKeyword(current), parser.isTypeKeyword(kind) {
                let (name, inherited) = parser.swiftTypeHeader()
                if !name.isEmpty {
                    declarations.append(SourceSkim.Declaration(kind: kind, name: name, superclass: inherited.first,
                                                               inherited: inherited, line: current.lineNumber))
                }
            } else if language == .objectiveC,
                      parser.isAtWord(current, "interface") || parser.isAtWord(current, "implementation") || parser.isAtWord(current, "protocol") {
                if let header = parser.objcHeader(), !header.name.isEmpty {
                    declarations.append(SourceSkim.Declaration(kind: header.kind, name: header.name, superclass: header.superclass,
                                                               inherited: header.inherited, category: header.category, line: header.line))
                }
            }
            if parser.pos == start { parser.advance() }
        }
        return SourceSkim(declarations: declarations, identifiers: identifiers, defines: defineNames(of: lexer, in: bytes))
    }

    /// The name of each `#define`: the first token of each run of the lexer's define tokens.
    static func defineNames(of lexer: Lexer, in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var atStart = true
        for token in lexer.defines {
            if token.kind == .directiveEnd || token.kind == .end {
                atStart = true
                continue
            }
            if atStart, token.kind == .identifier, token.start < token.end, Int(token.end) <= bytes.count {
                names.append(String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self))
            }
            atStart = false
        }
        return names
    }

    /// A lexed file's words, each once: its identifiers, its `#define`s' and its imports'
    /// paths'. A name is made a `String` once per file, however often the file uses it: a
    /// table of the byte ranges seen so far, by a hash of their bytes, passes the repeats over.
    static func words(of lexer: Lexer, in bytes: [UInt8]) -> [String] {
        var words: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            var seen = SeenWords(capacity: lexer.tokens.count + lexer.defines.count)
            func add(_ start: Int, _ end: Int) {
                guard start < end, end <= buffer.count else { return }
                let word = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if seen.insert(word) { words.append(String(decoding: word, as: UTF8.self)) }
            }
            for tokens in [lexer.tokens, lexer.defines] {
                for token in tokens where token.kind == .identifier { add(Int(token.start), Int(token.end)) }
            }
            for range in lexer.imports { importWords(buffer, after: range, into: add) }
        }
        return words
    }

    /// The distinct byte ranges of a file met so far (open addressing on an FNV-1a hash,
    /// at most half full).
    private struct SeenWords {
        private var slots: [UnsafeBufferPointer<UInt8>?]
        private var hashes: [UInt64]
        private var count = 0

        init(capacity: Int) {
            var size = 16
            while size < capacity * 2 { size <<= 1 }
            slots = Array(repeating: nil, count: size)
            hashes = Array(repeating: 0, count: size)
        }

        /// Whether `word` is new (and then remembered).
        mutating func insert(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            var index = slot(of: hash)
            while let known = slots[index] {
                if hashes[index] == hash, known.elementsEqual(word) { return false }
                index = (index + 1) & (slots.count - 1)
            }
            if (count + 1) * 2 > slots.count {
                grow()
                index = slot(of: hash)
                while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            }
            slots[index] = word
            hashes[index] = hash
            count += 1
            return true
        }

        private func slot(of hash: UInt64) -> Int { Int(truncatingIfNeeded: hash) & (slots.count - 1) }

        private mutating func grow() {
            let (oldSlots, oldHashes) = (slots, hashes)
            slots = Array(repeating: nil, count: oldSlots.count * 2)
            hashes = Array(repeating: 0, count: oldSlots.count * 2)
            for (word, hash) in zip(oldSlots, oldHashes) {
                guard let word else { continue }
                var index = slot(of: hash)
                while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
                slots[index] = word
                hashes[index] = hash
            }
        }
    }

    /// The words of an `#import`/`#include` line's path, from its directive word's end, as
    /// byte ranges handed to `add`.
    static func importWords(_ bytes: UnsafeBufferPointer<UInt8>, after range: Range<Int>, into add: (Int, Int) -> Void) {
        var index = range.upperBound
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            guard ByteClass.isIdentifierStart(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, ByteClass.isIdentifierPart(bytes[index]) { index += 1 }
            add(start, index)
        }
    }
}

extension Parser {
    /// The kind a type keyword token names (`class`, `struct`, …).
    func typeKeyword(_ token: Token) -> TypeDeclaration.Kind? {
        guard token.kind == .identifier, !token.isEscaped else { return nil }
        return ByteClass.typeKeyword(bytes, Int(token.start)..<Int(token.end))
    }

    /// Whether the type keyword here declares a type (not `class func`, `.class`, a
    /// variable named `actor`).
    func isTypeKeyword(_ kind: TypeDeclaration.Kind) -> Bool {
        if previous.kind == .dot, pos > 0 { return false }
        let next = peek()
        guard next.kind == .identifier, !isDeclarationStart(next) || next.isEscaped else { return false }
        if kind == .actor {
            let after = peek(2)
            return after.kind == .leftBrace || after.kind == .colon || isOperator(after, "<") || isWord(after, "where")
        }
        return true
    }
}
