import Diagnostics
@testable import DocumentAnalysis
import Foundation
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// code.md section 4: a constraint the code makes between views of the screen is a
/// constant effect like an outlet's, laid out keyboard-up with the constant the handlers
/// leave on it. The document keeps its own constraint as a placeholder (removed at build
/// time), as Interface Builder users do when the code makes the real one, or at a low
/// priority that the code's constraint outweighs.
@Suite struct MadeConstraintAnalysisTests {
    static func analysis(_ source: String, documentConstraint: String = #"placeholder="YES""#) -> Analysis {
        var base = CodeBase()
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let storyboard = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: #"constant="20" id="nb""#, with: #"constant="20" \#(documentConstraint) id="nb""#)
            .replacingOccurrences(of: #"<outlet property="noteBottom" destination="nb" id="o1"/>"#, with: "")
        return analyzer.analyze(Array(storyboard.utf8))
    }

    /// The note's bottom kept `-(keyboard height - 10)` from the safe area's bottom.
    static func form(madeIn place: String, constant: String) -> String {
        let made = "noteField.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)"
        return """
            class Form: UIViewController {
                @IBOutlet weak var noteField: UITextField!
                var noteBottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(place == "load" ? "noteBottom = \(made)\n        noteBottom.isActive = true" : "")
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    \(place == "load" ? "noteBottom.constant = \(constant)" : "let bottom = \(made)\n        bottom.constant = \(constant)\n        NSLayoutConstraint.activate([bottom])")
                }
            }
            """
    }

    @Test func aConstraintMadeAsTheScreenLoadsOffByTen() throws {
        // Portrait: the note's bottom at 667 - 250 = 417 against the keyboard's top at 407;
        // landscape: 375 - 190 = 185 against 175. Both 10 pt under.
        let result = Self.analysis(Self.form(madeIn: "load", constant: "-(frame.height - 10)"))
        let findings = result.diagnostics.filter { $0.code == .stillCovered }
        #expect(findings.map(\.keyboard?.amount) == [10, 10])
        #expect(findings.first?.message.hasSuffix("after Form.swift:12 sets noteBottom.constant = -(keyboard height - 10)") == true, "\(findings.first?.message ?? "")")
        #expect(result.diagnostics.count == 2)
    }

    @Test func aConstraintMadeAndActivatedByTheHandler() {
        let right = Self.analysis(Self.form(madeIn: "handler", constant: "-(frame.height + 8)"), documentConstraint: #"priority="250""#)
        #expect(right.diagnostics.isEmpty)
        let short = Self.analysis(Self.form(madeIn: "handler", constant: "-(frame.height - 10)"), documentConstraint: #"priority="250""#)
        #expect(short.diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [10, 10])
    }
}
