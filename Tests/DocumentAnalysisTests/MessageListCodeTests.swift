@testable import DocumentAnalysis
import KeyboardAnalysis
import TestSupport
import Testing

/// A messages table beside the composer, scrolled one way and inset the other by a test the
/// reader cannot tell (survey G36, BlueRocketFuelChat): its prototype rows hold no field,
/// so both ways move the fields alike; rows with a field may hold fields, and the reading stops.
@Suite struct MessageListCodeTests {
    static func analysis(rowView: String) -> Analysis {
        let list = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="list">
                <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="row" id="row">
                        <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="row" id="row-content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <subviews>\(rowView)</subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let storyboard = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: "</subviews>", with: list + "</subviews>")
            .replacingOccurrences(of: #"<outlet property="noteField""#, with: #"<outlet property="messages" destination="list" id="o4"/><outlet property="noteField""#)
        let handler = KeyboardCodeAnalysisTests.handler("""
            noteBottom.constant = frame.height + 8
            if Chat.current.count > 8 {
                messages.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            } else {
                messages.contentInset = UIEdgeInsets(top: Chat.current.gap, left: 0, bottom: 0, right: 0)
            }
            """)
        return KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": handler], document: Array(storyboard.utf8))
    }

    @Test func rowsWithoutFieldsMoveNoField() {
        let labels = Self.analysis(rowView: #"<label opaque="NO" text="Hi" id="row-label"><rect key="frame" x="16" y="11" width="200" height="21"/></label>"#)
        #expect(labels.codeDiagnostics.isEmpty)
        #expect(labels.diagnostics.filter { [.covered, .stillCovered].contains($0.code) }.isEmpty)
        let fields = Self.analysis(rowView: #"<textField opaque="NO" borderStyle="roundedRect" id="row-field"><rect key="frame" x="16" y="5" width="300" height="34"/></textField>"#)
        #expect(fields.codeDiagnostics.map(\.diagnostic.code) == [.codeNotUnderstood])
    }
}
