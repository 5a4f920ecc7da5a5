import Diagnostics

/// `avoid resize` (1.2) — the content ends at the keyboard's top: the screen's root content
/// is pinned to `view.keyboardLayoutGuide.topAnchor` (iOS 15), or it is SwiftUI content,
/// whose safe area loses the keyboard's height. Nothing moves a field: the screen is laid
/// out again with the keyboard up, in `[CT, min(SB, KT)]`, and a field in a scroll is
/// scrolled just into view. A field laid out from the top stays where it was, under the
/// keyboard (KB002); centred or bottom-pinned content that no longer fits is pushed up past
/// the bars (KB003).
public struct ResizeStrategy: KeyboardStrategy {
    public static let name = "resize"
    public static let summary = "the content ends at the keyboard's top (keyboard layout guide, SwiftUI)"
    public static let models = "the content ends at the keyboard's top: `UIKeyboardLayoutGuide`, SwiftUI's keyboard safe area"
    public static let options: [StrategyOption] = []

    public init(options: StrategyOptions, context: StrategyContext) {}

    public var laysOutWithKeyboardUp: Bool { true }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        guard let up = field.keyboardUp else { return .leftAlone }
        let band = field.visibleBand(in: up.nearestScroll)
        // UIKit scrolls a field in a scroll just into view; a field in none stays put.
        let scrolled = up.nearestScroll == nil ? 0 : max(0, up.frame.bottom - band.bottom)
        let frame = VerticalFrame(top: up.frame.top - scrolled, bottom: up.frame.bottom - scrolled)
        return .moved(FieldMove(shift: field.top - frame.top, frame: frame, band: band, words: Self.words))
    }

    /// The field's frame with the keyboard up.
    public func note(on outcome: FieldOutcome, in geometry: ScreenGeometry) -> String? {
        "with the keyboard up at \(formatPoints(outcome.endTop))–\(formatPoints(outcome.endBottom)) pt"
    }

    static let words = MotionWords(action: "the keyboard-up layout moving it", moved: "the keyboard-up layout moves it",
                                   unmoved: "the keyboard-up layout leaves it where it is")
}
