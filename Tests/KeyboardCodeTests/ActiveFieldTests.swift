import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 3's active field: a property the text delegate assigns the field it is
/// given, whatever its name, directly or through a method it hands the field to.
@Suite struct ActiveFieldTests {
    /// ios-textfield-scroll's shape: `textFieldDidBeginEditing:` hands the field to a method
    /// of the class, which keeps it in an ivar of no usual name.
    static let handedOn = ["/app/C.m": """
        @implementation C {
            UIView *activeEditField;
        }
        - (void)viewDidLoad {
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
        }
        - (void)textFieldDidBeginEditing:(UITextField *)textField {
            [self textInputDidBeginEditing:textField];
        }
        - (void)textInputDidBeginEditing:(UIView *)sender {
            if (sender != nil) {
                self->activeEditField = sender;
            }
        }
        - (void)keyboardDidShow:(NSNotification *)notification {
            CGSize size = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
            self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, size.height, 0);
            [self.scrollView scrollRectToVisible:activeEditField.frame animated:YES];
        }
        @end
        """, "/app/C.h": """
        @interface C : UIViewController
        @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
        @end
        """]

    @Test func theActiveFieldComparedWithAnOutlet() throws {
        // The survey's AD rows: `activeField == bottomField`, and Objective-C's `isEqual:`.
        for test in ["activeField == password", "activeField === self.password", "activeField?.isEqual(password) == true"] {
            let sources = ["/app/C.swift": """
                class C: UIViewController, UITextFieldDelegate {
                    @IBOutlet weak var password: UITextField!
                    var activeField: UITextField?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(shown(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
                    @objc func shown(_ note: Notification) {
                        if \(test) { view.frame.origin.y = -100 }
                    }
                }
                """]
            let all = runs(of: "C", in: sources)
            #expect(all[2]?.notUnderstood == nil && all[2]?.effects.isEmpty == true)
            #expect(all[3]?.effects.map(\.value) == [100])
        }
    }

    @Test func aFieldHandedToAnotherMethodAndKeptUnderAnyName() throws {
        let all = runs(of: "C", in: Self.handedOn)
        // Each field in turn: the email's frame (436 in the scroll, 500 on the screen), then
        // the password's.
        let email = try #require(all[2]), password = try #require(all[3])
        #expect(email.notUnderstood == nil)
        #expect(email.readsActiveField)
        guard case .scrollRect(_, let emailTop)? = email.effects.last?.kind,
              case .scrollRect(_, let passwordTop)? = password.effects.last?.kind else {
            Issue.record("no scrollRectToVisible: \(email.effects)")
            return
        }
        #expect(emailTop == 500)
        #expect(passwordTop == 560)
    }

    /// A property the delegate sets to something of the field, not the field (survey DB,
    /// RPiCameraViewer: `activeFieldRect = textField.frame`, read by a method the handler
    /// calls): each field's in turn, not an empty rectangle.
    @Test func somethingOfTheFieldKeptInAProperty() throws {
        for (declaration, kept) in [("var activeFieldRect: CGRect?", "textField.frame"), ("var activeFieldRect = CGRect.zero", "(textField as UIView).frame")] {
            let all = runs(of: "C", in: ["/app/C.swift": """
                class C: UIViewController, UITextFieldDelegate {
                    @IBOutlet weak var scrollView: UIScrollView!
                    \(declaration)
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    func textViewDidBeginEditing(_ textView: UITextView) { activeFieldRect = textView.frame }
                    func textFieldDidBeginEditing(_ textField: UITextField) { activeFieldRect = \(kept) }
                    @objc func show(_ n: Notification) { adjust() }
                    func adjust() {
                        if activeFieldRect != nil { scrollView.scrollRectToVisible(activeFieldRect!, animated: true) }
                    }
                }
                """])
            let email = try #require(all[2]), password = try #require(all[3])
            guard case .scrollRect(_, let emailTop)? = email.effects.last?.kind,
                  case .scrollRect(_, let passwordTop)? = password.effects.last?.kind else {
                Issue.record("no scrollRectToVisible: \(email.effects) \(kept)")
                continue
            }
            #expect(emailTop == 500 && passwordTop == 560, "\(kept)")
        }
    }

    @Test func theDelegatesAssignmentsAreFoundByName() {
        let code = ClassCode(className: "C", in: codeBase(Self.handedOn), nearestTo: "/app")
        #expect(ActiveFieldProperties.of(code) == ["activeEditField"])
        // Swift, the field kept through `self.` in a nested branch, an ivar's underscore left out.
        let swift = ClassCode(className: "D", in: codeBase(["/app/D.swift": """
            class D: UIViewController, UITextViewDelegate {
                var focused: UITextView?
                func textViewDidBeginEditing(_ textView: UITextView) {
                    if textView.tag > 0 { self.focused = textView }
                }
            }
            """]), nearestTo: "/app")
        #expect(ActiveFieldProperties.of(swift) == ["focused"])
        #expect(ActiveFieldProperties.bare("_focused") == "focused")
    }

    /// An outlet the document does not connect but the delegate assigns is the field edited,
    /// not nil; so is the responder a `UIResponder` helper finds with `sendAction`.
    @Test func anUnconnectedOutletTheDelegateSetsAndAFirstResponderHelper() throws {
        let outlet = runs(of: "C", in: swiftController("""
            if current != nil { scrollView.contentOffset = CGPoint(x: 0, y: 50) }
            """, members: """
            @IBOutlet weak var current: UITextField!
            func textFieldDidBeginEditing(_ textField: UITextField) { current = textField }
            """))
        #expect(outlet[2]?.effects.map(\.value) == [50])
        let helper = runs(of: "C", in: swiftController("""
            guard let field = UIResponder.currentFirstResponder() as? UITextField else { return }
            scrollView.scrollRectToVisible(field.frame, animated: true)
            """, members: "") .merging(["/app/Responder.swift": """
            extension UIResponder {
                private weak static var found: UIResponder?
                static func currentFirstResponder() -> UIResponder? {
                    found = nil
                    UIApplication.shared.sendAction(#selector(record), to: nil, from: nil, for: nil)
                    return found
                }
                @objc private func record() { UIResponder.found = self }
            }
            """]) { $1 })
        guard case .scrollRect(_, let top)? = helper[2]?.effects.last?.kind else {
            Issue.record("no scroll: \(String(describing: helper[2]))")
            return
        }
        #expect(top == 500)
        // One that searches a view's subviews for it (survey G7, redbull's `firstResponder:`).
        let search = runs(of: "C", in: swiftController("""
            guard let field = firstResponder(view) as? UITextField else { return }
            scrollView.scrollRectToVisible(field.frame, animated: true)
            """, members: """
            func firstResponder(_ root: UIView) -> UIView? {
                for sub in root.subviews where sub.isFirstResponder { return sub }
                return nil
            }
            """))
        guard case .scrollRect(_, let found)? = search[2]?.effects.last?.kind else {
            Issue.record("no scroll: \(String(describing: search[2]))")
            return
        }
        #expect(found == 500)
    }

    /// A property only the text field's delegate method sets is nil while a text view is
    /// edited, and the other way round.
    @Test func aFieldPropertyIsNilWhileATextViewIsEdited() throws {
        var screen = signInScreen
        screen.views[3].kind = .textView
        let all = runs(of: "C", in: swiftController("""
            if activeField != nil { scrollView.contentInset.bottom = 260 } else if activeTextView != nil { scrollView.contentOffset = CGPoint(x: 0, y: 300) }
            """, members: """
            var activeField: UITextField?
            var activeTextView: UITextView?
            func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
            func textViewDidBeginEditing(_ textView: UITextView) { activeTextView = textView }
            """), screen: screen)
        #expect(all[2]?.effects.map(\.name) == ["inset"])
        guard case .contentOffset? = all[3]?.effects.first?.kind else {
            Issue.record("the text view's run: \(String(describing: all[3]))")
            return
        }
    }

    /// Key-value coding reads the controller's property (a base class's `valueForKey:`).
    @Test func keyValueCodingReadsTheProperty() throws {
        let result = try #require(run(of: "C", in: ["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
            }
            - (void)keyboardDidShow:(NSNotification *)notification {
                CGFloat height = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                UIScrollView *list = [self valueForKey:@"scrollView"];
                UIEdgeInsets insets = list.contentInset;
                insets.bottom = height;
                list.contentInset = insets;
            }
            @end
            """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;\n@end"]))
        #expect(result.effects.map(\.value) == [260], "\(result)")
    }

    /// Survey G4 (TagALong's base class): key-value coding on a view of the screen reads
    /// that view's outlet; a key it does not have leaves the reading, not nil.
    @Test func keyValueCodingOnAViewReadsItsOutlet() throws {
        var screen = signInScreen
        screen.views[4].customClass = "ContentView"
        screen.views[4].outlets = ["tableView": .view(1)]
        func effects(_ key: String) throws -> CodeRun {
            try #require(runs(of: "C", in: ["/app/C.m": """
                @implementation C
                - (void)viewDidLoad {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
                }
                - (void)keyboardDidShow:(NSNotification *)notification {
                    CGFloat height = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                    UIView *view = [self valueForKey:@"contentView"];
                    UITableView *tableView = [view valueForKey:@"\(key)"];
                    if (tableView) { tableView.contentInset = UIEdgeInsetsMake(0, 0, height, 0); }
                }
                @end
                """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet UIView *contentView;\n@end"],
                screen: CodeScreen(views: screen.views, outlets: ["contentView": .view(4)], fields: screen.fields))[nil])
        }
        #expect(try effects("tableView").effects.map(\.value) == [260])
        #expect(try effects("listView").notUnderstood != nil)
    }

    /// Apple's guide in Objective-C with a text view on the screen: while it is edited the
    /// text field's property is nil, and a message to nil gives a zero origin, inside the
    /// visible rectangle: no scroll, the inset stands.
    @Test func appleGuideWhileATextViewIsEdited() throws {
        var screen = signInScreen
        screen.views[3].kind = .textView
        let all = runs(of: "C", in: ["/app/C.m": """
            @implementation C {
                UITextField *activeField;
                UITextView *activeTextView;
            }
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
            }
            - (void)textFieldDidBeginEditing:(UITextField *)textField { activeField = textField; }
            - (void)textViewDidBeginEditing:(UITextView *)textView { activeTextView = textView; }
            - (void)keyboardWasShown:(NSNotification *)notification {
                CGSize kb = [[notification.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
                self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, kb.height, 0);
                CGRect aRect = self.view.frame;
                aRect.size.height -= kb.height;
                if (!CGRectContainsPoint(aRect, activeField.frame.origin)) {
                    [self.scrollView setContentOffset:CGPointMake(0, activeField.frame.origin.y - kb.height) animated:YES];
                }
            }
            @end
            """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;\n@end"],
            screen: screen)
        #expect(all[2]?.notUnderstood == nil)
        #expect(all[2]?.effects.count == 2)
        #expect(all[3]?.notUnderstood == nil)
        #expect(all[3]?.effects.map(\.name) == ["inset"])
    }

    /// QIFS's ViewController (the survey's AM row): the text field's property converted to
    /// the root while a text view is edited is `[nil convertRect:…]`, a zero rectangle
    /// inside the visible one: no slide for the text view, a slide for the covered field.
    @Test func aMessageToNilReturningARectangleIsZero() throws {
        var screen = signInScreen
        screen.views[3].kind = .textView
        let all = runs(of: "C", in: ["/app/C.m": """
            @interface C ()
            @property (nonatomic, strong) UITextField *current;
            @end
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (BOOL)textFieldShouldBeginEditing:(UITextField *)textField { self.current = textField; return YES; }
            - (void)up:(NSNotification *)n {
                CGSize k = [n.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
                CGRect visible = CGRectMake(0, 0, UIScreen.mainScreen.bounds.size.width, UIScreen.mainScreen.bounds.size.height - k.height);
                if (!CGRectContainsRect(visible, [self.current convertRect:self.current.bounds toView:self.view])) {
                    CGRect f = self.view.frame; f.origin.y = -k.height; self.view.frame = f;
                }
            }
            @end
            """, "/app/C.h": "@interface C : UIViewController <UITextFieldDelegate>\n@end"], screen: screen)
        #expect(all[2]?.effects.map(\.value) == [260])
        #expect(all[3]?.notUnderstood == nil)
        #expect(all[3]?.effects.isEmpty == true)
    }

    /// The survey's AQ rows (UIKit.Examples, MyDemo): a flag the delegate sets per field as
    /// editing begins guards the handler; each field's run starts with its own.
    @Test func aFlagTheDelegateSetsAsEditingBegins() throws {
        for flag in ["lift = textField == password", "lift = (textField.tag == 20)"] {
            var screen = signInScreen
            screen.views[3].tag = 20
            let all = runs(of: "C", in: swiftController("""
                guard lift else { return }
                scrollView.contentInset.bottom = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
                """, members: """
                var lift = false
                @IBOutlet weak var password: UITextField!
                func textFieldDidBeginEditing(_ textField: UITextField) { \(flag) }
                """), screen: screen)
            #expect(all[2]?.effects.isEmpty == true)
            #expect(all[3]?.effects.map(\.value) == [260])
        }
    }

    /// Survey BQ (TastyBox): the delegate keeps where the field is (`indexPath(for: cell)`), a
    /// value the reader cannot tell; it is set all the same, and not nil, in each field's
    /// run. Without an active field, the optional the class keeps is nil (code.md section 3:
    /// its declaration's); one the class never sets is another object's to give: not told.
    @Test func aPropertyTheDelegateSetsToAnUntoldValueIsSet() throws {
        let handler = """
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            if selectedIndexPath != nil { view.frame.origin.y -= frame.height }
            """
        let all = runs(of: "C", in: swiftController(handler, members: """
            var selectedIndexPath: IndexPath?
            func textFieldDidBeginEditing(_ textField: UITextField) {
                let cell = textField.superview?.superview as! UITableViewCell
                selectedIndexPath = (cell.superview as! UITableView).indexPath(for: cell)
            }
            """))
        #expect(!all.isEmpty)
        for run in all.values {
            #expect(run.notUnderstood == nil)
            #expect(run.effects.map(\.name) == ["slide"])
        }
        let kept = try #require(run(of: "C", in: swiftController(handler, members: """
            var selectedIndexPath: IndexPath?
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedIndexPath = indexPath }
            """)))
        #expect(kept.notUnderstood == nil)
        #expect(kept.effects.isEmpty)
        let given = try #require(run(of: "C", in: swiftController(handler, members: "var selectedIndexPath: IndexPath?")))
        #expect(given.notUnderstood != nil)
    }

    /// MyDemo's and UIKit.Examples' spellings: the field compared with an outlet the loading
    /// code sets (`self.firstResponseTF = self.textField`, not connected in the document), or
    /// a tag the loading code gives it.
    @Test func aFlagFromAnOutletOrATagTheLoadingCodeSets() throws {
        for (test, loading) in [("textField == self.firstResponseTF", "self.firstResponseTF = self.password;"),
                                ("textField.tag == 20", "self.password.tag = 20;")] {
            let all = runs(of: "C", in: ["/app/C.h": "@interface C : UIViewController\n@property (weak) IBOutlet UITextField *password;\n@end\n",
                                         "/app/C.m": """
                @interface C ()<UITextFieldDelegate>
                @property (weak, nonatomic) IBOutlet UITextField *firstResponseTF;
                @property (assign, nonatomic) BOOL lift;
                @end
                @implementation C
                - (void)viewDidLoad {
                    \(loading)
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(change:) name:UIKeyboardWillChangeFrameNotification object:nil];
                }
                - (void)change:(NSNotification *)note {
                    if (!self.lift) { return; }
                    self.bottom.constant = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                }
                - (BOOL)textFieldShouldBeginEditing:(UITextField *)textField {
                    if (\(test)) { self.lift = YES; } else { self.lift = NO; }
                    return YES;
                }
                @end
                """])
            #expect(all[2]?.effects.isEmpty == true)
            #expect(all[3]?.effects.map(\.value) == [260])
        }
    }

    /// Doodle2Gather's new-document screen (survey AU): the flag is set by an action each
    /// field sends as it is touched or begins editing, in either language; an action of
    /// another event (editing changed) sets nothing before the keyboard comes up.
    @Test func aFlagAnActionSetsAsTheFieldIsTouched() throws {
        for event in [".touchDown", ".editingDidBegin", "UIControl.Event.editingDidBegin"] {
            let all = runs(of: "C", in: swiftController("""
                guard !editingTitle else { return }
                view.frame.origin.y = -(notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height - 10
                """, members: """
                var editingTitle = true
                @IBOutlet weak var password: UITextField!
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    password.addTarget(self, action: #selector(tapCode), for: \(event))
                }
                @objc func tapCode() { editingTitle = false }
                """))
            #expect(all[2]?.effects.isEmpty == true)
            #expect(all[3]?.effects.map(\.value) == [270])
        }
        let changed = runs(of: "C", in: swiftController("""
            guard !editingTitle else { return }
            view.frame.origin.y = -100
            """, members: """
            var editingTitle = true
            @IBOutlet weak var password: UITextField!
            override func viewWillAppear(_ animated: Bool) { password.addTarget(self, action: #selector(tapCode), for: .editingChanged) }
            @objc func tapCode() { editingTitle = false }
            """))
        #expect(changed.values.allSatisfy { $0.effects.isEmpty })
        let objc = runs(of: "C", in: ["/app/C.h": "@interface C : UIViewController\n@property (weak) IBOutlet UITextField *password;\n@end\n",
                                      "/app/C.m": """
            @implementation C { BOOL lift; }
            - (void)viewDidLoad {
                [self.password addTarget:self action:@selector(touched:) forControlEvents:UIControlEventTouchDown];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(show:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)touched:(UITextField *)sender { lift = YES; }
            - (void)show:(NSNotification *)note {
                if (lift) { self.bottom.constant = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height; }
            }
            @end
            """])
        #expect(objc[2]?.effects.isEmpty == true)
        #expect(objc[3]?.effects.map(\.value) == [260])
    }
}
