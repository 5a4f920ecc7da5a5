import SpecParser
import Testing

@Suite struct NameTests {
    @Test(arguments: ["a", "_x", "iphone-8-plus", "Sign_In2"]) func names(text: String) {
        #expect(isKBLName(text))
    }

    @Test(arguments: ["", "8x", "-a", "a b", "é", "a.b"]) func notNames(text: String) {
        #expect(!isKBLName(text))
    }
}
