import Diagnostics
import DocumentAnalysis
import Testing

/// The pages of KB300–KB302 (`kb-lsp explain`, SARIF rules, docs/diagnostics.md): their
/// examples are Interface Builder documents, analysed here as lint analyses them.
@Suite("Explanations of the document codes")
struct DocumentExplanationTests {
    static let documentCodes = DiagnosticCode.allCases.filter(\.isAboutDocuments)

    private func codes(of example: String) -> [DiagnosticCode] {
        DocumentAnalyzer().analyze(Array(example.utf8)).diagnostics.map(\.code)
    }

    /// Besides its own code, KB302's example gets the KB006 of the view the conflict pushes
    /// below the landscape screen: a layout that cannot hold runs off the screen.
    @Test(arguments: documentCodes)
    func theExampleGetsItsCodeAndNothingElse(_ code: DiagnosticCode) {
        let found = codes(of: code.explanation.example)
        let alsoExpected: [DiagnosticCode] = code == .unsatisfiableConstraints ? [.offScreen] : []
        #expect(found.contains(code), "\(code.rawValue): \(found)")
        #expect(found.allSatisfy { $0 == code || alsoExpected.contains($0) }, "\(code.rawValue): \(found)")
    }

    @Test(arguments: documentCodes)
    func theFixedExampleGetsNothing(_ code: DiagnosticCode) throws {
        let fixed = try #require(code.explanation.fixedExample)
        #expect(codes(of: fixed) == [], "\(code.rawValue)")
    }

    /// The checks above can fail: another code's example does not pass for this one.
    @Test func anotherCodesExampleIsNotThisOnes() {
        #expect(!codes(of: DiagnosticCode.unplacedField.explanation.example).contains(.unsatisfiableConstraints))
        #expect(!codes(of: DiagnosticCode.unsatisfiableConstraints.explanation.example).contains(.unplacedField))
        #expect(!codes(of: DiagnosticCode.unreadableDocument.explanation.fixedExample ?? "").contains(.unreadableDocument))
    }

    @Test func kb302NamesTheGeometryAndAnIrreducibleSet() throws {
        let analysis = DocumentAnalyzer().analyze(Array(DiagnosticCode.unsatisfiableConstraints.explanation.example.utf8))
        let conflict = try #require(analysis.diagnostics.first)
        // Landscape on the iPhone SE: 375 pt is less than the 500 pt image and the 147 pt below it.
        #expect(conflict.message == "the required constraints of screen 'Profile' cannot all hold in landscape on iphone-se: "
                + "'b2a-B2-c3D', 'h2a-B2-c3D', 't2a-B2-c3D' conflict, and UIKit will break one of them at run time")
        #expect(analysis.diagnostics.map(\.message).dropFirst() == ["imageView 'image-i2a-B2-c3D' extends below the screen in landscape by 125 pt"])
    }
}
