import SpecParser
import Testing

@Suite struct NameTests {
    @Test(arguments: ["a", "_x", "iphone-8-plus", "Sign_In2"]) func names(text: String) {
        #expect(isKBLName(text))
    }

    @Test(arguments: ["", "8x", "-a", "a b", "é", "a.b"]) func notNames(text: String) {
        #expect(!isKBLName(text))
    }

    @Test func fractionDefaults() {
        let avoid = Parser.parse("screen S {\n  avoid fraction max 0.6\n  field f top 1 height 2\n}\n").file.screens.first?.avoid
        #expect(avoid?.effectiveMinimum == AvoidProperty.defaultMinimum)
        #expect(avoid?.effectiveMaximum == 0.6)
    }
}
