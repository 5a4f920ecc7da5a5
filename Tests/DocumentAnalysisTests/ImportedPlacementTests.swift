@testable import DocumentAnalysis
import DocumentLayout
import Testing

/// How `kb-lsp import` says a solved frame in KBL: the placements, which need no sign, and
/// the numbers, which need no exponent.
@Suite("Placements and numbers of an import")
struct ImportedPlacementTests {
    let box = ImportedPlacement.Box(top: 20, bottom: 667)

    @Test func aFrameInsideItsParentIsPlacedFromTheTop() {
        #expect(ImportedPlacement.choose(for: SolvedFrame(top: 140, height: 34), in: box) == .top(120, height: 34))
    }

    @Test func aFrameAboveItsParentsTopIsPlacedFromTheBottom() {
        let placement = ImportedPlacement.choose(for: SolvedFrame(top: 0, height: 120), in: box)
        #expect(placement == .bottom(547, height: 120))
        #expect(placement.frame(in: box) == SolvedFrame(top: 0, height: 120))
    }

    @Test func aFrameOutOfBothEndsFillsItsParent() {
        let placement = ImportedPlacement.choose(for: SolvedFrame(top: 0, height: 700), in: box)
        #expect(placement == .fill(top: 0, bottom: 0))
        #expect(placement.isClamped)
    }

    @Test func theKeyboardUpFrameChoosesAmongThePlacementsThatGiveTheDownFrame() {
        let down = SolvedFrame(top: 625, height: 34)
        let upBox = ImportedPlacement.Box(top: 20, bottom: 407)
        // Riding on the keyboard: 8 above the box's bottom in both layouts.
        #expect(ImportedPlacement.choose(for: down, in: box, up: (SolvedFrame(top: 365, height: 34), upBox)) == .bottom(8, height: 34))
        // Left where it was: from the top.
        #expect(ImportedPlacement.choose(for: down, in: box, up: (down, upBox)) == .top(605, height: 34))
        // No placement gives the keyboard-up frame: from the top, as with the keyboard down.
        #expect(ImportedPlacement.choose(for: down, in: box, up: (SolvedFrame(top: 625, height: 0), ImportedPlacement.Box(top: 20, bottom: 659)))
                == .top(605, height: 34))
        // Stretched between the top and the keyboard: both.
        #expect(ImportedPlacement.choose(for: SolvedFrame(top: 100, height: 559), in: box,
                                         up: (SolvedFrame(top: 100, height: 299), upBox)) == .fill(top: 80, bottom: 8))
    }

    @Test func numbersHaveNoSignNoExponentAndNineDecimalsAtMost() {
        #expect(DocumentImport.number(44) == "44")
        #expect(DocumentImport.number(0.1 + 0.2) == "0.3")
        #expect(DocumentImport.number(369.49999999999994) == "369.5")
        #expect(DocumentImport.number(1.0 / 3) == "0.333333333")
        #expect(DocumentImport.number(0.05) == "0.05")
        #expect(DocumentImport.number(1e-12) == "0")
        #expect(DocumentImport.number(-3) == "0")
        #expect(DocumentImport.number(5e9) == "1000000")
    }
}
