import Testing
@testable import KeyboardCode
import SourceCode

/// What the reader does with code it cannot decide: both ways of a test, a loop, a helper.
@Suite struct UndecidedCodeTests {
    private func source(_ body: String, members: String = "") -> [String: String] {
        ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                \(members)
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func show(_ note: Notification) {
                    let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    \(body)
                }
            }
            """]
    }

    @Test func aTestThatCannotBeToldButChangesNothingIsPassedOver() throws {
        let result = try #require(run(of: "C", in: source("""
            if Settings.shared.animates { view.layoutIfNeeded() } else { view.setNeedsLayout() }
            bottom.constant = frame.height
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func aTestThatDecidesAnEffectStopsTheReading() throws {
        let result = try #require(run(of: "C", in: source("""
            if Settings.shared.compact { bottom.constant = frame.height } else { bottom.constant = 0 }
            """)))
        #expect(result.notUnderstood?.reason.contains("Settings.shared.compact") == true)
    }

    @Test func aLoopThatMovesNothingIsPassedOverOneThatDoesIsNot() throws {
        let quiet = try #require(run(of: "C", in: source("for field in fields { field.delegate = self }\nbottom.constant = frame.height",
                                                         members: "var fields: [UITextField] = []")))
        #expect(quiet.notUnderstood == nil && quiet.effects.count == 1)
        let moving = try #require(run(of: "C", in: source("for constraint in view.constraints { bottom.constant = frame.height }")))
        #expect(moving.notUnderstood?.reason == "a loop")
    }

    @Test func aNegatedTestOfAnObjectMadeElsewhereIsNotTold() throws {
        // bamilo's cancellation screen (survey BI): `if !child.isReady() { return }` had
        // read as false (an object is not nil), so the constant after it was always set.
        for test in ["!child.isReady()", "!self.child.isReady()", "!child.flag"] {
            let result = try #require(run(of: "C", in: source("if \(test) { return }\nbottom.constant = frame.height",
                                                              members: "private let child = LibraryThing()")))
            #expect(result.notUnderstood?.reason.contains("cannot evaluate") == true, "\(test)")
        }
    }

    @Test func whatALoopComputesIsUnknownAfterIt() throws {
        // SettingsDelete's frame summed up the superviews (surveys BD, BE): run once and
        // dropped, it had read as the view's own frame; how many times it runs is not told.
        let result = try #require(run(of: "C", in: source("""
            var top: CGFloat = 0
                var current: UIView? = view
                while let next = current?.superview { top += next.frame.origin.y; current = next }
                bottom.constant = frame.height - top
            """)))
        #expect(result.notUnderstood?.reason.contains("a value a loop computes") == true)
    }

    @Test func aHelperWithTheScreensViewAndADelegateCallback() throws {
        let sources = [
            "/app/Form.swift": """
                class Form: UIViewController, MoverDelegate {
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    var mover: KeyboardMover!
                    override func viewDidLoad() {
                        mover = KeyboardMover(container: view, padding: 8)
                        mover.delegate = self
                    }
                    func keyboardMoved(by height: CGFloat) { bottom.constant = height }
                }
                """,
            "/app/KeyboardMover.swift": """
                final class KeyboardMover {
                    weak var delegate: MoverDelegate?
                    let container: UIView
                    let padding: CGFloat
                    init(container: UIView, padding: CGFloat) {
                        self.container = container
                        self.padding = padding
                        NotificationCenter.default.addObserver(self, selector: #selector(willShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    @objc func willShow(_ notification: Notification) {
                        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                        delegate?.keyboardMoved(by: frame.height + padding)
                    }
                }
                """,
        ]
        let code = ScreenKeyboardCode(className: "Form", in: codeBase(sources), nearestTo: "/app")
        #expect(code.helpers.count == 1)
        #expect(code.showObservers.map(\.handlerName) == ["willShow(_:)"])
        let result = try #require(code.run(in: phonePortrait, screen: signInScreen)[nil])
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.constant(constraintID: "c1")])
        #expect(result.effects.first?.value == 268)
        #expect(result.effects.first?.path == "/app/Form.swift")
    }

    /// A test the reader cannot tell whose ways differ only on a scroll view that holds no
    /// field (BlueRocketFuelChat's messages table beside the composer, survey G36: scrolled
    /// to its end one way, inset by what its rows make the other) moves the fields alike:
    /// passed over, as the inset it cannot tell is. The same
    /// test deciding the scroll view that holds the fields stops the reading.
    @Test func aTestThatOnlyScrollsATableWithoutFieldsIsPassedOver() throws {
        var screen = signInScreen
        screen.views.append(CodeScreen.View(kind: .scroll, parent: 0, top: 64, height: 300, width: 375))
        screen.outlets["messages"] = .view(5)
        func result(_ scrolled: String) -> CodeRun? {
            runs(of: "C", in: source("""
                bottom.constant = frame.height
                if Conversation.current.messages.count >= 8 {
                    \(scrolled).setContentOffset(CGPoint(x: 0, y: 120), animated: true)
                } else {
                    \(scrolled).contentInset = UIEdgeInsets(top: Conversation.current.height - frame.height, left: 0, bottom: 0, right: 0)
                }
                """, members: "@IBOutlet weak var messages: UITableView!\n@IBOutlet weak var scrollView: UIScrollView!"), screen: screen)[nil]
        }
        let table = try #require(result("messages"))
        #expect(table.notUnderstood == nil)
        #expect(table.effects.map(\.kind) == [.constant(constraintID: "c1")])
        let form = try #require(result("scrollView"))
        #expect(form.notUnderstood?.reason.contains("Conversation.current.messages.count") == true)
        // A list whose prototype row holds a field (not analysed: the app loads the rows)
        // may hold fields: its inset the reader cannot tell stops the reading (survey G47,
        // BKeyboardAvoideTableViewCell's `keyboard height + rowHeight`).
        let listed = screen
        screen.views.append(CodeScreen.View(kind: .field, parent: 5, top: 80, height: 34, width: 300))
        let rows = try #require(result("messages"))
        #expect(rows.notUnderstood != nil)
        // So may a list whose rows the app makes from a nib: none in the document.
        screen = listed
        screen.views[5].hasDocumentContent = false
        #expect(try #require(result("messages")).notUnderstood != nil)
    }
}
