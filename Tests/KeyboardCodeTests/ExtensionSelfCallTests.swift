import Testing
@testable import KeyboardCode
import SourceCode

/// Inside the project's extension method of a view, a call without a receiver is the
/// view's own, as a property without one is (survey DQ, apturicovid's `scrollBy(_:)`:
/// `setContentOffset(…)` written without `self.` had been dropped, "moves nothing").
@Suite struct ExtensionSelfCallTests {
    private func effects(_ call: String) throws -> [CodeEffect] {
        try #require(run(of: "C", in: ["/app/C.swift": """
            extension UIScrollView {
                func scrollBy(_ dy: CGFloat) {
                    \(call)
                }
            }
            class C: UIViewController {
                @IBOutlet weak var scrollView: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ n: Notification) { scrollView.scrollBy(120) }
            }
            """])).effects
    }

    @Test func theViewsOwnSettersWithoutSelf() throws {
        for call in ["setContentOffset(CGPoint(x: 0, y: dy), animated: true)", "self.setContentOffset(CGPoint(x: 0, y: dy), animated: true)"] {
            let found = try effects(call)
            #expect(found.map(\.value) == [120], "\(call)")
        }
        let rect = try effects("scrollRectToVisible(CGRect(x: 0, y: dy, width: 10, height: 44), animated: true)")
        #expect(rect.map(\.value) == [44])
    }

    /// An extension method called with a parameter left out takes its default (survey G43,
    /// KeyboardAdjustable's `scrollToBottom()` of `func scrollToBottom(animated: Bool = false)`
    /// had not run).
    @Test func aParameterLeftOutTakesItsDefault() throws {
        // Swift 2's call without its first label (survey G47, TheAnimeTool's
        // `adjustInsetsForWillShowKeyboardNotification(noti)`) names the method too.
        for call in ["scrollView.scrollToBottom()", "scrollView.scrollToBottom(animated: true)", "scrollView.scrollToBottom(true, extra: 20)"] {
            let result = try #require(run(of: "C", in: ["/app/C.swift": """
                extension UIScrollView {
                    func scrollToBottom(animated: Bool = false, extra: CGFloat = 20) {
                        setContentOffset(CGPoint(x: 0, y: 100 + extra), animated: animated)
                    }
                }
                class C: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    @objc func up(_ n: Notification) { \(call) }
                }
                """]))
            #expect(result.effects.map(\.value) == [120], "\(call)")
        }
    }
}
