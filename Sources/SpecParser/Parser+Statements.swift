/// Keywords by where they belong, for "not allowed here" messages.
enum Keywords {
    static let deviceProperties: Set<String> = ["size", "keyboard", "status-bar"]
    static let screenProperties = ScreenDeclaration.propertyKeywords
    static let declarations: Set<String> = ["device", "screen"]
    /// The largest number KBL accepts: far beyond any real screen, small enough that every
    /// computation stays finite and exact to the hundredth.
    static let largestNumber = 1_000_000.0
}

extension ParserState {
    // MARK: Top level

    mutating func parseTopLevel(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        switch keyword.text {
        case "device", "screen":
            // `device NAME {` or `screen NAME {`: the block opens for the declaration.
            guard let name = expectName(&cursor, after: keyword, what: "a \(keyword.text) name") else {
                return skipBlock(opening)
            }
            guard let opening = requireOpening(&cursor, opening, after: name.range, header: "\(keyword.text) \(name.text)") else { return }
            let range = SourceRange(keyword.range.start, opening.end)
            let content: OpenBlock.Content = keyword.text == "device"
                ? .device(DeviceDeclaration(name: name, range: range, keywordRange: keyword.range))
                : .screen(ScreenDeclaration(name: name, range: range, keywordRange: keyword.range))
            blocks.append(OpenBlock(content: content, opening: opening))
        default:
            let misplaced: String?
            if ElementKind(rawValue: keyword.text) != nil {
                misplaced = "elements belong inside a screen; '\(keyword.text)' is not allowed at the top level"
            } else if Keywords.deviceProperties.contains(keyword.text) {
                misplaced = "'\(keyword.text)' belongs inside a device block"
            } else if Keywords.screenProperties.contains(keyword.text) {
                misplaced = "'\(keyword.text)' belongs inside a screen block"
            } else {
                misplaced = nil
            }
            reject(keyword, opening: opening, misplaced: misplaced, unknown: "expected 'device' or 'screen', found \(keyword.quoted)")
        }
    }

    /// Checks that a declaration's header is complete and ends with `{`.
    private mutating func requireOpening(
        _ cursor: inout TokenCursor, _ opening: SourceRange?, after range: SourceRange, header: String
    ) -> SourceRange? {
        if let extra = cursor.next() {
            if extra.kind != .invalid {
                syntaxError(at: extra.range, "unexpected \(extra.quoted) after '\(header)'; expected '{'")
            }
            skipBlock(opening)
            return nil
        }
        guard let opening else {
            syntaxError(at: range, "expected '{' at the end of '\(header)'")
            return nil
        }
        return opening
    }

    // MARK: Devices

    mutating func parseDeviceProperty(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        let index = blocks.count - 1
        guard index >= 0, case .device(var device) = blocks[index].content else { return }
        defer { blocks[index].content = .device(device) }
        switch keyword.text {
        case "size", "keyboard", "status-bar":
            guard let pair = numberPair(&cursor, after: keyword) else { return skipBlock(opening) }
            if keyword.text == "size" {
                for value in [pair.first, pair.second] where value.value <= 0 {
                    report(.outOfRange, at: value.range, "a device's size must be greater than 0")
                }
            }
            let property: WritableKeyPath<DeviceDeclaration, NumberPair?> =
                keyword.text == "size" ? \.size : (keyword.text == "keyboard" ? \.keyboard : \.statusBar)
            setOnce(property, of: &device, to: pair, keyword: keyword, range: pair.range)
        default:
            let isKeyword = Keywords.screenProperties.contains(keyword.text) || Keywords.declarations.contains(keyword.text)
                || ElementKind(rawValue: keyword.text) != nil
            return reject(
                keyword, opening: opening,
                misplaced: isKeyword ? "'\(keyword.text)' is not allowed inside a device; a device has size, keyboard and status-bar" : nil,
                unknown: "unknown device property \(keyword.quoted); expected size, keyboard or status-bar")
        }
        rejectBlock(opening, of: keyword)
    }

    // MARK: Screens

    mutating func parseScreenStatement(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.peek else { return }
        if let kind = ElementKind(rawValue: keyword.text) {
            _ = cursor.next()
            return parseElement(kind: kind, keyword: keyword, &cursor, opening: opening)
        }
        _ = cursor.next()
        let index = blocks.count - 1
        guard index >= 0, case .screen(var screen) = blocks[index].content else { return }
        defer { blocks[index].content = .screen(screen) }
        switch keyword.text {
        case "device":
            guard let name = expectName(&cursor, after: keyword, what: "a device name"), expectEnd(&cursor) else {
                return skipBlock(opening)
            }
            setOnce(\.device, of: &screen, to: name, keyword: keyword, range: cursor.range(from: keyword))
        case "orientations":
            guard let orientations = parseOrientations(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(\.orientations, of: &screen, to: orientations, keyword: keyword, range: cursor.range(from: keyword))
        case "navigation-bar":
            guard let pair = numberPair(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(\.navigationBar, of: &screen, to: pair, keyword: keyword, range: pair.range)
        case "accessory":
            guard let value = number(&cursor, after: keyword), expectEnd(&cursor) else { return skipBlock(opening) }
            setOnce(\.accessory, of: &screen, to: value, keyword: keyword, range: cursor.range(from: keyword))
        case "avoid":
            guard let avoid = parseAvoid(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(\.avoid, of: &screen, to: avoid, keyword: keyword, range: avoid.range)
        case "screen":
            report(.notAllowed, at: keyword.range, "screens cannot be nested; declare '\(cursor.peek?.text ?? "it")' at the top level")
            return skipBlock(opening)
        default:
            return reject(
                keyword, opening: opening,
                misplaced: Keywords.deviceProperties.contains(keyword.text)
                    ? "'\(keyword.text)' belongs inside a device block, not a screen" : nil,
                unknown: "unknown screen property or element kind \(keyword.quoted)")
        }
        rejectBlock(opening, of: keyword)
    }

    /// Statements inside a `view` or `scroll` block: elements only.
    mutating func parseContainerStatement(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        if let kind = ElementKind(rawValue: keyword.text) {
            return parseElement(kind: kind, keyword: keyword, &cursor, opening: opening)
        }
        let misplaced: String?
        if Keywords.screenProperties.contains(keyword.text) {
            misplaced = "'\(keyword.text)' is a screen property; it cannot be set inside a container"
        } else if Keywords.deviceProperties.contains(keyword.text) || keyword.text == "screen" {
            misplaced = "'\(keyword.text)' is not allowed inside a container; it holds elements only"
        } else {
            misplaced = nil
        }
        reject(keyword, opening: opening, misplaced: misplaced,
               unknown: "unknown element kind \(keyword.quoted); expected view, scroll, field, textarea, label, button or image")
    }

    /// A statement that does not belong here: KB106 when its keyword belongs elsewhere
    /// (`misplaced` says where), KB100 when it is no keyword at all. Its block is skipped.
    private mutating func reject(_ keyword: Token, opening: SourceRange?, misplaced: String?, unknown: String) {
        if let misplaced {
            report(.notAllowed, at: keyword.range, misplaced)
        } else {
            syntaxError(at: keyword.range, unknown)
        }
        skipBlock(opening)
    }

    /// Sets a property the first time; a repeat is KB106 and the first value stays.
    private mutating func setOnce<Node, Value>(
        _ property: WritableKeyPath<Node, Value?>, of node: inout Node, to value: Value, keyword: Token, range: SourceRange
    ) {
        guard node[keyPath: property] == nil else {
            let owner = Node.self == DeviceDeclaration.self ? "device" : "screen"
            report(.notAllowed, at: range, "'\(keyword.text)' is already set for this \(owner)")
            return
        }
        node[keyPath: property] = value
    }

    /// A property line ending in `{` is reported; its block is skipped.
    private mutating func rejectBlock(_ opening: SourceRange?, of keyword: Token) {
        guard let opening else { return }
        report(.notAllowed, at: opening, "'\(keyword.text)' is a property and cannot open a block")
        skipBlock(opening)
    }

    private mutating func parseOrientations(_ cursor: inout TokenCursor, after keyword: Token) -> [Orientation]? {
        var orientations: [Orientation] = []
        while let token = cursor.next() {
            guard token.kind == .name, let orientation = Orientation(rawValue: token.text) else {
                if token.kind != .invalid {
                    syntaxError(at: token.range, "expected 'portrait' or 'landscape', found \(token.quoted)")
                }
                return nil
            }
            if orientations.contains(orientation) {
                report(.notAllowed, at: token.range, "'\(token.text)' is repeated")
            } else if orientations.count == 2 {
                syntaxError(at: token.range, "unexpected \(token.quoted)")
                return nil
            } else {
                orientations.append(orientation)
            }
        }
        if orientations.isEmpty {
            syntaxError(at: keyword.range, "expected 'portrait', 'landscape' or both after 'orientations'")
            return nil
        }
        return orientations
    }

    // MARK: Values

    /// Reads the name that must follow `keyword`.
    mutating func expectName(_ cursor: inout TokenCursor, after keyword: Token, what: String) -> Identifier? {
        guard let token = cursor.next() else {
            syntaxError(at: keyword.range, "expected \(what) after '\(keyword.text)'")
            return nil
        }
        guard token.kind == .name else {
            if token.kind != .invalid {
                syntaxError(at: token.range, "expected \(what) after '\(keyword.text)', found \(token.quoted)")
            }
            return nil
        }
        return Identifier(token.text, range: token.range)
    }

    /// Reads a plain number (`NUM`): a percentage is a syntax error here.
    mutating func number(_ cursor: inout TokenCursor, after keyword: Token) -> NumberLiteral? {
        guard let token = cursor.next() else {
            syntaxError(at: keyword.range, "expected a number after '\(keyword.text)'")
            return nil
        }
        switch token.kind {
        case .number:
            return checkedNumber(token)
        case .percentage:
            syntaxError(at: token.range, "expected a number in points after '\(keyword.text)', not a percentage")
        case .invalid:
            lineFailed = true
        default:
            syntaxError(at: token.range, "expected a number after '\(keyword.text)', found \(token.quoted)")
        }
        return nil
    }

    /// Reads a length (`LEN`): a number or a percentage of the parent's height.
    mutating func length(_ cursor: inout TokenCursor, after keyword: Token) -> NumberLiteral? {
        guard let token = cursor.peek, token.kind == .percentage else {
            return number(&cursor, after: keyword)
        }
        _ = cursor.next()
        return checkedNumber(token)
    }

    /// `KEYWORD NUM NUM` to the end of the statement.
    mutating func numberPair(_ cursor: inout TokenCursor, after keyword: Token) -> NumberPair? {
        guard let first = number(&cursor, after: keyword) else { return nil }
        guard let second = number(&cursor, after: keyword) else { return nil }
        let pair = NumberPair(first: first, second: second, range: cursor.range(from: keyword))
        return expectEnd(&cursor) ? pair : nil
    }

    /// Reports a token left over after a complete statement.
    mutating func expectEnd(_ cursor: inout TokenCursor) -> Bool {
        guard let extra = cursor.next() else { return true }
        if extra.kind == .invalid {
            lineFailed = true
        } else {
            syntaxError(at: extra.range, "unexpected \(extra.quoted)")
        }
        return false
    }

    private mutating func checkedNumber(_ token: Token) -> NumberLiteral {
        let value = token.numberValue ?? 0
        if value > Keywords.largestNumber {
            report(.outOfRange, at: token.range, "\(token.text) is too large; numbers are at most 1000000")
        }
        return NumberLiteral(value: min(value, Keywords.largestNumber), isPercentage: token.kind == .percentage, range: token.range)
    }
}
