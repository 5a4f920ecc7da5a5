/// A view's solved frame, in screen coordinates.
public struct SolvedFrame: Sendable, Hashable {
    public var top: Double
    public var height: Double
    public var bottom: Double { top + height }

    public init(top: Double, height: Double) {
        self.top = top
        self.height = height
    }
}

/// A screen laid out in one geometry (ib.md section 5.8).
public struct SolvedScreen: Sendable {
    public var geometry: LayoutGeometry
    public var bars: BarGeometry
    /// One per view of the screen (`Screen.views`), in the same order.
    public var frames: [SolvedFrame]
    /// The ids of an irreducible set of required constraints that cannot hold together;
    /// empty when they all hold.
    public var conflicts: [String]
    /// The views whose top or height nothing decides (no saved frame, constraints that
    /// leave them free): their frames are a guess.
    public var unplaced: Set<Int>
    /// The views a `<mask key="subviews">` leaves out of this geometry (and what they hold):
    /// not in the screen, not analysed.
    public var uninstalled: Set<Int> = []
    /// The automatic top inset UIKit gives each scroll view's content at run time (5.5),
    /// where it is not 0: the content's `y` 0 lies that far below the scroll view's top.
    public var contentInsets: [Int: Double] = [:]
}
