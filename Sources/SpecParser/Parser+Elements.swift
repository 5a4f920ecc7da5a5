import Diagnostics

extension ParserState {
    // MARK: avoid

    /// `avoid STRATEGY { OPTION }`: a name, then options, each a name and the plain numbers
    /// after it. Which strategies and options exist, and how many numbers each takes, the
    /// analysis checks (language.md#grammar); the parser knows only the line's shape.
    mutating func parseAvoid(_ cursor: inout TokenCursor, after keyword: RawToken) -> AvoidProperty? {
        var avoid = AvoidProperty(strategy: nil, keywordRange: keyword.range, range: keyword.range)
        guard let token = cursor.next() else { return avoid }
        guard token.kind == .name else {
            if token.kind == .invalid {
                lineFailed = true
            } else {
                syntaxError(.expectedStrategyName(quoted(token)), at: token.range)
            }
            return nil
        }
        avoid.strategy = Identifier(text(token), range: token.range)
        while let option = cursor.next() {
            guard option.kind == .name else {
                switch option.kind {
                case .invalid: lineFailed = true
                case .number, .percentage: syntaxError(.optionValueWithoutName(quoted(option)), at: option.range)
                default: syntaxError(.unexpected(quoted(option)), at: option.range)
                }
                return nil
            }
            // Numbers and percentages: which an option takes the analysis says
            // (a percentage is a fraction written wrong, or no length at all).
            var values: [NumberLiteral] = []
            while let next = cursor.peek, next.kind == .number || next.kind == .percentage {
                guard let value = length(&cursor, after: option) else { return nil }
                values.append(value)
            }
            avoid.options.append(AvoidOption(name: Identifier(text(option), range: option.range), values: values,
                                             range: cursor.range(from: option)))
        }
        avoid.range = cursor.range(from: keyword)
        return avoid
    }

    // MARK: Elements

    /// `KIND NAME [STRING] { PLACEMENT } [ { ]`.
    mutating func parseElement(kind: ElementKind, keyword: RawToken, _ cursor: inout TokenCursor, opening: SourceRange?) {
        var element = Element(kind: kind, kindRange: keyword.range, headerRange: keyword.range, range: keyword.range)
        if let name = expectName(&cursor, after: keyword, what: "a name") {
            element.name = name
            if let title = cursor.peek, title.kind == .string {
                _ = cursor.next()
                element.title = stringValue(title)
            }
            parsePlacements(into: &element, &cursor)
        }
        element.headerRange = cursor.consumedRange
        element.range = element.headerRange
        if !lineFailed, element.name != nil {
            checkCompleteness(of: element)
        }
        guard let opening else {
            attach(element)
            return
        }
        if !kind.isContainer {
            report(.blockOnLeafElement(kind.rawValue), at: opening)
        }
        guard blocks.count < Parser.maximumNesting else {
            report(.nestedTooDeep(limit: Parser.maximumNesting), at: opening)
            attach(element)
            return skipBlock(opening)
        }
        element.blockOpening = opening
        element.range = SourceRange(element.range.start, opening.end)
        blocks.append(OpenBlock(content: .element(element), opening: opening))
    }

    static let horizontalWords: Set<String> = ["width", "left", "right", "leading", "trailing", "x", "centerX", "center-x"]
    static let units: Set<String> = ["pt", "pts", "px", "dp", "em", "points"]

    /// What an unknown placement word most likely means: a unit after a number, a
    /// horizontal position, or a misspelt placement.
    mutating func unknownPlacement(_ token: RawToken, after previous: RawToken?) -> DiagnosticMessage {
        let word = text(token)
        if let previous, previous.kind == .number, previous.range.end == token.range.start, Self.units.contains(word.lowercased()) {
            return .lengthWithUnit(text(previous), unit: word)
        }
        if Self.horizontalWords.contains(word) { return .horizontalPlacement(quoted(token)) }
        return .unknownPlacement(quoted(token), suggestion: Suggestions.didYouMean(word, among: PlacementWords.all))
    }

    private mutating func parsePlacements(into element: inout Element, _ cursor: inout TokenCursor) {
        var seen = PlacementWords()
        while let token = cursor.next() {
            guard token.kind == .name else {
                switch token.kind {
                case .invalid: lineFailed = true
                case .string: syntaxError(.titleOutOfPlace(quoted(token)), at: token.range)
                default: syntaxError(.unexpectedPlacement(quoted(token)), at: token.range)
                }
                return
            }
            switch token.keyword {
            case .top?, .bottom?, .height?:
                guard let value = length(&cursor, after: token) else { return }
                let placement = LengthPlacement(length: value, range: cursor.range(from: token))
                guard let word = token.keyword, accept(word, at: placement.range, seen: &seen) else { continue }
                switch word {
                case .top: element.top = placement
                case .bottom: element.bottom = placement
                default: element.height = placement
                }
            case .below?:
                guard let sibling = expectName(&cursor, after: token, what: "the name of an element above") else { return }
                var gap: NumberLiteral?
                if let next = cursor.peek, next.kind == .number || next.kind == .percentage {
                    guard let value = length(&cursor, after: token) else { return }
                    gap = value
                }
                let range = cursor.range(from: token)
                guard accept(.below, at: range, seen: &seen) else { continue }
                element.below = BelowPlacement(sibling: sibling, gap: gap, range: range)
            case .center?:
                guard accept(.center, at: token.range, seen: &seen) else { continue }
                element.center = token.range
            case .outlets?:
                guard element.kind == .view else {
                    report(.outletsOnNonView(element.kind.rawValue), at: token.range)
                    continue
                }
                guard accept(.outlets, at: token.range, seen: &seen) else { continue }
                element.outlets = token.range
            default:
                syntaxError(unknownPlacement(token, after: cursor.beforeLast), at: token.range)
                return
            }
        }
    }

    /// Records a placement, or reports it as a repeat (KB106) and tells the caller to drop it.
    private mutating func accept(_ word: Keyword, at range: SourceRange, seen: inout PlacementWords) -> Bool {
        if seen.insert(word) { return true }
        report(.repeated(word.rawValue), at: range)
        return false
    }

    /// KB104: exactly one vertical position, and a height where language.md#placement needs one.
    private mutating func checkCompleteness(of element: Element) {
        var description: String { "\(element.kind.rawValue) '\(element.name?.text ?? "")'" }
        let hasTopAndBottom = element.top != nil && element.bottom != nil
        let positionCount = (element.top == nil ? 0 : 1) + (element.bottom == nil ? 0 : 1)
            + (element.hasBelow ? 1 : 0) + (element.center == nil ? 0 : 1)
        // One position, or top and bottom, cannot conflict: most headers are listed no further.
        if positionCount > 2 || (positionCount == 2 && !hasTopAndBottom), reportConflicts(of: element) { return }
        if hasTopAndBottom, let height = element.height {
            report(.heightAlreadyFixed(of: description), at: height.range)
            return
        }
        if positionCount == 0 {
            if !element.kind.isContainer || element.height != nil {
                report(.missingPosition(description), at: element.anchorRange)
            }
            return
        }
        guard element.height == nil, !hasTopAndBottom else { return }
        if !element.kind.isContainer {
            report(.missingHeight(description), at: element.anchorRange)
        } else if element.bottom != nil || element.center != nil {
            let word = element.bottom != nil ? "bottom" : "center"
            report(.missingHeight(description, placedBy: word), at: element.anchorRange)
        }
    }
}

extension ParserState {
    /// KB104 for each placement fixing the top edge that conflicts with an earlier one;
    /// whether there was one.
    private mutating func reportConflicts(of element: Element) -> Bool {
        // Placements that fix the top edge, in the order written, to report the later of a conflicting pair.
        var positions: [(word: String, range: SourceRange)] = []
        if let top = element.top { positions.append(("top", top.range)) }
        if let bottom = element.bottom { positions.append(("bottom", bottom.range)) }
        if let below = element.below { positions.append(("below", below.range)) }
        if let center = element.center { positions.append(("center", center)) }
        positions.sort { $0.range.start < $1.range.start }
        var conflict = false
        for (index, position) in positions.enumerated() {
            guard let earlier = positions[..<index].first(where: { !($0.word == "top" && position.word == "bottom") && !($0.word == "bottom" && position.word == "top") }) else { continue }
            report(.conflictingPositions(position.word, earlier.word), at: position.range)
            conflict = true
        }
        return conflict
    }
}

extension Element {
    /// Whether `below` is written, asked without copying the placement out.
    var hasBelow: Bool {
        if case .some = below { return true }
        return false
    }
}

/// The placement words an element header has written, as bits: a header's few words
/// are checked for repeats without hashing strings.
struct PlacementWords {
    private var bits: UInt8 = 0

    /// Every placement word, for suggestions.
    static let all = ["top", "bottom", "below", "center", "height", "outlets"]

    /// Records a placement word; false when it was already written.
    mutating func insert(_ word: Keyword) -> Bool {
        let bit: UInt8
        switch word {
        case .top: bit = 1
        case .bottom: bit = 2
        case .height: bit = 4
        case .below: bit = 8
        case .center: bit = 16
        case .outlets: bit = 32
        default: return true
        }
        defer { bits |= bit }
        return bits & bit == 0
    }
}
