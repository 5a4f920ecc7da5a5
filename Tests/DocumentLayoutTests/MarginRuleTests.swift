import DocumentLayout
import Testing

/// `preservesSuperviewLayoutMargins` (UIKit): a view's margin is at least its parent's
/// margin less the distance between their edges.
@Suite struct MarginRuleTests {
    /// A banner at the root's top (iPhone SE: safe area from 20), its own margins 8 and not
    /// grown by the safe area; its title on the banner's top margin.
    static func document(preserving: Bool) -> String {
        let preserves = preserving ? #"preservesSuperviewLayoutMargins="YES" "# : ""
        return storyboard(scene(
            "mrg-sc-001", controller: "MRG-vc-001", root: "MRG-rt-001",
            subviews: """
                                    <view contentMode="scaleToFill" \(preserves)insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="MRG-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        <subviews>
            \(textField("MRG-tf-001", y: preserving ? 20 : 8))
                                        </subviews>
                                        <constraints>
            \(constraint("MRG-c1-001", "MRG-tf-001", "top", "MRG-vw-001", "topMargin"))
            \(constraint("MRG-c2-001", "MRG-tf-001", "height", constant: "34"))
                                        </constraints>
                                    </view>
            """,
            constraints: constraint("MRG-c3-001", "MRG-vw-001", "top", "MRG-rt-001", "top") + "\n"
                + constraint("MRG-c4-001", "MRG-vw-001", "height", constant: "100")))
    }

    @Test func aViewThatPreservesItsParentsMarginsTakesTheRootsSafeAreaEdge() throws {
        // The root's top margin is the safe area's top, 20 below the banner's top: the title
        // starts at 20, not at the banner's own 8.
        var preserving = try LaidOutScreen(readDocument(Self.document(preserving: true)))
        try expectFrames(preserving.solve(geometry("retina4_7")), of: preserving, ["MRG-tf-001": (20, 34)])
        var own = try LaidOutScreen(readDocument(Self.document(preserving: false)))
        try expectFrames(own.solve(geometry("retina4_7")), of: own, ["MRG-tf-001": (8, 34)])
        // In landscape the safe area starts at the top: 8 either way.
        try expectFrames(preserving.solve(geometry("retina4_7", landscape: true)), of: preserving, ["MRG-tf-001": (8, 34)])
    }

    /// Xcode 26's canvas gives a table cell's content view margins of 15 above and below,
    /// not 11 (NetNewsWire's `Account.storyboard`, toolsVersion 24506, line 592: a field on
    /// the content view's top margin saved at y 15): the saved geometry only.
    @Test func xcode26DrawsCellContentMarginsOf15() throws {
        let text = try Fixtures.text("static-cells.storyboard")
        for (version, margin) in [("22505", 11.0), ("24506", 15.0)] {
            var laid = try LaidOutScreen(readDocument(text.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(version)""#)))
            let cell = try laid.index("E7T-Ga-h5u"), field = try laid.index("vFB-aq-VjX")
            let saved = laid.solve(savedGeometry(laid.screen, in: laid.document))
            #expect(abs(saved.frames[field].top - saved.frames[cell].top - margin) < 0.01, "toolsVersion \(version)")
            let runTime = laid.solve(try geometry("retina6_12"))
            #expect(abs(runTime.frames[field].top - runTime.frames[cell].top - 11) < 0.01, "toolsVersion \(version)")
        }
    }
}
