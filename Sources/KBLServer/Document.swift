import Diagnostics
import KeyboardAnalysis
import LSP
import PlainText
import SpecParser

/// An open document: its text as UTF-8 bytes and, computed on demand for the current
/// version only, its parse and analysis.
final class Document {
    let uri: String
    /// KBL, or a storyboard or xib (told by the file name, whatever the client's language id).
    let format: DocumentFormat
    /// A storyboard's or xib's analysis, per version (Document+InterfaceBuilder.swift).
    var interfaceBuilder = InterfaceBuilderState()
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private var cached: Snapshot?
    private var progress: Progress?
    private var reusable: Reusable?
    /// The last parse made, of the text as it then was, and how the text changed since:
    /// typing inside one block parses that block again, not the file.
    private var lastParse: (bytes: [UInt8], result: ParseResult)?
    private var changeSinceParse = ChangeSinceParse.none
    /// The parses made, for tests to see which way was taken: how many of the whole text,
    /// how many by `Parser.reparse` (which parses the one block an edit lies in), and the
    /// last edit given to it.
    private(set) var parses: (whole: Int, fromEdit: Int, lastEdit: ByteEdit?) = (0, 0, nil)
    /// The screens' diagnostics as the last publication wrote them.
    var publishedScreens: PublishedScreens?

    private enum ChangeSinceParse {
        case none
        /// One edit of the parsed text (several edits in a row, combined).
        case edit(ByteEdit)
        /// Replaced whole.
        case unknown
    }

    /// One version's derived data.
    struct Snapshot {
        let version: Int
        let bytes: [UInt8]
        let lines: LineIndex
        let parsed: ParseResult
        let analysis: Analysis
        /// The engine it was analysed with; another one (a changed configuration) means
        /// analysing again.
        let analyzer: Analyzer
        /// Each screen's key, in the order of `parsed.file.screens`: equal keys, equal texts.
        let screenKeys: [ScreenKey]

        /// The text, decoded only where a feature needs it (quick fixes), not per edit.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
        format = DocumentFormat(uri: uri)
    }

    /// Applies `didChange` changes in order; ranges are read against the text as each
    /// previous change left it.
    func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) {
        // The lines of the text as it is, when its analysis is at hand, serve the first change.
        var lines = cached.flatMap { $0.version == self.version ? $0.lines : nil }
            ?? interfaceBuilder.snapshot.flatMap { $0.version == self.version ? $0.lines : nil }
        for change in changes {
            let replacement = Array(change.text.utf8)
            defer { lines = nil }
            if let range = change.range {
                let converter = PositionConverter(lines: lines ?? LineIndex(utf8: bytes), encoding: encoding)
                let target = converter.sourceRange(of: range)
                bytes.replaceSubrange(target.start..<target.end, with: replacement)
                let edit = ByteEdit(replacing: target, newEnd: target.start + replacement.count)
                switch changeSinceParse {
                case .none: changeSinceParse = .edit(edit)
                case .edit(let earlier): changeSinceParse = .edit(earlier.followed(by: edit))
                case .unknown: break
                }
            } else {
                bytes = replacement
                changeSinceParse = .unknown
            }
        }
        self.version = version
        cached = nil
        progress = nil
    }

    /// Replaces the whole text (a `didSave` that carries it).
    func replaceText(_ text: String) {
        bytes = Array(text.utf8)
        changeSinceParse = .unknown
        interfaceBuilder.snapshot = nil
        cached = nil
        progress = nil
    }

    /// The parse and analysis of the current version, computed once.
    func snapshot(using analyzer: Analyzer) -> Snapshot {
        // Never interrupted, so the first call finishes.
        while true {
            if let snapshot = snapshot(using: analyzer, unless: { false }) { return snapshot }
        }
    }

    /// The parse and analysis of the current version, or nil when `interrupted` said yes
    /// before a screen that must be analysed (it is asked from the second such screen of
    /// a call on); the screens done so far are kept, and the
    /// next call goes on from there (at the same version) or reuses them (at a newer one).
    ///
    /// A screen whose text, whose errors and whose file's devices are those of a screen
    /// of the last analysis is not analysed again: it gets that screen's outcome, moved
    /// to its place. The result equals a fresh `analyzer.analyze(_:)` of the text.
    func snapshot(using analyzer: Analyzer, unless interrupted: () -> Bool) -> Snapshot? {
        if let cached, cached.version == version, cached.analyzer == analyzer { return cached }
        if progress?.analyzer != analyzer {
            progress = Progress(parsed: parse(), analyzer: analyzer)
        }
        guard var work = progress else { return nil }
        if reusable?.analyzer != analyzer || reusable?.devices != work.devices {
            reusable = nil
        }
        let screens = work.parsed.file.screens
        var analysedHere = 0
        while work.outcomes.count < screens.count {
            let screen = screens[work.outcomes.count]
            let key = ScreenKey(bytes: bytes, screen: screen, errors: work.errors)
            if let kept = reusable?.outcomes[key] {
                work.outcomes.append(kept.outcome.moved(by: screen.range.start - kept.start))
                work.keys.append(key)
                continue
            }
            // Each call analyses one screen at least, so that input arriving all the
            // time still lets the analysis finish.
            if analysedHere > 0, interrupted() {
                progress = work
                return nil
            }
            analysedHere += 1
            var outcome = analyzer.analyzeScreen(screen, devices: work.devices, hasErrors: key.hasErrors)
            outcome.diagnostics = Self.inReportingOrder(outcome.diagnostics)
            work.outcomes.append(outcome)
            work.keys.append(key)
        }
        var outcomes: [ScreenKey: (start: Int, outcome: ScreenOutcome)] = [:]
        outcomes.reserveCapacity(work.keys.count)
        for (key, outcome) in zip(work.keys, work.outcomes) {
            outcomes[key] = (outcome.range.start, outcome)
        }
        reusable = Reusable(analyzer: analyzer, devices: work.devices, outcomes: outcomes)
        let snapshot = Snapshot(
            version: version, bytes: bytes, lines: LineIndex(utf8: bytes), parsed: work.parsed,
            analysis: analyzer.assemble(work.parsed, screens: work.outcomes), analyzer: analyzer,
            screenKeys: work.keys)
        progress = nil
        cached = snapshot
        return snapshot
    }

    /// A screen's diagnostics in the order `assemble` reports them (by position, then code,
    /// then portrait before landscape; equal ones as they came), sorted once when the screen
    /// is analysed: the screens' lists laid end to end are then in order, and assembling
    /// them on every edit finds them so instead of sorting them all. Were this order not
    /// `assemble`'s, it would sort them, at that cost, to the same result.
    private static func inReportingOrder(_ diagnostics: [KeyboardAnalysis.Diagnostic]) -> [KeyboardAnalysis.Diagnostic] {
        func key(_ index: Int) -> (Int, DiagnosticCode, Int, Int) {
            let diagnostic = diagnostics[index]
            return (diagnostic.range.start, diagnostic.code, diagnostic.keyboard?.orientation == .landscape ? 1 : 0, index)
        }
        return diagnostics.indices.sorted { key($0) < key($1) }.map { diagnostics[$0] }
    }

    /// The parse of the current text: the last one again, the block an edit touched parsed
    /// again (`Parser.reparse`), or the whole text.
    private func parse() -> ParseResult {
        let result: ParseResult
        switch (lastParse, changeSinceParse) {
        case (let last?, .none): result = last.result
        case (let last?, .edit(let edit)):
            result = Parser.reparse(last.result, of: last.bytes, after: edit, giving: bytes)
            parses.fromEdit += 1
            parses.lastEdit = edit
        default:
            result = Parser.parse(utf8: bytes)
            parses.whole += 1
        }
        lastParse = (bytes, result)
        changeSinceParse = .none
        return result
    }

    /// An analysis under way: the current text's parse and the outcomes of its first screens.
    private struct Progress {
        let analyzer: Analyzer
        let parsed: ParseResult
        let errors: SortedRanges
        let devices: FileDevices
        var outcomes: [ScreenOutcome] = []
        var keys: [ScreenKey] = []

        init(parsed: ParseResult, analyzer: Analyzer) {
            self.analyzer = analyzer
            self.parsed = parsed
            errors = SortedRanges(parsed.diagnostics.map(\.range))
            devices = analyzer.fileDevices(of: parsed)
        }
    }

    /// What decides a screen's outcome besides the file's devices and the analyzer: its
    /// text and whether the parse has an error in it. The text is a range of the
    /// document's bytes of that version, shared, not copied; it is hashed once, when the
    /// key is made.
    struct ScreenKey: Hashable {
        private let source: [UInt8]
        private let range: Swift.Range<Int>
        let hasErrors: Bool
        private let digest: Int

        init(bytes: [UInt8], screen: ScreenDeclaration, errors: SortedRanges) {
            let end = min(max(screen.range.end, 0), bytes.count)
            let start = min(max(screen.range.start, 0), end)
            source = bytes
            range = start..<end
            hasErrors = errors.containsAny(within: screen.range)
            let text = bytes.withUnsafeBytes { ByteBlocks.digest(of: UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            digest = Int(truncatingIfNeeded: text ^ (hasErrors ? 0x5851_F42D_4C95_7F2D : 0))
        }

        static func == (first: ScreenKey, second: ScreenKey) -> Bool {
            guard first.digest == second.digest, first.hasErrors == second.hasErrors,
                  first.range.count == second.range.count else { return false }
            return first.source.withUnsafeBytes { one in
                second.source.withUnsafeBytes { other in
                    ByteBlocks.equal(UnsafeRawBufferPointer(rebasing: one[first.range]), UnsafeRawBufferPointer(rebasing: other[second.range]))
                }
            }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }
    }

    /// The screens of the last finished analysis, by their key, with where each began.
    private struct Reusable {
        let analyzer: Analyzer
        let devices: FileDevices
        let outcomes: [ScreenKey: (start: Int, outcome: ScreenOutcome)]
    }
}
