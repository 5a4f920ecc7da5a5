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

    /// Survey G38 (TestingViews' `MMHomeView`): the root view's own class registers in its
    /// `awakeFromNib` and sets its outlet's constant; the controller has no keyboard code.
    /// Its observer runs on that view.
    @Test func theRootViewsOwnClassObservesTheKeyboard() throws {
        func analysis(_ constant: String) -> Analysis {
            let view = """
                class FormView: UIView {
                    @IBOutlet weak var bottomGap: NSLayoutConstraint!
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    @objc func keyboardWillShow(_ notification: Notification) {
                        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                        bottomGap.constant = \(constant)
                        layoutIfNeeded()
                    }
                }
                """
            return KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": "class Form: UIViewController {}", "/app/FormView.swift": view],
                                                      document: KeyboardCodeAnalysisTests.formViewStoryboard)
        }
        let short = analysis("frame.height - 10")
        #expect(short.diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [10, 10])
        let message = try #require(short.diagnostics.first { $0.code == .stillCovered }?.message)
        #expect(message.hasSuffix("after FormView.swift:9 sets bottomGap.constant = keyboard height - 10"))
        #expect(analysis("frame.height + 8").diagnostics.isEmpty)
    }

    /// A root view's class whose handler the reader cannot find (TPKeyboardAvoiding's, in a
    /// category of `UIScrollView`) is passed over: the document's rules decide, no KB310.
    @Test func aRootViewsClassWhoseHandlerIsNotFoundIsPassedOver() {
        let view = """
            class FormView: UIView {
                @IBOutlet weak var bottomGap: NSLayoutConstraint!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    NotificationCenter.default.addObserver(self, selector: Selector(("Avoiding_keyboardWillShow:")), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            }
            """
        let result = KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": "class Form: UIViewController {}", "/app/FormView.swift": view],
                                                        document: KeyboardCodeAnalysisTests.formViewStoryboard)
        #expect(result.codeDiagnostics.isEmpty)
    }
}
