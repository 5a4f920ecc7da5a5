import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 4: a constraint the code makes between views of the screen is a
/// constant effect, named by where it is made, with its anchors.
@Suite struct MadeConstraintTests {
    @Test func madeAsTheScreenLoadsAndSetByTheHandler() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
            emailBottom.constant = -(frame.height - view.safeAreaInsets.bottom)
            """, members: """
            lazy var emailBottom: NSLayoutConstraint = email.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16)
            """)))
        let effect = try #require(result.effects.first)
        guard case .constant(let id) = effect.kind else { Issue.record("not a constant: \(effect.kind)"); return }
        #expect(effect.value == -260)
        let made = try #require(result.madeConstraints[id])
        #expect(made.first == MadeConstraint.Anchor(item: .view(2), attribute: "bottom"))
        #expect(made.second == MadeConstraint.Anchor(item: .safeArea(0), attribute: "bottom"))
        #expect(made.relation == "lessThanOrEqual")
        #expect(made.loadingConstant == -16)
    }

    @Test func objectiveCMadeInTheHandlerCountsWhenActivated() throws {
        func handler(_ activation: String) -> [String: String] {
            ["/app/C.m": """
                @implementation C
                - (void)viewDidLoad {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
                }
                - (void)keyboardWillShow:(NSNotification *)notification {
                    CGFloat height = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                    NSLayoutConstraint *bottom = [self.email.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor constant:-height];
                    \(activation)
                }
                @end
                """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet UITextField *email;\n@end"]
        }
        let activated = try #require(run(of: "C", in: handler("[NSLayoutConstraint activateConstraints:@[bottom]];")))
        #expect(activated.effects.map(\.value) == [-260])
        #expect(activated.madeConstraints.values.first?.loadingConstant == nil)
        let set = try #require(run(of: "C", in: handler("bottom.active = YES;")))
        #expect(set.effects.map(\.value) == [-260])
        // Made and never activated, it is not in the layout: nothing moves.
        let idle = try #require(run(of: "C", in: handler("")))
        #expect(idle.effects.isEmpty)
        #expect(idle.notUnderstood == nil)
    }

    @Test func aHorizontalOrUnknownAnchorMakesNoConstraint() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            let c = email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
            c.isActive = true
            """)))
        #expect(result.madeConstraints.isEmpty)
        #expect(result.effects.isEmpty)
    }
}
