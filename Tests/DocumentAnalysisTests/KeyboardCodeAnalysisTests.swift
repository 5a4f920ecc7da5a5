import Diagnostics
@testable import DocumentAnalysis
import Foundation
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// code.md sections 4 to 6 through the document analysis: a storyboard's screen checked
/// with what its controller's code does, worked out by hand.
@Suite struct KeyboardCodeAnalysisTests {
    static func storyboard(_ className: String) -> [UInt8] { Array(CodeScreens.storyboard(className).utf8) }

    /// The analysis of `storyboard(className)` (or `document`) with `sources` as the
    /// project's code and `ios` as the configuration's.
    static func analysis(_ className: String, _ sources: [String: String], readsCode: Bool = true, document: [UInt8]? = nil,
                         ios: Int? = nil) -> Analysis {
        var base = CodeBase()
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            if let language = SourceReader.language(ofPath: path) { base.add(SourceReader.read(Array(text.utf8), language: language), path: path) }
        }
        var analyzer = DocumentAnalyzer()
        analyzer.code = readsCode ? ProjectCode(root: "/app", base: base) : nil
        analyzer.documentDirectory = "/app"
        analyzer.analyzer.configuredIOSVersion = ios
        return analyzer.analyze(document ?? storyboard(className))
    }

    static func handler(_ body: String, object: String = "nil") -> String { CodeScreens.handler(body, object: object) }

    /// `Form`'s storyboard with its root view of the project's class `FormView`, whose outlet
    /// `bottomGap` is the note's bottom constraint (the controller's `noteBottom` taken out).
    static let formViewStoryboard = Array(CodeScreens.storyboard("Form")
        .replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
                              with: #"<view key="view" contentMode="scaleToFill" id="root" customClass="FormView">"#)
        .replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                              with: #"<viewLayoutGuide key="safeArea" id="safe"/><connections><outlet property="bottomGap" destination="nb" id="o9"/></connections>"#)
        .replacingOccurrences(of: #"<outlet property="noteBottom" destination="nb" id="o1"/>"#, with: "").utf8)

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

    /// code.md section 3: `#available(iOS 11.0, *)` is true unless the configuration's
    /// `ios` is below 11 (ib.md's default of 8 is the keyboard analysis's, not the code's).
    @Test func availabilityIsTrueUnlessTheConfigurationSetsAnOlderIOS() {
        let source = Self.handler("""
            if #available(iOS 11.0, *) { noteBottom.constant = frame.height + 8 } else { noteBottom.constant = frame.height - 10 }
            """)
        #expect(Self.analysis("Form", ["/app/Form.swift": source]).diagnostics.isEmpty)
        let old = Self.analysis("Form", ["/app/Form.swift": source], ios: 10)
        #expect(old.diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [10, 10])
    }

    /// A view's `tag` is the document's (Gleepost tells its poll scene by the root's tag 1).
    @Test func aViewsTagIsReadFromTheDocument() {
        let source = Self.handler("noteBottom.constant = frame.height + (view.tag == 1 ? 8 : -10)")
        func covered(tagged: Bool) -> [Double?] {
            let storyboard = CodeScreens.storyboard("Form").replacingOccurrences(
                of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
                with: tagged ? #"<view key="view" tag="1" contentMode="scaleToFill" id="root">"# : #"<view key="view" contentMode="scaleToFill" id="root">"#)
            return Self.analysis("Form", ["/app/Form.swift": source], document: Array(storyboard.utf8)).diagnostics
                .filter { $0.code == .stillCovered }.map(\.keyboard?.amount)
        }
        #expect(covered(tagged: true).isEmpty)
        #expect(covered(tagged: false) == [10, 10])
    }

    @Test func theRightConstantLeavesNothing() {
        let result = Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = frame.height + 8")])
        #expect(result.diagnostics.isEmpty)
    }

    /// code.md section 4: a toolbar the loading code gives the note is the screen's
    /// accessory `A`: the keyboard's top is 44 higher, and the height the handler reads
    /// includes it.
    @Test func anAccessoryBarTheCodeSetsIsTheScreens() throws {
        func form(_ body: String) -> String {
            Self.handler(body).replacingOccurrences(of: "super.viewDidLoad()", with: """
                super.viewDidLoad()
                    let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 44))
                    noteField.inputAccessoryView = bar
                """).replacingOccurrences(of: "@IBOutlet weak var noteBottom", with: "@IBOutlet weak var noteField: UITextField!\n    @IBOutlet weak var noteBottom")
        }
        // Hard-coded for the keyboard alone: 667 - 268 = 399 against 667 - 260 - 44 = 363.
        let fixed = Self.analysis("Form", ["/app/Form.swift": form("noteBottom.constant = 268")])
        #expect(fixed.diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [36])
        let read = Self.analysis("Form", ["/app/Form.swift": form("noteBottom.constant = frame.height + 8")])
        #expect(read.diagnostics.isEmpty)
        // `layout` reads the same height (survey CI: it had shown the keyboard's alone, 268).
        var base = CodeBase()
        base.add(SourceReader.read(Array(form("noteBottom.constant = frame.height + 8").utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        let code = try analyzer.layout(of: document, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code
        #expect(code?.details.last?.hasSuffix("noteBottom.constant = keyboard height + 8 → 312 pt") == true, "\(code?.details ?? [])")
        // A view of the scene named by an outlet: the height the document saved (survey CM).
        let scene = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: "</viewController>", with: #"</viewController><view contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="43"/></view>"#)
            .replacingOccurrences(of: "</connections>", with: #"<outlet property="toolbarView" destination="bar" id="o9"/></connections>"#)
        let outletSource = Self.handler("noteBottom.constant = frame.height + 8")
            .replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        noteField.inputAccessoryView = self.toolbarView")
            .replacingOccurrences(of: "@IBOutlet weak var noteBottom",
                                  with: "@IBOutlet weak var noteField: UITextField!\n    @IBOutlet var toolbarView: UIView!\n    @IBOutlet weak var noteBottom")
        var outletBase = CodeBase()
        outletBase.add(SourceReader.read(Array(outletSource.utf8), language: .swift), path: "/app/Form.swift")
        analyzer.code = ProjectCode(root: "/app", base: outletBase)
        let sceneDocument = try InterfaceBuilderDocument.read(Array(scene.utf8)).get()
        let fromOutlet = try analyzer.layout(of: sceneDocument, device: "iphone-se", orientation: .portrait, keyboardUp: false).screens.first?.code
        #expect(fromOutlet?.details.last?.hasSuffix("noteBottom.constant = keyboard height + 8 → 311 pt") == true, "\(fromOutlet?.details ?? [])")
    }

    /// Survey G7: `<userDefinedRuntimeAttribute keyPath="doneAccessory" value="YES">` on the
    /// note runs the project's inspectable setter, whose toolbar is the screen's accessory.
    @Test func aRuntimeAttributesBarIsTheScreens() {
        let extensionSource = """
            extension UITextField {
                @IBInspectable var doneAccessory: Bool {
                    get { return false }
                    set { if newValue { inputAccessoryView = UIToolbar() } }
                }
            }
            """
        func amounts(_ value: String) -> [Double?] {
            let storyboard = CodeScreens.storyboard("Form").replacingOccurrences(
                of: #"<constraints><constraint firstAttribute="height" constant="34" id="hb"/></constraints>"#,
                with: #"<constraints><constraint firstAttribute="height" constant="34" id="hb"/></constraints><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="doneAccessory" value="\#(value)"/></userDefinedRuntimeAttributes>"#)
            return Self.analysis("Form", ["/app/Form.swift": Self.handler("noteBottom.constant = 268"), "/app/UITextField+Done.swift": extensionSource],
                                 document: Array(storyboard.utf8)).diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount)
        }
        // Hard-coded for the keyboard alone: 667 - 268 = 399 against 667 - 260 - 44 = 363.
        #expect(amounts("YES") == [36])
        #expect(amounts("NO").isEmpty)
    }

    /// An outlet of the root view's own class (`FormView.bottomGap`), reached through the
    /// controller's view: the constraint it names.
    @Test func anOutletOfTheViewsOwnClass() {
        func analysis(_ constant: String) -> Analysis {
            let source = Self.handler("(view as! FormView).bottomGap.constant = \(constant)")
                .replacingOccurrences(of: "@IBOutlet weak var noteBottom: NSLayoutConstraint!", with: "")
            return Self.analysis("Form", ["/app/Form.swift": source], document: Self.formViewStoryboard)
        }
        #expect(analysis("frame.height - 10").diagnostics.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [10, 10])
        #expect(analysis("frame.height + 8").diagnostics.isEmpty)
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
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.hasSuffix(": Form.swift:5's observer never runs and moves nothing of this screen"))
        #expect(result.diagnostics.first?.codePlace == CodePlace(path: "/app/Form.swift", line: 5))
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
        // A class that turns it off as its screen appears (rush's CreatePostViewController) is not its.
        let off = Self.analysis("Form", [
            "/app/Form.swift": """
                class Form: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        IQKeyboardManager.shared.enable = false
                    }
                }
                """,
            "/app/AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {\n    func application() { IQKeyboardManager.shared.enable = true }\n}\n",
        ])
        #expect(off.screens.first?.strategy.name != "iqkeyboardmanager")
        // Objective-C's setter messages (QIFS's copy of the library enables itself in +load).
        let message = Self.analysis("Form", [
            "/app/Form.swift": "class Form: UIViewController {}",
            "/app/IQKeyboardManager+Load.m": """
                @implementation IQKeyboardManager (Load)
                + (void)load {
                    [[IQKeyboardManager sharedManager] setEnable:YES];
                    [[IQKeyboardManager sharedManager] setKeyboardDistanceFromTextField:30];
                }
                @end
                """,
        ])
        #expect(message.screens.first?.strategy.name == "iqkeyboardmanager")
        #expect(message.diagnostics.isEmpty)
        // Survey BW (entourage): a class that only observes the keyboard going down runs
        // nothing as it comes up: IQKeyboardManager's, not code that moves nothing.
        let hideOnly = Self.analysis("Form", [
            "/app/Form.swift": """
                class Form: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(hidden(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
                    }
                    @objc func hidden(_ notification: Notification) { view.frame.origin.y = 0 }
                }
                """,
            "/app/AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {\n    func application() { IQKeyboardManager.shared.enable = true }\n}\n",
        ])
        #expect(hideOnly.screens.first?.strategy.name == "iqkeyboardmanager")
        #expect(hideOnly.diagnostics.isEmpty)
    }
}

/// code.md section 5's orientations: the app's list, a class's own, the configuration's.
@Suite struct AppOrientationTests {
    private func amounts(_ body: String, app: AppOrientations?, namesOrientations: Bool = false,
                         classLines: String = "") -> [String] {
        var base = CodeBase()
        let source = KeyboardCodeAnalysisTests.handler(body).replacingOccurrences(of: "class Form: UIViewController {",
                                                                                  with: "class Form: UIViewController {\n" + classLines)
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        analyzer.appOrientations = app
        analyzer.configurationNamesOrientations = namesOrientations
        return analyzer.analyze(KeyboardCodeAnalysisTests.storyboard("Form")).diagnostics.map(\.message)
    }

    @Test func aPortraitOnlyAppIsCheckedInPortrait() {
        let both = amounts("noteBottom.constant = frame.height - 10", app: nil)
        #expect(both.count == 2 && both[1].contains("in landscape"))
        let portrait = amounts("noteBottom.constant = frame.height - 10",
                               app: AppOrientations(phone: [.portrait], pad: nil, source: "/app/Info.plist"))
        #expect(portrait.count == 1 && portrait[0].contains("in portrait"))
        // An iPad list does not apply on an iPhone.
        let padOnly = amounts("noteBottom.constant = frame.height - 10",
                              app: AppOrientations(phone: nil, pad: [.portrait], source: "/app/Info.plist"))
        #expect(padOnly.count == 2)
    }

    @Test func aClassThatReturnsAConstantNarrowsItsScreens() {
        let swift = amounts("noteBottom.constant = frame.height - 10", app: nil, classLines: """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return [.landscapeLeft, .landscapeRight] }
            """)
        #expect(swift.count == 1 && swift[0].contains("in landscape"))
        // A test the reader cannot decide leaves the app's list.
        let undecided = amounts("noteBottom.constant = frame.height - 10", app: nil, classLines: """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { isLocked ? .portrait : .all }
            """)
        #expect(undecided.count == 2)
        // The configuration's orientations win over the app and the class.
        let configured = amounts("noteBottom.constant = frame.height - 10",
                                 app: AppOrientations(phone: [.portrait], pad: nil, source: "/app/Info.plist"),
                                 namesOrientations: true, classLines: """
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            """)
        #expect(configured.count == 2)
    }

    @Test func objectiveCMasksAndSwiftNamesAreRead() {
        #expect(DocumentAnalyzer.orientations(ofMask: ["UIInterfaceOrientationMaskPortrait"]) == [.portrait])
        #expect(DocumentAnalyzer.orientations(ofMask: ["allButUpsideDown"]) == [.landscape, .portrait].sorted())
        #expect(DocumentAnalyzer.orientations(ofMask: ["UIInterfaceOrientationMaskLandscapeLeft", "UIInterfaceOrientationMaskLandscapeRight"]) == [.landscape])
        #expect(DocumentAnalyzer.orientations(ofMask: ["lockedMask"]) == nil)
    }
}
