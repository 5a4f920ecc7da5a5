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
        /// The diagnostics, where they were when last published.
        private(set) var diagnostics: [KeyboardAnalysis.Diagnostic]
        /// Where their screen began then.
        private(set) var screenStart: Int
        /// The line their screen began on when `text` was written.
        let line: Int
        let text: WrittenDiagnostics

        init(_ run: ArraySlice<KeyboardAnalysis.Diagnostic>, screenStart: Int, line: Int, text: WrittenDiagnostics) {
            diagnostics = Array(run)
            self.screenStart = screenStart
            self.line = line
            self.text = text
        }

        /// Whether `run` are these diagnostics moved to a screen that starts at
        /// `screenStart`; they are moved there (in place: compared without copies).
        /// When not, the piece is left half moved, not to be used again.
        mutating func moveIfSame(as run: ArraySlice<KeyboardAnalysis.Diagnostic>, screenStart start: Int) -> Bool {
            guard run.count == diagnostics.count else { return false }
            let delta = start - screenStart
            screenStart = start
            if delta != 0 {
                var index = run.startIndex
                for kept in diagnostics.indices {
                    guard run[index].range == diagnostics[kept].range.moved(by: delta) else { return false }
                    diagnostics[kept].range = run[index].range
                    index += 1
                }
            }
            // Compared where they are stored: an element read from an array is a copy.
            let same = diagnostics.withUnsafeBufferPointer { kept in
                run.withUnsafeBufferPointer { given in
                    kept.indices.allSatisfy { kept[$0] == given[$0] }
                }
            }
            guard same else { return false }
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
