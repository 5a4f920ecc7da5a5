import Platform
import Testing

/// `ByteSearch.contains`: the project's sources searched for keyboard words.
@Suite struct ByteSearchTests {
    private func found(_ word: String, in text: String) -> Bool {
        ByteSearch.contains(Array(text.utf8), Array(word.utf8))
    }

    @Test func findsWordsWhereverTheyAre() {
        #expect(found("eyboardWill", in: "NotificationCenter.default.addObserver(self, name: UIResponder.keyboardWillShowNotification)"))
        #expect(found("eyboardWill", in: "eyboardWill"))
        #expect(found("eyboardWill", in: "xxeyboardWill"))
        #expect(found("IQKeyboardManager", in: "import IQKeyboardManager"))
        #expect(found("abc", in: "ababc"))
    }

    @Test func anAnchorWithoutTheRestIsNoMatch() {
        #expect(!found("eyboardWill", in: "keyboard Will show"))
        #expect(!found("eyboardWill", in: "eyboardWil"))
        #expect(!found("eyboardWill", in: "W"))
        #expect(!found("eyboardWill", in: "WWWWWWWWWWWWWWWW"))
        #expect(!found("DidBegin", in: ""))
    }

    @Test func anchorsNearTheEndsStayInside() {
        // The upper-case anchor of "xQ" is its last byte: a "Q" at the first byte of the text
        // has no room before it.
        #expect(!found("xQ", in: "Qx"))
        #expect(found("xQ", in: "axQ"))
        #expect(found("Qx", in: "aQx"))
        #expect(!found("Qx", in: "aaQ"))
    }
}
