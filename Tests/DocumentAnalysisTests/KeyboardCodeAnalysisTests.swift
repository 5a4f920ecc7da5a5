import Diagnostics
import DocumentAnalysis
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import Testing

/// code.md sections 4 to 6 through the document analysis: a storyboard's screen checked
/// with what its controller's code does, worked out by hand.
@Suite struct KeyboardCodeAnalysisTests {
    /// An iPhone SE storyboard (safe area [20, 667], keyboard 260 / 200): a controller of
    /// class `className` whose `note` field (34 tall) sits 20 pt above the safe area's
    /// bottom through the constraint `noteBottom` (safe.bottom = note.bottom + 20), and a
    /// `name` field at the top.
    static func storyboard(_ className: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="\(className)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="24" y="60" width="327" height="34"/>
                                            <constraints><constraint firstAttribute="height" constant="34" id="hn"/></constraints>
                                        </textField>
                                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                            <rect key="frame" x="24" y="613" width="327" height="34"/>
                                            <constraints><constraint firstAttribute="height" constant="34" id="hb"/></constraints>
                                        </textField>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="t1"/>
                                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="20" id="nb"/>
                                    </constraints>
                                </view>
                                <connections>
                                    <outlet property="noteBottom" destination="nb" id="o1"/>
                                    <outlet property="noteField" destination="note" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.utf8)
    }

    /// The analysis of `storyboard(className)` with `sources` as the project's code.
    static func analysis(_ className: String, _ sources: [String: String], readsCode: Bool = true) -> Analysis {
        var base = CodeBase()
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            if let language = SourceReader.language(ofPath: path) { base.add(SourceReader.read(Array(text.utf8), language: language), path: path) }
        }
        var analyzer = DocumentAnalyzer()
        analyzer.code = readsCode ? ProjectCode(root: "/app", base: base) : nil
        analyzer.documentDirectory = "/app"
        return analyzer.analyze(storyboard(className))
    }

    static func handler(_ body: String, object: String = "nil") -> String {
        """
        class Form: UIViewController {
            @IBOutlet weak var noteBottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: \(object))
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                \(body)
            }
        }
        """
    }

    @Test func aConstantOffByTenLeavesTheFieldTenPointsUnder() throws {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = frame.height - 10")])
        let findings = result.diagnostics.filter { $0.code == .stillCovered }
        #expect(findings.map(\.keyboard?.amount) == [10, 10])
        let first = try #require(findings.first)
        #expect(first.message == "textField 'noteField' is still covered by the keyboard in portrait by 10 pt after "
                + "Form.swift:9 sets noteBottom.constant = keyboard height - 10")
        #expect(first.codePlace == CodePlace(path: "/app/Form.swift", line: 9))
        // Portrait: 667 - 250 = 417 against the keyboard's top at 407; its shift is 613 - 383 = 230.
        #expect(first.keyboard?.shift == 230)
    }

    @Test func theRightConstantLeavesNothing() {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = frame.height + 8")])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func withoutCodeTheDocumentsGuessDecides() {
        // Rule 4: a bottom constraint outlet follows the keyboard: nothing is covered.
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = frame.height - 10")], readsCode: false)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anObserverThatNeverRunsIsKB311AndNothingMoves() throws {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = frame.height + 8", object: "self")])
        let kb311 = try #require(result.codeDiagnostics.first)
        #expect(kb311.diagnostic.code == .observerNeverRuns)
        #expect(kb311.place == CodePlace(path: "/app/Form.swift", line: 5))
        // The note stays where the document puts it: 647 against 407, covered by 240.
        #expect(result.diagnostics.map(\.code) == [.covered, .covered])
        #expect(result.diagnostics.first?.message.contains("moves nothing of this screen") == true)
    }

    @Test func codeNotUnderstoodIsKB310AndTheDocumentDecides() throws {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = heights.last ?? 0")
                                                .replacingOccurrences(of: "@IBOutlet weak var noteBottom", with: "var heights: [CGFloat] = []\n    @IBOutlet weak var noteBottom")])
        let kb310 = try #require(result.codeDiagnostics.first)
        #expect(kb310.diagnostic.code == .codeNotUnderstood)
        #expect(kb310.diagnostic.severity == .information)
        #expect(kb310.place.line == 8)
        #expect(kb310.diagnostic.message.contains("keyboardWillShow(_:)"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aSlideByAHardCodedHeight() {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("view.frame.origin.y = -216")])
        // Portrait: the note's bottom 647 - 216 = 431 against 407: 24 pt. Landscape: the
        // note at 321..355 slides to 105..139 against the keyboard's top at 175: shown.
        let amounts = result.diagnostics.filter { $0.code == .stillCovered }.map { $0.keyboard?.amount }
        #expect(amounts == [24])
    }

    @Test func iqKeyboardManagerEnabledInTheAppDelegate() throws {
        let result = Self.analysis("Form", [
            "/app/Form.swift": "class Form: UIViewController {}",
            "/app/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        IQKeyboardManager.shared.enable = true
                        IQKeyboardManager.shared.keyboardDistanceFromTextField = 30
                        return true
                    }
                }
                """,
        ])
        // Rule 1b, version 6, distance 30: the note moves up clear of the keyboard.
        #expect(result.screens.first?.strategy.name == "iqkeyboardmanager")
        #expect(result.diagnostics.isEmpty)
    }
}
