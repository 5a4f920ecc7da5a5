/// `avoid inset` — seed 003, Apple's content-inset guide, exactly as its code runs: the
/// scroll gets a bottom inset of the keyboard height read; if the field's origin is not in
/// the view's frame less that height, the content offset becomes `origin.y - Kr`.
public struct InsetStrategy: KeyboardStrategy {
    public static let name = "inset"
    public static let summary = "Apple's content-inset recipe for a scroll view"
    public static let models = "seed 003: Apple's content-inset guide, its code exactly"
    public static let options: [StrategyOption] = [.landscapeSwap]

    let reading: NotificationReading

    public init(options: StrategyOptions, context: StrategyContext) {
        reading = NotificationReading(options: options, context: context)
    }

    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? { reading.codeKeyboard(in: geometry) }

    public func landscapeMisreading(in geometry: ScreenGeometry, screen: String) -> Diagnostic? {
        reading.misreading(by: Self.name, in: geometry, screen: screen)
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        guard let scroll = field.nearestScroll else { return .unreachable(.scroll(strategy: Self.name)) }
        let keyboard = reading.height(in: field.geometry)
        let y = field.frameY
        // Only the origin is checked against aRect; the scroll goes to origin.y - Kr.
        let insideRect = y >= -tolerance && field.geometry.screenHeight - keyboard - y > tolerance
        let shift = insideRect ? 0 : y - keyboard
        return .moved(FieldMove(shift: shift, of: field, band: field.visibleBand(in: scroll), words: .scrolling))
    }
}
