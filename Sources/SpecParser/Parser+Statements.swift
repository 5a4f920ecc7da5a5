import Diagnostics

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
            let misplaced: DiagnosticMessage?
            if ElementKind(rawValue: keyword.text) != nil {
                misplaced = .elementAtTopLevel(keyword.text)
            } else if Keywords.deviceProperties.contains(keyword.text) {
                misplaced = .deviceProperty(keyword.text)
            } else if Keywords.screenProperties.contains(keyword.text) {
                misplaced = .screenProperty(keyword.text)
            } else {
                misplaced = nil
            }
            reject(keyword, opening: opening, misplaced: misplaced, unknown: .expectedTopLevel(found: keyword.quoted))
        }
    }

    /// Checks that a declaration's header is complete and ends with `{`.
    private mutating func requireOpening(
        _ cursor: inout TokenCursor, _ opening: SourceRange?, after range: SourceRange, header: String
    ) -> SourceRange? {
        if let extra = cursor.next() {
            if extra.kind != .invalid {
                syntaxError(.unexpectedInHeader(extra.quoted, header: header), at: extra.range)
            }
            skipBlock(opening)
            return nil
        }
        guard let opening else {
            syntaxError(.missingOpeningBrace(header: header), at: range)
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
                    report(.deviceSizeNotPositive, at: value.range)
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
                misplaced: isKeyword ? .notInDevice(keyword.text) : nil,
                unknown: .unknownDeviceProperty(keyword.quoted))
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
        case "ios":
            guard let value = number(&cursor, after: keyword), expectEnd(&cursor) else { return skipBlock(opening) }
            if value.value < 6 || value.value != value.value.rounded() {
                report(.iosVersionOutOfRange(value.value), at: value.range)
            }
            setOnce(\.ios, of: &screen, to: value, keyword: keyword, range: cursor.range(from: keyword))
        case "avoid":
            guard let avoid = parseAvoid(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(\.avoid, of: &screen, to: avoid, keyword: keyword, range: avoid.range)
        case "screen":
            report(.nestedScreen(cursor.peek?.text ?? "it"), at: keyword.range)
            return skipBlock(opening)
        default:
            return reject(
                keyword, opening: opening,
                misplaced: Keywords.deviceProperties.contains(keyword.text)
                    ? .devicePropertyInScreen(keyword.text) : nil,
                unknown: .unknownScreenStatement(keyword.quoted))
        }
        rejectBlock(opening, of: keyword)
    }

    /// Statements inside a `view` or `scroll` block: elements only.
    mutating func parseContainerStatement(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        if let kind = ElementKind(rawValue: keyword.text) {
            return parseElement(kind: kind, keyword: keyword, &cursor, opening: opening)
        }
        let misplaced: DiagnosticMessage?
        if Keywords.screenProperties.contains(keyword.text) {
            misplaced = .screenPropertyInContainer(keyword.text)
        } else if Keywords.deviceProperties.contains(keyword.text) || keyword.text == "screen" {
            misplaced = .notInContainer(keyword.text)
        } else {
            misplaced = nil
        }
        reject(keyword, opening: opening, misplaced: misplaced,
               unknown: .unknownElementKind(keyword.quoted))
    }

    /// A statement that does not belong here: KB106 when its keyword belongs elsewhere
    /// (`misplaced` says where), KB100 when it is no keyword at all. Its block is skipped.
    private mutating func reject(_ keyword: Token, opening: SourceRange?, misplaced: DiagnosticMessage?, unknown: DiagnosticMessage) {
        if let misplaced {
            report(misplaced, at: keyword.range)
        } else {
            syntaxError(unknown, at: keyword.range)
        }
        skipBlock(opening)
    }

    /// Sets a property the first time; a repeat is KB106 and the first value stays.
    private mutating func setOnce<Node, Value>(
        _ property: WritableKeyPath<Node, Value?>, of node: inout Node, to value: Value, keyword: Token, range: SourceRange
    ) {
        guard node[keyPath: property] == nil else {
            let owner = Node.self == DeviceDeclaration.self ? "device" : "screen"
            report(.alreadySet(keyword.text, for: owner), at: range)
            return
        }
        node[keyPath: property] = value
    }

    /// A property line ending in `{` is reported; its block is skipped.
    private mutating func rejectBlock(_ opening: SourceRange?, of keyword: Token) {
        guard let opening else { return }
        report(.propertyWithBlock(keyword.text), at: opening)
        skipBlock(opening)
    }

    private mutating func parseOrientations(_ cursor: inout TokenCursor, after keyword: Token) -> [Orientation]? {
        var orientations: [Orientation] = []
        while let token = cursor.next() {
            guard token.kind == .name, let orientation = Orientation(rawValue: token.text) else {
                if token.kind != .invalid {
                    syntaxError(.expectedOrientation(found: token.quoted), at: token.range)
                }
                return nil
            }
            if orientations.contains(orientation) {
                report(.repeated(token.text), at: token.range)
            } else if orientations.count == 2 {
                syntaxError(.unexpected(token.quoted), at: token.range)
                return nil
            } else {
                orientations.append(orientation)
            }
        }
        if orientations.isEmpty {
            syntaxError(.missingOrientations, at: keyword.range)
            return nil
        }
        return orientations
    }

    // MARK: Values

    /// Reads the name that must follow `keyword`.
    mutating func expectName(_ cursor: inout TokenCursor, after keyword: Token, what: String) -> Identifier? {
        guard let token = cursor.next() else {
            syntaxError(.expected(what, after: keyword.text), at: keyword.range)
            return nil
        }
        guard token.kind == .name else {
            if token.kind != .invalid {
                syntaxError(.expected(what, after: keyword.text, found: token.quoted), at: token.range)
            }
            return nil
        }
        return Identifier(token.text, range: token.range)
    }

    /// Reads a plain number (`NUM`): a percentage is a syntax error here.
    mutating func number(_ cursor: inout TokenCursor, after keyword: Token) -> NumberLiteral? {
        guard let token = cursor.next() else {
            syntaxError(.expected("a number", after: keyword.text), at: keyword.range)
            return nil
        }
        switch token.kind {
        case .number:
            return checkedNumber(token)
        case .percentage:
            syntaxError(.percentageNotAllowed(after: keyword.text), at: token.range)
        case .invalid:
            lineFailed = true
        default:
            syntaxError(.expected("a number", after: keyword.text, found: token.quoted), at: token.range)
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
            syntaxError(.unexpected(extra.quoted), at: extra.range)
        }
        return false
    }

    private mutating func checkedNumber(_ token: Token) -> NumberLiteral {
        let value = token.numberValue ?? 0
        if value > Keywords.largestNumber {
            report(.numberTooLarge(token.text), at: token.range)
        }
        return NumberLiteral(value: min(value, Keywords.largestNumber), isPercentage: token.kind == .percentage, range: token.range)
    }
}
