extension ParserState {
    // MARK: avoid

    /// `avoid STRATEGY { OPTION }`, with each option checked against the strategy.
    mutating func parseAvoid(_ cursor: inout TokenCursor, after keyword: Token) -> AvoidProperty? {
        guard let token = cursor.next() else {
            syntaxError(at: keyword.range, "expected a strategy after 'avoid': none, shift, scroll or fraction")
            return nil
        }
        guard token.kind == .name, let strategy = Strategy(rawValue: token.text) else {
            if token.kind != .invalid {
                syntaxError(at: token.range, "unknown strategy \(token.quoted); expected none, shift, scroll or fraction")
            }
            return nil
        }
        var avoid = AvoidProperty(strategy: strategy, strategyRange: token.range, range: keyword.range)
        var written: [(option: String, range: SourceRange)] = []
        while let option = cursor.next() {
            guard option.kind == .name, ["padding", "min", "max", "assume"].contains(option.text) else {
                if option.kind != .invalid {
                    syntaxError(at: option.range, "unknown option \(option.quoted); expected padding, min, max or assume")
                }
                return nil
            }
            let value: NumberLiteral
            var pair: NumberPair?
            if option.text == "assume" {
                guard let first = number(&cursor, after: option), let second = number(&cursor, after: option) else { return nil }
                pair = NumberPair(first: first, second: second, range: cursor.range(from: option))
                value = first
            } else {
                guard let single = number(&cursor, after: option) else { return nil }
                value = single
            }
            let range = cursor.range(from: option)
            let allowed: Bool
            switch strategy {
            case .none: allowed = false
            case .shift, .scroll: allowed = option.text == "padding"
            case .fraction: allowed = option.text != "padding"
            }
            if !allowed {
                report(.notAllowed, at: range, "'\(option.text)' is not an option of 'avoid \(strategy.rawValue)'\(strategy.optionsHint)")
                continue
            }
            if written.contains(where: { $0.option == option.text }) {
                report(.notAllowed, at: range, "'\(option.text)' is repeated")
                continue
            }
            written.append((option.text, range))
            switch option.text {
            case "padding": avoid.padding = value
            case "min": avoid.minimum = value
            case "max": avoid.maximum = value
            default: avoid.assumedKeyboard = pair
            }
            if option.text == "min" || option.text == "max", value.value > 1 {
                report(.outOfRange, at: value.range, "'\(option.text)' is a fraction of the content height and must lie between 0 and 1")
            }
        }
        avoid.range = cursor.range(from: keyword)
        if strategy == .fraction, let minimum = avoid.minimum?.value ?? 0.2 as Double?,
           let maximum = avoid.maximum?.value ?? 0.8 as Double?,
           minimum <= 1, maximum <= 1, minimum >= maximum,
           let culprit = written.last(where: { $0.option == "min" || $0.option == "max" }) {
            report(.outOfRange, at: culprit.range, "'min' (\(formatPoints(minimum))) must be less than 'max' (\(formatPoints(maximum)))")
        }
        return avoid
    }

    // MARK: Elements

    /// `KIND NAME [STRING] { PLACEMENT } [ { ]`.
    mutating func parseElement(kind: ElementKind, keyword: Token, _ cursor: inout TokenCursor, opening: SourceRange?) {
        var element = Element(kind: kind, kindRange: keyword.range, headerRange: keyword.range, range: keyword.range)
        if let name = expectName(&cursor, after: keyword, what: "a name") {
            element.name = name
            if let title = cursor.peek, title.kind == .string {
                _ = cursor.next()
                element.title = title.stringValue
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
            report(.notAllowed, at: opening, "a \(kind.rawValue) cannot contain elements; only view and scroll have blocks")
        }
        element.blockOpening = opening
        element.range = SourceRange(element.range.start, opening.end)
        blocks.append(OpenBlock(content: .element(element), opening: opening))
    }

    private mutating func parsePlacements(into element: inout Element, _ cursor: inout TokenCursor) {
        var seen: Set<String> = []
        while let token = cursor.next() {
            guard token.kind == .name else {
                switch token.kind {
                case .invalid: lineFailed = true
                case .string: syntaxError(at: token.range, "unexpected \(token.quoted); an element's title goes right after its name")
                default: syntaxError(at: token.range, "unexpected \(token.quoted); expected top, bottom, below, center, height or outlets")
                }
                return
            }
            let word = token.text
            switch word {
            case "top", "bottom", "height":
                guard let value = length(&cursor, after: token) else { return }
                let placement = LengthPlacement(length: value, range: cursor.range(from: token))
                guard accept(word, at: placement.range, seen: &seen) else { continue }
                switch word {
                case "top": element.top = placement
                case "bottom": element.bottom = placement
                default: element.height = placement
                }
            case "below":
                guard let sibling = expectName(&cursor, after: token, what: "the name of an element above") else { return }
                var gap: NumberLiteral?
                if let next = cursor.peek, next.kind == .number || next.kind == .percentage {
                    guard let value = length(&cursor, after: token) else { return }
                    gap = value
                }
                let range = cursor.range(from: token)
                guard accept(word, at: range, seen: &seen) else { continue }
                element.below = BelowPlacement(sibling: sibling, gap: gap, range: range)
            case "center":
                guard accept(word, at: token.range, seen: &seen) else { continue }
                element.center = token.range
            case "outlets":
                guard element.kind == .view else {
                    report(.notAllowed, at: token.range, "'outlets' is allowed on a view only, not on a \(element.kind.rawValue)")
                    continue
                }
                guard accept(word, at: token.range, seen: &seen) else { continue }
                element.outlets = token.range
            default:
                syntaxError(at: token.range, "unknown placement \(token.quoted); expected top, bottom, below, center, height or outlets")
                return
            }
        }
    }

    /// Records a placement, or reports it as a repeat (KB106) and tells the caller to drop it.
    private mutating func accept(_ word: String, at range: SourceRange, seen: inout Set<String>) -> Bool {
        if seen.insert(word).inserted { return true }
        report(.notAllowed, at: range, "'\(word)' is repeated")
        return false
    }

    /// KB104: exactly one vertical position, and a height where language.md#placement needs one.
    private mutating func checkCompleteness(of element: Element) {
        let description = "\(element.kind.rawValue) '\(element.name?.text ?? "")'"
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
            report(.missingOrConflicting, at: position.range, "'\(position.word)' conflicts with '\(earlier.word)'")
            conflict = true
        }
        if conflict { return }
        let hasTopAndBottom = element.top != nil && element.bottom != nil
        if hasTopAndBottom, let height = element.height {
            report(.missingOrConflicting, at: height.range, "'height' conflicts with 'top' and 'bottom', which already fix the height of \(description)")
            return
        }
        if positions.isEmpty {
            if !element.kind.isContainer || element.height != nil {
                report(.missingOrConflicting, at: element.anchorRange, "\(description) has no vertical position; add top, bottom, below or center")
            }
            return
        }
        guard element.height == nil, !hasTopAndBottom else { return }
        if !element.kind.isContainer {
            report(.missingOrConflicting, at: element.anchorRange, "\(description) needs a height (or both top and bottom)")
        } else if element.bottom != nil || element.center != nil {
            let word = element.bottom != nil ? "bottom" : "center"
            report(.missingOrConflicting, at: element.anchorRange, "\(description) is placed by '\(word)' and needs a height")
        }
    }
}

extension Strategy {
    var optionsHint: String {
        switch self {
        case .none: return "; 'avoid none' takes no options"
        case .shift, .scroll: return "; it takes 'padding'"
        case .fraction: return "; it takes 'min', 'max' and 'assume'"
        }
    }
}

/// Formats a number of points with at most two decimals and no trailing zeros: `58`,
/// `62.5`, `0.33` (language.md#diagnostics).
public func formatPoints(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
}
