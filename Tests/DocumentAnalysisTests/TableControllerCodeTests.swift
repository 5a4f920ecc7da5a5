import Foundation
@testable import DocumentAnalysis
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import Testing

/// Survey G14 (mobile-flight's configuration screens): a table view controller whose code is
/// Apple's guide, its test made with the field's frame in its cell (always inside the view
/// less the keyboard), so its `setContentOffset` never runs. UIKit still scrolls the table
/// view controller's edited row into view (ib.md rule 2): that is the screen's scroll.
@Suite struct TableControllerCodeTests {
    static let storyboard: [UInt8] = {
        let url = ReusableScreensTests.repository.appendingPathComponent("Tests/Fixtures/interface-builder/static-cells.storyboard")
        return Array((try? Data(contentsOf: url)) ?? Data())
    }()

    static func source(superclass: String) -> String {
        """
        class MailAccountViewController: \(superclass), UITextFieldDelegate {
            var activeField: UITextField?
            override func viewDidLoad() {
                super.viewDidLoad()
                for case let field as UITextField in view.subviews { field.delegate = self }
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardDidShow(_:)), name: UIResponder.keyboardDidShowNotification, object: nil)
            }
            func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
            @objc func keyboardDidShow(_ notification: Notification) {
                let kbSize = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).size
                tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: kbSize.height, right: 0)
                if activeField == nil { return }
                var aRect = self.view.frame
                aRect.size.height -= kbSize.height
                if !aRect.contains(activeField!.frame.origin) {
                    tableView.setContentOffset(CGPoint(x: 0, y: activeField!.frame.origin.y - kbSize.height), animated: true)
                }
            }
        }
        """
    }

    @Test func uikitScrollsTheTableOfATableViewControllerWhoseGuideDoesNotRun() throws {
        let result = KeyboardCodeAnalysisTests.analysis(
            "MailAccountViewController", ["/app/MailAccountViewController.swift": Self.source(superclass: "UITableViewController")],
            document: Self.storyboard)
        let screen = try #require(result.screens.first)
        #expect(screen.strategy.name == "code")
        // The port's row (content 386, 56 tall) is under an iPhone SE's keyboard until scrolled.
        #expect(result.diagnostics.filter { $0.code == .stillCovered || $0.code == .covered }.isEmpty,
                "\(result.diagnostics.map(\.message))")

        var base = CodeBase()
        base.add(SourceReader.read(Array(Self.source(superclass: "UITableViewController").utf8), language: .swift),
                 path: "/app/MailAccountViewController.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Self.storyboard).get()
        let code = try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code
        #expect(code?.effect == "scroll")
    }
}
