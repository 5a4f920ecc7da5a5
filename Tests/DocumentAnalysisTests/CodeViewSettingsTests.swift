import DocumentAnalysis
import Foundation
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// code.md section 4, "What the code says of the views": what the load methods set.
@Suite struct CodeViewSettingsTests {
    /// The note field (outlet `noteField`) is left 10 pt under the keyboard in both
    /// orientations by the controller's handler: KB002 twice unless the code takes it out
    /// of the analysis.
    private func codes(_ sources: [String: String], customClass: String? = nil, noteInBox: Bool = false) -> [String] {
        var base = CodeBase()
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            if let language = SourceReader.language(ofPath: path) { base.add(SourceReader.read(Array(text.utf8), language: language), path: path) }
        }
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        var storyboard = CodeScreens.storyboard("Form")
        if let customClass {
            storyboard = storyboard.replacingOccurrences(of: #"placeholder="Note""#, with: #"placeholder="Note" customClass="\#(customClass)""#)
        }
        if noteInBox, let start = storyboard.range(of: "<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\" placeholder=\"Note\""),
           let end = storyboard.range(of: "</textField>", range: start.upperBound..<storyboard.endIndex) {
            // The note field in a container the size of the screen, outlet `noteBox`.
            storyboard.replaceSubrange(end.upperBound..<end.upperBound, with: "</subviews></view>")
            storyboard.insert(contentsOf: #"<view contentMode="scaleToFill" id="box"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#
                              + #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>"#, at: start.lowerBound)
            storyboard = storyboard.replacingOccurrences(of: #"<outlet property="noteField""#, with: #"<outlet property="noteBox" destination="box" id="o3"/><outlet property="noteField""#)
        }
        return analyzer.analyze(Array(storyboard.utf8)).diagnostics.map(\.code.rawValue)
    }

    private func controller(_ lines: String) -> String {
        """
        class Form: UIViewController {
            @IBOutlet weak var noteField: UITextField!
            @IBOutlet weak var noteBottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        \(lines)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                noteBottom.constant = frame.height - 10
            }
            func configureFields() {
                noteField.isEnabled = false
            }
        }
        """
    }

    @Test func aFieldTheControllerDisablesIsNotAnalysed() {
        #expect(codes(["/app/Form.swift": controller("")]) == ["KB002", "KB002"])
        #expect(codes(["/app/Form.swift": controller("        noteField.isEnabled = false")]).isEmpty)
        #expect(codes(["/app/Form.swift": controller("        self.noteField?.isUserInteractionEnabled = false")]).isEmpty)
        #expect(codes(["/app/Form.swift": controller("        noteField.isHidden = true")]).isEmpty)
        // Through a method of its own that viewDidLoad calls.
        #expect(codes(["/app/Form.swift": controller("        configureFields()")]).isEmpty)
        // The last value wins: enabled again.
        #expect(codes(["/app/Form.swift": controller("        noteField.isEnabled = false\n        noteField.isEnabled = true")])
                == ["KB002", "KB002"])
        // A value the reader does not know leaves the field as the document has it.
        #expect(codes(["/app/Form.swift": controller("        noteField.isEnabled = settings.canEdit")]) == ["KB002", "KB002"])
    }

    @Test func aFieldInAViewTheControllerHidesIsNotAnalysed() {
        // Doodle2Gather's home screen (survey AU): the container hidden as the screen loads
        // hides its fields, as `hidden="YES"` on it in the document would.
        #expect(codes(["/app/Form.swift": controller("        noteBox.isHidden = true")], noteInBox: true).isEmpty)
        #expect(codes(["/app/Form.swift": controller("        noteBox.isHidden = false")], noteInBox: true) == ["KB002", "KB002"])
        #expect(codes(["/app/Form.swift": controller("")], noteInBox: true) == ["KB002", "KB002"])
    }

    @Test func aFieldTheDelegateKeepsFromEditingIsNotAnalysed() {
        let method = { (body: String) in "extension Form: UITextFieldDelegate {\n    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {\n\(body)\n    }\n}\n" }
        #expect(codes(["/app/Form.swift": controller(""), "/app/Form+Editing.swift": method("        if textField == noteField { return false }\n        return true")]).isEmpty)
        #expect(codes(["/app/Form.swift": controller(""), "/app/Form+Editing.swift": method("        if textField == self.noteField { return true }\n        return false")])
                == ["KB002", "KB002"])
        // MindMe's date field: a picker shown, then `return NO`.
        #expect(codes(["/app/Form.swift": controller(""), "/app/Form+Editing.swift": method("        if textField == noteField { showPicker(); return false }\n        return true")]).isEmpty)
        // A test the reader does not follow leaves the fields as they are.
        #expect(codes(["/app/Form.swift": controller(""), "/app/Form+Editing.swift": method("        return textField.tag != 2")]) == ["KB002", "KB002"])
    }

    @Test func aDelegateThatRefusesEveryFieldKeepsThoseItIsTheDelegateOf() {
        // AddPlaceViewController's `return NO;`, in Objective-C, for the fields whose delegate it is.
        let header = "@interface Form : UIViewController <UITextFieldDelegate>\n@end\n"
        let refusing = header + "@implementation Form (Editing)\n- (BOOL)textFieldShouldBeginEditing:(UITextField *)textField {\n    NSLog(@\"begin\");\n    return NO;\n}\n@end\n"
        var delegated: [String] {
            var analyzer = DocumentAnalyzer()
            var base = CodeBase()
            for (path, text) in [("/app/Form.swift", controller("")), ("/app/Form+Editing.m", refusing)] {
                if let language = SourceReader.language(ofPath: path) { base.add(SourceReader.read(Array(text.utf8), language: language), path: path) }
            }
            analyzer.code = ProjectCode(root: "/app", base: base)
            analyzer.documentDirectory = "/app"
            let storyboard = CodeScreens.storyboard("Form").replacingOccurrences(
                of: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">"#,
                with: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note"><connections><outlet property="delegate" destination="vc1" id="d1"/></connections>"#)
        return analyzer.analyze(Array(storyboard.utf8)).diagnostics.map(\.code.rawValue)
        }
        #expect(delegated.isEmpty)
        // Not its delegate: the field edits.
        #expect(codes(["/app/Form.swift": controller(""), "/app/Form+Editing.m": refusing]) == ["KB002", "KB002"])
    }

    /// Survey G3 (LoLympics) and G7: the field a `textFieldDidBeginEditing` keeps is the one
    /// edited only when the controller is its delegate (the document's connection, or the
    /// code making one): otherwise the method never runs and the property stays nil.
    @Test func theActiveFieldIsKeptOnlyForFieldsWhoseDelegateTheControllerIs() {
        func codes(connected: Bool, loading: String = "") -> [String] {
            let source = """
                class Form: UIViewController, UITextFieldDelegate {
                    @IBOutlet weak var noteField: UITextField!
                    @IBOutlet weak var noteBottom: NSLayoutConstraint!
                    @IBOutlet weak var otherField: UITextField!
                    var activeField: UITextField?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(loading)
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
                    @objc func keyboardWillShow(_ notification: Notification) {
                        guard activeField != nil else { return }
                        let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                        noteBottom.constant = frame.height + 8
                    }
                }
                """
            var analyzer = DocumentAnalyzer()
            var base = CodeBase()
            base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
            analyzer.code = ProjectCode(root: "/app", base: base)
            analyzer.documentDirectory = "/app"
            var storyboard = CodeScreens.storyboard("Form")
            if connected {
                storyboard = storyboard.replacingOccurrences(
                    of: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">"#,
                    with: #"placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note"><connections><outlet property="delegate" destination="vc1" id="d1"/></connections>"#)
            }
            return analyzer.analyze(Array(storyboard.utf8)).diagnostics.map(\.code.rawValue)
        }
        #expect(codes(connected: true).isEmpty)
        #expect(codes(connected: false, loading: "noteField.delegate = self").isEmpty)
        #expect(codes(connected: false, loading: "self.noteField?.delegate = self").isEmpty)
        // Survey G7 (SALIM-ALYASI's forms): the code makes other fields' delegate, not the note's.
        #expect(codes(connected: false, loading: "otherField.delegate = self") == ["KB001", "KB001"])
        // Fields the reader does not follow one by one: any may be the note.
        #expect(codes(connected: false, loading: "[noteField, otherField].forEach { $0.delegate = self }").isEmpty)
        #expect(codes(connected: false, loading: "otherField.delegate = self; let app = UIApplication.shared.delegate").isEmpty)
        // Nothing makes the controller the note's delegate: the handler returns, the note is covered.
        #expect(codes(connected: false) == ["KB001", "KB001"])
    }

    @Test func aViewTheControllerHidesAsItLoadsIsHiddenToItsHandlers() {
        // CaiJinTong's InfoViewController: a picker hidden in viewDidLoad, moved by the handler.
        func codes(hiding: String) -> [String] {
            let source = """
                class Form: UIViewController {
                    @IBOutlet weak var picker: UIView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        picker.isHidden = \(hiding)
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    @objc func keyboardWillShow(_ notification: Notification) {
                        picker.frame.origin.y = view.frame.height - 100
                    }
                }
                """
            var analyzer = DocumentAnalyzer()
            analyzer.code = ProjectCode(root: "/app", base: {
                var base = CodeBase()
                base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
                return base
            }())
            analyzer.documentDirectory = "/app"
            let storyboard = CodeScreens.storyboard("Form")
                .replacingOccurrences(of: "</subviews>", with: #"<view contentMode="scaleToFill" id="picker"><rect key="frame" x="0.0" y="100" width="375" height="50"/><subviews><textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Search" id="search"><rect key="frame" x="8" y="8" width="300" height="34"/></textField></subviews></view></subviews>"#)
                .replacingOccurrences(of: #"<outlet property="noteField""#, with: #"<outlet property="picker" destination="picker" id="o3"/><outlet property="noteField""#)
            let analysis = analyzer.analyze(Array(storyboard.utf8))
            return analysis.codeDiagnostics.map(\.diagnostic.code.rawValue)
                + analysis.diagnostics.filter { $0.message.contains("'field-search'") }.map(\.code.rawValue)
        }
        // Shown, the handler moves it (and its search field) down under the keyboard.
        #expect(codes(hiding: "false") == ["KB002", "KB002"])
        #expect(codes(hiding: "true").isEmpty)
    }

    @Test func objectiveCSettersAndProperties() {
        let header = "@interface Form : UIViewController\n@property (weak, nonatomic) IBOutlet UITextField *noteField;\n@end\n"
        // The Swift controller's handler, with the settings in Objective-C in a category.
        let swift = controller("")
        #expect(codes(["/app/Form.swift": swift, "/app/Form+Setup.m": header + "@implementation Form (Setup)\n- (void)awakeFromNib {\n    [super awakeFromNib];\n    self.noteField.enabled = NO;\n}\n@end\n"]).isEmpty)
        #expect(codes(["/app/Form.swift": swift, "/app/Form+Setup.m": header + "@implementation Form (Setup)\n- (void)awakeFromNib {\n    [super awakeFromNib];\n    [self.noteField setUserInteractionEnabled:NO];\n}\n@end\n"]).isEmpty)
        #expect(codes(["/app/Form.swift": swift, "/app/Form+Setup.m": header + "@implementation Form (Setup)\n- (void)awakeFromNib {\n    [super awakeFromNib];\n    _noteField.hidden = YES;\n}\n@end\n"]).isEmpty)
    }

    @Test func aViewClassThatMakesItselfReadOnlyIsNoField() {
        let terms = """
            class TermsField: UITextField {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    isEnabled = false
                }
            }
            """
        #expect(codes(["/app/Form.swift": controller(""), "/app/TermsField.swift": terms], customClass: "TermsField").isEmpty)
        // A class of that name that leaves itself editable changes nothing.
        #expect(codes(["/app/Form.swift": controller(""), "/app/TermsField.swift": "class TermsField: UITextField {}"],
                      customClass: "TermsField") == ["KB002", "KB002"])
    }
}

/// code.md section 6: the effect `layout` names when the handlers have several.
@Suite struct CodeReportEffectTests {
    /// An analyzer of the code base holding `Form`, whose handler runs `body` with an outlet
    /// `scroller` for a scroll view.
    private func analyzer(_ body: String) -> DocumentAnalyzer {
        var base = CodeBase()
        let source = CodeScreens.handler(body).replacingOccurrences(
            of: "@IBOutlet weak var noteBottom", with: "@IBOutlet weak var scroller: UIScrollView!\n    @IBOutlet weak var noteBottom")
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        return analyzer
    }

    /// The findings' codes for a handler running `body` with the fields in a scroll view the
    /// size of the screen, outlet `scroller`.
    private func findings(_ body: String) -> [String] {
        var text = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: "<connections>", with: #"<connections><outlet property="scroller" destination="sv" id="o3"/>"#)
        if let open = text.range(of: "<subviews>"), let close = text.range(of: "</subviews>") {
            text.replaceSubrange(close, with: "</subviews></scrollView></subviews>")
            text.replaceSubrange(open, with: #"<subviews><scrollView contentMode="scaleToFill" id="sv"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#
                                 + #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>"#)
        }
        return analyzer(body).analyze(Array(text.utf8)).diagnostics.map(\.code.rawValue)
    }

    @Test func contentMadeTallerByTheKeyboardLetsTheFieldScrollIntoView() {
        #expect(findings("").contains("KB001"))
        #expect(findings("scroller.contentSize.height = scroller.frame.size.height + frame.height").isEmpty)
        // Taller by less than the keyboard: the note field stays partly under it.
        #expect(findings("scroller.contentSize.height = scroller.frame.size.height + 100").contains("KB002"))
    }

    /// The effect word of a handler running `body`; the root view is a scroll view, the
    /// outlet `scroller`; `fields` of the two fields are analysed.
    private func effect(_ body: String, fields: Int = 2) throws -> String? {
        let text = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: #"id="root">"#, with: #"id="root" customClass="UIScrollView">"#)
            .replacingOccurrences(of: "<connections>", with: #"<connections><outlet property="scroller" destination="root" id="o3"/>"#)
            .replacingOccurrences(of: #"placeholder="Name""#, with: fields < 2 ? #"placeholder="Name" enabled="NO""# : #"placeholder="Name""#)
            .replacingOccurrences(of: #"placeholder="Note""#, with: fields < 1 ? #"placeholder="Note" enabled="NO""# : #"placeholder="Note""#)
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        return try analyzer(body).layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first?.code?.effect
    }

    @Test func withSeveralEffectsTheLastUnlessAScrollViewIsInset() throws {
        #expect(try effect("noteBottom.constant = frame.height\n        view.frame.origin.y = 0") == "slide")
        #expect(try effect("noteBottom.constant = frame.height") == "constant")
        #expect(try effect("noteBottom.constant = frame.height\n        UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }") == "constant")
    }

    @Test func anInsetWithAnOffsetIsApplesGuideAndAnOffsetAloneIsAScroll() throws {
        // Apple's guide: the offset brings the field being edited into view.
        #expect(try effect("""
            scroller.contentInset.bottom = frame.height
                    if let field = view.currentFirstResponder() as? UITextField {
                        scroller.setContentOffset(CGPoint(x: 0, y: field.frame.origin.y - frame.height), animated: true)
                    }
            """) == "inset")
        // So it is with one field, or none, on the screen: the code's form decides (survey BD, BE).
        for fields in [0, 1] {
            #expect(try effect("""
                scroller.contentInset.bottom = frame.height
                        if let field = view.currentFirstResponder() as? UITextField {
                            scroller.setContentOffset(CGPoint(x: 0, y: field.frame.origin.y - frame.height), animated: true)
                        }
                """, fields: fields) == "inset")
            #expect(try effect("scroller.contentInset.bottom = frame.height\n        scroller.setContentOffset(CGPoint(x: 0, y: 40), animated: true)",
                               fields: fields) == "scroll")
        }
        // The content made taller by the keyboard's height (the Firebase apps of survey AX, AY):
        // room UIKit scrolls the field into, as an inset makes.
        #expect(try effect("scroller.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height + frame.height)") == "scroll")
        #expect(try effect("scroller.contentSize.height = view.frame.size.height + frame.height") == "scroll")
        // An offset whatever the field (a fixed one, the content moved by the keyboard) is not.
        #expect(try effect("scroller.contentInset.bottom = frame.height\n        scroller.setContentOffset(CGPoint(x: 0, y: 40), animated: true)") == "scroll")
        #expect(try effect("scroller.contentInset.bottom = frame.height") == "scroll")
        // Rocket.Chat's chat: the content moved by the keyboard's height, nothing inset.
        #expect(try effect("var offset = scroller.contentOffset\n        offset.y += frame.height\n        scroller.contentOffset = offset") == "scroll")
    }

    @Test func theSavedGeometrysPhoneIsTheOneTheCodeRunsOn() throws {
        // Survey BD: a 3.5-inch document naming no device; its code had read the default
        // phone's 260 pt keyboard, and a `height > 480` test that phone's answer.
        var base = CodeBase()
        base.add(SourceReader.read(Array(CodeScreens.handler("noteBottom.constant = frame.height").utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let text = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, with: "")
            .replacingOccurrences(of: #"width="375" height="667""#, with: #"width="320" height="480""#)
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        let code = try #require(try analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first?.code)
        #expect(code.details.contains { $0.hasSuffix("→ 216 pt") })
        // Survey BP (ispace): the strategy is chosen on that phone too: code not understood
        // there is not the code's strategy (rule 1a), whatever the default phone makes of it.
        base = CodeBase()
        base.add(SourceReader.read(Array(CodeScreens.handler("if view.frame.height <= 480 { noteBottom.constant = mystery.height }").utf8),
                                   language: .swift), path: "/app/Form.swift")
        analyzer.code = ProjectCode(root: "/app", base: base)
        let small = try #require(try analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first)
        #expect(small.code?.effect == "not-understood")
        #expect(small.strategy != "code")
    }

    @Test func aHelperThatMovesNothingOfTheScreenIsNotItsKeyboardCode() throws {
        // rush's TTGSnackbar, CaiJinTong's MJRefreshFooterView (survey BI): an object of the
        // screen's that observes the keyboard to move itself; the screen is checked by the
        // document's rules (or IQKeyboardManager's), not as code that moves nothing.
        let footer = """
            final class Footer: UIView {
                var scrollView: UIScrollView?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ note: Notification) { frame.origin.y = 100 }
            }
            """
        func layout(_ controller: String) throws -> DocumentLayoutReport.Screen? {
            var base = CodeBase()
            for (path, text) in [("/app/Footer.swift", footer), ("/app/Form.swift", controller)] {
                base.add(SourceReader.read(Array(text.utf8), language: .swift), path: path)
            }
            var analyzer = DocumentAnalyzer()
            analyzer.code = ProjectCode(root: "/app", base: base)
            analyzer.documentDirectory = "/app"
            let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
            return try analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first
        }
        let quiet = try layout("class Form: UIViewController {\n    let footer = Footer(frame: .zero)\n    override func viewDidLoad() { footer.scrollView = view as? UIScrollView; footer.delegate = self }\n}\n")
        #expect(quiet?.code == nil)
        #expect(quiet?.strategy != "code")
        // The screen's own observer that moves nothing is still its code.
        let own = try layout(CodeScreens.handler("print(frame)"))
        #expect(own?.code?.effect == "none")
    }

    @Test func aKeyboardLayoutGuideConstraintIsWhereTheCodeIs() throws {
        // Survey AZ (zotero): with no observer, the code object had path "" and line 0.
        var base = CodeBase()
        let source = """
            class Form: UIViewController {
                @IBOutlet weak var noteField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
                }
            }
            """
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Array(CodeScreens.storyboard("Form").utf8)).get()
        let code = try #require(try analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first?.code)
        #expect(code.effect == "keyboard-layout-guide")
        #expect(code.path == "Form.swift" && code.line == 5)
    }
}

/// OsmAnd's shape: a UITableViewController whose nib's root is its table view.
@Suite struct TableNibTests {
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EditingViewController">
                    <connections><outlet property="view" destination="tv" id="o1"/></connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" rowHeight="44" id="tv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                </tableView>
            </objects>
        </document>
        """

    @Test func theTableViewOfATableControllersNibIsItsRoot() throws {
        var base = CodeBase()
        base.add(SourceReader.read(Array("@interface EditingViewController : UITableViewController\n@end".utf8), language: .objectiveC),
                 path: "/app/EditingViewController.h")
        base.add(SourceReader.read(Array("""
            @implementation EditingViewController
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                UIEdgeInsets insets = [[self tableView] contentInset];
                [[self tableView] setContentInset:UIEdgeInsetsMake(insets.top, insets.left, 44.0, insets.right)];
            }
            @end
            """.utf8), language: .objectiveC), path: "/app/EditingViewController.m")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let document = try InterfaceBuilderDocument.read(Array(Self.nib.utf8)).get()
        let code = try #require(try analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false).screens.first?.code)
        #expect(code.effect == "scroll")
    }
}
