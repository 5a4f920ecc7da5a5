import KeyboardAnalysis
import LSP
import SpecParser

/// An open document: its text as UTF-8 bytes and, computed on demand for the current
/// version only, its parse and analysis.
final class Document {
    let uri: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private var cached: Snapshot?

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

        /// The text, decoded only where a feature needs it (quick fixes), not per edit.
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        bytes = Array(text.utf8)
    }

    /// Applies `didChange` changes in order; ranges are read against the text as each
    /// previous change left it.
    func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) {
        for change in changes {
            let replacement = Array(change.text.utf8)
            if let range = change.range {
                let converter = PositionConverter(lines: LineIndex(utf8: bytes), encoding: encoding)
                let target = converter.sourceRange(of: range)
                bytes.replaceSubrange(target.start..<target.end, with: replacement)
            } else {
                bytes = replacement
            }
        }
        self.version = version
        cached = nil
    }

    /// Replaces the whole text (a `didSave` that carries it).
    func replaceText(_ text: String) {
        bytes = Array(text.utf8)
        cached = nil
    }

    /// The parse and analysis of the current version, computed once.
    func snapshot(using analyzer: Analyzer) -> Snapshot {
        if let cached, cached.version == version, cached.analyzer == analyzer { return cached }
        let parsed = Parser.parse(utf8: bytes)
        let snapshot = Snapshot(
            version: version, bytes: bytes, lines: LineIndex(utf8: bytes),
            parsed: parsed, analysis: analyzer.analyze(parsed), analyzer: analyzer)
        cached = snapshot
        return snapshot
    }
}
