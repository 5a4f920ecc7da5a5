/// `avoid slide` — seed 001: the view controller's view slides up by an amount computed
/// from a hard-coded keyboard height, taken as if it were the keyboard's top.
public struct SlideStrategy: KeyboardStrategy {
    public static let name = "slide"
    public static let summary = "the whole view slides up by a hard-coded keyboard height"
    public static let models = "seed 001: the view's frame slides by a hard-coded keyboard height"
    public static let options: [StrategyOption] = [.padding(default: 10), .assume(default: "the device's portrait keyboard, in both orientations")]

    let padding: Double
    /// `Ka`.
    let assumed: OrientationPair

    public init(options: StrategyOptions, context: StrategyContext) {
        // Seed 001's constant: the configured default padding is for the other strategies.
        padding = options.number("padding") ?? 10
        assumed = options.pair("assume")
            ?? OrientationPair(portrait: context.deviceKeyboard.portrait, landscape: context.deviceKeyboard.portrait)
    }

    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? {
        .assumed(assumed[geometry.orientation], in: geometry)
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        let keyboard = assumed[field.geometry.orientation]
        let height = field.bottom - field.top
        let y = field.frameY
        let shift = y - (keyboard - height - padding) > tolerance ? y + height + padding - keyboard : 0
        return .moved(FieldMove(shift: shift, of: field, band: field.visibleBand(in: nil), words: .sliding))
    }
}

extension CodeKeyboard {
    /// A keyboard height hard-coded in the app (`slide`, `fraction`), beside the real
    /// keyboard without its accessory bar.
    static func assumed(_ height: Double, in geometry: ScreenGeometry) -> CodeKeyboard {
        CodeKeyboard(height: height, real: geometry.keyboard, source: .hardCoded)
    }
}
