/// `avoid shift` — seed 000, the AutoLayout technique: the top and bottom constraint
/// outlets of a container change so that the content slides up just enough for the field,
/// by the keyboard height the code reads from the notification.
public struct ShiftStrategy: KeyboardStrategy {
    public static let name = "shift"
    public static let summary = "a view with outlets moves up through its constraints"
    public static let models = "seed 000: constraint outlets of a container"
    public static let options: [StrategyOption] = [.padding(default: 5), .landscapeSwap]

    let padding: Double
    let reading: NotificationReading

    public init(options: StrategyOptions, context: StrategyContext) {
        padding = options.number("padding") ?? context.defaultPadding
        reading = NotificationReading(options: options, context: context)
    }

    public func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard? { reading.codeKeyboard(in: geometry) }

    public func landscapeMisreading(in geometry: ScreenGeometry, screen: String) -> Diagnostic? {
        reading.misreading(by: Self.name, in: geometry, screen: screen)
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        guard field.hasOutlets else { return .unreachable(.outlets) }
        // The code shifts when the field is covered as it sees the keyboard.
        let codeKeyboardTop = field.geometry.screenHeight - reading.height(in: field.geometry)
        let shift = field.bottom - codeKeyboardTop > tolerance ? field.bottom - codeKeyboardTop + padding : 0
        return .moved(FieldMove(shift: shift, of: field, band: field.visibleBand(in: nil), words: .shifting))
    }
}
