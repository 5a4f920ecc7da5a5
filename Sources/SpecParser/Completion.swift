import Diagnostics

extension Parser {
    /// What may be written at byte `offset` of a KBL source. Linear in the source's size.
    public static func completionSite(utf8 bytes: [UInt8], at offset: Int) -> CompletionSite {
        // A file too large to parse gets no completion either (Parser.maximumSize).
        guard bytes.count <= maximumSize else {
            return CompletionSite(typedRange: SourceRange(offset, offset), expectation: .nothing)
        }
        var lexer = Lexer(bytes: bytes)
        lexer.run()
        let offset = min(max(0, offset), bytes.count)
        let tokens = lexer.tokens
        // The cursor's line: the first whose end of line is not before the offset.
        guard let end = tokens.firstIndex(where: { $0.kind == .endOfLine && $0.range.start >= offset }) else {
            return CompletionSite(typedRange: SourceRange(offset, offset), expectation: .nothing)
        }
        let start = tokens[..<end].lastIndex { $0.kind == .endOfLine }.map { $0 + 1 } ?? 0
        let line = tokens[start..<end]
        let typed = line.first { $0.range.start < offset && offset <= $0.range.end }
        let typedRange = typed.map { SourceRange($0.range.start, offset) } ?? SourceRange(offset, offset)
        let inComment = lexer.comments.contains { $0.start < offset && offset <= $0.end }
        guard !inComment, typed.map({ $0.kind == .name }) ?? true else {
            return CompletionSite(typedRange: typedRange, expectation: .nothing)
        }
        let context = BlockContext(tokens: tokens, bytes: bytes, cursorLine: start..<end)
        let cursorLine = CursorLine(
            before: line.filter { $0.range.end <= offset && $0 != typed }.map { Token($0, in: bytes) },
            after: line.filter { $0.range.start >= offset && $0 != typed }.map { Token($0, in: bytes) })
        return CompletionSite(typedRange: typedRange, expectation: cursorLine.expectation(in: context))
    }
}

/// The blocks around the cursor's line, as the parser sees them.
struct BlockContext {
    /// The innermost block open at the start of the cursor's line; nil at the top level.
    var innermost: OpenBlock.Content?
    /// The device or screen the line is in, complete: with the properties of the lines
    /// after the cursor's too (the cursor's own line left out).
    var declaration: OpenBlock.Content?

    init(tokens: [RawToken], bytes: [UInt8], cursorLine: Range<Int>) {
        // The cursor's line keeps only its braces, so the blocks stay balanced but nothing
        // it says counts as written: the line is being rewritten.
        var kept = Array(tokens[..<cursorLine.lowerBound])
        kept += tokens[cursorLine].filter { $0.kind == .openBrace || $0.kind == .closeBrace }
        let cursorEnd = kept.count
        kept += tokens[cursorLine.upperBound...]
        var state = ParserState(tokens: kept, bytes: bytes)
        var lineStart = 0
        var stack: [OpenBlock]?
        for index in kept.indices where kept[index].kind == .endOfLine {
            if stack == nil, index >= cursorEnd {
                stack = state.blocks
                // Only the declaration's later lines matter now.
                if state.blocks.isEmpty { break }
            } else if stack != nil, state.blocks.isEmpty {
                break
            }
            state.parseLine(kept[lineStart..<index])
            lineStart = index + 1
        }
        let blocks = stack ?? state.blocks
        innermost = blocks.last?.node
        switch blocks.first?.content {
        case .device?:
            declaration = state.blocks.first?.node ?? state.file.devices.last.map { .device($0) }
        case .screen?:
            declaration = state.blocks.first?.node ?? state.file.screens.last.map { .screen($0) }
        default:
            declaration = nil
        }
    }

    /// The names of the elements written before the cursor's line in its block.
    var earlierSiblings: [String] {
        let siblings: [Element]
        switch innermost {
        case .screen(let screen)?: siblings = screen.elements
        case .element(let element)?: siblings = element.children
        default: siblings = []
        }
        var seen: Set<String> = []
        return siblings.compactMap(\.name?.text).filter { seen.insert($0).inserted }
    }
}

/// The cursor's line: its tokens before the word being typed, and after it.
struct CursorLine {
    var before: [Token]
    var after: [Token]

    func expectation(in context: BlockContext) -> CompletionSite.Expectation {
        guard !before.contains(where: { $0.kind == .openBrace || $0.kind == .closeBrace }) else { return .nothing }
        guard let keyword = before.first else { return .words(statementWords(in: context)) }
        guard keyword.kind == .name else { return .nothing }
        switch context.innermost {
        case .screen?:
            if let kind = ElementKind(rawValue: keyword.text) { return elementLine(kind, context) }
            return screenProperty(keyword.text)
        case .element(let container)? where container.kind.isContainer:
            guard let kind = ElementKind(rawValue: keyword.text) else { return .nothing }
            return elementLine(kind, context)
        default:
            // Declarations and device properties: a name or numbers follow.
            return .nothing
        }
    }

    /// The keywords a line may start with in its block.
    private func statementWords(in context: BlockContext) -> [CompletionWord] {
        switch context.innermost {
        case nil:
            return CompletionWords.declarations
        case .device?:
            guard case .device(let device)? = context.declaration else { return CompletionWords.deviceProperties }
            let written: [String: Bool] = ["size": device.size != nil, "keyboard": device.keyboard != nil,
                                           "status-bar": device.statusBar != nil, "home-indicator": device.homeIndicator != nil]
            return CompletionWords.deviceProperties.filter { written[$0.text] != true }
        case .screen?:
            guard case .screen(let screen)? = context.declaration else {
                return CompletionWords.screenProperties + CompletionWords.elementKinds
            }
            let written: [String: Bool] = [
                "device": screen.device != nil, "orientations": screen.orientations != nil,
                "navigation-bar": screen.navigationBar != nil, "accessory": screen.accessory != nil,
                "ios": screen.ios != nil, "avoid": screen.avoid != nil,
            ]
            return CompletionWords.screenProperties.filter { written[$0.text] != true } + CompletionWords.elementKinds
        case .element(let element)?:
            return element.kind.isContainer ? CompletionWords.elementKinds : []
        case .skipped?:
            return []
        }
    }

    /// After a screen property's keyword.
    private func screenProperty(_ keyword: String) -> CompletionSite.Expectation {
        let values = before.dropFirst()
        switch keyword {
        case "device":
            return values.isEmpty ? .deviceName : .nothing
        case "avoid":
            guard let strategyToken = values.first else { return .strategyName }
            guard strategyToken.kind == .name else { return .nothing }
            return strategyOptions(strategyToken.text, after: values.dropFirst())
        case "orientations":
            let written = (values + after).compactMap { Orientation(rawValue: $0.text) }
            guard values.allSatisfy({ Orientation(rawValue: $0.text) != nil }), written.count < 2 else { return .nothing }
            return .words(CompletionWords.orientations.filter { word in !written.contains { $0.rawValue == word.text } })
        default:
            return .nothing
        }
    }

    /// After `avoid STRATEGY`: where the options not yet written may go. Numbers belong to
    /// the option before them; anything else on the line leaves nothing to complete.
    private func strategyOptions(_ strategy: String, after tokens: ArraySlice<Token>) -> CompletionSite.Expectation {
        var site = StrategyOptionSite(strategy: strategy, written: [], lastOption: nil, numbersAfterLastOption: 0)
        for token in tokens {
            switch token.kind {
            case .number:
                guard site.lastOption != nil else { return .nothing }
                site.numbersAfterLastOption += 1
            case .name:
                site.written.insert(token.text)
                site.lastOption = token.text
                site.numbersAfterLastOption = 0
            default:
                return .nothing
            }
        }
        site.written.formUnion(after.filter { $0.kind == .name }.map(\.text))
        return .strategyOption(site)
    }

    /// On an element's line: after its name (and title), the placements that would be no
    /// error; after `below`, the earlier siblings.
    private func elementLine(_ kind: ElementKind, _ context: BlockContext) -> CompletionSite.Expectation {
        let rest = before.dropFirst()
        guard let name = rest.first, name.kind == .name else { return .nothing }
        var tokens = rest.dropFirst()
        if tokens.first?.kind == .string { tokens = tokens.dropFirst() }
        enum Expecting { case placement, length, sibling, gapOrPlacement }
        var expecting = Expecting.placement
        var written: Set<String> = []
        for token in tokens {
            switch (expecting, token.kind) {
            case (.length, .number), (.length, .percentage), (.gapOrPlacement, .number), (.gapOrPlacement, .percentage):
                expecting = .placement
            case (.sibling, .name):
                expecting = .gapOrPlacement
            case (.placement, .name), (.gapOrPlacement, .name):
                guard PlacementKeyword(rawValue: token.text) != nil else { return .nothing }
                written.insert(token.text)
                expecting = token.text == "below" ? .sibling : PlacementKeyword(rawValue: token.text)?.takesLength == true ? .length : .placement
            default:
                return .nothing
            }
        }
        switch expecting {
        case .length: return .nothing
        case .sibling: return .siblingName(context.earlierSiblings)
        case .placement, .gapOrPlacement: break
        }
        for (index, token) in after.enumerated() where token.kind == .name && PlacementKeyword(rawValue: token.text) != nil {
            let previous = index > 0 ? after[index - 1] : before.last
            if previous?.text != "below" { written.insert(token.text) }
        }
        return .words(CompletionWords.placements.filter { PlacementKeyword.allowed($0.text, on: kind, besides: written) })
    }
}

/// The placements of an element's line (language.md#placement).
enum PlacementKeyword: String, CaseIterable {
    case top, bottom, below, center, height, outlets

    var takesLength: Bool { self == .top || self == .bottom || self == .height }
    /// Whether it sets the element's vertical position.
    var isPosition: Bool { self != .height && self != .outlets }

    /// Whether `word` may be added to an element of `kind` whose line has `written`:
    /// each once, positions exclusive (but `top` with `bottom`), no `height` with both
    /// `top` and `bottom`, `outlets` on a `view` only.
    static func allowed(_ word: String, on kind: ElementKind, besides written: Set<String>) -> Bool {
        guard let placement = PlacementKeyword(rawValue: word), !written.contains(word) else { return false }
        let has = { (other: PlacementKeyword) in written.contains(other.rawValue) }
        switch placement {
        case .outlets:
            return kind == .view
        case .height:
            return !(has(.top) && has(.bottom))
        case .top, .bottom:
            let other: PlacementKeyword = placement == .top ? .bottom : .top
            return !has(.below) && !has(.center) && !(has(other) && has(.height))
        case .below, .center:
            return !PlacementKeyword.allCases.contains { $0.isPosition && has($0) }
        }
    }
}

/// The words completion offers, with their descriptions.
enum CompletionWords {
    static let declarations = [
        CompletionWord("device", .declaration, "device NAME { … }: a phone's size, keyboard and status bar",
                       arguments: ["name"], opensBlock: true),
        CompletionWord("screen", .declaration, "screen NAME { … }: a view controller's screen",
                       arguments: ["Name"], opensBlock: true),
    ]

    static let deviceProperties = [
        CompletionWord("size", .property, "portrait width and height, in points (required)", arguments: ["375", "667"]),
        CompletionWord("keyboard", .property, "keyboard height in portrait and landscape (default 216 162)",
                       arguments: ["216", "162"]),
        CompletionWord("status-bar", .property, "status bar height in portrait and landscape (default 20 0)",
                       arguments: ["20", "0"]),
        CompletionWord("home-indicator", .property, "bottom safe-area inset in portrait and landscape (default 0 0)",
                       arguments: ["34", "21"]),
    ]

    static let screenProperties = [
        CompletionWord("device", .property, "the device the screen runs on (default iphone-8)"),
        CompletionWord("orientations", .property, "the orientations to check (default both)"),
        CompletionWord("navigation-bar", .property, "navigation bar height in portrait and landscape (default 0 0)",
                       arguments: ["44", "32"]),
        CompletionWord("accessory", .property, "height of the accessory bar above the keyboard (default 0)",
                       arguments: ["44"]),
        CompletionWord("ios", .property, "the iOS version the keyboard code runs on (default 8)", arguments: ["8"]),
        CompletionWord("avoid", .property, "the keyboard-avoidance strategy (default none)"),
    ]

    static let elementKinds = ElementKind.allCases.map { kind in
        let detail = switch kind {
        case .view: "container (UIView); with outlets, what avoid shift moves"
        case .scroll: "scroll view container (UIScrollView, UITableView)"
        case .field: "text field (UITextField), checked against the keyboard"
        case .textarea: "text view (UITextView), checked against the keyboard"
        case .label: "label (UILabel)"
        case .button: "button (UIButton)"
        case .image: "image view (UIImageView)"
        }
        return CompletionWord(kind.rawValue, .elementKind, detail, arguments: ["name"], opensBlock: kind.isContainer)
    }

    static let placements = PlacementKeyword.allCases.map { placement in
        switch placement {
        case .top: CompletionWord("top", .placement, "top LENGTH: from the top of the parent", arguments: ["0"])
        case .bottom: CompletionWord("bottom", .placement, "bottom LENGTH: from the bottom of the parent", arguments: ["0"])
        case .below: CompletionWord("below", .placement, "below SIBLING [GAP]: under an earlier sibling")
        case .center: CompletionWord("center", .placement, "centred vertically in the parent")
        case .height: CompletionWord("height", .placement, "height LENGTH, in points or % of the parent", arguments: ["44"])
        case .outlets: CompletionWord("outlets", .placement, "the view's top and bottom constraints are outlets (avoid shift)")
        }
    }

    static let orientations = Orientation.allCases.map {
        CompletionWord($0.rawValue, .orientation, $0 == .portrait ? "upright" : "turned on its side")
    }
}
