@testable import DocumentAnalysis
import KeyboardAnalysis
import TestSupport
import Testing

/// Survey G14 (RPiCameraViewer's `IntTextField`): a field's own class gives itself a Done bar
/// as it loads (`init(coder:)` calls `initialize()`, which sets `inputAccessoryView`): the
/// keyboard covers the bar's height more, and the height the handlers read includes it.
@Suite struct FieldClassAccessoryTests {
    static let intTextField = """
        class IntTextField: UITextField {
            required init?(coder decoder: NSCoder) {
                super.init(coder: decoder)
                initialize()
            }
            func initialize() {
                let toolbar: UIToolbar = UIToolbar()
                toolbar.sizeToFit()
                inputAccessoryView = toolbar
            }
        }
        """

    static func amounts(fieldClass: String?) -> [Double?] {
        var storyboard = CodeScreens.storyboard("Form")
        if let fieldClass {
            storyboard = storyboard.replacingOccurrences(
                of: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note""#,
                with: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note" customClass="\#(fieldClass)""#)
        }
        let sources = ["/app/Form.swift": CodeScreens.handler("noteBottom.constant = 268"), "/app/IntTextField.swift": intTextField]
        return KeyboardCodeAnalysisTests.analysis("Form", sources, document: Array(storyboard.utf8))
            .diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount)
    }

    @Test func aFieldsOwnClassGivesTheScreenItsBar() {
        // Hard-coded for the keyboard alone: 667 - 268 = 399 against 667 - 260 - 44 = 363.
        #expect(Self.amounts(fieldClass: "IntTextField") == [36])
        #expect(Self.amounts(fieldClass: nil).isEmpty)
        // A class the project does not declare gives nothing.
        #expect(Self.amounts(fieldClass: "PlainField").isEmpty)
    }
}
