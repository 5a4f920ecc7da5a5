import Testing
@testable import KeyboardCode
import SourceCode

/// A base class whose keyboard code is for the screens that adopt a protocol (survey CX,
/// qtum's forty-odd screens): the registration only where the class conforms, and the
/// controller read through a local variable that casts it to the protocol.
@Suite struct ProtocolCodeTests {
    /// `Base` registers for the keyboard where the class adopts `Scrollable`, and insets
    /// the scroll view the protocol names; `header` declares the screen's class.
    private func project(_ header: String, body: String? = nil) -> [String: String] {
        let handler = body ?? """
            id <Scrollable> scrollable = (id <Scrollable>)self;
            UIScrollView *scrollView = scrollable.scrollView;
            scrollView.contentInset = UIEdgeInsetsMake(0, 0, end.size.height, 0);
            """
        return [
            "/app/Base.h": """
                @protocol Scrollable <NSObject>
                @property (weak, nonatomic) UIScrollView *scrollView;
                @end
                @interface Base : UIViewController
                @end
                """,
            "/app/Base.m": """
                @implementation Base
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    if ([self conformsToProtocol:@protocol(Scrollable)]) {
                        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChange:) name:UIKeyboardWillShowNotification object:nil];
                    }
                }
                - (void)keyboardWillChange:(NSNotification *)sender {
                    CGRect end = [[sender userInfo][UIKeyboardFrameEndUserInfoKey] CGRectValue];
                    \(handler)
                }
                @end
                """,
            "/app/C.h": header,
            "/app/C.m": """
                @implementation C
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
                }
                - (void)keyboardWillShow:(NSNotification *)n {
                    self.bottom.constant = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                }
                @end
                """,
        ]
    }

    @Test func aRegistrationForTheScreensThatAdoptAProtocolIsNotAnotherScreens() throws {
        let own = try #require(run(of: "C", in: project("@interface C : Base\n@property (weak) IBOutlet NSLayoutConstraint *bottom;\n@end")))
        #expect(own.notUnderstood == nil)
        #expect(own.effects.map(\.name) == ["constant"])
        // The Swift spellings of the test.
        for test in ["self is Scrollable", "self as? Scrollable != nil", "let _ = self as? Scrollable"] {
            let code = codeBase(["/app/B.swift": """
                protocol Scrollable {}
                class B: UIViewController {
                    override func viewDidLoad() {
                        if \(test) {
                            NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                        }
                    }
                    @objc func show(_ n: Notification) { view.frame.origin.y = -100 }
                }
                class D: B {}
                class E: B, Scrollable {}
                """])
            #expect(ScreenKeyboardCode(className: "D", in: code, nearestTo: "/app").showObservers.isEmpty, "\(test)")
            #expect(ScreenKeyboardCode(className: "E", in: code, nearestTo: "/app").showObservers.count == 1, "\(test)")
        }
    }

    @Test func theControllerCastToItsProtocolInALocalVariableIsTheController() throws {
        let header = """
            @interface C : Base <Scrollable>
            @property (weak) IBOutlet NSLayoutConstraint *bottom;
            @property (weak) IBOutlet UIScrollView *scrollView;
            @end
            """
        let screen = try #require(run(of: "C", in: project(header)))
        #expect(screen.notUnderstood == nil)
        #expect(screen.effects.map(\.name) == ["constant", "inset"])
    }

    /// A property the protocol declares and the class `@synthesize`s, set to a scroll view
    /// made in code: the base class's inset is on no view of the screen.
    @Test func aPropertyOnlyTheProtocolDeclaresIsTheClasss() throws {
        var files = project("@interface C : Base <Scrollable>\n@end")
        files["/app/C.m"] = """
            @implementation C
            @synthesize scrollView;
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.scrollView = [[UIScrollView alloc] initWithFrame:self.view.bounds];
                [self.view addSubview:self.scrollView];
            }
            @end
            """
        // Named as no outlet of the screen is.
        let screen = try #require(run(of: "C", in: files.mapValues { $0.replacingOccurrences(of: "scrollView", with: "formScroll") }))
        #expect(screen.notUnderstood == nil)
        #expect(screen.effects.isEmpty)
    }

    /// A protocol extension's registration reaches the classes that adopt a protocol
    /// inheriting it (BottleRocket's KeyboardSupport, survey G35: `protocol
    /// KeyboardRespondable: KeyboardDismissable, KeyboardScrollable {}`, the observer in
    /// `extension KeyboardScrollable where Self: UIViewController`).
    @Test func aProtocolInheritedByTheAdoptedOneBringsItsExtension() throws {
        let sources = ["/app/Keyboard.swift": """
            protocol KeyboardScrollable: AnyObject {
                var scrollView: UIScrollView! { get }
            }
            protocol KeyboardDismissable: AnyObject {}
            protocol KeyboardRespondable: KeyboardDismissable, KeyboardScrollable {}
            extension KeyboardScrollable where Self: UIViewController {
                func setupKeyboardScrolling() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                        let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                        self?.scrollView.contentInset.bottom = frame.height
                    }
                }
            }
            """, "/app/C.swift": """
            class C: UIViewController, KeyboardRespondable {
                @IBOutlet weak var scrollView: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupKeyboardScrolling()
                }
            }
            """]
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.inset(scroll: 1)])
        #expect(result.effects.map(\.value) == [260])
    }
}
