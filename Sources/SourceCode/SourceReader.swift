/// Reads Swift and Objective-C source: whole files into a `SourceFile`, or a quick skim.
/// Never traps and never hangs, whatever the bytes; the cost is linear in the input.
public enum SourceReader {
    /// Reads a whole file: its declarations, and the statements and expressions of their
    /// bodies. What stopped the reader (nesting too deep, an unterminated comment) is in
    /// `problems`; the declarations before it still come out.
    public static func read(_ bytes: [UInt8], language: SourceLanguage) -> SourceFile {
        let lexer = Lexer.tokenize(bytes, language: language)
        var parser = Parser(bytes: bytes, tokens: lexer.tokens, language: language)
        var file = language == .swift ? parser.swiftFile() : parser.objcFile()
        var problems = lexer.problems + file.problems
        if language == .objectiveC, lexer.defines.count > 1 {
            let defines = Parser.defines(lexer.defines, bytes: bytes)
            file.variables = mergedByLine(defines.constants, file.variables)
            problems += defines.problems
        }
        file.problems = problems.sorted { $0.line < $1.line }
        return file
    }

    /// A string's UTF-8, read.
    public static func read(_ text: String, language: SourceLanguage) -> SourceFile {
        read(Array(text.utf8), language: language)
    }

    /// The language for a path's extension: `.swift` is Swift; `.m`, `.mm`, `.h` are
    /// Objective-C; anything else nil.
    public static func language(ofPath path: String) -> SourceLanguage? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...] {
        case "swift": return .swift
        case "m", "mm", "h": return .objectiveC
        default: return nil
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
