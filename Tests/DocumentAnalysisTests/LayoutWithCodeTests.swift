import DocumentAnalysis
import InterfaceBuilder
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// `kb-lsp layout` of a screen whose code decides (rule 1a): the frames the analysis checks,
/// and the values the handlers set.
@Suite struct LayoutWithCodeTests {
    /// An analyzer whose project is `Form.swift`, a show handler running `body`.
    /// `Form`'s handler running `body`, the class with `outlets` declared beside its own.
    private func analyzer(_ body: String, outlets: String = "") -> DocumentAnalyzer {
        var base = CodeBase()
        let source = CodeScreens.handler(body).replacingOccurrences(of: "@IBOutlet weak var noteBottom", with: outlets + "@IBOutlet weak var noteBottom")
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        return analyzer
    }

    /// code.md section 6, several effects: content scrolled in a scroll view holding a field
    /// is a `scroll` beside a constant (survey CN); a list without one scrolled to its end
    /// (a chat's messages) is passed over, and the constant is the effect.
    @Test func contentScrolledBesideAConstantIsAScrollWhenItHoldsAField() throws {
        let extra = """
            <scrollView contentMode="scaleToFill" id="form">
                <rect key="frame" x="0.0" y="100" width="375" height="200"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Inner" id="inner">
                        <rect key="frame" x="24" y="150" width="327" height="34"/>
                    </textField>
                </subviews>
            </scrollView>
            <tableView contentMode="scaleToFill" id="list">
                <rect key="frame" x="0.0" y="320" width="375" height="200"/>
            </tableView>
            """
        let text = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: "<subviews>", with: "<subviews>" + extra)
            .replacingOccurrences(of: "</connections>", with: #"<outlet property="form" destination="form" id="o3"/><outlet property="list" destination="list" id="o4"/></connections>"#)
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        func effect(_ body: String) throws -> String? {
            let source = CodeScreens.handler(body).replacingOccurrences(
                of: "@IBOutlet weak var noteBottom: NSLayoutConstraint!",
                with: "@IBOutlet weak var noteBottom: NSLayoutConstraint!\n@IBOutlet weak var form: UIScrollView!\n@IBOutlet weak var list: UITableView!")
            var base = CodeBase()
            base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
            var analyzer = DocumentAnalyzer()
            analyzer.code = ProjectCode(root: "/app", base: base)
            analyzer.documentDirectory = "/app"
            return try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code?.effect
        }
        #expect(try effect("form.contentOffset = CGPoint(x: 0, y: 100)\nnoteBottom.constant = frame.height + 20") == "scroll")
        #expect(try effect("noteBottom.constant = frame.height + 20\nlist.contentOffset = CGPoint(x: 0, y: 100)") == "constant")
    }

    @Test func keyboardUpTakesTheHandlersConstants() throws {
        let analyzer = analyzer("noteBottom.constant = frame.height + 20")
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        func noteTop(keyboardUp: Bool) throws -> Double? {
            let screen = try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: keyboardUp).screens.first
            #expect(screen?.strategy == "code")
            return screen?.views.first { $0.name == "noteField" }?.top
        }
        // The note's bottom 20 above the safe area's: 613 down; up, 260 + 20 above the screen's bottom.
        #expect(try noteTop(keyboardUp: false) == 613)
        #expect(try noteTop(keyboardUp: true) == 667 - 260 - 20 - 34)
    }

    /// Survey BT (raivo): `additionalSafeAreaInsets.bottom` raised by the keyboard less the
    /// safe area's own bottom puts the safe area's bottom on the keyboard's top, and what is
    /// pinned to it rides up; raised by the whole height, it is the home indicator higher.
    @Test func theSafeAreaRaisedByTheKeyboardCarriesWhatIsPinnedToIt() throws {
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        func noteTop(_ body: String, _ device: String) throws -> Double? {
            let up = try analyzer(body).layout(of: document, device: device, orientation: .portrait, keyboardUp: true).screens.first
            #expect(up?.strategy == "code", "\(body)")
            #expect(up?.code?.effect == "keyboard-layout-guide", "\(body)")
            return up?.views.first { $0.name == "noteField" }?.top
        }
        // iphone-se: the keyboard 260 tall, no home indicator: the note's bottom 20 above the
        // keyboard's top, 667 - 260 - 20 - 34 = 353, either way.
        for body in ["additionalSafeAreaInsets.bottom = frame.height - view.safeAreaInsets.bottom",
                     "self.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)"] {
            #expect(try noteTop(body, "iphone-se") == 353)
        }
        // iphone-11 (896, keyboard 346 with its 34 pt home indicator): 896 - 346 - 20 - 34 = 496;
        // raised by the whole height, 34 higher.
        #expect(try noteTop("additionalSafeAreaInsets.bottom = frame.height - view.safeAreaInsets.bottom", "iphone-11") == 496)
        #expect(try noteTop("additionalSafeAreaInsets.bottom = frame.height", "iphone-11") == 462)
        // What `layout` says of it: where the safe area's bottom ends, not an inset of 0 pt
        // (survey DP).
        func details(_ body: String) throws -> [String] {
            try analyzer(body).layout(of: document, device: "iphone-11", orientation: .portrait, keyboardUp: true).screens.first?.code?.details ?? []
        }
        #expect(try details("additionalSafeAreaInsets.bottom = frame.height - view.safeAreaInsets.bottom").contains {
            $0.hasSuffix("→ the safe area's bottom at the keyboard's top")
        })
        #expect(try details("additionalSafeAreaInsets.bottom = frame.height").contains {
            $0.hasSuffix("→ the safe area's bottom 34 pt above the keyboard's top")
        })
        // In the saved geometry the frames are the document's and the values the device's
        // the code is worked out on, which the report names (surveys DR, DT); laid out on a
        // device, they are that device's.
        let body = "additionalSafeAreaInsets.bottom = frame.height"
        let saved = try analyzer(body).layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first?.code
        #expect(saved?.valuesOn?.hasSuffix(" in portrait") == true)
        #expect(try analyzer(body).layout(of: document, device: "iphone-11", orientation: .portrait, keyboardUp: false)
            .screens.first?.code?.valuesOn == nil)
    }

    /// Survey BV (TelePictionary): what the handlers do for each field where it differs
    /// from the first field's, as a flag the field's editing sets decides.
    @Test func eachFieldsEffectsWhereTheyDiffer() throws {
        var base = CodeBase()
        let source = """
            class Form: UIViewController, UITextFieldDelegate {
                @IBOutlet weak var noteBottom: NSLayoutConstraint!
                @IBOutlet weak var noteField: UITextField!
                var editingNote = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                func textFieldDidBeginEditing(_ textField: UITextField) { editingNote = textField == noteField }
                @objc func keyboardWillShow(_ notification: Notification) {
                    let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    if editingNote { noteBottom.constant = frame.height + 20 }
                }
            }
            """
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        let code = try #require(try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code)
        // Each field's, by name, in the document's order (survey CE: the first field's that
        // moved something had been shown as the screen's).
        #expect(code.details == ["editing field-name: moves nothing of this screen",
                                 "editing noteField: Form.swift:12: noteBottom.constant = keyboard height + 20 → 280 pt"])
    }

    /// code.md section 3's `tabBar.frame.height`: the bar's frame as UIKit reports it, which
    /// on a phone with a home indicator reaches the screen's bottom (49 + 34 in portrait).
    @Test func aTabBarsFrameReachesTheScreensBottom() throws {
        // MakeSomeFood's login screen: the constant lifts the form by the keyboard less the tab bar.
        let analyzer = analyzer("noteBottom.constant = frame.height - (tabBarController?.tabBar.frame.height ?? 0)")
        let tabs = """
                <scene sceneID="tabs">
                    <objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                            <connections><segue destination="vc1" kind="relationship" relationship="viewControllers" id="rel"/></connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
            """
        let text = CodeScreens.storyboard("Form").replacingOccurrences(of: "</scenes>", with: tabs)
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        func details(_ device: String) throws -> [String] {
            try #require(try analyzer.layout(of: document, device: device, orientation: .portrait, keyboardUp: false).screens.first?.code).details
        }
        #expect(try details("iphone-11").contains { $0.contains("→ 263 pt") })
        #expect(try details("iphone-se").contains { $0.contains("→ 211 pt") })
    }

    /// code.md section 3: a tab bar's height, shown or hidden, as the navigation bar's. A
    /// screen the document shows under no tab bar (none, or a toolbar) is one pushed in a tab
    /// at run time: `tabBarController?.tabBar.frame.height` is a tab bar's (surveys Z and CU:
    /// FacebookNewfeeds' `if let`, Fiasy's fifteen screens' `?? 49.0`, each had read 0).
    @Test func aTabBarTheDocumentDoesNotShowReportsItsHeight() throws {
        let analyzer = analyzer("noteBottom.constant = frame.height - (tabBarController?.tabBar.frame.height ?? 7)")
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        func details(_ document: InterfaceBuilderDocument, _ device: String) throws -> [String] {
            try #require(try analyzer.layout(of: document, device: device, orientation: .portrait, keyboardUp: false).screens.first?.code).details
        }
        #expect(try details(document, "iphone-se").contains { $0.contains("keyboard height - 49 → 211 pt") })
        #expect(try details(document, "iphone-11").contains { $0.contains("→ 263 pt") })
        // A toolbar is no tab bar: the same.
        let toolbar = CodeScreens.storyboard("Form").replacingOccurrences(
            of: "<view key=\"view\"", with: "<toolbarItems/><simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/><view key=\"view\"")
        let withToolbar = try InterfaceBuilderDocument.read(Array(toolbar.utf8)).get()
        #expect(try details(withToolbar, "iphone-se").contains { $0.contains("keyboard height - 49 → 211 pt") })
    }

    /// An outlet to a view the scene keeps outside the screen's views (a top-level view the
    /// code adds somewhere): connected, so not nil, but where it is the reader cannot tell
    /// (survey DK, OnTheMap's login card: a test of its frame had been taken as false).
    @Test func anOutletToAViewOutsideTheScreenIsNotNil() throws {
        let analyzer = analyzer("if extra.frame.intersects(frame) { view.frame.origin.y = -100 }", outlets: "@IBOutlet var extra: UIView!\n")
        let text = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: "</viewController>", with: """
                </viewController>
                <view contentMode="scaleToFill" id="extra"><rect key="frame" x="0.0" y="0.0" width="315" height="600"/></view>
                """)
            .replacingOccurrences(of: "<connections>", with: "<connections><outlet property=\"extra\" destination=\"extra\" id=\"o9\"/>")
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        let code = try #require(try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code)
        #expect(code.effect == "not-understood")
        #expect(code.details.contains { $0.contains("extra.frame") })
    }
}
