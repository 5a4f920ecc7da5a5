import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 2's registrations in the spellings the surveys met: a name or handler
/// not written in the call, and a protocol extension's registration.
@Suite struct ObserverSpellingTests {
    private func observers(_ className: String, _ sources: [String: String]) -> [KeyboardObserver] {
        ScreenKeyboardCode(className: className, in: codeBase(sources), nearestTo: "/app").observers
    }

    @Test func aNameOrAHandlerNotWrittenInTheCall() throws {
        // The survey's W rows (POPSample and its variants): a local name, a list's forEach,
        // and a closure kept in a property.
        func controller(_ registration: String) -> [String: String] {
            ["/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    lazy var keyboardShown: (Notification) -> Void = { [weak self] note in
                        self?.bottom.constant = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                \(registration)
                    }
                    @objc func keyboard(_ note: Notification) { bottom.constant = 100 }
                }
                """]
        }
        let local = controller("""
                    let name = UIResponder.keyboardWillShowNotification
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboard(_:)), name: name, object: nil)
            """)
        #expect(observers("C", local).map(\.notification) == [.willShow])
        let each = controller("""
                    [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification].forEach {
                        NotificationCenter.default.addObserver(self, selector: #selector(keyboard(_:)), name: $0, object: nil)
                    }
            """)
        #expect(observers("C", each).map(\.notification) == [.willShow, .willHide])
        let kept = controller("""
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main, using: keyboardShown)
            """)
        #expect(observers("C", kept).count == 1)
        #expect(try #require(run(of: "C", in: kept)).effects.map(\.value) == [260])
        // A method, through `self.` (survey DE, textposition).
        let throughSelf = ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil, using: self.change)
                }
                private func change(_ n: Notification) {
                    bottom.constant = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
                }
            }
            """]
        #expect(observers("C", throughSelf).map(\.handlerName) == ["change(_:)"])
        // A selector a nested enum or the class keeps (survey DN, gaw3's MemeMe).
        for (kept, named) in [("enum Selector { static let change = #selector(change(_:)) }", "Selector.change"),
                              ("let changing = #selector(change(_:))", "changing")] {
            let stored = throughSelf.mapValues { $0
                .replacingOccurrences(of: "addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil, using: self.change)",
                                      with: "addObserver(self, selector: \(named), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)")
                .replacingOccurrences(of: "private func change", with: "\(kept)\n    @objc private func change")
            }
            #expect(observers("C", stored).map(\.handlerName) == ["change(_:)"], "\(named)")
        }
        // `selector: .change`, a static of the file's own `extension Selector` (survey G4, Recap).
        let implicit = throughSelf.mapValues { $0
            .replacingOccurrences(of: "addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil, using: self.change)",
                                  with: "addObserver(self, selector: .change, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)")
            .replacingOccurrences(of: "private func change", with: "@objc private func change")
            + "\nprivate extension Selector {\n    static let change = #selector(C.change(_:))\n}"
        }
        #expect(observers("C", implicit).map(\.handlerName) == ["change(_:)"])
        #expect(try #require(run(of: "C", in: throughSelf)).effects.map(\.value) == [260])
        // POPSample's list of (name, handler) pairs, mapped to registrations.
        let pairs = controller("""
                    _ = [(UIResponder.keyboardWillShowNotification, keyboard)].map {
                        NotificationCenter.default.addObserver(forName: $0.0, object: nil, queue: .main, using: $0.1)
                    }
            """)
        #expect(observers("C", pairs).map(\.handlerName) == ["keyboard(_:)"])
        #expect(try #require(run(of: "C", in: pairs)).effects.map(\.value) == [100])
    }

    /// The survey's AJ row (Keyboard-Manager-Demo's ScrollViewController): a superclass's
    /// `viewWillAppear:` registers, but the class overrides it without calling `super`'s,
    /// so that registration never happens; with the call, it does.
    @Test func aMethodOverriddenWithoutSuperNeverRegisters() {
        func found(_ overriding: String) -> [String] {
            observers("Sub", [
                "/app/Base.m": """
                    @implementation Base
                    - (void)viewWillAppear:(BOOL)animated {
                        [super viewWillAppear:animated];
                        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(slide:) name:UIKeyboardWillShowNotification object:nil];
                    }
                    - (void)slide:(NSNotification *)n {}
                    @end
                    """,
                "/app/Sub.h": "@interface Sub : Base\n@end\n",
                "/app/Base.h": "@interface Base : UIViewController\n@end\n",
                "/app/Sub.m": """
                    @implementation Sub
                    - (void)viewWillAppear:(BOOL)animated {
                        \(overriding)
                        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(shown:) name:UIKeyboardDidShowNotification object:nil];
                    }
                    - (void)shown:(NSNotification *)n {}
                    @end
                    """,
            ]).map(\.handlerName)
        }
        #expect(found("") == ["shown:"])
        #expect(found("[super viewWillAppear:animated];") == ["shown:", "slide:"])
    }

    /// The survey's AL row (CIS399's assignments): each folder holds a copy of an extension
    /// of UITableView and of UIViewController; the document's folder's copies run.
    @Test func theNearestCopyOfAnExtensionRuns() throws {
        func copies(_ padding: Int) -> String {
            """
            extension UITableView {
                func adjust(_ n: Notification) {
                    contentInset.bottom = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height + \(padding)
                }
            }
            extension UIViewController {
                var extra: CGFloat { \(padding) }
            }
            """
        }
        let sources = [
            "/repo/A/Src/E.swift": copies(99),
            "/repo/Z/Src/E.swift": copies(1),
            "/repo/Z/Src/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    @IBOutlet weak var bottom: NSLayoutConstraint!
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { n in
                            self.bottom.constant = self.extra
                            self.scrollView.adjust(n)
                        }
                    }
                }
                """,
        ]
        let code = ScreenKeyboardCode(className: "C", in: codeBase(sources), nearestTo: "/repo/Z/Res")
        let run = try #require(code.run(in: phonePortrait, screen: signInScreen)[nil])
        #expect(run.effects.map(\.value) == [1, 261])
        #expect(run.notUnderstood == nil)
    }

    @Test func aClosureCapturesTheRegisteringMethodsLocalsAndAnExtensionsSelf() throws {
        // Chisto's NSLayoutConstraint+updateWithKeyboard: the constant kept before, plus the
        // keyboard's height; written in viewDidLoad, or in the extension called on the outlet.
        let registration = """
                    _ = NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                        .subscribe(onNext: { note in
                            let frame = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                            self.bottom.constant = base + frame.height
                        })
            """
        func controller(_ viewDidLoad: String) -> String {
            "class C: UIViewController {\n    @IBOutlet weak var bottom: NSLayoutConstraint!\n"
                + "    override func viewDidLoad() {\n        super.viewDidLoad()\n\(viewDidLoad)\n    }\n}\n"
        }
        let inline = ["/app/C.swift": controller("        let base = bottom.constant\n" + registration)]
        let viaExtension = ["/app/C.swift": controller("        bottom.updateWithKeyboard()"),
                            "/app/NSLayoutConstraint+Keyboard.swift": "extension NSLayoutConstraint {\n    func updateWithKeyboard() {\n"
                                + "        let base = constant\n" + registration.replacingOccurrences(of: "self.bottom.", with: "self.") + "\n    }\n}\n"]
        for sources in [inline, viaExtension] {
            #expect(observers("C", sources).count == 1)
            let result = try #require(run(of: "C", in: sources))
            #expect(result.notUnderstood == nil)
            #expect(result.effects.map(\.kind) == [.constant(constraintID: "c1")])
            #expect(result.effects.map(\.value) == [280])
        }
    }

    @Test func anExtensionOfUIViewWithItsOwnHandlerCalledOnTheRoot() throws {
        // Smack's bindToKeyboard (survey BC): the selector names the extension's own method,
        // which runs with the root view as `self`; it had been "a handler the reader cannot find".
        let sources = ["/app/C.swift": "class C: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); view.bindToKeyboard() }\n}\n",
                       "/app/UIView+Keyboard.swift": """
            extension UIView {
                func bindToKeyboard() {
                    NotificationCenter.default.addObserver(self, selector: #selector(UIView.keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
                }
                @objc func keyboardWillChange(_ notification: NSNotification) {
                    let begin = (notification.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
                    let end = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
                    self.frame.origin.y += end.origin.y - begin.origin.y
                }
            }
            """]
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.slide])
        #expect(result.effects.map(\.value) == [260])
    }

    /// Survey CR (breakpoint): the same extension given a completion closure, called on a
    /// field of the screen: its handler moves the field up by its transform (it had found
    /// no registration at all).
    @Test func anExtensionOfUIViewTakingAClosureCalledOnAView() throws {
        let sources = ["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var email: UITextField!
                override func viewDidLoad() { super.viewDidLoad(); email.bindToKeyboard { _ in } }
                // Its own handler of the same name is not the extension's selector's.
                @objc func kbShow(_ n: Notification) {}
            }
            """,
                       "/app/UIView+Keyboard.swift": """
            extension UIView {
                func bindToKeyboard(completion: @escaping (Bool) -> ()) {
                    NotificationCenter.default.addObserver(self, selector: #selector(kbShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    completion(true)
                }
                @objc func kbShow(_ n: Notification) {
                    let k = (n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
                    transform = CGAffineTransform(translationX: 0, y: -k + 35)
                }
            }
            """]
        let code = ScreenKeyboardCode(className: "C", in: codeBase(sources), nearestTo: "/app")
        #expect(code.isPresent)
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.viewShift(view: 2)])
        #expect(result.effects.map(\.value) == [225])
    }

    @Test func aProtocolExtensionsRegistrationRunsOnce() throws {
        // Yello-Sakedong's KeyboardObservable: the handler's `-=` happens once, not twice.
        let sources = ["/app/Form.swift": """
            protocol KeyboardObserving {}
            extension KeyboardObserving where Self: UIViewController {
                func observeKeyboard() {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in self.keyboardWillShow() }
                }
            }
            class C: UIViewController, KeyboardObserving {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() { super.viewDidLoad(); observeKeyboard() }
                func keyboardWillShow() { bottom.constant -= 50 }
            }
            """]
        #expect(observers("C", sources).count == 1)
        // As a lint reads it: the file skimmed, then read in full.
        var base = codeBase(sources)
        base.addSkim([(.protocol, "KeyboardObserving", []), (.class, "C", ["UIViewController", "KeyboardObserving"])])
        let runs = ScreenKeyboardCode(className: "C", in: base, nearestTo: "/app").run(in: phonePortrait, screen: signInScreen)
        #expect(runs[nil]?.effects.map(\.value) == [-30])
    }
}

/// The survey's AF rows (gooze-ios): every controller registers through a free function of
/// the project, and its handler calls another whose parameter has a default value.
@Suite struct FreeFunctionTests {
    static let helpers = """
        import UIKit

        func registerForKeyboard(observer: Any, willShow: Selector, willHide: Selector, didShow: Selector? = nil) {
            let center = NotificationCenter.default
            if let shown = didShow {
                center.addObserver(observer, selector: shown, name: UIResponder.keyboardDidShowNotification, object: nil)
            }
            center.addObserver(observer, selector: willHide, name: UIResponder.keyboardWillHideNotification, object: nil)
            center.addObserver(observer, selector: willShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        }

        func resize(shown: Bool, constraint: NSLayoutConstraint, notification: Notification, safeInsets: Bool = true, extra: CGFloat = 0) {
            let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero
            if shown, safeInsets { constraint.constant = frame.height + extra } else { constraint.constant = 0 }
        }
        """

    static func controller(_ call: String) -> [String: String] {
        ["/app/Keyboard.swift": helpers, "/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    registerForKeyboard(observer: self, willShow: #selector(shown(_:)), willHide: #selector(hidden(_:)))
                }
                @objc func shown(_ note: Notification) { \(call) }
                @objc func hidden(_ note: Notification) { bottom.constant = 0 }
            }
            """]
    }

    @Test func aFreeFunctionGivenTheSelectorsRegistersThem() {
        let code = ScreenKeyboardCode(className: "C", in: codeBase(Self.controller("bottom.constant = 1")), nearestTo: "/app")
        #expect(code.observers.map(\.notification) == [.willHide, .willShow])
        #expect(code.observers.map(\.handlerName) == ["hidden(_:)", "shown(_:)"])
    }

    @Test func aParameterLeftOutTakesItsDefaultValue() throws {
        let omitted = Self.controller("resize(shown: true, constraint: bottom, notification: note)")
        #expect(try #require(run(of: "C", in: omitted)).effects.map(\.value) == [260])
        let skippedOne = Self.controller("resize(shown: true, constraint: bottom, notification: note, extra: 8)")
        #expect(try #require(run(of: "C", in: skippedOne)).effects.map(\.value) == [268])
        let given = Self.controller("resize(shown: true, constraint: bottom, notification: note, safeInsets: false)")
        #expect(try #require(run(of: "C", in: given)).effects.map(\.value) == [0])
    }
}
