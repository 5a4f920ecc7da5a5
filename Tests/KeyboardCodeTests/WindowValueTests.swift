import Testing
@testable import KeyboardCode
import SourceCode

/// The app's window as the code reaches it (`UIApplication.shared.windows[0]`) and its safe
/// area's frame: below the status bar (survey G30, picto's `statusBarHeight()`,
/// `window.safeAreaLayoutGuide.layoutFrame.minY - 12`).
@Suite struct WindowValueTests {
    @Test func theWindowsSafeAreaFrameStartsBelowTheStatusBar() throws {
        var geometry = phonePortrait
        geometry.statusBarHeight = 20
        for window in ["UIApplication.shared.windows[0]", "UIApplication.shared.windows.first!", "UIApplication.shared.keyWindow!"] {
            let sources = swiftController("""
                let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                let window = \(window)
                let safeFrame = window.safeAreaLayoutGuide.layoutFrame
                bottom.constant = frame.height + safeFrame.minY - 12 + (safeFrame.height - 647)
                """)
            let result = try #require(run(of: "C", in: sources, geometry: geometry))
            #expect(result.notUnderstood == nil, "\(window)")
            // 260 + 20 - 12, and the safe area 667 - 20 tall.
            #expect(result.effects.map(\.value) == [268], "\(window)")
        }
    }
}
