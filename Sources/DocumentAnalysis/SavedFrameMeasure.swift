import DocumentLayout
import InterfaceBuilder

/// A document's screens laid out in their saved geometry and compared with the frames Xcode
/// saved (ib.md section 5.8): what `kb-bench saved-frames`, `make corpus` and the corpus
/// floors of the tests measure.
public struct SavedFrameMeasure: Sendable {
    /// One screen's comparison, with the required constraints that could not all hold.
    public struct ScreenResult: Sendable {
        public var screen: Screen
        public var check: SavedFrameCheck
        public var conflicts: [String]
    }

    public private(set) var screens: [ScreenResult] = []

    /// The views compared over every screen, and those that came back within 0.5 pt.
    public var compared: Int { screens.reduce(0) { $0 + $1.check.compared.count } }
    public var matching: Int { screens.reduce(0) { $0 + $1.check.matching.count } }

    public init(_ document: InterfaceBuilderDocument) {
        let scenes = DocumentScenes(document)
        for screen in document.screens {
            var layout = ScreenLayout(document: document, screen: screen, scenes: scenes)
            let geometry = SavedGeometry.of(screen, in: document, scenes: scenes) { InterfaceBuilderDevices.metrics(forID: $0) }
            let solved = layout.solve(in: geometry)
            screens.append(ScreenResult(screen: screen, check: SavedFrameCheck(screen: screen, solved: solved, in: document.elements),
                                        conflicts: solved.conflicts))
        }
    }
}
