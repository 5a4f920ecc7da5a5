@testable import DocumentAnalysis
import KeyboardAnalysis
import TestSupport
import Testing

/// A field moved up by its transform or frame (surveys G42 and G21: myChatApp's composer,
/// Expenditure's amount field): the field and what it holds move as far as the code says,
/// the rest of the screen stays; findings say where the code left it.
@Suite struct ViewShiftAnalysisTests {
    static func analysis(_ move: String) -> Analysis {
        KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": KeyboardCodeAnalysisTests.handler(move)])
    }

    @Test func aFieldMovedAboveTheKeyboardIsServed() throws {
        // The note, 20 above the safe area's bottom, moved up by the keyboard's height + 8.
        #expect(Self.analysis("noteField.transform = CGAffineTransform(translationX: 0, y: -(frame.height + 8))").diagnostics.isEmpty)
        #expect(Self.analysis("noteField.frame.origin.y -= frame.height").diagnostics.isEmpty)
        // 10 short: still covered by 10, after the line that moves it.
        let short = Self.analysis("noteField.frame.origin.y -= frame.height - 30")
        let findings = short.diagnostics.filter { $0.code == .stillCovered }
        #expect(findings.map(\.keyboard?.amount) == [10, 10])
        let first = try #require(findings.first)
        #expect(first.message.hasSuffix("after Form.swift:9 sets noteField.frame.origin.y -= keyboard height - 30"))
        #expect(short.codeDiagnostics.isEmpty)
    }
}
