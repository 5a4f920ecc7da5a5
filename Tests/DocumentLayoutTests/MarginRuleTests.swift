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

    /// A table view controller under a navigation bar, its header's field on the header's
    /// top margin: the canvas draws the table's content below the bars, as UIKit does, so
    /// the header's margin is its own 8, not grown by the bars it would overlap at the
    /// table's top (LoopKit's `InsulinKit.storyboard`, line 24: a stack view on the header's
    /// top margin saved at y 8 under a 64 pt navigation bar).
    static let tableHeader = storyboard("""
            <scene sceneID="thm-sc-001">
                <objects>
                    <tableViewController id="THM-vc-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="THM-tv-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <view key="tableHeaderView" contentMode="scaleToFill" id="THM-hd-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
    \(textField("THM-tf-001", y: 8))
                                </subviews>
                                <constraints>
    \(constraint("THM-c1-001", "THM-tf-001", "top", "THM-hd-001", "topMargin"))
    \(constraint("THM-c2-001", "THM-tf-001", "height", constant: "34"))
                                </constraints>
                            </view>
                        </tableView>
                        <navigationItem key="navigationItem" title="Header" id="THM-ni-001"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </tableViewController>
                </objects>
            </scene>
    """)

    @Test func aTableHeaderUnderTheBarsKeepsItsOwnMargin() throws {
        var laid = try LaidOutScreen(readDocument(Self.tableHeader))
        let header = try laid.index("THM-hd-001"), field = try laid.index("THM-tf-001")
        for geometry in [savedGeometry(laid.screen, in: laid.document), try geometry("retina4_7"), try geometry("retina6_12")] {
            let solved = laid.solve(geometry)
            #expect(abs(solved.frames[field].top - solved.frames[header].top - 8) < 0.01,
                    "field \(solved.frames[field].top), header \(solved.frames[header].top)")
        }
    }
}
