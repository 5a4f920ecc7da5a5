import DocumentAnalysis
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser

/// A storyboard's or xib's analysis at one version: what the server answers from.
struct InterfaceBuilderSnapshot {
    let version: Int
    let bytes: [UInt8]
    let lines: LineIndex
    /// The engine it was analysed with; another one (a changed configuration) means
    /// analysing again.
    let analyzer: DocumentAnalyzer
    /// Its diagnostics, and each screen analysed on each checked device (one report each).
    let analysis: Analysis
    /// The document as read; nil when it could not be (its KB300 says why).
    let document: InterfaceBuilderDocument?
}

/// What an open storyboard or xib keeps between requests.
struct InterfaceBuilderState {
    /// The analysis of the last version asked about.
    var snapshot: InterfaceBuilderSnapshot?
    /// Its screens, for the next version to take those an edit did not touch.
    var screens: ReusableScreens?
}

extension Document {
    /// The analysis of the current version, computed once: the XML read anew, every
    /// screen solved and analysed (a document that does not parse has one KB300 on the
    /// line libxml2 names; one over the size limit one KB300 on its first line).
    func interfaceBuilderSnapshot(using analyzer: DocumentAnalyzer) -> InterfaceBuilderSnapshot {
        if let snapshot = interfaceBuilder.snapshot, snapshot.version == version, snapshot.analyzer == analyzer {
            return snapshot
        }
        var document: InterfaceBuilderDocument?
        let analysis: Analysis
        if bytes.count > DocumentAnalyzer.largestDocument {
            analysis = analyzer.tooLarge(size: bytes.count)
        } else {
            switch InterfaceBuilderDocument.read(bytes) {
            case .success(let read):
                document = read
                analysis = analyzer.analyze(read, bytes: bytes, reusing: &interfaceBuilder.screens)
            case .failure(let failure):
                analysis = analyzer.unreadable(failure, in: bytes)
            }
        }
        let snapshot = InterfaceBuilderSnapshot(
            version: version, bytes: bytes, lines: LineIndex(utf8: bytes), analyzer: analyzer, analysis: analysis, document: document)
        interfaceBuilder.snapshot = snapshot
        return snapshot
    }
}

extension InterfaceBuilderSnapshot {
    /// The text of a range of the document: an element's tag name (`textField`).
    func text(of range: SourceRange) -> String {
        let end = min(max(range.end, 0), bytes.count)
        return String(decoding: bytes[min(max(range.start, 0), end)..<end], as: UTF8.self)
    }
}
