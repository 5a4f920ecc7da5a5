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
    }
}
