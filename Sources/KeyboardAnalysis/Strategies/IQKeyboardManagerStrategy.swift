import Diagnostics

/// `avoid iqkeyboardmanager` (1.2) — the IQKeyboardManager library turned on for the app, as
/// its position code computes (`IQKeyboardManager+Position.swift`, version 8; version 6 where
/// `version 6` says so). It reads the keyboard frame in screen coordinates, so `ios` and
/// `landscape-swap` do not apply, and the accessory bar is part of the frame.
///
/// The library pads the keyboard by `keyboardDistance` (and, from version 7, the safe
/// area's bottom), moves the field's enclosing scroll views first, innermost first, then
/// the root view by at most the keyboard's height, and never moves a field's top above its
/// top guide: a field that does not fit stays partly covered.
public struct IQKeyboardManagerStrategy: KeyboardStrategy {
    public static let name = "iqkeyboardmanager"
    public static let summary = "IQKeyboardManager moves the field's scroll views, then the root view, above the keyboard"
    public static let models = "the IQKeyboardManager library (its position code, version 8; `version 6`)"
    public static let options: [StrategyOption] = [
        StrategyOption("distance", values: .one, takes: "one number of points", defaultValue: "10",
                       summary: "IQKeyboardManager's keyboardDistance: room between the field and the keyboard",
                       example: ["10"]),
        StrategyOption("version", values: .one, takes: "one major version: 6, 7 or 8", allowed: .oneOf([6, 7, 8]),
                       defaultValue: "8", summary: "the library's major version (7 and 8 compute alike)", example: ["8"]),
    ]

    /// `d`.
    let distance: Double
    /// `v`.
    let version: Int

    public init(options: StrategyOptions, context: StrategyContext) {
        distance = options.number("distance") ?? 10
        version = options.number("version").map { Int($0) } ?? 8
    }

    /// `Kr = K + A`.
    func keyboard(in geometry: ScreenGeometry) -> Double { geometry.keyboard + geometry.accessory }

    /// What the library adds to the keyboard beside `distance`: the safe area's bottom (v >= 7).
    func safeAreaPadding(in geometry: ScreenGeometry) -> Double { version >= 7 ? geometry.homeIndicator : 0 }

    /// `cover = min(Kr + d + g, Hs)`: the keyboard as the library pads it.
    func cover(in geometry: ScreenGeometry) -> Double {
        min(keyboard(in: geometry) + distance + safeAreaPadding(in: geometry), geometry.screenHeight)
    }

    /// `T`: the highest a field's top may go.
    func topGuide(in geometry: ScreenGeometry) -> Double {
        version >= 7 ? geometry.contentTop : max(geometry.contentTop, geometry.homeIndicator) + 5
    }

    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? {
        CodeKeyboard(height: cover(in: geometry), real: keyboard(in: geometry),
                     source: .padded(keyboard: geometry.keyboard, accessory: geometry.accessory, distance: distance,
                                     safeArea: safeAreaPadding(in: geometry)))
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        let geometry = field.geometry
        // The root view's bottom layout margin: a scrollable text view has none.
        let margin = field.kind == .textarea ? 0 : geometry.homeIndicator
        let wanted = min(field.top - topGuide(in: geometry), field.bottom - (geometry.screenHeight - cover(in: geometry)) + margin)
        var move = Self.truncated(wanted)
        var shift = 0.0
        var rootMove = 0.0
        if move > 0 {
            // The scrolls first, innermost first; none scrolls the field's top above its own top.
            var top = field.top
            for scroll in field.scrolls.reversed() {
                let scrolled = max(0, min(move, top - scroll.top))
                move -= scrolled
                top -= scrolled
                shift += scrolled
            }
            // The rest moves the root view, by at most the keyboard's height.
            rootMove = min(move, keyboard(in: geometry))
            shift += rootMove
        }
        // The root view carries the field's scroll up with it.
        var band = field.visibleBand(in: nil)
        if let scroll = field.nearestScroll {
            band = VerticalFrame(top: max(scroll.top - rootMove, geometry.contentTop),
                                 bottom: min(scroll.bottom - rootMove, geometry.keyboardTop))
        }
        return .moved(FieldMove(shift: shift, of: field, band: band, words: Self.words))
    }

    /// The gap the library leaves between the field and the keyboard's top.
    public func note(on outcome: FieldOutcome, in geometry: ScreenGeometry) -> String? {
        let gap = geometry.keyboardTop - outcome.endBottom
        guard gap > tolerance else { return nil }
        return "leaves \(formatPoints(gap)) pt between the field and the keyboard"
    }

    static let words = MotionWords(action: "IQKeyboardManager moving it", moved: "IQKeyboardManager moves it",
                                   unmoved: "IQKeyboardManager leaves it where it is")

    /// `trunc`, toward zero, taken as `trunc(x ± 1e-9)` like section 4's `floor`, so that a
    /// whole number computed as 77.99999999 stays 78.
    static func truncated(_ value: Double) -> Double {
        (value + (value >= 0 ? 1e-9 : -1e-9)).rounded(.towardZero)
    }
}
