import Diagnostics

/// The statements of devices, screens and containers: which keyword goes where, each
/// property once, the blocks of lines that cannot be read skipped.
extension ParserState {
    // MARK: Top level

    mutating func parseTopLevel(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        switch keyword.keyword {
        case .device?, .screen?:
            // `device NAME {` or `screen NAME {`: the block opens for the declaration.
            let word = keyword.keyword == .device ? "device" : "screen"
            guard let name = expectName(&cursor, after: keyword, what: "a \(word) name") else {
                return skipBlock(opening)
            }
            guard let opening = requireOpening(&cursor, opening, after: name.range, header: "\(word) \(name.text)") else { return }
            let range = SourceRange(keyword.range.start, opening.end)
            let content: OpenBlock.Content = keyword.keyword == .device
                ? .device(DeviceDeclaration(name: name, range: range, keywordRange: keyword.range))
                : .screen(ScreenDeclaration(name: name, range: range, keywordRange: keyword.range))
            blocks.append(OpenBlock(content: content, opening: opening))
        default:
            let misplaced: DiagnosticMessage?
            if keyword.keyword?.elementKind != nil {
                misplaced = .elementAtTopLevel(text(keyword))
            } else if keyword.keyword?.isDeviceProperty == true {
                misplaced = .deviceProperty(text(keyword))
            } else if keyword.keyword?.isScreenProperty == true {
                misplaced = .screenProperty(text(keyword))
            } else {
                misplaced = nil
            }
            reject(keyword, opening: opening, misplaced: misplaced,
                   unknown: .expectedTopLevel(found: quoted(keyword), suggestion: suggestion(for: keyword, among: ["device", "screen"])))
        }
    }

    /// Checks that a declaration's header is complete and ends with `{`.
    private mutating func requireOpening(
        _ cursor: inout TokenCursor, _ opening: SourceRange?, after range: SourceRange, header: String
    ) -> SourceRange? {
        if let extra = cursor.next() {
            if extra.kind != .invalid {
                syntaxError(.unexpectedInHeader(quoted(extra), header: header), at: extra.range)
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
        switch keyword.keyword {
        case .size?, .keyboard?, .statusBar?, .homeIndicator?:
            guard let pair = numberPair(&cursor, after: keyword) else { return skipBlock(opening) }
            if keyword.keyword == .size {
                for value in [pair.first, pair.second] where value.value <= 0 {
                    report(.deviceSizeNotPositive, at: value.range)
                }
            }
            switch keyword.keyword {
            case .size?: setOnce(&device.size, to: pair, keyword: keyword, range: pair.range, in: "device")
            case .keyboard?: setOnce(&device.keyboard, to: pair, keyword: keyword, range: pair.range, in: "device")
            case .statusBar?: setOnce(&device.statusBar, to: pair, keyword: keyword, range: pair.range, in: "device")
            default: setOnce(&device.homeIndicator, to: pair, keyword: keyword, range: pair.range, in: "device")
            }
        default:
            let isKeyword = keyword.keyword?.isScreenProperty == true || keyword.keyword == .device || keyword.keyword == .screen
                || keyword.keyword?.elementKind != nil
            return reject(
                keyword, opening: opening,
                misplaced: isKeyword ? .notInDevice(text(keyword)) : nil,
                unknown: .unknownDeviceProperty(quoted(keyword), suggestion: suggestion(for: keyword, among: Self.devicePropertyWords)))
        }
        rejectBlock(opening, of: keyword)
    }

    // MARK: Screens

    mutating func parseScreenStatement(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.peek else { return }
        if let kind = keyword.keyword?.elementKind {
            _ = cursor.next()
            return parseElement(kind: kind, keyword: keyword, &cursor, opening: opening)
        }
        _ = cursor.next()
        let index = blocks.count - 1
        guard index >= 0, case .screen(var screen) = blocks[index].content else { return }
        defer { blocks[index].content = .screen(screen) }
        switch keyword.keyword {
        case .device?:
            guard let name = expectName(&cursor, after: keyword, what: "a device name"), expectEnd(&cursor) else {
                return skipBlock(opening)
            }
            setOnce(&screen.device, to: name, keyword: keyword, range: cursor.range(from: keyword), in: "screen")
        case .orientations?:
            guard let orientations = parseOrientations(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(&screen.orientations, to: orientations, keyword: keyword, range: cursor.range(from: keyword), in: "screen")
        case .navigationBar?:
            guard let pair = numberPair(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(&screen.navigationBar, to: pair, keyword: keyword, range: pair.range, in: "screen")
        case .accessory?:
            guard let value = number(&cursor, after: keyword), expectEnd(&cursor) else { return skipBlock(opening) }
            setOnce(&screen.accessory, to: value, keyword: keyword, range: cursor.range(from: keyword), in: "screen")
        case .ios?:
            guard let value = number(&cursor, after: keyword), expectEnd(&cursor) else { return skipBlock(opening) }
            if value.value < 6 || value.value != value.value.rounded() {
                report(.iosVersionOutOfRange(value.value), at: value.range)
            }
            setOnce(&screen.ios, to: value, keyword: keyword, range: cursor.range(from: keyword), in: "screen")
        case .avoid?:
            guard let avoid = parseAvoid(&cursor, after: keyword) else { return skipBlock(opening) }
            setOnce(&screen.avoid, to: avoid, keyword: keyword, range: avoid.range, in: "screen")
        case .screen?:
            let name = cursor.peek.map { text($0) } ?? "it"
            report(.nestedScreen(name), at: keyword.range)
            return skipBlock(opening)
        default:
            return reject(
                keyword, opening: opening,
                misplaced: keyword.keyword?.isDeviceProperty == true
                    ? .devicePropertyInScreen(text(keyword)) : nil,
                unknown: .unknownScreenStatement(quoted(keyword), suggestion: suggestion(for: keyword, among: Self.screenStatementWords)))
        }
        rejectBlock(opening, of: keyword)
    }

    /// Statements inside a `view` or `scroll` block: elements only.
    mutating func parseContainerStatement(_ cursor: inout TokenCursor, opening: SourceRange?) {
        guard let keyword = cursor.next() else { return }
        if let kind = keyword.keyword?.elementKind {
            return parseElement(kind: kind, keyword: keyword, &cursor, opening: opening)
        }
        let misplaced: DiagnosticMessage?
        if keyword.keyword?.isScreenProperty == true {
            misplaced = .screenPropertyInContainer(text(keyword))
        } else if keyword.keyword?.isDeviceProperty == true || keyword.keyword == .screen {
            misplaced = .notInContainer(text(keyword))
        } else {
            misplaced = nil
        }
        reject(keyword, opening: opening, misplaced: misplaced,
               unknown: .unknownElementKind(quoted(keyword)))
    }

    static let devicePropertyWords = ["size", "keyboard", "status-bar", "home-indicator"]
    static let screenStatementWords = ["device", "orientations", "navigation-bar", "accessory", "ios", "avoid"]
        + ElementKind.allCases.map(\.rawValue)

    /// " (did you mean 'accessory'?)" for a misspelt name among `words`; "" otherwise.
    mutating func suggestion(for token: RawToken, among words: [String]) -> String {
        guard token.kind == .name else { return "" }
        return Suggestions.didYouMean(text(token), among: words)
    }

    /// A statement that does not belong here: KB106 when its keyword belongs elsewhere
    /// (`misplaced` says where), KB100 when it is no keyword at all. Its block is skipped.
    private mutating func reject(_ keyword: RawToken, opening: SourceRange?, misplaced: DiagnosticMessage?, unknown: DiagnosticMessage) {
        if let misplaced {
            report(misplaced, at: keyword.range)
        } else {
            syntaxError(unknown, at: keyword.range)
        }
        skipBlock(opening)
    }

    /// Sets a property of a device or screen block (`owner`) the first time; a repeat is
    /// KB106 and the first value stays. Each caller names the property itself: through a
    /// key path, the runtime looked the types up at each line.
    private mutating func setOnce<Value>(
        _ property: inout Value?, to value: Value, keyword: RawToken, range: SourceRange, in owner: String
    ) {
        guard property == nil else {
            report(.alreadySet(text(keyword), for: owner), at: range)
            return
        }
        property = value
    }

    /// A property line ending in `{` is reported; its block is skipped.
    private mutating func rejectBlock(_ opening: SourceRange?, of keyword: RawToken) {
        guard let opening else { return }
        report(.propertyWithBlock(text(keyword)), at: opening)
        skipBlock(opening)
    }

    private mutating func parseOrientations(_ cursor: inout TokenCursor, after keyword: RawToken) -> [Orientation]? {
        var orientations: [Orientation] = []
        while let token = cursor.next() {
            guard token.kind == .name, let orientation = token.keyword?.orientation else {
                if token.kind != .invalid {
                    syntaxError(.expectedOrientation(found: quoted(token)), at: token.range)
                }
                return nil
            }
            if orientations.contains(orientation) {
                report(.repeated(text(token)), at: token.range)
            } else if orientations.count == 2 {
                syntaxError(.unexpected(quoted(token)), at: token.range)
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
}
