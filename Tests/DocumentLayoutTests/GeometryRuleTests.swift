import DocumentLayout
import Testing

/// More test documents in other geometries: autoresizing, variations, multipliers,
/// priorities, embedded controllers. Arithmetic by hand in the comments (devices as in
/// `GeometryTests`).
@Suite("Other geometries: rules")
struct GeometryRuleTests {
    @Test("autoresizing masks share a parent's change of height")
    func autoresizing() throws {
        var laid = try LaidOutScreen(fixture: "autoresizing.storyboard")
        // iphone-16 portrait: the root grows from 667 to 852, d = 185. Header (flexible
        // bottom margin only) keeps 20, 80; its title 20 + 30 = 50. Notes (height sizable
        // only) 220, 367 + 185 = 552. Tag bar (flexible top margin) 607 + 185 = 792; its
        // parent keeps its height, so its field stays at 792 + 13 = 805. Amount (fixedFrame)
        // 170; merchant safe top 59 + 100 = 159.
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid, [
            "dfi-Mr-4xy": (20, 80), "TBE-e5-AVh": (50, 21), "VhS-Xs-6EM": (220, 552), "ElB-GN-QsF": (792, 60),
            "YGv-GC-vFj": (805, 34), "zY9-Pv-LWI": (170, 34), "jO2-jQ-x1x": (159, 34),
        ])
        // iphone-se landscape: 375 tall, d = -292: notes 367 - 292 = 75; tag bar 315, its
        // field 328; merchant 0 + 100.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "dfi-Mr-4xy": (20, 80), "VhS-Xs-6EM": (220, 75), "ElB-GN-QsF": (315, 60), "YGv-GC-vFj": (328, 34),
            "jO2-jQ-x1x": (100, 34),
        ])
    }

    @Test("size-class variations: heightClass=compact in landscape, regular on iPad")
    func variations() throws {
        var laid = try LaidOutScreen(fixture: "variations.storyboard")
        // iphone-se landscape (compact, compact): ZCF (safe top + 8) included, 4X8 excluded,
        // the logo's height 60: logo 0 + 8 = 8; email 8 + 60 + 32 = 100; password 146;
        // button 146 + 34 + 24 = 204.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "Ngu-KW-TJi": (8, 60), "TzY-IP-hvz": (100, 34), "vMs-Jq-u58": (146, 34), "uVf-Xn-c8Z": (204, 44),
        ])
        // iphone-plus landscape (regular width, compact height): the same heightClass rules,
        // 414 x 736 turned, S = 0: the same frames.
        try expectFrames(laid.solve(geometry("retina5_5", landscape: true)), of: laid, [
            "Ngu-KW-TJi": (8, 60), "TzY-IP-hvz": (100, 34),
        ])
        // iphone-16 portrait: defaults only: logo 59 + 40 = 99 (120); email 99 + 120 + 32 = 251.
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid, [
            "Ngu-KW-TJi": (99, 120), "TzY-IP-hvz": (251, 34), "uVf-Xn-c8Z": (355, 44),
        ])
        // ipad (regular, regular): L2o excluded, vYk (logo bottom + 64) included: logo 20 + 40
        // = 60 (120); email 180 + 64 = 244; password 290; button 348.
        try expectFrames(laid.solve(geometry("ipad9_7")), of: laid, [
            "Ngu-KW-TJi": (60, 120), "TzY-IP-hvz": (244, 34), "vMs-Jq-u58": (290, 34), "uVf-Xn-c8Z": (348, 44),
        ])
    }

    @Test("multipliers measured from the owner's top: iphone-se")
    func multipliers() throws {
        var laid = try LaidOutScreen(fixture: "multipliers.storyboard")
        // Root 0..667, centre 333.5. Logo centre 333.5 / 3 = 111.167: y 81.167 (60); email
        // centre 166.75: 149.75; button centre 250.125: 227.625 (45), bottom 272.625. Map
        // 292.625, 667 / 4 = 166.75 tall; notes 292.625 + 166.75 + 20 = 479.375, 51 tall;
        // card 479.375 + 51 + 20 = 550.375 (120), centre 610.375; badge centre = 550.375 +
        // 0.5 x 60 = 580.375: 570.375.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "9WR-JO-vDB": (81.166667, 60), "I4w-em-JY9": (149.75, 34), "6wS-aa-TYw": (227.625, 45),
            "8RM-2H-DBj": (292.625, 166.75), "bPA-SI-XYf": (479.375, 51), "qtO-t9-XCK": (550.375, 120),
            "vPr-Vo-edg": (570.375, 20),
        ])
    }

    @Test("priorities: the higher wins, hugging and compression decide: iphone-16")
    func priorities() throws {
        var laid = try LaidOutScreen(fixture: "priorities.storyboard")
        // Safe top 59: bio 79; status label 79 + 34 + 8 = 121 (the 750 constraint over the
        // 250 one); notes >= 121 + 20.5 + 20 = 161.5 (required) over 59 + 60 = 119 (700):
        // 161.5. Headline card 161.5 + 34 + 20 = 215.5: its field 215.5 + 36.5 = 252, 75.5
        // tall (hugs less than the label). Tags card 215.5 + 120 + 20 = 355.5: field squeezed
        // to 27.5 at 355.5 + 28.5 = 384.
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid, [
            "EYS-Oj-Zbk": (79, 34), "80L-qP-Jbg": (121, 20.5), "gQr-sg-kDZ": (161.5, 34), "1Ga-RK-hWt": (215.5, 120),
            "Rpb-Yi-WZR": (252, 75.5), "rzc-oO-Fk6": (355.5, 60), "B72-jR-ui0": (384, 27.5),
        ])
    }

    @Test("squeezed in landscape: the lower compression resistance gives way")
    func squeezed() throws {
        // A (compression 750) at safe top + 100, B (751) 8 below it, B's bottom at most
        // safe bottom - 220 (required).
        let subviews = textField("sqA-aa-001", y: 120) + "\n"
            + textField("sqB-aa-001", y: 162, attributes: #"verticalCompressionResistancePriority="751" "#)
        let constraints = [
            constraint("sq1-aa-001", "sqA-aa-001", "top", "sqR-aa-001-sa", "top", constant: "100"),
            constraint("sq2-aa-001", "sqB-aa-001", "top", "sqA-aa-001", "bottom", constant: "8"),
            constraint("sq3-aa-001", "sqR-aa-001-sa", "bottom", "sqB-aa-001", "bottom", constant: "220",
                       extra: #"relation="greaterThanOrEqual""#),
        ].joined(separator: "\n")
        let text = storyboard(scene("sqS-aa-001", controller: "Squeezed", root: "sqR-aa-001", subviews: subviews,
                                    constraints: constraints))
        var laid = try LaidOutScreen(readDocument(text))
        // iphone-se portrait: 120 (34), 162 (34); 196 <= 667 - 220 = 447.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, ["sqA-aa-001": (120, 34), "sqB-aa-001": (162, 34)])
        // Landscape: B's bottom <= 375 - 220 = 155, so A + B <= 155 - 100 - 8 = 47: B keeps
        // 34 (751), A gives way to 13; B 100 + 13 + 8 = 121.
        let landscape = laid.solve(try geometry("retina4_7", landscape: true))
        #expect(landscape.conflicts.isEmpty)
        try expectFrames(landscape, of: laid, ["sqA-aa-001": (100, 13), "sqB-aa-001": (121, 34)])
    }

    @Test("an embedded controller fills its container: iphone-se portrait and landscape")
    func embed() throws {
        var laid = try LaidOutScreen(fixture: "embed-container.storyboard")
        // Safe area [20, 667]: container 20 + 80 = 100 to 667 - 20 = 647 (547); the child's
        // root fills it; street 116, city 162, postcode bottom 647 - 16: 597.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "cs5-en-yCy": (100, 547), "0BK-Sh-Bkt": (100, 547), "xaO-Gy-bG3": (116, 34), "3p6-jG-JyT": (162, 34),
            "H3z-DO-ORU": (597, 34),
        ])
        // Landscape, safe area [0, 375]: container 80..355 (275); street 96; postcode 305.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "cs5-en-yCy": (80, 275), "0BK-Sh-Bkt": (80, 275), "xaO-Gy-bG3": (96, 34), "H3z-DO-ORU": (305, 34),
        ])
    }

    @Test("a bar the canvas infers away is there at run time; tabs in a navigation stack have its bar")
    func inferredBars() throws {
        // iphone-se portrait, run time: Join is pushed onto the second stack, whose bar is
        // shown (only Welcome's code hides it): 20 + 44 + 8 = 72. Inbox, a tab of the tab
        // bar controller at the first stack's root: 72 too, and its compose field above the
        // tab bar: 667 - 49 - 8 - 34 = 576.
        var join = try LaidOutScreen(fixture: "tab-bar-in-navigation.storyboard", screen: "JoinViewController")
        try expectFrames(join.solve(geometry("retina4_7")), of: join, ["JON-tf-001": (72, 34)])
        var inbox = try LaidOutScreen(fixture: "tab-bar-in-navigation.storyboard", screen: "InboxViewController")
        try expectFrames(inbox.solve(geometry("retina4_7")), of: inbox, ["INB-tf-001": (72, 34), "INB-tf-002": (576, 34)])
    }
}
