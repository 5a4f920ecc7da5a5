import DocumentLayout
import Testing

/// `fillProportionally` (UIKit): each arranged view takes the share of the stack's length
/// that its intrinsic height (or, with none, its current height) has of all of them and the
/// spacing, at priority 999 for the first item, 998 for the next.
@Suite struct StackRuleTests {
    /// A stack 20 below the safe area's top and 20 above its bottom, spacing 10: a card (a
    /// plain view, no intrinsic height) and a text field, saved on the iPhone SE (safe area
    /// 20 to 667: the stack is 40 to 647, 607 tall) at 563 and 34: 563 + 10 + 34 = 607.
    static func document(distribution: String) -> String {
        storyboard(scene(
            "stk-sc-001", controller: "STK-vc-001", root: "STK-rt-001",
            subviews: """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="\(distribution)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STK-sv-001">
                                        <rect key="frame" x="16" y="40" width="343" height="607"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="STK-vw-001">
                                                <rect key="frame" x="0.0" y="0.0" width="343" height="563"/>
                                            </view>
            \(textField("STK-tf-001", y: 573))
                                        </subviews>
                                    </stackView>
            """,
            constraints: [
                constraint("STK-c1-001", "STK-sv-001", "top", "STK-rt-001-sa", "top", constant: "20"),
                constraint("STK-c2-001", "STK-rt-001-sa", "bottom", "STK-sv-001", "bottom", constant: "20"),
            ].joined(separator: "\n")))
    }

    @Test func fillProportionallySharesTheStacksLengthByTheItemsHeights() throws {
        var laid = try LaidOutScreen(readDocument(Self.document(distribution: "fillProportionally")))
        // Saved geometry: 607 x 563 / 607 = 563 and 607 x 34 / 607 = 34, as saved.
        try expectFrames(laid.solve(savedGeometry(laid.screen, in: laid.document)), of: laid,
                         ["STK-vw-001": (40, 563), "STK-tf-001": (613, 34)])
        // iPhone 16 (852 tall, safe area 59 to 818): the stack is 79 to 798, 719 tall. The
        // card's share (999) holds: 719 x 563 / 607 = 666.878...; the field's (998) cannot
        // hold beside it and the spacing, so the field takes the rest: 719 - 10 - 666.878 =
        // 42.121..., from 79 + 666.878 + 10 = 755.878.
        let card = 719.0 * 563 / 607
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid,
                         ["STK-vw-001": (79, card), "STK-tf-001": (79 + card + 10, 719 - 10 - card)])
    }

    @Test func fillLetsTheItemThatHugsLeastGrow() throws {
        // The same stack with `fill`: the field hugs its 34 (250), the card does not hug,
        // so the card takes all of the 112 more: 675, and the field stays 34 at 79 + 685.
        var laid = try LaidOutScreen(readDocument(Self.document(distribution: "fill")))
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid,
                         ["STK-vw-001": (79, 675), "STK-tf-001": (764, 34)])
    }
}
