/// Reads Swift and Objective-C source: whole files into a `SourceFile`, or a quick skim.
/// Never traps and never hangs, whatever the bytes; the cost is linear in the input.
public enum SourceReader {
    /// Reads a whole file: its declarations, and the statements and expressions of their
    /// bodies. What stopped the reader (nesting too deep, an unterminated comment) is in
    /// `problems`; the declarations before it still come out.
    public static func read(_ bytes: [UInt8], language: SourceLanguage) -> SourceFile {
        read(bytes, language: language, lexer: Lexer.tokenize(bytes, language: language))
    }

    /// A whole file read, and its words as a skim gives them, each once, from one lexing.
    public static func readWithWords(_ bytes: [UInt8], language: SourceLanguage) -> (file: SourceFile, words: [String]) {
        let lexer = Lexer.tokenize(bytes, language: language)
        return (read(bytes, language: language, lexer: lexer), words(of: lexer, in: bytes))
    }

    static func read(_ bytes: [UInt8], language: SourceLanguage, lexer: Lexer) -> SourceFile {
        var parser = Parser(bytes: bytes, tokens: lexer.tokens, language: language)
        var file = language == .swift ? parser.swiftFile() : parser.objcFile()
        var problems = lexer.problems + file.problems
        if language == .objectiveC, lexer.defines.count > 1 {
            let defines = Parser.defines(lexer.defines, bytes: bytes)
            file.variables = mergedByLine(defines.constants, file.variables)
            file.functions += defines.functions
            problems += defines.problems
        }
        file.problems = problems.sorted { $0.line < $1.line }
        return file
    }

    /// A string's UTF-8, read.
    public static func read(_ text: String, language: SourceLanguage) -> SourceFile {
        read(Array(text.utf8), language: language)
    }

    /// The language for a path's extension: `.swift` is Swift; `.m`, `.mm`, `.h` and a
    /// prefix header's `.pch` are Objective-C; anything else nil.
    public static func language(ofPath path: String) -> SourceLanguage? {
        // On the UTF-8 bytes in place: the index asks this of every path of a project.
        var path = path
        return path.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
            let suffix = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
            if suffix.elementsEqual("swift".utf8) { return .swift }
            if suffix.elementsEqual("m".utf8) || suffix.elementsEqual("mm".utf8) || suffix.elementsEqual("h".utf8)
                || suffix.elementsEqual("pch".utf8) { return .objectiveC }
            return nil
        }
    }

    static func mergedByLine(_ first: [Property], _ second: [Property]) -> [Property] {
        var merged: [Property] = []
        merged.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j >= second.count || (i < first.count && first[i].line <= second[j].line) {
                merged.append(first[i])
                i += 1
            } else {
                merged.append(second[j])
                j += 1
            }
        }
        return merged
    }
}
