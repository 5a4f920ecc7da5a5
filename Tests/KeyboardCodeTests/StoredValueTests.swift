import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 3: a stored property's value is its declaration's, then what the
/// loading code sets; a `super` call runs the superclass's method; the screen's scale is
/// not a value the table gives.
@Suite struct StoredValueTests {
    @Test func whatViewDidLoadSetsComesAfterTheDeclaration() throws {
        let result = try #require(run(of: "C", in: ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                private var initial: CGFloat = 0.0
                private var _spare: CGFloat = 24
                var spare: CGFloat = 5
                override func viewDidLoad() {
                    super.viewDidLoad()
                    initial = bottom.constant
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ n: Notification) {
                    let frame = n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    bottom.constant = initial + frame.height + _spare
                }
            }
            """]))
        // The outlet's constant (20) read as the screen loads, the keyboard, and `_spare`
        // (24), not `spare`.
        #expect(result.effects.map(\.value) == [304])
    }

    /// The survey's AJ and AK rows (Gleepost's NewPostViewController, a `configure()`): what
    /// a method of the class that `viewDidLoad` calls without arguments sets is loaded too.
    @Test func whatAMethodViewDidLoadCallsSetsIsLoaded() throws {
        let swift = try #require(run(of: "C", in: ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                var pad: CGFloat = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                func configure() { pad = 20 }
                @objc func up(_ n: Notification) {
                    bottom.constant = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height + pad
                }
            }
            """]))
        #expect(swift.effects.map(\.value) == [280])
        let objc = try #require(run(of: "C", in: ["/app/C.h": "@interface C : UIViewController\n@property (assign) BOOL isPoll;\n@end\n", "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self configure];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)configure { _isPoll = YES; }
            - (void)up:(NSNotification *)n {
                CGRect k = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                self.bottom.constant = self.isPoll ? k.size.height + 50 : k.size.height + 10;
            }
            @end
            """]))
        #expect(objc.effects.map(\.value) == [310])
    }

    /// The survey's AI rows (cpCarousel): an inset the loading code sets, read back by the
    /// handler, is that value, edge by edge or whole.
    @Test func anInsetTheLoadingCodeSetsIsReadBack() throws {
        for setting in ["scrollView.contentInset.bottom = 100", "self.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)"] {
            let result = try #require(run(of: "C", in: swiftController("scrollView.contentOffset.y = scrollView.contentInset.bottom")
                .mapValues { $0.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n        " + setting) }))
            #expect(result.effects.map(\.value) == [100])
        }
    }

    /// Gleepost's NewPostViewController: one class for two scenes, told apart by the root's
    /// `tag` in the document (1 for the poll's).
    @Test func aViewsTagIsTheDocuments() throws {
        let sources = ["/app/C.h": "@interface C : UIViewController\n@property (assign) BOOL isPoll;\n@end\n", "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self configure];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)configure { _isPoll = (self.view.tag == 1) ? YES : NO; }
            - (void)up:(NSNotification *)n {
                CGRect k = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                self.bottom.constant = self.isPoll ? k.size.height + 50 : k.size.height + 10;
            }
            @end
            """]
        var poll = signInScreen
        poll.views[0].tag = 1
        #expect(try #require(runs(of: "C", in: sources, screen: poll)[nil]).effects.map(\.value) == [310])
        #expect(try #require(runs(of: "C", in: sources)[nil]).effects.map(\.value) == [270])
    }

    @Test func aSuperCallRunsTheSuperclasssMethod() throws {
        let result = try #require(run(of: "C", in: ["/app/C.swift": """
            class Base: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ n: Notification) {
                    let frame = n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    move(frame.height)
                }
                func move(_ height: CGFloat) { bottom.constant = height }
            }
            class C: Base {
                override func move(_ height: CGFloat) {
                    super.move(height)
                    view.layoutIfNeeded()
                }
            }
            """]))
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func theScreensScaleIsNotKnown() throws {
        let result = try #require(run(of: "C", in: swiftController("bottom.constant = 100 * UIScreen.main.scale")))
        #expect(result.notUnderstood?.reason.contains("scale") == true)
    }

    /// A base class's `viewDidLoad(_:)` overload keeps the constraint its subclass hands it.
    @Test func aLoadingOverloadKeepsWhatTheSubclassGivesIt() throws {
        let result = try #require(run(of: "C", in: ["/app/C.swift": """
            class KeyboardBase: UIViewController {
                private weak var target: NSLayoutConstraint?
                func viewDidLoad(_ constraint: NSLayoutConstraint) {
                    super.viewDidLoad()
                    target = constraint
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc private func up(_ n: Notification) {
                    target?.constant = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height + 16
                }
            }
            class C: KeyboardBase {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() { super.viewDidLoad(bottom) }
            }
            """]))
        #expect(result.effects.map(\.value) == [276])
    }

    /// A property the project's extension keeps as an associated object (a getter of
    /// `objc_getAssociatedObject`, a setter of `objc_setAssociatedObject`) is stored: what the
    /// loading code sets it to (survey CZ, dna-ts's screens: "moves nothing" had been said of
    /// an inset on the screen's scroll view).
    @Test func anAssociatedObjectIsAStoredProperty() throws {
        let result = try #require(run(of: "C", in: [
            "/app/UIViewController+Keyboard.swift": """
                private var scrollViewKey: UInt8 = 0
                extension UIViewController {
                    func listenForKeyboard(scrolling scrollView: UIScrollView) {
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                        keyboardScrollView = scrollView
                    }
                    fileprivate var keyboardScrollView: UIScrollView! {
                        get { return objc_getAssociatedObject(self, &scrollViewKey) as? UIScrollView }
                        set { objc_setAssociatedObject(self, &scrollViewKey, newValue, .OBJC_ASSOCIATION_ASSIGN) }
                    }
                    @objc func keyboardWillShow(_ n: Notification) {
                        let frame = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                        keyboardScrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)
                    }
                }
                """,
            "/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        listenForKeyboard(scrolling: scrollView)
                    }
                }
                """,
        ]))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.name) == ["inset"])
        #expect(result.effects.map(\.value) == [260])
    }
}
