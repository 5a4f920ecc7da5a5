import Diagnostics
import SpecParser

/// How `shift` and `inset` read the keyboard's height from the keyboard notification
/// (language.md#keyboard-analysis): `Kr = K + A`, except in landscape when the frame's
/// coordinates and the code disagree (iOS 7 or earlier, or `landscape-swap`, but not both):
/// then the frame's long side, the device's portrait height.
struct NotificationReading: Sendable {
    let misreadsLandscape: Bool
    /// `landscape-swap`, where written.
    let swap: SourceRange?
    let strategyRange: SourceRange
    let iosVersion: Int
    let portraitHeight: Double

    init(options: StrategyOptions, context: StrategyContext) {
        swap = options.option("landscape-swap")?.range
        iosVersion = context.iosVersion
        misreadsLandscape = (context.iosVersion <= 7) != (swap != nil)
        strategyRange = context.strategyRange
        portraitHeight = context.devicePortraitHeight
    }

    /// `Kr`.
    func height(in geometry: ScreenGeometry) -> Double {
        geometry.orientation == .landscape && misreadsLandscape ? portraitHeight : geometry.keyboard + geometry.accessory
    }

    func codeKeyboard(in geometry: ScreenGeometry) -> CodeKeyboard {
        CodeKeyboard(height: height(in: geometry), real: geometry.keyboard + geometry.accessory, source: .notification)
    }

    /// KB007, in landscape when the code misreads: on `landscape-swap` if written, else on the strategy.
    func misreading(by strategy: String, in geometry: ScreenGeometry, screen: String) -> Diagnostic? {
        guard geometry.orientation == .landscape, misreadsLandscape else { return nil }
        let reads = height(in: geometry)
        let message: DiagnosticMessage = swap != nil
            ? .landscapeSwapOnModernIOS(strategy: strategy, ios: iosVersion, reads: reads)
            : .landscapeFrameNotSwapped(strategy: strategy, ios: iosVersion, reads: reads)
        let finding = KeyboardFinding(screen: screen, element: nil, orientation: .landscape, amount: reads, shift: nil)
        return Diagnostic(message, at: swap ?? strategyRange, keyboard: finding)
    }
}
