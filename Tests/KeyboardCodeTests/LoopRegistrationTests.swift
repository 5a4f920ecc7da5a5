import Testing
@testable import KeyboardCode
import SourceCode

/// `for name in [names] { addObserver(…, name: name, …) }` registers for each keyboard
/// notification of the list, as `[names].forEach { … }` does (survey G39, echo's
/// `bindKeyboardNotifications()`).
@Suite struct LoopRegistrationTests {
    private func observers(_ registering: String) -> [KeyboardNotification] {
        let source = """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(registering)
                }
                @objc func keyboardChanged(_ note: Notification) {}
            }
            """
        return ScreenKeyboardCode(className: "C", in: codeBase(["/app/C.swift": source]), nearestTo: "/app").observers.map(\.notification)
    }

    @Test func eachNameOfAListOrALocalList() {
        let register = "NotificationCenter.default.addObserver(self, selector: #selector(keyboardChanged(_:)), name: notification, object: nil)"
        #expect(observers("""
            for notification in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] { \(register) }
            """) == [.willShow, .willHide])
        #expect(observers("""
            let notifications = [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification]
            for notification in notifications {
                \(register)
            }
            """) == [.willChangeFrame, .willHide])
        // A list of other names registers nothing of the keyboard's.
        #expect(observers("for notification in [UIApplication.didBecomeActiveNotification] { \(register) }").isEmpty)
    }
}
