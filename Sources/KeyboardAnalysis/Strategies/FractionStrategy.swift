import Diagnostics

/// `avoid fraction` — seeds 002 and 004, the "sliding text fields" heuristic: the view (or,
/// in a scroll, its content) moves up by a fraction of an assumed keyboard height, chosen
/// by where the field's midline sits on the screen. It moves fields that were never covered too.
public struct FractionStrategy: KeyboardStrategy {
    public static let name = "fraction"
    public static let summary = "the view slides by a fraction of the keyboard, by the field's midline"
    public static let models = "seeds 002 and 004: the midline-fraction heuristic"
    public static let options: [StrategyOption] = [
        StrategyOption("min", values: .one, takes: "one fraction of the content height", allowed: .fraction,
                       defaultValue: "0.2", summary: "start of the ramp, a fraction of the content", example: ["0.2"]),
        StrategyOption("max", values: .one, takes: "one fraction of the content height", allowed: .fraction,
                       defaultValue: "0.8", summary: "end of the ramp, a fraction of the content", example: ["0.8"]),
        .assume(default: "the device's keyboard"),
    ]

    static let defaultMinimum = 0.2
    static let defaultMaximum = 0.8

    let minimum: Double
    let maximum: Double
    /// `assume` as written; nil: the device's keyboard.
    let assumed: OrientationPair?

    public init(options: StrategyOptions, context: StrategyContext) {
        minimum = options.number("min") ?? Self.defaultMinimum
        maximum = options.number("max") ?? Self.defaultMaximum
        assumed = options.pair("assume")
    }

    /// `min` must be less than `max`: reported on the later of the two as written.
    public static func conflicts(in options: StrategyOptions) -> [DiagnosticMessageAt] {
        let minimum = options.number("min") ?? defaultMinimum
        let maximum = options.number("max") ?? defaultMaximum
        let written = [options.option("min"), options.option("max")].compactMap { $0 }
        guard minimum >= maximum, let culprit = written.max(by: { $0.range.start < $1.range.start }) else { return [] }
        return [DiagnosticMessageAt(.minimumNotBelowMaximum(minimum, maximum), at: culprit.range)]
    }

    /// `Ka`: as written, else the device's keyboard in that orientation.
    func keyboard(in geometry: ScreenGeometry) -> Double {
        assumed?[geometry.orientation] ?? geometry.keyboard
    }

    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? {
        .assumed(keyboard(in: geometry), in: geometry)
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        let shift = shift(top: field.top, bottom: field.bottom, in: field.geometry)
        // Seed 002 scrolls a scroll view's content instead of sliding the whole view.
        if let scroll = field.nearestScroll {
            return .moved(FieldMove(shift: shift, of: field, band: field.visibleBand(in: scroll), words: .scrolling))
        }
        return .moved(FieldMove(shift: shift, of: field, band: field.visibleBand(in: nil), words: .sliding))
    }

    /// A fraction of the assumed keyboard, chosen by the midline, rounded down.
    func shift(top: Double, bottom: Double, in geometry: ScreenGeometry) -> Double {
        let content = geometry.contentHeight
        let midline = (top + bottom) / 2
        let numerator = midline - geometry.contentTop - minimum * content
        let denominator = (maximum - minimum) * content
        // With no content area the ramp degenerates to a step at its start.
        let fraction = denominator > tolerance ? numerator / denominator : (numerator > 0 ? 1 : 0)
        let clamped = min(1, max(0, fraction))
        return (keyboard(in: geometry) * clamped + 1e-9).rounded(.down)
    }
}
