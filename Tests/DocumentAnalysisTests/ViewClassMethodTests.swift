@testable import DocumentAnalysis
import KeyboardAnalysis
import TestSupport
import Testing

/// Survey G18 (Marvel's chat): the controller's handler hands the notification to a method
/// of its root view's own class (`customClass="FormView"`), which sets the constant of an
/// outlet the document connects to that view: the method runs on the view.
@Suite struct ViewClassMethodTests {
    static func analysis(_ constant: String) -> Analysis {
        let controller = Self.controller
        let view = """
            class FormView: UIView {
                @IBOutlet weak var bottomGap: NSLayoutConstraint!
                func keyboardWillShow(notification: Notification) {
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    update(constant: \(constant))
                }
                private func update(constant: CGFloat) {
                    UIView.animate(withDuration: 0.25) {
                        self.bottomGap.constant = constant
                        self.layoutIfNeeded()
                    }
                }
            }
            """
        return KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": controller, "/app/FormView.swift": view],
                                                  document: KeyboardCodeAnalysisTests.formViewStoryboard)
    }

    static let controller = """
        class Form: UIViewController {
            var rootView: FormView? { viewIfLoaded as? FormView }
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(notification: NSNotification) {
                self.rootView?.keyboardWillShow(notification: notification as Notification)
            }
        }
        """

    @Test func theViewsOwnClassSetsTheConstant() {
        #expect(Self.analysis("frame.height - 10").diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [10, 10])
        let understood = Self.analysis("frame.height + 8")
        #expect(understood.diagnostics.isEmpty)
        #expect(understood.codeDiagnostics.isEmpty)
    }
}
