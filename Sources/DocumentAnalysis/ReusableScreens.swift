import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import PlainText
import SpecParser

/// The screens of a document's last analysis, kept by what decides each one, so that the
/// next version of the document analyses again only the screens an edit touched (the
/// language server, on each change). A screen is decided by the text of its scenes (its
/// own and those of controllers embedded in it, with their distances), the document's
/// text outside every scene (its header: device, tools version; its resources), its
/// context (the bars the segue graph gives it) and the ids of the document (a constraint
/// may name an element of another scene); kept, it is moved by the bytes its scene moved.
public struct ReusableScreens: Sendable {
    let analyzer: DocumentAnalyzer
    private let bytes: [UInt8]
    private let tree: ElementTree
    /// The text of the document outside every scene, and every id in it, hashed.
    private let documentDigest: Int
    private var kept: [Key: (start: Int, outcome: Outcome)] = [:]
    /// How many screens this analysis kept for the next, and how many it took from the last.
    public private(set) var keptScreens = 0
    public internal(set) var reusedScreens = 0

    /// One screen's part of the analysis.
    struct Outcome: Sendable {
        var diagnostics: [Diagnostic]
        var screens: [ScreenOutcome]
        /// KB303 of what the screen's layout left out (said once per document).
        var problems: [Diagnostic]
        /// KB310 and KB311: on lines of the app's code, which edits of the document do not move.
        var codeDiagnostics: [CodeDiagnostic] = []

        func moved(by delta: Int) -> Outcome {
            guard delta != 0 else { return self }
            func move(_ diagnostic: Diagnostic) -> Diagnostic {
                var moved = diagnostic
                moved.range = diagnostic.range.moved(by: delta)
                return moved
            }
            return Outcome(diagnostics: diagnostics.map(move), screens: screens.map { $0.moved(by: delta) },
                           problems: problems.map(move), codeDiagnostics: codeDiagnostics)
        }
    }

    struct Key: Hashable, Sendable {
        /// The scenes' text, one after the other, and where each began from the first.
        let text: [UInt8]
        let starts: [Int]
        let context: ScreenContext
        let documentDigest: Int
        let name: String
        /// All of the above hashed once, the text digested eight bytes at a time.
        private let digest: Int

        init(text: [UInt8], starts: [Int], context: ScreenContext, documentDigest: Int, name: String) {
            self.text = text
            self.starts = starts
            self.context = context
            self.documentDigest = documentDigest
            self.name = name
            var hasher = Hasher()
            hasher.combine(text.withUnsafeBytes { ByteBlocks.digest(of: $0) })
            hasher.combine(starts)
            hasher.combine(context)
            hasher.combine(documentDigest)
            hasher.combine(name)
            digest = hasher.finalize()
        }

        static func == (one: Key, other: Key) -> Bool {
            one.digest == other.digest && one.documentDigest == other.documentDigest && one.starts == other.starts
                && one.context == other.context && one.name == other.name && one.text.count == other.text.count
                && one.text.withUnsafeBytes { first in other.text.withUnsafeBytes { second in ByteBlocks.equal(first, second) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }
    }

    init(analyzer: DocumentAnalyzer, document: InterfaceBuilderDocument, bytes: [UInt8]) {
        self.analyzer = analyzer
        self.bytes = bytes
        let tree = document.elements
        self.tree = tree
        var hasher = Hasher()
        let scenes = (0..<tree.count).filter { tree.hasTag($0, "scene") }.map { tree.extent(of: $0, documentLength: bytes.count) }
        if let first = scenes.first, let last = scenes.last {
            hasher.combine(bytes: bytes, in: 0..<first.lowerBound)
            hasher.combine(bytes: bytes, in: last.upperBound..<bytes.count)
        } else {
            // A xib: its one text decides everything.
            hasher.combine(bytes: bytes, in: 0..<bytes.count)
        }
        for element in 0..<tree.count {
            hasher.combine(tree.attribute("id", of: element))
        }
        documentDigest = hasher.finalize()
    }

    /// What decides `screen`, and where its first scene starts.
    func key(of screen: Screen, context: ScreenContext) -> (key: Key, start: Int) {
        let holders = screen.scene.map { own in
            [own] + screen.controllers.dropFirst().compactMap { tree.ancestor(of: $0, tag: "scene") }
        } ?? [screen.rootView]
        let extents = holders.map { tree.extent(of: $0, documentLength: bytes.count) }
        let origin = extents.first?.lowerBound ?? 0
        var text: [UInt8] = []
        for range in extents { text += bytes[range] }
        let key = Key(text: text, starts: extents.map { $0.lowerBound - origin }, context: context,
                      documentDigest: documentDigest, name: screen.name)
        return (key, origin)
    }

    /// A screen kept, moved to where its scenes start now.
    func outcome(for key: Key, at start: Int) -> Outcome? {
        kept[key].map { $0.outcome.moved(by: start - $0.start) }
    }

    mutating func keep(_ outcome: Outcome, for key: Key, at start: Int) {
        kept[key] = (start, outcome)
        keptScreens = kept.count
    }
}

private extension Hasher {
    /// Combines the bytes of `range` that are not blanks (spaces, tabs, line breaks:
    /// between tags they change nothing but where the scenes are).
    mutating func combine(bytes: [UInt8], in range: Range<Int>) {
        for byte in bytes[range] where !byte.isBlank {
            combine(byte)
        }
    }
}
