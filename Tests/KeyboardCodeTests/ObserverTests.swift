import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 2: registrations in every spelling, their handlers, and `object:`.
@Suite struct ObserverTests {
    private func observers(_ className: String, _ sources: [String: String]) -> [KeyboardObserver] {
        ScreenKeyboardCode(className: className, in: codeBase(sources), nearestTo: "/app").observers
    }

    @Test(arguments: [
        "UIResponder.keyboardWillShowNotification", "UIWindow.keyboardWillShowNotification", ".UIKeyboardWillShow",
        "NSNotification.Name.UIKeyboardWillShow", "Notification.Name(\"UIKeyboardWillShowNotification\")",
    ])
    func swiftSpellingsOfTheShowNotification(_ name: String) throws {
        let found = observers("Login", ["/app/Login.swift": """
            class Login: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: \(name), object: nil)
                }
                @objc func keyboardWillShow(_ note: Notification) {}
            }
            """])
        let observer = try #require(found.first)
        #expect(observer.notification == .willShow)
        #expect(observer.handlerName == "keyboardWillShow(_:)")
        #expect(!observer.neverRuns)
        #expect(observer.line == 4)
    }

    /// Survey BT (raivo): a helper in another file registers the closure it is given; the
    /// handler is named by the closure's own line, in the file its place names.
    @Test func aClosureRegisteredByAHelperIsNamedWhereItIs() throws {
        let found = observers("C", ["/app/Listen.swift": """
            extension UIViewController {
                func listen(to name: Notification.Name, _ callback: @escaping (Notification) -> Void) {
                    NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { callback($0) }
                }
            }
            """, "/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    listen(to: UIResponder.keyboardWillShowNotification) { note in
                        self.bottom.constant = 10
                    }
                }
            }
            """])
        let observer = try #require(found.first)
        #expect(observer.handlerPlace.path == "/app/C.swift")
        #expect(observer.handlerName == "a closure at line \(observer.handlerPlace.line)")
        #expect(observer.handlerPlace.line == 5)
    }

    @Test func objectiveCRegistrationsWithTheBeginFrameHandler() throws {
        let found = observers("FormViewController", ["/app/FormViewController.m": """
            @implementation FormViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:)
                    name:UIKeyboardDidShowNotification object:nil];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillBeHidden:)
                    name:@"UIKeyboardWillHideNotification" object:nil];
            }
            - (void)keyboardWasShown:(NSNotification *)aNotification { }
            - (void)keyboardWillBeHidden:(NSNotification *)aNotification { }
            @end
            """])
        #expect(found.map(\.notification) == [.didShow, .willHide])
        // Named as Objective-C writes the selector (survey BA: `keyboardWillShow(_:)` read oddly there).
        #expect(found.map(\.handlerName) == ["keyboardWasShown:", "keyboardWillBeHidden:"])
    }

    /// codepath-facebook's Swift 2: a selector written as a string, and its Swift 3 form.
    @Test(arguments: [#""keyboardWillShow:""#, #"Selector(("keyboardWillShow:"))"#])
    func aSelectorWrittenAsAString(_ selector: String) throws {
        let found = observers("Login", ["/app/Login.swift": """
            class Login: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NSNotificationCenter.defaultCenter().addObserver(self, selector: \(selector), name: UIKeyboardWillShowNotification, object: nil)
                }
                func keyboardWillShow(notification: NSNotification!) {}
            }
            """])
        let observer = try #require(found.first)
        #expect(observer.notification == .willShow)
        #expect(observer.handlerName == "keyboardWillShow(notification:)")
    }

    /// Kitten's shape: the trailing closure on the line after the call, as Swift reads it;
    /// a plain block after a call stays a block.
    @Test func aTrailingClosureOnTheNextLine() throws {
        let found = observers("Kitten", ["/app/Kitten.swift": """
            class Kitten: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil)
                    {nc in self.view.frame.origin.y = -200}
                    print("loaded")
                    do { try load() } catch {}
                }
                func load() throws {}
            }
            """])
        let observer = try #require(found.first)
        guard case .closure(let closure, _, let line) = observer.handler else {
            Issue.record("no closure: \(observer.handler)")
            return
        }
        #expect(line == 5 && closure.parameterNames == ["nc"])
    }

    @Test func closuresPublishersAndBlocksAreHandlers() {
        let found = observers("Chat", ["/app/Chat.swift": """
            class Chat: UIViewController {
                var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
                        self?.view.frame.origin.y = 0
                    }
                    NotificationCenter.default.publisher(for: UIResponder.keyboardDidShowNotification)
                        .sink { [weak self] _ in self?.view.layoutIfNeeded() }
                        .store(in: &bag)
                }
            }
            """])
        #expect(found.map(\.notification) == [.willChangeFrame, .didShow])
    }

    /// A controller `C` whose `viewDidLoad` runs `loading` (Combine code storing in `bag`).
    static func combineController(_ loading: String) -> [String: String] {
        ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                var bag = Set<AnyCancellable>()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(loading)
                }
            }
            """]
    }

    /// Survey G20 (Concordium's wallet): the show and hide publishers merged before one
    /// `sink`, the closure telling them apart by the notification's name: each is an
    /// observer, and the show one sets the constant (it had been no keyboard code at all).
    @Test(arguments: ["Publishers.MergeMany(hide, show)", "Publishers.Merge(hide, show)", "hide.merge(with: show)",
                      "Observable.from([hide, show]).merge()"])
    func mergedPublishersRunTheClosureForEach(_ merged: String) {
        let sources = Self.combineController("""
            \(merged.replacingOccurrences(of: "show", with: "NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)")
                .replacingOccurrences(of: "hide", with: "NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)"))
                .sink { [weak self] notification in
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    switch notification.name {
                    case UIResponder.keyboardWillShowNotification: self?.bottom.constant = frame.height + 5
                    default: self?.bottom.constant = 0
                    }
                }
                .store(in: &bag)
            """)
        #expect(Set(observers("C", sources).map(\.notification)) == [.willHide, .willShow])
        #expect(run(of: "C", in: sources)?.effects.map(\.value) == [265])
    }

    /// The publishers kept in locals first, then merged: the locals are followed.
    @Test func mergedPublishersKeptInLocals() {
        let sources = Self.combineController("""
            let willShow = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                .map { $0.height }
            let willHide = NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification).map { _ in CGFloat(0) }
            Publishers.Merge(willShow, willHide)
                .sink { [weak self] height in self?.bottom.constant = height + 8 }
                .store(in: &bag)
            """)
        #expect(Set(observers("C", sources).map(\.notification)) == [.willHide, .willShow])
        #expect(run(of: "C", in: sources)?.effects.map(\.value) == [268])
    }

    /// Survey G20 (8secz's Chat): a property of the project's `UIViewController` extension
    /// merges the show notification mapped to the keyboard's height with the hide one mapped
    /// to 0; the screen subscribes to it and sets a constant from the height it is given.
    @Test func aMappedObservableAPropertyHoldsGivesTheSubscriberItsValue() {
        let sources = [
            "/app/UIViewController+Rx.swift": """
                extension UIViewController {
                    var keyboardHeight: Observable<CGFloat> {
                        return Observable.from([
                            NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                                .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height ?? 0 },
                            NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
                                .map { _ -> CGFloat in 0 }
                        ]).merge()
                    }
                }
                """,
            "/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    let disposeBag = DisposeBag()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        keyboardHeight.subscribe(onNext: { [weak self] keyboardHeight in
                            self?.bottom.constant = keyboardHeight + 12
                        }).disposed(by: disposeBag)
                    }
                }
                """,
        ]
        #expect(Set(observers("C", sources).map(\.notification)) == [.willHide, .willShow])
        #expect(run(of: "C", in: sources)?.effects.map(\.value) == [272])
    }

    /// Survey G21 (Debts): the project's `UIViewController` extension registers a closure
    /// that sets the constant of the constraint it is given; the screen calls it with its
    /// outlet. The closure's parameter is that outlet (it had been "not understood").
    @Test func aHelpersClosureSetsTheConstraintItIsGiven() {
        let sources = [
            "/app/UIViewController+Keyboard.swift": """
                extension UIViewController {
                    func registerKeyboardObserver(bottomConstraint: NSLayoutConstraint) -> NSObjectProtocol {
                        return NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil, using: { notification in
                            if let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue {
                                bottomConstraint.constant = UIScreen.main.bounds.height - endFrame.cgRectValue.minY
                                UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
                            }
                        })
                    }
                }
                """,
            "/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    var keyboardObserver: NSObjectProtocol?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        keyboardObserver = registerKeyboardObserver(bottomConstraint: bottom)
                    }
                }
                """,
        ]
        #expect(observers("C", sources).map(\.notification) == [.willChangeFrame])
        let run = run(of: "C", in: sources)
        #expect(run?.notUnderstood == nil)
        #expect(run?.effects.map(\.value) == [260])
    }

    @Test(arguments: ["self", "textField", "view.window"])
    func anObjectOtherThanNilNeverRuns(_ object: String) throws {
        let found = observers("Login", ["/app/Login.swift": """
            class Login: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    NotificationCenter.default.addObserver(self, selector: #selector(show), name: UIResponder.keyboardWillShowNotification, object: \(object))
                }
                @objc func show() {}
            }
            """])
        let observer = try #require(found.first)
        #expect(observer.neverRuns)
        #expect(observer.object == object)
    }

    /// Before the view is in a window its `window` is nil: registered with it in
    /// `viewDidLoad` or `viewWillAppear`, the observer runs (it is nil, code.md section 2).
    @Test(arguments: ["viewDidLoad()", "viewWillAppear(_ animated: Bool)"])
    func theWindowBeforeTheViewIsInOneIsNil(_ method: String) throws {
        let found = observers("Login", ["/app/Login.swift": """
            class Login: UIViewController {
                override func \(method) {
                    NotificationCenter.default.addObserver(self, selector: #selector(show), name: UIResponder.keyboardDidShowNotification, object: self.view.window)
                }
                @objc func show() {}
            }
            """])
        let observer = try #require(found.first)
        #expect(!observer.neverRuns)
    }

    @Test func theScreenItselfIsAnObjectThatRuns() throws {
        let found = observers("Login", ["/app/Login.swift": """
            class Login: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(show), name: UIResponder.keyboardWillShowNotification, object: view.window?.screen)
                }
                @objc func show() {}
            }
            """])
        #expect(found.first?.neverRuns == false)
    }

    @Test func aSuperclassAndAHelperRegister() {
        let found = observers("Login", [
            "/app/Login.swift": "class Login: BaseViewController {}",
            "/app/Base.swift": """
                class BaseViewController: UIViewController {
                    override func viewDidLoad() { registerKeyboard(show: #selector(keyboardUp(_:))) }
                    @objc func keyboardUp(_ n: Notification) {}
                }
                extension UIViewController {
                    func registerKeyboard(show selector: Selector) {
                        NotificationCenter.default.addObserver(self, selector: selector, name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                }
                """,
        ])
        #expect(found.map(\.handlerName) == ["keyboardUp(_:)"])
    }

    /// Two apps of one repository each declare a `LoginVC`: the screen's is the nearest
    /// declaration, and so is its superclass (code.md section 1).
    @Test func theSuperclassIsTheNearestDeclarations() {
        let sources = [
            "/repo/Movies/LoginVC.swift": "class LoginVC: UIViewController {}",
            "/repo/Social/LoginVC.swift": "class LoginVC: KeyboardBase {}",
            "/repo/Social/KeyboardBase.swift": """
                class KeyboardBase: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    @objc func up(_ n: Notification) { view.frame.origin.y = -150 }
                }
                """,
        ]
        let base = codeBase(sources)
        #expect(ScreenKeyboardCode(className: "LoginVC", in: base, nearestTo: "/repo/Movies/Base.lproj").observers.isEmpty)
        #expect(ScreenKeyboardCode(className: "LoginVC", in: base, nearestTo: "/repo/Social/Base.lproj").observers.map(\.handlerName) == ["up(_:)"])
    }

    /// An Objective-C class's `@interface` in a `headers/` folder beside its `@implementation`
    /// in `src/` is one class, not two copies (survey CY, project-squirrel-dragon); of two apps'
    /// copies, each with its header, the nearer app's implementation and its own header.
    @Test func aHeaderInASiblingFolderIsTheImplementationsInterface() {
        let implementation = """
            @implementation VC
            - (void)viewDidLoad {
                [super viewDidLoad];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(kbShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)kbShow:(NSNotification *)n { self.view.frame = CGRectOffset(self.view.frame, 0, -100); }
            @end
            """
        let header = "@interface VC : UIViewController\n@property (weak) IBOutlet NSLayoutConstraint *bottom;\n@end"
        let split = codeBase(["/repo/M/headers/VC.h": header, "/repo/M/src/VC.m": implementation])
        let code = ScreenKeyboardCode(className: "VC", in: split, nearestTo: "/repo/M")
        #expect(code.observers.map(\.handlerName) == ["kbShow:"])
        #expect(code.code.property(named: "bottom")?.isOutlet == true)
        let twoApps = codeBase(["/repo/A/VC.h": header, "/repo/A/VC.m": implementation,
                                "/repo/B/VC.h": "@interface VC : UIViewController\n@end", "/repo/B/VC.m": "@implementation VC\n@end"])
        #expect(ScreenKeyboardCode(className: "VC", in: twoApps, nearestTo: "/repo/B").observers.isEmpty)
        let nearA = ScreenKeyboardCode(className: "VC", in: twoApps, nearestTo: "/repo/A")
        #expect(nearA.observers.count == 1 && nearA.code.property(named: "bottom") != nil)
    }

    @Test func showHandlersRunInTheOrderUIKitPostsThem() {
        let code = ScreenKeyboardCode(className: "Login", in: codeBase(["/app/Login.swift": """
            class Login: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(b), name: UIResponder.keyboardDidShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(h), name: UIResponder.keyboardWillHideNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(a), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func a() {}
                @objc func b() {}
                @objc func h() {}
            }
            """]), nearestTo: "/app")
        #expect(code.showObservers.map(\.handlerName) == ["a()", "b()"])
    }

    /// Rocket.Chat's and raivo's shape: an extension every controller shares registers in a
    /// method that some controllers call.
    @Test func aSharedExtensionRegistersForTheControllersThatCallIt() {
        let sources = ["/app/Keyboard.swift": """
            extension UIViewController {
                func registerKeyboardHandlers(_ scrollView: UIScrollView) { startObserving() }
                private func startObserving() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ note: Notification) {}
            }
            protocol KeyboardFollowing {}
            extension KeyboardFollowing where Self: UIViewController {
                func followKeyboard() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in }
                }
            }
            """, "/app/Screens.swift": """
            class Base: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); registerKeyboardHandlers(UIScrollView()) }
            }
            class Chat: Base {}
            class Settings: UIViewController, KeyboardFollowing {}
            class UIFormController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
            }
            class Signup: UIFormController {}
            class Search: UIViewController, KeyboardFollowing {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); followKeyboard() }
            }
            """]
        // Through a project superclass, two calls deep.
        #expect(observers("Chat", sources).map(\.handlerName) == ["keyboardWillShow(_:)"])
        // Neither the UIKit extension's method nor the protocol's is called.
        #expect(observers("Settings", sources).isEmpty)
        #expect(observers("Search", sources).count == 1)
        // A project class is the project's whatever its name (ios-textfield-scroll's
        // `UITextfieldScrollViewController`).
        #expect(observers("Signup", sources).count == 1)
    }

    /// raivo's shape: a singleton's method registers for the name it is given, and its
    /// block only calls the closure it was given, which is the handler.
    @Test func aProjectTypesMethodRegistersWithTheClosureItIsGiven() throws {
        let found = observers("Login", ["/app/NotificationHelper.swift": """
            class NotificationHelper {
                static let shared = NotificationHelper()
                private var observers: [String: NSObjectProtocol] = [:]
                func listen(to: Notification.Name, distinctBy: String, _ callback: @escaping ((Notification) -> Void)) {
                    observers[to.rawValue + distinctBy] = NotificationCenter.default.addObserver(forName: to, object: nil, queue: nil) { notification in
                        callback(notification)
                    }
                }
            }
            """, "/app/Login.swift": """
            class Login: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationHelper.shared.listen(to: UIResponder.keyboardWillShowNotification, distinctBy: "login") { notification in
                        self.keyboardWillShow(notification)
                    }
                }
                func keyboardWillShow(_ notification: Notification) {}
            }
            """])
        let observer = try #require(found.first)
        #expect(found.count == 1)
        #expect(observer.notification == .willShow)
        guard case .closure(let closure, let path, let line) = observer.handler else {
            Issue.record("not the given closure: \(observer.handler)")
            return
        }
        #expect(path == "/app/Login.swift" && line == 5)
        #expect(closure.parameterNames == ["notification"])
    }

    /// Lourdes-117's stray copy (survey AY): a class declared in two files of one folder
    /// registers once, from the file named after it, and `+=` adds the keyboard once.
    @Test func aClassDeclaredTwiceInOneFolderIsTheOneInItsOwnFile() throws {
        let adding = "bottom.constant += (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height"
        let own = try #require(swiftController(adding)["/app/C.swift"])
        let sources = ["/app/A1Stray.swift": own.replacingOccurrences(of: "+= (", with: "+= 2 * ("), "/app/C.swift": own]
        let code = ScreenKeyboardCode(className: "C", in: codeBase(sources), nearestTo: "/app")
        #expect(code.observers.count == 1)
        #expect(code.observers.first?.path == "/app/C.swift")
        #expect(run(of: "C", in: sources)?.effects.map(\.value) == [280])
    }

    /// ToDoFireBase's template (survey G16): `ViewController.swift` in the app's folder, its
    /// class renamed to the screen's and left empty, beside the screen's own file in a folder
    /// within it: the one named after the class is the class, though the stray is nearer to
    /// the storyboard. Copies in sibling folders (two apps of one repository) stay apart.
    @Test func aClassDeclaredAgainInAnEnclosingFolderIsTheOneInItsOwnFile() throws {
        let adding = "bottom.constant += (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height"
        let own = try #require(swiftController(adding)["/app/C.swift"])
        let stray = "class C: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n"
        let nested = ScreenKeyboardCode(className: "C", in: codeBase(["/app/ViewController.swift": stray, "/app/Controller/C.swift": own]),
                                        nearestTo: "/app/Base.lproj")
        #expect(nested.observers.first?.path == "/app/Controller/C.swift")
        let siblings = ScreenKeyboardCode(className: "C", in: codeBase(["/app/ViewController.swift": stray, "/other/C.swift": own]),
                                          nearestTo: "/app/Base.lproj")
        #expect(siblings.observers.isEmpty)
    }
}
