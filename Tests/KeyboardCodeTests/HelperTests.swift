import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 1's helpers: made with the screen's views, or given something after.
@Suite struct HelperTests {
    static let hud = """
        final class ProgressHUD: UIView {
            convenience init(in view: UIView) { self.init(style: 0) }
            init(style: Int) {
                super.init(frame: .zero)
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardFrameWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
            }
            @objc func keyboardFrameWillChange(_ note: Notification) { frame.origin.y = 100 }
        }
        """

    private func helpers(_ controller: String) -> Int {
        ScreenKeyboardCode(className: "Login", in: codeBase(["/app/HUD.swift": Self.hud, "/app/Login.swift": controller]),
                           nearestTo: "/app").helpers.count
    }

    @Test func aSharedHUDMadeWithAStyleIsNoHelperOfTheScreen() {
        // The progress HUD of every controller (a static of an extension of UIViewController).
        #expect(helpers("""
            extension UIViewController { static let hud = ProgressHUD(style: 1) }
            class Login: UIViewController {}
            """) == 0)
        // Kept per controller, but made with a style only and given nothing: not the screen's.
        #expect(helpers("class Login: UIViewController { let hud = ProgressHUD(style: 1) }") == 0)
    }

    @Test func aControllerMadeInCodeIsAnotherScreenNotAHelper() {
        // Rocket.Chat's shape: every controller has the keyboard code of the project's
        // `extension UIViewController`; a child controller made and configured by the screen
        // is no helper of it, and neither is a plain type that observes only through that
        // extension.
        let extensions = """
            extension UIViewController {
                func registerKeyboardHandlers() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ note: Notification) { view.frame.origin.y = -100 }
            }
            """
        #expect(helpers(extensions + """
            class Receipts: UIViewController { convenience init(id: String) { self.init() } }
            class Login: UIViewController {
                func showReceipts() {
                    let controller = Receipts(id: "1")
                    controller.modalPresentationStyle = .popover
                    present(controller, animated: true)
                }
            }
            """) == 0)
        #expect(helpers(extensions + """
            final class Formatter { var style = 0 }
            class Login: UIViewController {
                let formatter = Formatter()
                override func viewDidLoad() { super.viewDidLoad(); formatter.style = 2 }
            }
            """) == 0)
        // A view that observes the keyboard itself still is one.
        #expect(helpers(extensions + "class Login: UIViewController { let hud = ProgressHUD(style: 1)\n func f() { hud.delegate = self } }") == 1)
    }

    @Test func madeWithTheScreensViewsOrGivenOneItIs() {
        for (made, count) in [("ProgressHUD(in: scrollView)", 1), ("ProgressHUD(in: self.scrollView!)", 1),
                              // A value of one of its views is not the view (survey AZ: `Helper(frame: view.bounds)`).
                              ("ProgressHUD(style: scrollView.tag)", 0)] {
            #expect(helpers("""
                class Login: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    lazy var mover = \(made)
                }
                """) == count)
        }
        // Given the controller, one of its outlets or a closure after; a number is not enough
        // (MemeMe's `h.avail = 5`, survey AZ).
        for (given, count) in [("hud.delegate = self", 1), ("hud.target = scrollView", 1), ("hud.onShow = { self.lift() }", 1),
                               ("hud.tag = 4", 0), ("hud.onShow = { print(1) }", 0)] {
            #expect(helpers("""
                class Login: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    let hud = ProgressHUD(style: 1)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(given)
                    }
                }
                """) == count)
        }
    }

    /// woocommerce's shape: a lazy helper made in a closure, with defaulted parameters
    /// before the trailing closure it keeps, which a `didSet` calls.
    static let frameObserver = """
        final class KeyboardFrameObserver {
            private let onKeyboardFrameUpdate: (CGRect) -> Void
            private var keyboardFrame: CGRect? {
                didSet {
                    if let keyboardFrame, oldValue != keyboardFrame { onKeyboardFrameUpdate(keyboardFrame) }
                }
            }
            init(notificationCenter: NotificationCenter = .default, onKeyboardFrameUpdate: @escaping (CGRect) -> Void) {
                self.onKeyboardFrameUpdate = onKeyboardFrameUpdate
            }
            func startObservingKeyboardFrame() {
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc private func keyboardWillShow(_ notification: Notification) {
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                keyboardFrame = frame
            }
        }
        """

    @Test func aLazyHelperWithDefaultsCallsBackThroughADidSet() throws {
        let result = try #require(run(of: "C", in: ["/app/Observer.swift": Self.frameObserver, "/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                private lazy var keyboardFrameObserver: KeyboardFrameObserver = {
                    let observer = KeyboardFrameObserver { [weak self] frame in
                        self?.handleKeyboardFrameUpdate(keyboardFrame: frame)
                    }
                    return observer
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboardFrameObserver.startObservingKeyboardFrame()
                }
                func handleKeyboardFrameUpdate(keyboardFrame: CGRect) { bottom.constant = keyboardFrame.height }
            }
            """]))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    /// JCZComposerView's shape: the helper is made when the outlet is set, in its `didSet`.
    @Test func aHelperMadeInAnOutletsDidSet() {
        #expect(helpers("""
            class Login: UIViewController {
                var hud: ProgressHUD?
                @IBOutlet weak var scrollView: UIScrollView! {
                    didSet { hud = ProgressHUD(in: scrollView) }
                }
            }
            """) == 1)
    }

    /// JSQMessagesKeyboardController's shape (surveys BF, BH): an Objective-C helper made with
    /// `[[T alloc] initWith…]` and the screen's view and constraint, from Objective-C or from
    /// Swift as `T(contextView:constraint:)`; its init keeps them and its handler moves them.
    @Test func anObjectiveCHelperMadeInEitherLanguage() throws {
        let helper = ["/app/KBHelper.h": "@interface KBHelper : NSObject\n@property (nonatomic, weak) NSLayoutConstraint *constraint;\n@end\n",
                      "/app/KBHelper.m": """
            @implementation KBHelper {
                UIView *_contextView;
            }
            - (instancetype)initWithContextView:(UIView *)contextView constraint:(NSLayoutConstraint *)c {
                self = [super init];
                if (self) {
                    _contextView = contextView;
                    self.constraint = c;
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(kbWillChange:) name:UIKeyboardWillChangeFrameNotification object:nil];
                }
                return self;
            }
            - (void)kbWillChange:(NSNotification *)n {
                self.constraint.constant = CGRectGetHeight([n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue]) + 37;
            }
            @end
            """]
        let objc = ["/app/C.h": "@interface C : UIViewController\n@property (weak) IBOutlet NSLayoutConstraint *bottom;\n@property (strong) KBHelper *helper;\n@end\n",
                    "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.helper = [[KBHelper alloc] initWithContextView:self.view constraint:self.bottom];
            }
            @end
            """]
        let swift = ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                var helper: KBHelper?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    helper = KBHelper(contextView: view, constraint: bottom)
                }
            }
            """]
        for controller in [objc, swift] {
            let result = try #require(run(of: "C", in: helper.merging(controller) { $1 }))
            #expect(result.notUnderstood == nil)
            #expect(result.effects.map(\.kind) == [.constant(constraintID: "c1")])
            #expect(result.effects.map(\.value) == [297])
        }
        // Named like a UIKit controller, but the project's own (redbull's
        // `UIKeyboardViewController : NSObject`, survey G7): a helper all the same.
        let named = helper.merging(objc) { $1 }.mapValues { $0.replacingOccurrences(of: "KBHelper", with: "UIKeyboardViewController") }
        let renamed = Dictionary(uniqueKeysWithValues: named.map { ($0.key.replacingOccurrences(of: "KBHelper", with: "UIKeyboardViewController"), $0.value) })
        #expect(try #require(run(of: "C", in: renamed)).effects.map(\.value) == [297])
    }

    /// PhotoReminderNew's popup (survey BN): the helper's initializer places a button it
    /// makes; that runs as the screen loads, and neither stops nor moves the handlers' reading.
    @Test func whatAHelpersInitializerDoesIsNotTheHandlers() throws {
        let sources = ["/app/Mover.swift": """
            final class Mover {
                let bottom: NSLayoutConstraint
                let button = UIButton(type: .custom)
                init(bottom: NSLayoutConstraint) {
                    self.bottom = bottom
                    button.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
                    bottom.constant = 99
                    NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func up(_ note: Notification) { bottom.constant = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height }
            }
            """, "/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                lazy var mover = Mover(bottom: bottom)
            }
            """]
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    /// A helper made with the screen's root view whose observer never runs (registered with
    /// the view as its `object`) is the screen's keyboard code, as the controller's own
    /// would be: KB311 and nothing moved, not a helper passed over (survey CW's variant of
    /// bibhas2's KeyboardTest).
    @Test func aHelperWhoseObserverNeverRunsIsTheScreensCode() {
        let manager = """
            class KeyboardManager: NSObject {
                let root: UIView
                init(root: UIView) {
                    self.root = root
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: OBJECT)
                }
                @objc func show(_ n: Notification) { root.frame.origin.y = -200 }
            }
            """
        let controller = "class Login: UIViewController { var manager: KeyboardManager?\n override func viewDidLoad() { manager = KeyboardManager(root: view) } }"
        for (object, passedOver) in [("root", false), ("nil", true)] {
            let code = ScreenKeyboardCode(className: "Login", in: codeBase(["/app/M.swift": manager.replacingOccurrences(of: "OBJECT", with: object),
                                                                             "/app/Login.swift": controller]), nearestTo: "/app")
            #expect(code.helpers.count == 1)
            #expect(code.isKeyboardCodeOnlyWhenMoving == passedOver, "object: \(object)")
            #expect(code.neverRunning.count == (passedOver ? 0 : 1))
        }
    }

    /// A helper's callback that nothing sets is nil: calling it (`onShow?(height)`) does
    /// nothing (survey G43, KeyboardHelper's `onKeyboardDidShow`); set by the screen, it runs.
    @Test func aCallbackNobodySetsDoesNothing() throws {
        let helper = """
            final class Watcher: NSObject {
                var onShow: ((CGFloat) -> Void)?
                let view: UIView
                init(view: UIView) {
                    self.view = view
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(shown(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func shown(_ n: Notification) {
                    let frame = n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    onShow?(frame.height)
                }
            }
            """
        for (setting, values) in [("", [Double]()), ("watcher.onShow = { height in self.bottom.constant = height }", [260])] {
            let result = try #require(run(of: "C", in: ["/app/W.swift": helper, "/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    lazy var watcher = Watcher(view: view)
                    override func viewDidLoad() { super.viewDidLoad(); \(setting) }
                }
                """]))
            #expect(result.notUnderstood == nil, "\(setting)")
            #expect(result.effects.map(\.value) == values, "\(setting)")
        }
    }
}
