import DocumentAnalysis
import InterfaceBuilder
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// `kb-lsp layout --keyboard up` of a screen whose code decides (rule 1a): the frames the
/// analysis checks, with the constants the handlers set.
@Suite struct LayoutWithCodeTests {
    @Test func keyboardUpTakesTheHandlersConstants() throws {
        var base = CodeBase()
        let source = CodeScreens.handler("noteBottom.constant = frame.height + 20")
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        func noteTop(keyboardUp: Bool) throws -> Double? {
            let screen = try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: keyboardUp).screens.first
            #expect(screen?.strategy == "code")
            return screen?.views.first { $0.name == "noteField" }?.top
        }
        // The note's bottom 20 above the safe area's: 613 down; up, 260 + 20 above the screen's bottom.
        #expect(try noteTop(keyboardUp: false) == 613)
        #expect(try noteTop(keyboardUp: true) == 667 - 260 - 20 - 34)
    }
}
