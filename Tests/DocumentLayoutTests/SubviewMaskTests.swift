import DocumentAnalysis
import DocumentLayout
import Testing

/// `<mask key="subviews">` (ib.md 5.1 for views): a view excluded by the default variation
/// is not installed, nor what it holds, unless a size class of the geometry includes it; a
/// view not installed is not laid out against, not compared with its saved frame and not
/// analysed.
@Suite struct SubviewMaskTests {
    /// iPhone SE: the promo field (excluded by default, included in height class compact) is
    /// there only in landscape; the coupon field is never installed, nor the note field in
    /// its panel. Each keeps its saved frame near the bottom, covered if it were there.
    static let document = storyboard(scene(
        "msk-sc-001", controller: "MSK-vc-001", root: "MSK-rt-001",
        subviews: textField("MSK-tf-001", y: 560) + "\n" + textField("MSK-tf-002", y: 600) + """

                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="MSK-vw-001">
                                        <rect key="frame" x="0.0" y="500" width="375" height="100"/>
                                        <subviews>
        \(textField("MSK-tf-003", y: 50))
                                        </subviews>
                                    </view>
        """,
        constraints: constraint("MSK-c1-001", "MSK-tf-001", "height", constant: "34") + "\n"
            + constraint("MSK-c2-001", "MSK-tf-002", "top", "MSK-tf-001", "bottom", constant: "6"),
        extra: """
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="MSK-tf-001"/>
                                        <exclude reference="MSK-tf-002"/>
                                        <exclude reference="MSK-vw-001"/>
                                    </mask>
                                </variation>
                                <variation key="heightClass=compact">
                                    <mask key="subviews">
                                        <include reference="MSK-tf-001"/>
                                    </mask>
                                </variation>
        """))

    @Test func aViewLeftOutByTheMaskIsNotInTheScreen() throws {
        var laid = try LaidOutScreen(readDocument(Self.document))
        let promo = try laid.index("MSK-tf-001"), coupon = try laid.index("MSK-tf-002")
        let panel = try laid.index("MSK-vw-001"), note = try laid.index("MSK-tf-003")
        let portrait = try geometry("retina4_7"), landscape = try geometry("retina4_7", landscape: true)
        #expect(laid.solve(portrait).uninstalled == [promo, coupon, panel, note])
        #expect(laid.solve(landscape).uninstalled == [coupon, panel, note])
        // The coupon field's constraint to the promo field went with it: it keeps its saved place.
        try expectFrames(laid.solve(landscape), of: laid, ["MSK-tf-002": (600, 34)])
        let messages = DocumentAnalyzer().analyze(Array(Self.document.utf8)).diagnostics.map(\.message)
        #expect(!messages.isEmpty && messages.allSatisfy { $0.hasPrefix("textField 'field-MSK-tf-001'") && $0.contains("in landscape") },
                "\(messages)")
    }
}
