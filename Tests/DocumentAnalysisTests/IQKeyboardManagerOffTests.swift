@testable import DocumentAnalysis
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import TestSupport
import Testing

/// Rule 7 (a lock file names IQKeyboardManager) does not hold where the app's code turns the
/// library off (survey G46, Cheday's `AppDelegate`: `[IQKeyboardManager sharedManager].enable = NO`).
@Suite struct IQKeyboardManagerOffTests {
    static func covered(appDelegate: String) -> [Double?] {
        var base = CodeBase()
        base.add(SourceReader.read(Array(appDelegate.utf8), language: .swift), path: "/app/AppDelegate.swift")
        base.add(SourceReader.read(Array("class Form: UIViewController {}".utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        analyzer.iqKeyboardManagerVersion = 6
        // No outlet of the note's bottom constraint: nothing but the lock file moves it.
        let storyboard = CodeScreens.storyboard("Form").replacingOccurrences(of: #"<outlet property="noteBottom" destination="nb" id="o1"/>"#, with: "")
        return analyzer.analyze(Array(storyboard.utf8)).diagnostics.filter { $0.code == .covered }.map(\.keyboard?.amount)
    }

    @Test func theLockFileHoldsUnlessTheAppTurnsTheLibraryOff() {
        let launch = "func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {"
        #expect(Self.covered(appDelegate: "class AppDelegate: UIResponder { \(launch) return true } }").isEmpty)
        #expect(Self.covered(appDelegate: "class AppDelegate: UIResponder { \(launch) IQKeyboardManager.shared.enable = false; return true } }") == [240, 180])
    }
}
