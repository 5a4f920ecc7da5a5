@testable import DocumentAnalysis
import Foundation
import KeyboardAnalysis
import TestSupport
import Testing

/// Survey G22 (Mastering-iOS's note screen): the handler insets the text view's own content
/// by the keyboard's height. The text then ends at the keyboard's top, where UIKit keeps the
/// insertion point in view: the text view is served, though its frame reaches under the
/// keyboard (it had been "still covered by 296 pt").
@Suite struct TextViewInsetTests {
    /// `Form`'s note made a text view from 300 to 647 (347 tall), 20 above the safe area's bottom.
    static func codes(_ body: String, top: Int = 300) -> [String] {
        let height = 647 - top
        var storyboard = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">"#,
                                  with: #"<textView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="note">"#)
            .replacingOccurrences(of: #"<rect key="frame" x="24" y="613" width="327" height="34"/>"#,
                                  with: #"<rect key="frame" x="24" y="\#(top)" width="327" height="\#(height)"/>"#)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="34" id="hb"/></constraints>"#,
                                  with: #"<constraint firstAttribute="height" constant="\#(height)" id="hb"/></constraints>"#)
        // The note's closing tag: the last `</textField>`.
        if let close = storyboard.range(of: "</textField>", options: .backwards) {
            storyboard.replaceSubrange(close, with: "</textView>")
        }
        let source = CodeScreens.handler(body).replacingOccurrences(
            of: "@IBOutlet weak var noteBottom: NSLayoutConstraint!",
            with: "@IBOutlet weak var noteBottom: NSLayoutConstraint!\n    @IBOutlet weak var noteField: UITextView!")
        let analysis = KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": source], document: Array(storyboard.utf8))
        return analysis.codeDiagnostics.map(\.diagnostic.code.rawValue)
            + analysis.diagnostics.filter { $0.keyboard?.orientation == .portrait }.map(\.code.rawValue)
    }

    @Test func aTextViewInsetItselfEndsItsTextAtTheKeyboard() {
        #expect(Self.codes("noteField.contentInset.bottom = frame.height").isEmpty)
        // Its top under the keyboard's (407): no line of it shows.
        #expect(Self.codes("noteField.contentInset.bottom = frame.height", top: 500) == ["KB002"])
        // Survey G27 (StudyiOS, a layout of frames): the whole frame given where it is, ending
        // at the keyboard's top, is as much room (it had been KB310, a view moved by its frame).
        #expect(Self.codes("""
            noteField.frame = CGRect(x: noteField.frame.origin.x, y: noteField.frame.origin.y, width: noteField.frame.width,
                                     height: frame.origin.y - noteField.frame.origin.y)
            """).isEmpty)
        #expect(Self.codes("noteField.frame = CGRect(x: 0, y: 100, width: 300, height: frame.origin.y - 100)") == ["KB310"])
        // Its bottom inset left alone: the handler moves nothing, and the text view is covered.
        #expect(Self.codes("noteField.contentInset.top = 0") == ["KB001"])
    }
}
