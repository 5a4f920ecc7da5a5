import InterfaceBuilder

/// The frames a document saved, in screen coordinates, and how the solved ones compare
/// (ib.md section 5.8's test: within 0.5 pt, for every view not `misplaced` or `ambiguous`).
public struct SavedFrameCheck: Sendable {
    /// The views compared, and those whose solved frame is within the tolerance.
    public var compared: [Int] = []
    public var matching: [Int] = []
    /// The others: the view, its saved frame and its solved one.
    public var mismatches: [(view: Int, saved: SolvedFrame, solved: SolvedFrame)] = []

    /// How far apart two frames may be.
    public static let tolerance = 0.5

    /// The saved frames of `screen` in screen coordinates, the root's top placed where the
    /// saved geometry puts it; nil where a view or one of its ancestors has no saved frame.
    public static func savedFrames(of screen: Screen, rootTop: Double) -> [SolvedFrame?] {
        var frames: [SolvedFrame?] = []
        frames.reserveCapacity(screen.views.count)
        for (index, view) in screen.views.enumerated() {
            guard let frame = view.savedFrame else {
                frames.append(nil)
                continue
            }
            if index == 0 {
                frames.append(SolvedFrame(top: rootTop, height: frame.height))
            } else if let parent = view.parent, parent < frames.count, let origin = frames[parent] {
                frames.append(SolvedFrame(top: origin.top + frame.y, height: frame.height))
            } else {
                frames.append(nil)
            }
        }
        return frames
    }

    /// Compares `solved` (in the saved geometry) with what `screen` saved. Views marked
    /// `misplaced` or `ambiguous`, or inside one, are left out: Interface Builder itself
    /// says their frames are not the constraints'; so are views not installed there.
    public init(screen: Screen, solved: SolvedScreen, in tree: ElementTree) {
        let saved = Self.savedFrames(of: screen, rootTop: solved.bars.rootTop)
        var flagged = [Bool](repeating: false, count: screen.views.count)
        for (index, view) in screen.views.enumerated() {
            let marked = tree.attribute("misplaced", of: view.element) == "YES" || tree.attribute("ambiguous", of: view.element) == "YES"
            flagged[index] = marked || (view.parent.map { $0 < index && flagged[$0] } ?? false)
            guard !flagged[index], !solved.uninstalled.contains(index), let frame = saved[index], index < solved.frames.count else { continue }
            let result = solved.frames[index]
            compared.append(index)
            if abs(result.top - frame.top) <= Self.tolerance, abs(result.height - frame.height) <= Self.tolerance {
                matching.append(index)
            } else {
                mismatches.append((index, frame, result))
            }
        }
    }
}
