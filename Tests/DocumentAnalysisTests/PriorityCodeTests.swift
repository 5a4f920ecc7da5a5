@testable import DocumentAnalysis
import KeyboardAnalysis
import TestSupport
import Testing

/// Survey G14 (Photobook's checkout): the handler trades the document's bottom pin for a top
/// one by their priorities (`bottom.priority = .defaultLow`, `top.priority = .defaultHigh`)
/// after setting the top one's constant: the keyboard-up layout takes the priorities the code
/// leaves, as it takes the constants.
@Suite struct PriorityCodeTests {
    /// `Form`'s note pinned 20 above the safe area's bottom at 750, and 300 below its top at
    /// 250 (`noteTop`): the bottom pin wins as the screen loads, the note at 613 to 647.
    static let storyboard = CodeScreens.storyboard("Form")
        .replacingOccurrences(of: #"secondAttribute="bottom" constant="20" id="nb"/>"#,
                              with: #"secondAttribute="bottom" constant="20" priority="750" id="nb"/><constraint firstItem="note" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="300" priority="250" id="nt"/>"#)
        .replacingOccurrences(of: #"<outlet property="noteField" destination="note" id="o2"/>"#,
                              with: #"<outlet property="noteField" destination="note" id="o2"/><outlet property="noteTop" destination="nt" id="o3"/>"#)

    static func codes(_ body: String, code: Bool = false) -> [String] {
        let source = CodeScreens.handler(body).replacingOccurrences(
            of: "@IBOutlet weak var noteBottom: NSLayoutConstraint!",
            with: "@IBOutlet weak var noteBottom: NSLayoutConstraint!\n    @IBOutlet weak var noteTop: NSLayoutConstraint!")
        let analysis = KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": source], document: Array(storyboard.utf8))
        return code ? analysis.codeDiagnostics.map(\.diagnostic.code.rawValue) : analysis.diagnostics.map(\.code.rawValue)
    }

    @Test func theCodesPrioritiesDecideTheKeyboardUpLayout() {
        // The top pin wins with the keyboard up: the note 100 below the safe area's top.
        #expect(Self.codes("noteTop.constant = 100\n        noteBottom.priority = .defaultLow\n        noteTop.priority = .defaultHigh").isEmpty)
        #expect(Self.codes("noteTop.constant = 100\n        noteBottom.priority = UILayoutPriority(rawValue: 250)\n        noteTop.priority = UILayoutPriority.defaultHigh").isEmpty)
        // Left as the document has them, the bottom pin still wins and the note is covered.
        #expect(Self.codes("noteTop.constant = 100") == ["KB002", "KB002"])
        // A priority the reader cannot tell: not understood, and the screen checked without the code.
        #expect(Self.codes("noteTop.constant = 100\n        noteBottom.priority = Settings.shared.priority", code: true) == ["KB310"])
    }
}
