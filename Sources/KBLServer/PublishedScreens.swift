import KeyboardAnalysis
import LSP
import SpecParser

/// The diagnostics of a document's screens as its last publication wrote them, for the
/// next publication to send again: a screen whose text and diagnostics stayed the same
/// keeps its diagnostics' JSON, moved by whole lines when lines were added or removed
/// above it, instead of converting and writing them anew.
struct PublishedScreens {
    /// What the text was written for: another encoding or other code links write other text.
    let encoding: PositionEncoding
    let linksCodes: Bool
    /// By the screen's key (its text): the diagnostics that start in the screen.
    var pieces: [Document.ScreenKey: Piece] = [:]
    /// How many screens' diagnostics the publication sent as written before, and how many
    /// it wrote anew.
    var reused = 0
    var written = 0

    struct Piece {
        /// The diagnostics, their ranges counted from the screen's start.
        let diagnostics: [KeyboardAnalysis.Diagnostic]
        /// The line the screen began on when they were written.
        let line: Int
        let text: WrittenDiagnostics

        init(_ run: ArraySlice<KeyboardAnalysis.Diagnostic>, screenStart: Int, line: Int, text: WrittenDiagnostics) {
            diagnostics = run.map { diagnostic in
                var relative = diagnostic
                relative.range = diagnostic.range.moved(by: -screenStart)
                return relative
            }
            self.line = line
            self.text = text
        }

        /// Whether `run` are these diagnostics, in a screen that starts at `screenStart`.
        func matches(_ run: ArraySlice<KeyboardAnalysis.Diagnostic>, screenStart: Int) -> Bool {
            guard run.count == diagnostics.count else { return false }
            for (diagnostic, kept) in zip(run, diagnostics) {
                guard diagnostic.range == kept.range.moved(by: screenStart) else { return false }
                var moved = kept
                moved.range = diagnostic.range
                guard moved == diagnostic else { return false }
            }
            return true
        }
    }

    /// Whether the positions of `run`, diagnostics that start in `screen`, depend on the
    /// screen's text alone, so that the same text elsewhere gives the same positions moved
    /// by whole lines: the screen begins a line, the diagnostics end inside it, and its
    /// last byte neither ends a character that began earlier nor begins a `\r\n`.
    static func positionsDependOnText(
        of screen: ScreenDeclaration, run: ArraySlice<KeyboardAnalysis.Diagnostic>, bytes: [UInt8], converter: PositionConverter
    ) -> Bool {
        let range = screen.range
        guard range.start < range.end, range.end <= bytes.count, bytes[range.end - 1] < 0x80,
              bytes[range.end - 1] != UInt8(ascii: "\r"), converter.isLineStart(range.start) else { return false }
        return run.allSatisfy { $0.range.end <= range.end }
    }
}
