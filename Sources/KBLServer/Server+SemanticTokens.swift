import KeyboardAnalysis
import LSP
import SpecParser

extension Server {
    /// The legend's token types, by index (docs/decisions.md#semantic-tokens).
    enum SemanticTokenType: Int, CaseIterable {
        /// Statement keywords, element kinds, placements, strategies, options, orientations.
        case keyword
        /// Device names.
        case type
        /// Screen names.
        case `class`
        /// Element names.
        case variable
        case string
        /// Numbers and percentages.
        case number
        case comment

        var name: String { self == .class ? "class" : "\(self)" }
    }

    /// The one modifier: a name where it is declared (bit 0).
    static let declarationModifier = 1

    static let semanticTokensOptions = SemanticTokensOptions(
        tokenTypes: SemanticTokenType.allCases.map(\.name), tokenModifiers: ["declaration"], full: true, range: true)

    /// The words KBL gives a meaning to, highlighted as keywords where no name is.
    static let kblKeywords: Set<String> = {
        var words: Set<String> = ["device", "screen", "size", "keyboard", "status-bar", "home-indicator", "navigation-bar",
                                  "accessory", "orientations", "ios", "avoid", "outlets", "top", "bottom", "below", "center",
                                  "height"]
        words.formUnion(ElementKind.allCases.map(\.rawValue))
        words.formUnion(Strategies.names)
        words.formUnion(Strategies.optionNames)
        words.formUnion(Orientation.allCases.map(\.rawValue))
        return words
    }()

    func semanticTokensFull(_ request: SemanticTokensFullRequest) throws(ResponseError) -> SemanticTokens {
        try semanticTokens(of: request.textDocument.uri, in: nil)
    }

    func semanticTokensRange(_ request: SemanticTokensRangeRequest) throws(ResponseError) -> SemanticTokens {
        try semanticTokens(of: request.textDocument.uri, in: request.range)
    }

    /// The document's tokens from the lexer (so a file with syntax errors is highlighted
    /// too), names classified by the tree: devices, screens and elements where declared and
    /// used. Tokens never span lines (KBL's never do); with a range, only those touching it.
    private func semanticTokens(of uri: String, in range: LSP.Range?) throws(ResponseError) -> SemanticTokens {
        let snapshot = try snapshot(of: document(uri))
        let converter = converter(for: snapshot)
        let names = Self.classifiedNames(snapshot.parsed.file)
        let lexemes = Lexemes.scan(utf8: snapshot.bytes)
        var tokens: [(range: SourceRange, type: SemanticTokenType, modifiers: Int)] = []
        for token in lexemes.tokens {
            switch token.kind {
            case .name:
                if let name = names[token.range.start], name.end == token.range.end {
                    tokens.append((token.range, name.type, name.modifiers))
                } else if Self.kblKeywords.contains(token.text) {
                    tokens.append((token.range, .keyword, 0))
                }
            case .string: tokens.append((token.range, .string, 0))
            case .number, .percentage: tokens.append((token.range, .number, 0))
            default: break
            }
        }
        tokens += lexemes.comments.map { ($0, .comment, 0) }
        tokens.sort { $0.range.start < $1.range.start }
        let wanted = range.map { converter.sourceRange(of: $0) }

        var data: [Int] = []
        var previous = Position(line: 0, character: 0)
        for token in tokens {
            if let wanted, token.range.end <= wanted.start || token.range.start >= wanted.end { continue }
            let start = converter.position(of: token.range.start)
            let end = converter.position(of: token.range.end)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - previous.line
            let deltaStart = deltaLine == 0 ? start.character - previous.character : start.character
            data += [deltaLine, deltaStart, end.character - start.character, token.type.rawValue, token.modifiers]
            previous = start
        }
        return SemanticTokens(data: data)
    }

    /// Device, screen and element names by the offset they start at.
    private static func classifiedNames(_ file: SpecFile) -> [Int: (end: Int, type: SemanticTokenType, modifiers: Int)] {
        var names: [Int: (end: Int, type: SemanticTokenType, modifiers: Int)] = [:]
        func add(_ identifier: Identifier?, _ type: SemanticTokenType, declaration: Bool) {
            guard let identifier else { return }
            names[identifier.range.start] = (identifier.range.end, type, declaration ? declarationModifier : 0)
        }
        func elements(_ list: [Element]) {
            for element in list {
                add(element.name, .variable, declaration: true)
                add(element.below?.sibling, .variable, declaration: false)
                elements(element.children)
            }
        }
        for device in file.devices { add(device.name, .type, declaration: true) }
        for screen in file.screens {
            add(screen.name, .class, declaration: true)
            add(screen.device, .type, declaration: false)
            elements(screen.elements)
        }
        return names
    }
}
