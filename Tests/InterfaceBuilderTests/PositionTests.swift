import InterfaceBuilder
import Testing

@Suite struct PositionTests {
    /// The bytes of `text` in the range.
    private func slice(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    @Test func linesAndNameRangesAreThoseOfStartTags() throws {
        let text = storyboard(scene("pos-sc-001", controller: "POS-co-001", root: "POS-vw-001", subviews: textField("POS-tf-001")))
        let document = try readDocument(text)
        let tree = document.elements
        let field = try #require(document.element(withID: "POS-tf-001"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLine = try #require(lines.firstIndex { $0.contains(#"id="POS-tf-001""#) }) + 1
        #expect(tree.line(of: field) == expectedLine)
        #expect(slice(text, tree.nameRange(of: field)) == "textField")
        #expect(tree.line(of: tree.root) == 2)
        #expect(slice(text, tree.nameRange(of: tree.root)) == "document")
        for element in 0..<tree.count {
            #expect(slice(text, tree.nameRange(of: element)) == tree.tag(element))
        }
    }

    @Test func severalTagsOnOneLineAndATagOverSeveralLines() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch"><objects><view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view><view id="b"/><!-- <view --><view
            id="c"
            userLabel="é &amp; &lt;x&gt;"><subviews><textField id="d"/></subviews></view></objects></document>
        """
        let document = try readDocument(text)
        let tree = document.elements
        var expected: [String: (line: Int, text: String)] = [:]
        for id in ["a", "b", "c", "d"] {
            let element = try #require(document.element(withID: id))
            expected[id] = (tree.line(of: element), slice(text, tree.nameRange(of: element)))
        }
        #expect(expected["a"]! == (2, "view"))
        #expect(expected["b"]! == (2, "view"))
        #expect(expected["c"]! == (2, "view"))
        #expect(expected["d"]! == (4, "textField"))
        let c = try #require(document.element(withID: "c"))
        #expect(tree.attribute("userLabel", of: c) == "é & <x>")
        let a = try #require(document.element(withID: "a"))
        let rect = try #require(tree.firstChild(of: a, tag: "rect", key: "frame"))
        #expect(slice(text, tree.nameRange(of: rect)) == "rect")
        #expect(tree.parent(of: rect) == document.element(withID: "a"))
    }

    @Test func aTagOnLine70000HasItsLine() throws {
        let padding = String(repeating: "            <!-- canvas note -->\n", count: 70_000 - 6)
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="top-vw-001">
                    <subviews>
        \(padding)                <textField contentMode="scaleToFill" id="far-tf-001"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let document = try readDocument(text)
        let field = try #require(document.element(withID: "far-tf-001"))
        #expect(document.elements.line(of: field) == 70_000)
        #expect(slice(text, document.elements.nameRange(of: field)) == "textField")
    }

    @Test func textIsKeptForLeafElements() throws {
        let text = xib("""
                <view contentMode="scaleToFill" id="txt-vw-001">
                    <subviews>
                        <textView contentMode="scaleToFill" id="txt-tv-001">
                            <string key="text">Two
        lines &amp; more</string>
                        </textView>
                    </subviews>
                </view>
        """)
        let document = try readDocument(text)
        let tree = document.elements
        let textView = try #require(document.element(withID: "txt-tv-001"))
        let string = try #require(tree.firstChild(of: textView, tag: "string", key: "text"))
        #expect(tree.text(of: string) == "Two\nlines & more")
        #expect(tree.text(of: textView) == nil)
        #expect(tree.line(of: string) == tree.line(of: textView) + 1)
    }
}
