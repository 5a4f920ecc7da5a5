import InterfaceBuilder
import Testing

@Suite struct ViewKindTests {
    private func views(_ subviews: String) throws -> [View] {
        let document = try readDocument(storyboard(scene("knd-sc-001", controller: "KND-co-001", root: "KND-vw-001", subviews: subviews)))
        return Array(try #require(document.screens.first).views.dropFirst())
    }

    private func view(_ tag: String, _ id: String, _ attributes: String = "", children: String = "") -> String {
        """
                                    <\(tag) contentMode="scaleToFill" \(attributes)id="\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
        \(children)
                                    </\(tag)>
        """
    }

    @Test func kindsFollowTheTableAndCustomClasses() throws {
        let subviews = [
            view("textField", "AAA-aa-001"), view("textView", "AAA-aa-002"), view("scrollView", "AAA-aa-003"),
            view("tableView", "AAA-aa-004"), view("collectionView", "AAA-aa-005"), view("label", "AAA-aa-006"),
            view("button", "AAA-aa-007"), view("imageView", "AAA-aa-008"), view("stackView", "AAA-aa-009"),
            view("view", "AAA-aa-010", #"customClass="SkyFloatingLabelTextField" "#),
            view("view", "AAA-aa-011", #"customClass="RCTextView" "#),
            view("textField", "AAA-aa-012", #"customClass="PhoneNumberTextField" "#),
            view("switch", "AAA-aa-013"),
        ]
        let kinds: [View.Kind] = [.field, .textarea, .scroll, .scroll, .scroll, .label, .button, .image, .view, .field, .textarea, .field, .view]
        #expect(try views(subviews.joined(separator: "\n")).map(\.kind) == kinds)
    }

    @Test func disabledReadOnlyNonInteractiveAndHiddenFieldsAreNotAnalysed() throws {
        let subviews = [
            view("textField", "FLD-on-001"),
            view("textField", "FLD-of-001", #"enabled="NO" "#),
            view("textField", "FLD-of-002", #"userInteractionEnabled="NO" "#),
            view("textView", "TXV-on-001", #"editable="YES" "#),
            view("textView", "TXV-of-001", #"editable="NO" "#),
            view("textView", "TXV-of-002", #"userInteractionEnabled="NO" "#),
            view("textField", "FLD-of-003", #"hidden="YES" "#),
            view("view", "HID-vw-001", #"hidden="YES" "#, children: """
                                        <subviews>
            \(view("stackView", "STK-sv-001", children: "<subviews>\n" + view("textField", "FLD-of-004") + "\n</subviews>"))
                                        </subviews>
            """),
            view("label", "LBL-lb-001"),
        ]
        let result = try views(subviews.joined(separator: "\n"))
        #expect(result.map(\.id) == [
            "FLD-on-001", "FLD-of-001", "FLD-of-002", "TXV-on-001", "TXV-of-001", "TXV-of-002", "FLD-of-003",
            "HID-vw-001", "STK-sv-001", "FLD-of-004", "LBL-lb-001",
        ])
        #expect(result.filter(\.isAnalysed).map(\.id) == ["FLD-on-001", "TXV-on-001"])
        #expect(result.filter(\.isHidden).map(\.id) == ["FLD-of-003", "HID-vw-001"])
        #expect(result.filter(\.isInsideHidden).map(\.id) == ["FLD-of-003", "HID-vw-001", "STK-sv-001", "FLD-of-004"])
    }

    /// Xcode 8.0's `<frame key="frameInset"/>`: insets from the superview's edges, a size left
    /// out filling what they leave (the superview's own frame may be insets too).
    @Test func anXcode8FrameInsetIsTheFrameItDescribes() throws {
        func inset(_ id: String, _ attributes: String, children: String = "") -> String {
            "<view contentMode=\"scaleToFill\" id=\"\(id)\"><frame key=\"frameInset\" \(attributes)/>\(children)</view>"
        }
        let subviews = [
            inset("INS-vw-001", #"minY="20" height="80""#, children: "<subviews>" + inset("INS-vw-002", #"minX="16" minY="30" maxX="16" height="21""#)
                  + inset("INS-vw-003", #"maxX="10" maxY="5" width="50" height="30""#) + inset("INS-vw-004", "") + "</subviews>"),
            inset("INS-vw-005", #"minY="165" maxY="-165""#),
            inset("INS-vw-006", #"minY="x""#),
        ]
        let frames = try views(subviews.joined(separator: "\n")).map(\.savedFrame)
        // The scene's root is 393 x 852.
        #expect(frames == [SavedFrame(x: 0, y: 20, width: 393, height: 80), SavedFrame(x: 16, y: 30, width: 361, height: 21),
                           SavedFrame(x: 333, y: 45, width: 50, height: 30), SavedFrame(x: 0, y: 0, width: 393, height: 80),
                           SavedFrame(x: 0, y: 165, width: 393, height: 852), nil])
    }

    @Test func aMissingFrameIsNil() throws {
        let subviews = #"                        <textField contentMode="scaleToFill" id="NOF-tf-001"/>"#
        #expect(try views(subviews).first?.savedFrame == nil)
    }
}
