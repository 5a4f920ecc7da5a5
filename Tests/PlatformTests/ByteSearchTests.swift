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

    @Test func aSearchFromAPlaceFindsTheNextOccurrence() {
        let bytes = Array("key=1 key=2".utf8)
        #expect(ByteSearch.firstIndex(of: Array("key=".utf8), in: bytes) == 0)
        #expect(ByteSearch.firstIndex(of: Array("key=".utf8), in: bytes, from: 1) == 6)
        #expect(ByteSearch.firstIndex(of: Array("key=".utf8), in: bytes, from: 8) == nil)
        #expect(ByteSearch.firstIndex(of: Array("Key".utf8), in: Array("aKey".utf8), from: 1) == 1)
    }
}
