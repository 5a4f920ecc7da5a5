import Foundation
@testable import DocumentAnalysis
import KeyboardAnalysis
import Testing

/// The survey's AO rows (Expenditure's Money screen): a screen whose own controller has no
/// keyboard code, and an embedded controller's that does: the embedded one's handlers run,
/// with its outlets and its root as `view` (docs/decisions.md).
@Suite struct EmbeddedCodeTests {
    static let storyboard: [UInt8] = {
        let url = ReusableScreensTests.repository.appendingPathComponent("Tests/Fixtures/interface-builder/embed-container.storyboard")
        return Array((try? Data(contentsOf: url)) ?? Data())
    }()

    static func analysis(_ child: String) -> Analysis {
        KeyboardCodeAnalysisTests.analysis("CheckoutViewController", [
            "/app/CheckoutViewController.swift": "class CheckoutViewController: UIViewController {\n    @IBOutlet weak var containerView: UIView!\n}\n",
            "/app/AddressFormViewController.swift": child,
        ], document: storyboard)
    }

    @Test func anEmbeddedControllersHandlerIsTheScreens() throws {
        let handler = """
            class AddressFormViewController: UIViewController {
                @IBOutlet weak var postcodeField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ note: Notification) {
                    let height = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
                    if postcodeField.isFirstResponder { view.window?.frame.origin.y = -height }
                }
            }
            """
        let result = Self.analysis(handler)
        let screen = try #require(result.screens.first { $0.name.contains("Checkout") })
        #expect(screen.strategy.name == "code")
        #expect(result.diagnostics.filter { $0.code == .covered || $0.code == .stillCovered }.isEmpty)
        // Without the handler, the postcode field at the bottom is covered.
        let none = Self.analysis("class AddressFormViewController: UIViewController {}")
        #expect(none.diagnostics.contains { $0.code == .covered })
    }
}
