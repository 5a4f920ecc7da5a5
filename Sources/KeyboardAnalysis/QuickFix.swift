import SpecParser

/// A replacement of a byte range of the source (UTF-8 offsets) by new text.
///
/// An empty range is an insertion; an empty `newText` is a deletion.
public struct SourceEdit: Sendable, Hashable {
    /// The bytes replaced, as UTF-8 offsets into the original text.
    public var range: SourceRange
    /// The text put in their place.
    public var newText: String

    public init(range: SourceRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

extension SourceEdit {
    /// Applies non-overlapping edits (any order) to a text.
    ///
    /// Every range refers to the original text. Insertions at the same offset go in the
    /// order given. Ranges are clamped to the text, and an edit that overlaps one before it
    /// is skipped rather than trapping.
    public static func apply(_ edits: [SourceEdit], to text: String) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in sortedByPosition(edits) {
            let start = min(max(0, edit.range.start), bytes.count)
            let end = min(max(start, edit.range.end), bytes.count)
            guard start >= cursor else { continue }
            result += bytes[cursor..<start]
            result += Array(edit.newText.utf8)
            cursor = end
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The edits sorted by range, edits with equal ranges keeping the order given.
    static func sortedByPosition(_ edits: [SourceEdit]) -> [SourceEdit] {
        edits.enumerated()
            .sorted { ($0.element.range.start, $0.element.range.end, $0.offset) < ($1.element.range.start, $1.element.range.end, $1.offset) }
            .map(\.element)
    }

    /// Sorts edits and merges those that touch (an insertion where another edit starts or
    /// ends), so no two of the result share an offset; nil if two of them overlap.
    static func normalized(_ edits: [SourceEdit]) -> [SourceEdit]? {
        var merged: [SourceEdit] = []
        for edit in sortedByPosition(edits) {
            guard let last = merged.last else {
                merged.append(edit)
                continue
            }
            if last.range.end > edit.range.start { return nil }
            if last.range.end == edit.range.start {
                merged[merged.count - 1] = SourceEdit(
                    range: SourceRange(last.range.start, edit.range.end), newText: last.newText + edit.newText)
            } else {
                merged.append(edit)
            }
        }
        return merged
    }
}

/// A code action of language.md#quick-fixes: the edits that make one covered field
/// reachable, or that make the code read the keyboard's height right (KB007).
public struct QuickFix: Sendable, Hashable {
    /// The fixes language.md#quick-fixes offers.
    public enum Kind: Sendable, Hashable {
        /// Put the field inside a `scroll` and use `avoid scroll`.
        case embedInScroll
        /// Put the field inside a `view` with `outlets` and use `avoid shift`.
        case addOutlets
        /// KB007 on iOS 7 or earlier: the code swaps the frame, as code of that time did.
        case addLandscapeSwap
        /// KB007 on iOS 8 or later: the frame is already in landscape coordinates.
        case removeLandscapeSwap
        /// Any code but KB200: a `# kb-lsp: ignore` comment for the diagnostic's line.
        case ignoreOnLine
        /// KB200: the code (or the whole comment) that silences nothing, removed.
        case removeSuppression
    }

    public var kind: Kind
    /// What the fix does, for a menu: `Embed 'password' in a scroll container`.
    public var title: String
    /// Non-overlapping edits of the source, sorted, no two sharing an offset.
    public var edits: [SourceEdit]

    public init(kind: Kind, title: String, edits: [SourceEdit]) {
        self.kind = kind
        self.title = title
        self.edits = edits
    }
}

extension Analyzer {
    /// The quick fixes language.md#quick-fixes offers for one diagnostic (empty for codes other than
    /// KB001/KB004/KB005/KB007).
    ///
    /// KB001 gets both fixes, scroll first; KB004 gets `addOutlets`; KB005 gets
    /// `embedInScroll`. `parsed` must be the parse of `source`. Nothing is offered for a
    /// screen without a name, a screen with an error of its own (the analysis skips
    /// those), or a diagnostic whose range is not the name of an element of the screen.
    public func quickFixes(for diagnostic: Diagnostic, in parsed: ParseResult, source: String) -> [QuickFix] {
        quickFixes(for: diagnostic, in: FixSource(parsed: parsed, source: source))
    }

    /// `quickFixes(for:in:source:)` with the source prepared once, for many diagnostics.
    public func quickFixes(for diagnostic: Diagnostic, in source: FixSource) -> [QuickFix] {
        let kinds: [QuickFix.Kind]
        switch diagnostic.code {
        case .covered: kinds = [.embedInScroll, .addOutlets]
        case .missingOutlets: kinds = [.addOutlets]
        case .missingScroll: kinds = [.embedInScroll]
        case .stillCovered where strategyName(at: diagnostic.range, in: source) == ResizeStrategy.name:
            // A layout that ends at the keyboard's top scrolls a field in a scroll into view
            // (docs/decisions.md#quick-fixes): the strategy stays.
            guard let planner = FixPlanner(diagnostic: diagnostic, source: source, strategy: ResizeStrategy.self) else { return [] }
            return planner.fix(.embedInScroll).map { [$0] } ?? []
        case .misreadKeyboard: return landscapeSwapFix(for: diagnostic, in: source).map { [$0] } ?? []
        default: return []
        }
        guard let planner = FixPlanner(diagnostic: diagnostic, source: source) else { return [] }
        let fixes = kinds.compactMap(planner.fix)
        return ordered(fixes, for: diagnostic, in: source)
    }
}

extension Analyzer {
    /// The strategy of the screen around `range`: its `avoid` line's, else the default.
    func strategyName(at range: SourceRange, in source: FixSource) -> String? {
        guard let screen = source.screen(containing: range)?.screen else { return nil }
        return screen.avoid?.strategy?.text ?? defaultStrategy
    }

    /// KB007's fix: add `landscape-swap` after the strategy's options, or remove it with
    /// the blank before it, whichever makes the code match the screen's iOS version.
    func landscapeSwapFix(for diagnostic: Diagnostic, in source: FixSource) -> QuickFix? {
        guard let avoid = source.screen(containing: diagnostic.range)?.screen.avoid else { return nil }
        if let swap = avoid.option("landscape-swap")?.range {
            // The blank before the option goes with it; `avoid shift landscape-swap` → `avoid shift`.
            let start = max(avoid.strategyRange.end, swap.start - 1)
            return QuickFix(kind: .removeLandscapeSwap, title: "Remove landscape-swap",
                            edits: [SourceEdit(range: SourceRange(start, swap.end), newText: "")])
        }
        return QuickFix(kind: .addLandscapeSwap, title: "Add landscape-swap",
                        edits: [SourceEdit(range: SourceRange(avoid.range.end, avoid.range.end), newText: " landscape-swap")])
    }
}

/// Works out the edits of language.md#quick-fixes for one field of one screen.
struct FixPlanner {
    let text: SourceLines
    let screen: ScreenDeclaration
    /// The field's enclosing elements, outermost first.
    let ancestors: [Element]
    let field: Element
    let fieldName: String
    /// The strategy "Embed in a scroll container" sets: `scroll`, or the screen's own
    /// `resize`, which scrolls a field in a scroll into view by itself.
    var scrollStrategy: any KeyboardStrategy.Type = ScrollStrategy.self

    init?(diagnostic: Diagnostic, source: FixSource, strategy: any KeyboardStrategy.Type) {
        self.init(diagnostic: diagnostic, source: source)
        scrollStrategy = strategy
    }

    init?(diagnostic: Diagnostic, source: FixSource) {
        let text = source.text
        let range = diagnostic.range
        guard let (index, screen) = source.screen(containing: range),
              let screenName = screen.name, screen.range.end <= text.bytes.count,
              !source.screenHasErrors(index),
              let path = Self.path(to: range, in: screen.elements), let field = path.last,
              let name = field.name, text.string(in: name.range) == name.text else { return nil }
        if let finding = diagnostic.keyboard {
            guard finding.screen == screenName.text, finding.element == name.text else { return nil }
        }
        self.text = text
        self.screen = screen
        self.ancestors = Array(path.dropLast())
        self.field = field
        self.fieldName = name.text
    }

    /// The elements from a top-level one down to the one whose name lies at `range`.
    private static func path(to range: SourceRange, in elements: [Element]) -> [Element]? {
        for element in elements where element.range.contains(range) {
            if element.name?.range == range { return [element] }
            if let inner = path(to: range, in: element.children) { return [element] + inner }
        }
        return nil
    }

    /// The fix of one kind, or nil when it has nothing to change or cannot be built.
    func fix(_ kind: QuickFix.Kind) -> QuickFix? {
        let title: String
        let edits: [SourceEdit]
        switch kind {
        case .embedInScroll:
            title = "Embed '\(fieldName)' in a scroll container"
            edits = embedInScroll()
        case .addOutlets:
            (title, edits) = addOutlets()
        case .addLandscapeSwap, .removeLandscapeSwap, .ignoreOnLine, .removeSuppression:
            return nil  // not about a field: Analyzer.landscapeSwapFix, Analyzer.suppressionFix
        }
        guard !edits.isEmpty, let normalized = SourceEdit.normalized(edits) else { return nil }
        return QuickFix(kind: kind, title: title, edits: normalized)
    }

    /// language.md#quick-fixes, "Embed in a scroll container".
    private func embedInScroll() -> [SourceEdit] {
        if ancestors.contains(where: { $0.kind == .scroll }) {
            return strategyEdits(scrollStrategy)
        }
        guard let parent = ancestors.last else {
            return wrapTopLevelElements(in: .scroll)
        }
        var edits = [SourceEdit(range: parent.kindRange, newText: ElementKind.scroll.rawValue)]
        if let outlets = parent.outlets {
            // Drop the flag with the blanks that separate it from what precedes it.
            var start = outlets.start
            while start > parent.headerRange.start, text.isBlank(at: start - 1) { start -= 1 }
            edits.append(SourceEdit(range: SourceRange(start, outlets.end), newText: ""))
        }
        return edits + strategyEdits(scrollStrategy)
    }

    /// language.md#quick-fixes, "Add constraint outlets", with its title.
    private func addOutlets() -> (title: String, edits: [SourceEdit]) {
        let views = ancestors.filter { $0.kind == .view }
        if let shifted = views.last(where: { $0.outlets != nil }) {
            // Some enclosing view already has outlets: only the strategy is missing.
            return ("Shift '\(fieldName)' with the constraint outlets of '\(shifted.name?.text ?? "")'", strategyEdits(ShiftStrategy.self))
        }
        guard let view = views.last, let viewName = view.name else {
            let name = wrapperName()
            return ("Add constraint outlets in a new view '\(name)'", wrapTopLevelElements(in: .view))
        }
        let insertion = SourceEdit(range: SourceRange(view.headerRange.end, view.headerRange.end), newText: " outlets")
        return ("Add constraint outlets to '\(viewName.text)'", [insertion] + strategyEdits(ShiftStrategy.self))
    }

    // MARK: The strategy

    /// `avoid STRATEGY`, keeping the current `padding` (the only option shift and scroll take).
    func avoidStatement(_ strategy: any KeyboardStrategy.Type) -> String {
        var statement = "avoid \(strategy.name)"
        if let padding = screen.avoid?.option("padding")?.values.first, strategy.options.contains(where: { $0.name == "padding" }) {
            statement += " padding \(text.string(in: padding.range))"
        }
        return statement
    }

    /// The edits that make the screen's strategy `strategy`: none if it already is, the
    /// `avoid` line rewritten if there is one, else a new line after the screen's leading
    /// properties (or after its header line).
    func strategyEdits(_ strategy: any KeyboardStrategy.Type) -> [SourceEdit] {
        if let avoid = screen.avoid {
            guard avoid.strategy?.text != strategy.name else { return [] }
            return [SourceEdit(range: avoid.range, newText: avoidStatement(strategy))]
        }
        let headerLine = text.line(containing: screen.keywordRange.start)
        let firstElementLine = screen.elements.first.map { text.line(containing: $0.range.start) } ?? headerLine + 1
        let anchor = (headerLine + 1..<max(headerLine + 1, firstElementLine))
            .last { text.isPropertyLine($0) } ?? headerLine
        return [text.insertLine(after: anchor, indentation: statementIndentation(), avoidStatement(strategy))]
    }

    /// The indentation of the screen's own statements: that of its first property or
    /// element line, else the header's plus one unit.
    func statementIndentation() -> String {
        let headerLine = text.line(containing: screen.keywordRange.start)
        let lastLine = text.line(containing: max(screen.range.start, screen.range.end - 1))
        if headerLine + 1 <= lastLine,
           let first = (headerLine + 1...lastLine).first(where: { !text.isBlankOrComment($0) && !text.startsWithClosingBrace($0) }) {
            return text.indentation(of: first)
        }
        return text.indentation(of: headerLine) + indentationUnit()
    }
}
