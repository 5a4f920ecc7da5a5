import DocumentAnalysis
import DocumentLayout
import Foundation
import InterfaceBuilder
import Testing

/// Section 5.8's test: in its saved geometry every test document gives back the frames
/// Xcode would have saved, and the check notices a frame that is not the constraints'.
@Suite("Saved frames")
struct SavedFrameTests {
    @Test("there are test documents, examples included")
    func fixturesFound() {
        #expect(Fixtures.all.count >= 25, "\(Fixtures.all)")
        #expect(Fixtures.all.contains("examples/chat-composer.storyboard"))
    }

    @Test("each test document reproduces its saved frames", arguments: Fixtures.all)
    func reproduces(_ name: String) throws {
        let document = try readDocument(Fixtures.text(name))
        #expect(!document.screens.isEmpty)
        for screen in document.screens {
            let check = try savedCheck(document, screen)
            let withFrames = screen.views.filter { $0.savedFrame != nil }.count
            #expect(check.compared.count >= withFrames && withFrames > 1, "\(screen.name): compared \(check.compared.count) of \(withFrames)")
            #expect(check.mismatches.isEmpty, "\(screen.name): \(describe(check, screen))")
        }
    }

    /// A leaf view's saved `y` moved by 20: the check finds exactly that view.
    @Test("a moved saved frame is a mismatch on that view alone", arguments: [
        ("sheet.storyboard", "ZAu-17-kDd"),
        ("embed-container.storyboard", nil),
        ("stack-fill.storyboard", nil),
        ("bottom-anchored-form.storyboard", nil),
    ] as [(String, String?)])
    func mutated(_ name: String, _ chosen: String?) throws {
        let text = try Fixtures.text(name)
        let original = try readDocument(text)
        // The last text field of the document, unless one is chosen: a leaf with constraints.
        let id = try #require(chosen ?? original.screens.flatMap(\.views).last { $0.tag == "textField" }?.id)
        let mutatedText = try #require(movingFrame(of: id, in: text, by: 20), "no frame for \(id)")
        let document = try readDocument(mutatedText)
        var mismatched: [String] = []
        for screen in document.screens {
            let check = try savedCheck(document, screen)
            mismatched += check.mismatches.map { screen.views[$0.view].id }
            if let moved = check.mismatches.first(where: { screen.views[$0.view].id == id }) {
                #expect(abs(moved.saved.top - moved.solved.top - 20) < 0.01, "\(moved)")
            }
        }
        #expect(mismatched == [id])
    }

    private func savedCheck(_ document: InterfaceBuilderDocument, _ screen: Screen) throws -> SavedFrameCheck {
        var layout = ScreenLayout(document: document, screen: screen)
        let solved = layout.solve(in: savedGeometry(screen, in: document))
        #expect(solved.conflicts.isEmpty, "\(screen.name): \(solved.conflicts)")
        #expect(solved.unplaced.isEmpty, "\(screen.name): \(solved.unplaced)")
        return SavedFrameCheck(screen: screen, solved: solved, in: document.elements)
    }

    private func describe(_ check: SavedFrameCheck, _ screen: Screen) -> String {
        check.mismatches.map { "\(screen.views[$0.view].id) saved \($0.saved) solved \($0.solved)" }.joined(separator: "; ")
    }

    /// The text with the `y` of the first `<rect key="frame">` after the start tag of the
    /// element `id` moved by `delta`.
    private func movingFrame(of id: String, in text: String, by delta: Double) -> String? {
        guard let tag = text.range(of: #"id="\#(id)">"#),
              let rect = text.range(of: #"<rect key="frame""#, range: tag.upperBound..<text.endIndex),
              let yStart = text.range(of: #" y=""#, range: rect.upperBound..<text.endIndex),
              let yEnd = text[yStart.upperBound...].firstIndex(of: "\""),
              let y = Double(text[yStart.upperBound..<yEnd]) else { return nil }
        var result = text
        result.replaceSubrange(yStart.upperBound..<yEnd, with: String(y + delta))
        return result
    }
}
