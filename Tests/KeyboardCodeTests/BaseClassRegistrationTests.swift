import Testing
@testable import KeyboardCode
import SourceCode

/// A registration in a project superclass's method counts for the screens it runs for: the
/// method UIKit runs (its life cycle), or one the screen's code names (survey DP,
/// plantasia's BaseViewController: its `registerKeyboardHeightChangeObservers()` was called
/// by two screens of seven, and the other five had been read as `code`, moving nothing).
@Suite struct BaseClassRegistrationTests {
    private let swift = codeBase(["/app/Base.swift": """
        class BaseViewController: UIViewController {
            func registerKeyboardObservers() {
                NotificationCenter.default.addObserver(self, selector: #selector(adjust(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc private func adjust(_ n: Notification) { view.frame.origin.y = -100 }
        }
        class Caller: BaseViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                registerKeyboardObservers()
            }
        }
        class Other: BaseViewController {}
        class Deeper: Caller {}
        class Indirect: BaseViewController {
            override func viewDidLoad() { super.viewDidLoad(); setUp() }
        }
        extension BaseViewController {
            func setUp() { registerKeyboardObservers() }
            func unused() { registerKeyboardObservers() }
        }
        """])

    private func observers(_ name: String, in code: CodeBase) -> Int {
        ScreenKeyboardCode(className: name, in: code, nearestTo: "/app").showObservers.count
    }

    @Test func aSuperclassHelperRegistersForTheScreensThatCallIt() {
        #expect(observers("Caller", in: swift) == 1)
        #expect(observers("Deeper", in: swift) == 1)
        #expect(observers("Indirect", in: swift) == 1)
        #expect(observers("Other", in: swift) == 0)
        // The base class itself, a screen of its own: its own methods count wherever they are.
        #expect(observers("BaseViewController", in: swift) == 1)
    }

    @Test func whatUIKitRunsRegistersForEverySubclass() {
        let code = codeBase(["/app/Base.h": "@interface Base : UIViewController\n@end\n@interface Screen : Base\n@end\n@interface Commenting : Base\n@end\n",
                             "/app/Base.m": """
            @implementation Base
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)startObserving {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillChangeFrameNotification object:nil];
            }
            - (void)up:(NSNotification *)n { }
            - (void)setShowsInput:(BOOL)showsInput {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardDidShowNotification object:nil];
            }
            @end
            @implementation Screen
            @end
            @implementation Commenting
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.showsInput = YES;
            }
            @end
            """])
        let screen = ScreenKeyboardCode(className: "Screen", in: code, nearestTo: "/app")
        #expect(screen.showObservers.map(\.notification) == [.willShow])
        // A property set through the superclass's setter: the setter runs (30000day's comment screens).
        let commenting = ScreenKeyboardCode(className: "Commenting", in: code, nearestTo: "/app")
        #expect(commenting.showObservers.map(\.notification) == [.willShow, .didShow])
    }

    /// Swift 2's `Selector("keyboardWillShow:")` names the class's own
    /// `func keyboardWillShow(notification: NSNotification)`, not a method of that name in a
    /// stray `extension UIViewController` that nothing else uses (survey G36, owlorbit's
    /// `UIViewController+Keyboard.swift`): the nearest class's wins.
    @Test func theClassesOwnHandlerBeforeAnExtensionsOfItsName() throws {
        let sources = ["/app/UIViewController+Keyboard.swift": """
            extension UIViewController {
                func keyboardWillShow(notification: NSNotification) { view.frame.origin.y = -50 }
            }
            """, "/app/Chat.swift": """
            class Chat: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSNotificationCenter.defaultCenter().addObserver(self, selector: Selector("keyboardWillShow:"), name: UIKeyboardWillShowNotification, object: nil)
                }
                func keyboardWillShow(notification: NSNotification) {
                    let frame = (notification.userInfo![UIKeyboardFrameEndUserInfoKey] as! NSValue).CGRectValue()
                    bottom.constant = frame.size.height + 12
                }
            }
            """]
        let result = try #require(run(of: "Chat", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.constant(constraintID: "c1")])
        #expect(result.effects.map(\.value) == [272])
    }
}
