import SpecParser

/// A parse and its source, prepared once for working out the quick fixes of many
/// diagnostics (a code-action request over a whole file): the text's lines, the screens
/// found by position, which screens have syntax errors, and the suppressions by the line
/// they cover. Asking for the fixes of `d` diagnostics costs the file once and then
/// `log` of it per diagnostic, never the file per diagnostic.
public struct FixSource {
    public let parsed: ParseResult
    let text: SourceLines
    /// Indices into `parsed.file.screens` of the screens a syntax error overlaps.
    private let screensWithErrors: Set<Int>
    /// The `ignore` suppressions by the start of the line they cover, in source order.
    private let ignoresByLine: [Int: [Suppression]]

    /// `parsed` must be the parse of `source`.
    public init(parsed: ParseResult, source: String) {
        self.parsed = parsed
        text = SourceLines(source)
        var withErrors: Set<Int> = []
        for diagnostic in parsed.diagnostics {
            for index in Self.screenIndices(overlapping: diagnostic.range, in: parsed.file.screens) {
                withErrors.insert(index)
            }
        }
        screensWithErrors = withErrors
        var ignores: [Int: [Suppression]] = [:]
        for suppression in parsed.suppressions where suppression.isIgnore {
            guard let line = suppression.coveredLine else { continue }
            ignores[line.start, default: []].append(suppression)
        }
        ignoresByLine = ignores
    }

    /// The screen whose range contains `range`, and its index.
    func screen(containing range: SourceRange) -> (index: Int, screen: ScreenDeclaration)? {
        let screens = parsed.file.screens
        return screens.index(containing: range) { $0.range }.map { ($0, screens[$0]) }
    }

    /// Whether a syntax error overlaps the screen at `index`.
    func screenHasErrors(_ index: Int) -> Bool { screensWithErrors.contains(index) }

    /// The suppression comment whose range contains `range` (comments are in source
    /// order and do not overlap).
    func suppression(containing range: SourceRange) -> Suppression? {
        parsed.suppressions.index(containing: range) { $0.range }.map { parsed.suppressions[$0] }
    }

    /// The `ignore` suppressions covering the line that starts at `lineStart`.
    func ignores(coveringLineAt lineStart: Int) -> [Suppression] { ignoresByLine[lineStart] ?? [] }

    /// The indices of the screens that share more than an end point with `range` (a
    /// range within a screen, or across its start or end).
    private static func screenIndices(overlapping range: SourceRange, in screens: [ScreenDeclaration]) -> [Int] {
        var indices: [Int] = []
        var index = screens.firstIndex(endingAtOrAfter: range.start) { $0.range }
        while index < screens.count, screens[index].range.start < range.end {
            if range.start < screens[index].range.end { indices.append(index) }
            index += 1
        }
        return indices
    }
}
