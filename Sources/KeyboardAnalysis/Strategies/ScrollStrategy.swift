/// `avoid scroll` — the scroll-view technique: the nearest enclosing scroll gets a bottom
/// content inset for the keyboard and scrolls the field just into view
/// (`scrollRectToVisible`, table views).
public struct ScrollStrategy: KeyboardStrategy {
    public static let name = "scroll"
    public static let summary = "a scroll view scrolls just enough to show the field"
    public static let models = "scroll just enough (`scrollRectToVisible`, table views)"
    public static let options: [StrategyOption] = [.padding(default: 5)]

    let padding: Double

    public init(options: StrategyOptions, context: StrategyContext) {
        padding = options.number("padding") ?? context.defaultPadding
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        guard let scroll = field.nearestScroll else { return .unreachable(.scroll(strategy: Self.name)) }
        let band = field.visibleBand(in: scroll)
        let shift = max(0, field.bottom + padding - band.bottom)
        // The inset always lets the view scroll that far: only the top can be lost.
        return .moved(FieldMove(shift: shift, of: field, band: band, canStayCovered: false, words: .scrolling))
    }
}
