import DocumentLayout
import Testing

/// The test documents laid out in geometries other than their saved one: every number is
/// worked out by hand from ib.md (sections 3 and 5) in the comment above it. Run time, not
/// the canvas: iphone-se (retina4_7) is 375 x 667, S = 20 in portrait and 0 in landscape,
/// no home indicator; iphone-16 (retina6_12) is 393 x 852, S = 59, I = 34; iphone-x
/// (retina5_9) 375 x 812, S = 44, I = 34; ipad (ipad9_7) 768 x 1024, S = 20.
@Suite("Other geometries")
struct GeometryTests {
    @Test("translucent navigation bar: iphone-se portrait and landscape")
    func translucentBar() throws {
        var laid = try LaidOutScreen(fixture: "bars-navigation-translucent.storyboard")
        // Portrait: safe area [20 + 44, 667] = [64, 667]. Title 64 + 24 = 88 (20.333);
        // email 88 + 20.333 + 16 = 124.333; password 124.333 + 34 + 12 = 170.333; button
        // bottom 667 - 20 = 647, 50 tall: 597. Root spans the screen.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "FEV-NH-ipk": (0, 667), "GX8-Zg-RRG": (88, 20.333333), "wzN-aq-E7o": (124.333333, 34),
            "EEN-Ar-x5J": (170.333333, 34), "wJs-zt-ZH4": (597, 50),
        ])
        // Landscape: Hs = 375, S = 0, N = 32: safe area [32, 375]. Title 56; email 92.333;
        // password 138.333; button bottom 355, y 305.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "FEV-NH-ipk": (0, 375), "GX8-Zg-RRG": (56, 20.333333), "wzN-aq-E7o": (92.333333, 34),
            "EEN-Ar-x5J": (138.333333, 34), "wJs-zt-ZH4": (305, 50),
        ])
    }

    @Test("opaque navigation and tab bars shorten the root: iphone-16, iphone-se landscape")
    func opaqueBars() throws {
        var profile = try LaidOutScreen(fixture: "bars-opaque-navigation-and-tab.storyboard", screen: "ProfileEditViewController")
        // iphone-16 portrait: N = 44, B = 49 (both opaque): root [59 + 44, 852 - 49] =
        // [103, 803], 700 tall; safe area [103, 852 - 34 - 49] = [103, 769]. Name 103 + 20 =
        // 123; bio 123 + 34 + 12 = 169; postcode bottom 769 - 16 = 753: 719.
        try expectFrames(profile.solve(geometry("retina6_12")), of: profile, [
            "ZmZ-CX-yvn": (103, 700), "sJK-Rb-vYI": (123, 34), "RtH-04-RsG": (169, 34), "8kf-AI-UM8": (719, 34),
        ])
        // iphone-se landscape: S = 0, N = 32, B = 32: root and safe area [32, 343]. Name 52;
        // bio 98; postcode bottom 327: 293.
        try expectFrames(profile.solve(geometry("retina4_7", landscape: true)), of: profile, [
            "ZmZ-CX-yvn": (32, 311), "sJK-Rb-vYI": (52, 34), "RtH-04-RsG": (98, 34), "8kf-AI-UM8": (293, 34),
        ])
        var settings = try LaidOutScreen(fixture: "bars-opaque-navigation-and-tab.storyboard", screen: "SettingsViewController")
        // iphone-16: no navigation bar, opaque tab bar: root [0, 803]; safe [59, 769]: search
        // 59 + 8 = 67; backup email bottom 769 - 8 = 761: 727.
        try expectFrames(settings.solve(geometry("retina6_12")), of: settings, [
            "YTM-Dl-7gZ": (0, 803), "JY5-yQ-wVF": (67, 34), "Mqd-lj-ZPi": (727, 34),
        ])
    }

    @Test("page sheets: iphone-16 portrait starts at S + 10; iphone-se landscape is full screen")
    func sheets() throws {
        var compose = try LaidOutScreen(fixture: "sheet.storyboard", screen: "ComposeNoteViewController")
        // iphone-16 portrait: P = 59 + 10 = 69, no status bar inside: root [69, 852], 783;
        // safe area [69, 852 - 34] = [69, 818]. Title 69 + 16 = 85; text view from 85 + 34 +
        // 12 = 131 to 818 - 80 = 738 (607); button bottom 818 - 16 = 802: 758.
        try expectFrames(compose.solve(geometry("retina6_12")), of: compose, [
            "qkd-XH-5Ck": (69, 783), "HKn-0F-k3l": (85, 34), "On9-VT-lgF": (131, 607), "kBP-bt-GVF": (758, 44),
        ])
        // iphone-se landscape: the sheet fills the screen, S = 0: root [0, 375]. Title 16;
        // text view 62 to 295 (233); button bottom 359: 315.
        try expectFrames(compose.solve(geometry("retina4_7", landscape: true)), of: compose, [
            "qkd-XH-5Ck": (0, 375), "HKn-0F-k3l": (16, 34), "On9-VT-lgF": (62, 233), "kBP-bt-GVF": (315, 44),
        ])
        var tags = try LaidOutScreen(fixture: "sheet.storyboard", screen: "TagEditorViewController")
        // iphone-16 portrait: a navigation sheet, bar 56, opaque: root [69 + 56, 852] =
        // [125, 852]. Name 125 + 20 = 145; colour 145 + 34 + 12 = 191.
        try expectFrames(tags.solve(geometry("retina6_12")), of: tags, [
            "DQL-CQ-zY1": (125, 727), "b65-4g-TQW": (145, 34), "uob-yj-iIn": (191, 34),
        ])
        // iphone-se landscape: full screen, opaque bar 32: root [32, 375]; name 52; colour 98.
        try expectFrames(tags.solve(geometry("retina4_7", landscape: true)), of: tags, [
            "DQL-CQ-zY1": (32, 343), "b65-4g-TQW": (52, 34), "uob-yj-iIn": (98, 34),
        ])
    }

    @Test("old layout guides at run time on iphone-x")
    func oldGuides() throws {
        var laid = try LaidOutScreen(fixture: "guides-old-layout-guides.storyboard")
        // S = 44, N = 44, I = 34: top guide's bottom 88, bottom guide's top 812 - 34 = 778.
        // Payee 88 + 20 = 108 (20.5); name 108 + 20.5 + 8 = 136.5 (30); IBAN 136.5 + 30 + 16
        // = 182.5; Save bottom 778 - 20 = 758, 44 tall: 714.
        try expectFrames(laid.solve(geometry("retina5_9")), of: laid, [
            "Jb7-79-nbW": (108, 20.5), "D1r-7i-yeo": (136.5, 30), "254-L7-4rs": (182.5, 30), "q9K-fJ-rBd": (714, 44),
        ])
    }

    @Test("margins follow the safe area: iphone-se portrait and landscape")
    func margins() throws {
        var laid = try LaidOutScreen(fixture: "margins.storyboard")
        // Portrait, safe area [20, 667]. Close: root topMargin (= safe top) + 8 = 28. Header
        // 0..120; its top margin 8 + (20 - 0) outside the safe area = 28: title at 28. Name
        // 120 + 20 = 140; card 140 + 34 + 24 = 198, its margins 12: street 210, city 210 +
        // 34 + 8 = 252, card 100 tall. Footer: root bottomMargin 667 = bottom + 10: 597..657,
        // inside the safe area so margins 8: promo centre 597 + 30, y 610.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "KH4-c0-YgX": (28, 30), "rDs-K6-kR5": (0, 120), "aK9-fo-7Fc": (28, 20.333333), "4s2-h8-3tW": (140, 34),
            "4UT-UO-1KJ": (198, 100), "GQf-mM-Lwj": (210, 34), "lda-06-IhO": (252, 34), "r6p-L0-opM": (597, 60),
            "ply-F1-hB8": (610, 34),
        ])
        // Landscape, safe area [0, 375]: Close 8; the header lies inside: title at 8;
        // footer 305..365, promo 318.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "KH4-c0-YgX": (8, 30), "aK9-fo-7Fc": (8, 20.333333), "r6p-L0-opM": (305, 60), "ply-F1-hB8": (318, 34),
        ])
    }

    @Test("equal spacing stack stretches its gaps: iphone-16, iphone-se landscape")
    func equalSpacing() throws {
        var laid = try LaidOutScreen(fixture: "stack-equal-spacing.storyboard")
        // iphone-16: stack 59 + 20 = 79 to 818 - 40 = 778 (699); items 3 x 34 + 44 = 146,
        // gaps (699 - 146) / 3 = 184.333: 79, 79 + 218.333, 79 + 436.667, button 79 + 655.
        try expectFrames(laid.solve(geometry("retina6_12")), of: laid, [
            "GqE-Hh-wKl": (79, 699), "9nw-XT-er6": (79, 34), "oVN-r5-2Mj": (297.333333, 34),
            "fNW-ma-o10": (515.666667, 34), "eGs-RT-WdD": (734, 44),
        ])
        // iphone-se landscape: stack 20 to 335 (315); gaps (315 - 146) / 3 = 56.333.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "GqE-Hh-wKl": (20, 315), "9nw-XT-er6": (20, 34), "oVN-r5-2Mj": (110.333333, 34),
            "fNW-ma-o10": (200.666667, 34), "eGs-RT-WdD": (291, 44),
        ])
    }

    @Test("static cells start below the bars at run time (automatic content inset)")
    func staticCells() throws {
        var laid = try LaidOutScreen(fixture: "static-cells.storyboard")
        // iphone-se portrait: the table is the root, [0, 667]; safe top 20 + 44 = 64 lies 64
        // below its top, so the content starts at 64. Username cell 64 + 138 = 202 (56): field
        // 202 + 11 = 213, label 202 + 17.833; host cell 64 + 306 = 370 (80), field centred at
        // 370 + 23 = 393; port cell 64 + 386 = 450.
        // The table's header and footer sit in its content too: header 64 (100), its field
        // 64 + 33 = 97; footer 64 + 480 = 544, its button 559.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "byx-27-ZQG": (0, 667), "tWc-6m-6Rv": (202, 56), "E7T-Ga-h5u": (202, 56), "vFB-aq-VjX": (213, 34),
            "6Oy-i4-wxv": (219.833333, 20.333333), "L4h-r0-Ncu": (393, 34), "zMD-gE-5mq": (450, 56),
            "cCn-Xu-qEg": (64, 100), "hdr-tf-001": (97, 34), "ftr-vw-001": (544, 60), "ftr-bt-001": (559, 30),
        ])
        // Landscape: S = 0, N = 32: content at 32; username cell 170, field 181.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "tWc-6m-6Rv": (170, 56), "vFB-aq-VjX": (181, 34), "zMD-gE-5mq": (418, 56),
        ])
    }

    @Test("scroll view pinned under the status bar: inset at run time, not on the canvas")
    func scrollInset() throws {
        // The scroll view's top tied to the root's top instead of the safe area's.
        let text = try Fixtures.text("scroll-content.storyboard").replacingOccurrences(
            of: #"firstItem="De4-PM-Ma0" firstAttribute="top" secondItem="2R8-Le-uIP""#,
            with: #"firstItem="De4-PM-Ma0" firstAttribute="top" secondItem="kFx-bl-4aj""#)
        var laid = try LaidOutScreen(readDocument(text))
        // iphone-se portrait: scroll 0..667; 20 of it above the safe area: content top 20,
        // content view 20, title 20 + 24 = 44; Publish 20 + 802 = 822.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "De4-PM-Ma0": (0, 667), "vbi-Le-dG7": (20, 876), "fdi-6D-Ysf": (44, 34), "h0i-LA-2zV": (822, 50),
        ])
        // The canvas (retina6_12, saved): no automatic inset: scroll 0..818, title 0 + 24.
        let saved = laid.solve(savedGeometry(laid.screen, in: laid.document))
        try expectFrames(saved, of: laid, ["De4-PM-Ma0": (0, 818), "fdi-6D-Ysf": (24, 34)])
        // contentInsetAdjustmentBehavior="never": no inset at run time either.
        let never = text.replacingOccurrences(of: #"<scrollView "#, with: #"<scrollView contentInsetAdjustmentBehavior="never" "#)
        var neverLaid = try LaidOutScreen(readDocument(never))
        try expectFrames(neverLaid.solve(geometry("retina4_7")), of: neverLaid, ["fdi-6D-Ysf": (24, 34)])
    }

    @Test("scroll content follows the scroll view: iphone-se landscape")
    func scrollLandscape() throws {
        var laid = try LaidOutScreen(fixture: "scroll-content.storyboard")
        // Scroll = safe area [0, 375]; content at 0: title 24, photo 78 (600), address 698.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, [
            "De4-PM-Ma0": (0, 375), "vbi-Le-dG7": (0, 876), "fdi-6D-Ysf": (24, 34), "zXT-Pp-Qt4": (78, 600),
            "Xut-VR-1LQ": (698, 34),
        ])
    }
}
