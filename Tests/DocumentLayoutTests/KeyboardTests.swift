import DocumentLayout
import Testing

/// The keyboard-up layout of section 6: the keyboard layout guide's top is `KT`, and the
/// constraints that follow the keyboard relate `KT` instead of the bottom edge they name.
/// Keyboards: iphone-se 260 in portrait (KT = 667 - 260 = 407), 200 in landscape (KT =
/// 375 - 200 = 175); iphone-11 (retina6_1, 414 x 896, S = 48, I = 34) 346 (KT = 550).
@Suite("Keyboard up")
struct KeyboardTests {
    /// A button whose bottom is 16 above the keyboard layout guide's top, 50 tall, and a
    /// field 12 above the button, 34 tall (from its saved frame).
    static let guideDocument = storyboard(scene(
        "kbS-aa-001", controller: "Reply", root: "kbR-aa-001",
        subviews: textField("kbF-aa-001", y: 555) + """

                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="kbB-aa-001">
                                        <rect key="frame" x="16" y="601" width="343" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="kbH-aa-001"/>
                                        </constraints>
                                        <state key="normal" title="Send"/>
                                    </button>
        """,
        constraints: [
            constraint("kb1-aa-001", "kbG-aa-001", "top", "kbB-aa-001", "bottom", constant: "16"),
            constraint("kb2-aa-001", "kbB-aa-001", "top", "kbF-aa-001", "bottom", constant: "12"),
        ].joined(separator: "\n"),
        extra: #"                        <keyboardLayoutGuide key="keyboard" id="kbG-aa-001"/>"#))

    @Test("the keyboard layout guide: down at the safe bottom, up at KT")
    func keyboardLayoutGuide() throws {
        var laid = try LaidOutScreen(readDocument(Self.guideDocument))
        #expect(laid.layout.usesKeyboardLayoutGuide)
        #expect(laid.layout.problems.isEmpty, "\(laid.layout.problems)")
        // Down: guide top = safe bottom 667: button 667 - 16 - 50 = 601; field 601 - 12 - 34 = 555.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, ["kbB-aa-001": (601, 50), "kbF-aa-001": (555, 34)])
        // Up: 407 - 16 - 50 = 341; field 341 - 46 = 295.
        try expectFrames(laid.solve(geometry("retina4_7", keyboardTop: 407)), of: laid,
                         ["kbB-aa-001": (341, 50), "kbF-aa-001": (295, 34)])
        // Landscape, up: 175 - 66 = 109; field 63.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true, keyboardTop: 175)), of: laid,
                         ["kbB-aa-001": (109, 50), "kbF-aa-001": (63, 34)])
    }

    @Test("a bottom constraint that follows the keyboard carries the chain above it")
    func followingConstraint() throws {
        var laid = try LaidOutScreen(fixture: "bottom-anchored-form.storyboard")
        #expect(laid.layout.bottomConstraints(among: ["NpM-L8-xgZ", "LQb-xL-bJT"]) == ["NpM-L8-xgZ"])
        // Without it, keyboard up changes nothing: button bottom 667 - 40 = 627, 577.
        try expectFrames(laid.solve(geometry("retina4_7", keyboardTop: 407)), of: laid, ["dzG-iv-I3K": (577, 50)])
        laid.layout.constraintsFollowingKeyboard = ["NpM-L8-xgZ"]
        // With it: button bottom 407 - 40 = 367: 317; password bottom 317 - 24 = 293: 259;
        // email bottom 259 - 12 = 247: 213. The title stays at 20 + 60 = 80.
        try expectFrames(laid.solve(geometry("retina4_7", keyboardTop: 407)), of: laid, [
            "dzG-iv-I3K": (317, 50), "iTl-ID-Cqw": (259, 34), "QW6-49-sl8": (213, 34), "O4E-pe-mUq": (80, 41),
        ])
        // Keyboard down, the same layout: back to the constraint's own edge: 577, 519, 473.
        try expectFrames(laid.solve(geometry("retina4_7")), of: laid, [
            "dzG-iv-I3K": (577, 50), "iTl-ID-Cqw": (519, 34), "QW6-49-sl8": (473, 34),
        ])
    }

    @Test("the chat composer rides on the keyboard, the order field does not")
    func chat() throws {
        var laid = try LaidOutScreen(fixture: "examples/chat-composer.storyboard")
        laid.layout.constraintsFollowingKeyboard = ["Puc-oE-TCc"]
        // iphone-11 portrait, up: composer bottom 550: 500 (50); message field 508; Send
        // centred on it: 508; table view 48 to 500 (452); order field 48 + 180 = 228, unmoved.
        try expectFrames(laid.solve(geometry("retina6_1", keyboardTop: 550)), of: laid, [
            "Unt-NL-4OV": (500, 50), "SFa-mO-UxG": (508, 34), "qEd-OB-TxJ": (508, 34), "mkE-GN-Kv6": (48, 452),
            "8zW-cY-ql3": (228, 34),
        ])
        // Down: composer 862 - 50 = 812; table 48..812.
        try expectFrames(laid.solve(geometry("retina6_1")), of: laid, ["Unt-NL-4OV": (812, 50), "mkE-GN-Kv6": (48, 764)])
    }

    @Test("a xib's root-bottom constraint outlet follows the keyboard")
    func xib() throws {
        var laid = try LaidOutScreen(fixture: "login.xib")
        laid.layout.constraintsFollowingKeyboard = ["zTz-v8-4oO"]
        // Up: KT = 407 = button bottom + 24: 383 - 50 = 333; the fields stay (top chain):
        // email 80 + 100 + 40 = 220.
        try expectFrames(laid.solve(geometry("retina4_7", keyboardTop: 407)), of: laid,
                         ["9uA-Gv-Sh3": (333, 50), "llN-Pb-3Xp": (220, 34)])
    }
}
