import Testing
@testable import KeyboardCode
import SourceCode

/// What a survey of public controllers showed the reader missed: a switch on the animation
/// curve, a screen that is loaded, the field being edited, Swift 2 selectors, a table view
/// controller's `extension UIViewController`, an offset kept rather than set.
@Suite struct ReadingTests {
    private func controller(_ handler: String, superclass: String = "UIViewController", extra: String = "",
                            selector: String = "keyboardWillShow(_:)") -> [String: String] {
        ["/app/C.swift": """
            class C: \(superclass) {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                @IBOutlet weak var email: UITextField!
                @IBOutlet weak var password: UITextField!
                @IBOutlet weak var scrollView: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(\(selector)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            \(handler)
            }
            \(extra)
            """]
    }

    @Test func aSwitchOnTheCurveThatEveryCaseLeavesAlike() throws {
        let sources = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    var options: UIView.AnimationOptions = []
                    switch curve {
                    case .easeIn: options = .curveEaseIn
                    case .easeOut: options = .curveEaseOut
                    default: options = .curveLinear
                    }
                    bottom.constant = frame.height
                }
            """)
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.first?.value == 260)
        // Cases that set different constants: not understood.
        let differing = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    switch UserDefaults.standard.integer(forKey: "layout") {
                    case 0: bottom.constant = 100
                    default: bottom.constant = 200
                    }
                }
            """)
        let differ = run(of: "C", in: differing)
        #expect(differ?.notUnderstood != nil, "\(String(describing: differ?.effects))")
    }

    @Test func theScreenIsLoadedAndPresentsNothing() {
        let sources = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    guard isViewLoaded, presentedViewController?.isBeingDismissed != true else { return }
                    bottom.constant = 280
                }
            """)
        #expect(run(of: "C", in: sources)?.effects.first?.value == 280)
    }

    @Test func aTestOfTheFirstResponderRunsFieldByField() {
        let sources = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    if self.password.isFirstResponder {
                        self.view.frame.origin.y = -100
                    }
                }
            """)
        let all = runs(of: "C", in: sources)
        #expect(all[2]?.effects.isEmpty == true)
        #expect(all[3]?.effects.map(\.kind) == [.slide])
    }

    @Test func aTextFieldsIsEditingIsTheSameTest() {
        // memeMe's handler: only the bottom field slides the view (the survey's U rows).
        let sources = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    if password.isEditing { view.frame.origin.y = -100 }
                }
            """)
        let all = runs(of: "C", in: sources)
        #expect(all[2]?.effects.isEmpty == true)
        #expect(all[3]?.effects.map(\.kind) == [.slide])
        #expect(all[3]?.notUnderstood == nil)
    }

    @Test func aSwiftTwoSelectorNamesTheMethodWithoutItsFirstLabel() {
        let sources = controller("""
                func keyboardWillShow(notification: NSNotification) { bottom.constant = 240 }
            """, selector: "C.keyboardWillShow(_:)")
        #expect(run(of: "C", in: sources)?.effects.first?.value == 240)
    }

    @Test func aTableViewControllersExtensionOfUIViewControllerIsItsCode() {
        let sources = controller("", superclass: "UITableViewController", extra: """
            extension UIViewController {
                @objc func keyboardWillShow(_ note: Notification) { view.frame.origin.y = -50 }
            }
            """)
        #expect(run(of: "C", in: sources)?.effects.map(\.kind) == [.slide])
    }

    @Test func anOffsetKeptForTheHideHandlerIsNoOffsetSet() {
        let kept = controller("""
                var originalOffset = CGPoint.zero
                @objc func keyboardWillShow(_ note: Notification) {
                    scrollView.contentInset.bottom = 260
                    originalOffset = scrollView.contentOffset
                    scrollView.scrollRectToVisible(password.frame, animated: true)
                }
            """)
        #expect(!ScreenKeyboardCode(className: "C", in: codeBase(kept), nearestTo: "/app").scrollsByOffset)
        let set = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    scrollView.contentInset.bottom = 260
                    scrollView.contentOffset.y = 100
                }
            """)
        #expect(ScreenKeyboardCode(className: "C", in: codeBase(set), nearestTo: "/app").scrollsByOffset)
        // Set inside an animation's closure, as often.
        let animated = controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    scrollView.contentInset.bottom = 260
                    UIView.animate(withDuration: 0.3) { self.scrollView.contentOffset = CGPoint(x: 0, y: 40) }
                }
            """)
        #expect(ScreenKeyboardCode(className: "C", in: codeBase(animated), nearestTo: "/app").scrollsByOffset)
    }

    /// The safe area grown by the keyboard (survey BT): its bottom on the keyboard's top
    /// (0 above it) on a phone without a home indicator; grown at its top, not modelled.
    @Test func theSafeAreaGrownByTheKeyboardIsItsOwnEffect() throws {
        let bottom = try #require(run(of: "C", in: controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    additionalSafeAreaInsets.bottom = frame.height
                }
            """)))
        #expect(bottom.notUnderstood == nil)
        #expect(bottom.effects.map(\.name) == ["keyboard-layout-guide"])
        #expect(bottom.effects.first?.value == 0)
        let top = run(of: "C", in: controller("""
                @objc func keyboardWillShow(_ note: Notification) {
                    additionalSafeAreaInsets.top = 20
                }
            """))
        #expect(top?.notUnderstood?.reason.contains("additionalSafeAreaInsets.top") == true)
    }

    /// A list's `contentSize` depends on the rows the app loads: a scroll to its end is not
    /// understood (code.md section 3 has no such value); a scroll view whose content the
    /// document lays out has the content's size.
    @Test func aListsContentSizeIsNotKnownAScrollViewsIs() throws {
        let sources = swiftController("""
            scrollView.contentInset.bottom = 260
            scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentSize.height - scrollView.bounds.height + scrollView.contentInset.bottom), animated: false)
            """)
        let laidOut = try #require(runs(of: "C", in: sources)[nil])
        #expect(laidOut.notUnderstood == nil)
        #expect(laidOut.effects.last?.value == 260)
        var list = signInScreen
        list.views[1].hasDocumentContent = false
        let loaded = try #require(runs(of: "C", in: sources, screen: list)[nil])
        #expect(loaded.notUnderstood?.reason.contains("content size of a list") == true)
    }

    /// A chat's list, with no field in it and no inset, scrolled to its last row after the
    /// input bar's constant is set: the offset brings no field into view, so the constant
    /// decides.
    @Test func aListWithoutFieldsScrolledToItsEndIsPassedOver() throws {
        let chat = CodeScreen(
            views: [
                CodeScreen.View(kind: .root, parent: nil, top: 0, height: 667, width: 375),
                CodeScreen.View(kind: .scroll, parent: 0, top: 64, height: 549, width: 375),
                CodeScreen.View(kind: .field, parent: 0, top: 613, height: 44, x: 16, width: 343),
            ],
            outlets: ["scrollView": .view(1), "email": .view(2), "bottom": .constraint(id: "c1", constant: 0)],
            fields: [2])
        var list = chat
        list.views[1].hasDocumentContent = false
        let sources = swiftController("""
            let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
            bottom.constant = frame.height
            scrollView.contentOffset = CGPoint(x: 0, y: max(0, scrollView.contentSize.height - scrollView.bounds.height))
            """)
        let result = try #require(runs(of: "C", in: sources, screen: list)[nil])
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.name) == ["constant"])
        // The same list holding the field: the offset is what brings it into view.
        var holding = list
        holding.views[2].parent = 1
        #expect(runs(of: "C", in: sources, screen: holding)[nil]?.notUnderstood != nil)
    }

    /// A local bound to a view the reader cannot find: setting its inset is not understood,
    /// not a local's value changed (which read as moving nothing).
    @Test func anInsetOnAViewTheReaderCannotFindIsNotUnderstood() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            let list = findTableView(in: view)
            list.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 260, right: 0)
            """)))
        #expect(result.notUnderstood?.reason.contains("contentInset") == true)
    }
}
