import Testing
@testable import KeyboardCode
import SourceCode

/// A handler that keeps the keyboard's height and asks for UIKit's constraint pass
/// (`setNeedsUpdateConstraints()`): the controller's own `updateViewConstraints()` runs at
/// the next `layoutIfNeeded()`, or after the handler returns, and its constants are the
/// effect (survey DN: a MemeMe editor's handler had been read as moving nothing).
@Suite struct LayoutPassTests {
    /// A Swift controller `C` that keeps the keyboard's height, runs `handler` after, and
    /// sets the outlet `bottom` in its `updateViewConstraints()` to `update`.
    private func swiftController(handler: String, update: String) -> [String: String] {
        ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                var keyboardHeight: CGFloat = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ n: Notification) {
                    keyboardHeight = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
                    \(handler)
                }
                override func updateViewConstraints() {
                    bottom.constant = \(update)
                    super.updateViewConstraints()
                }
            }
            """]
    }

    @Test func theConstraintPassAfterLayoutIfNeeded() throws {
        let result = try #require(run(of: "C", in: swiftController(handler: """
            UIView.animate(withDuration: 0.3) {
                        self.view.setNeedsUpdateConstraints()
                        self.view.layoutIfNeeded()
                    }
            """, update: "keyboardHeight + 8")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [268])
    }

    @Test func theConstraintPassAfterTheHandlerReturnsInObjectiveC() throws {
        let result = try #require(run(of: "C", in: ["/app/C.h": "@interface C : UIViewController\n@property (assign) CGFloat lift;\n@end\n",
                                                    "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)up:(NSNotification *)n {
                [self.view setNeedsUpdateConstraints];
                self.lift = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
            }
            - (void)updateViewConstraints {
                [super updateViewConstraints];
                self.bottom.constant = self.lift;
            }
            @end
            """]))
        // Asked for before the height is kept: the pass runs after the handler, with it.
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func withoutTheRequestTheOverrideDoesNotRun() throws {
        let result = try #require(run(of: "C", in: swiftController(handler: "view.layoutIfNeeded()", update: "keyboardHeight")))
        #expect(result.effects.isEmpty)
    }
}
