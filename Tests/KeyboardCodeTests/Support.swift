@testable import KeyboardCode
import SourceCode

/// A project of one or more sources given as text, by path.
func codeBase(_ sources: [String: String]) -> CodeBase {
    var base = CodeBase()
    for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
        guard let language = SourceReader.language(ofPath: path) else { continue }
        base.add(SourceReader.read(Array(text.utf8), language: language), path: path)
    }
    return base
}

/// An iPhone SE in portrait (375 × 667, no home indicator), a translucent navigation bar,
/// the keyboard 260 pt tall as its notification reports it.
let phonePortrait = CodeGeometry(screenWidth: 375, screenHeight: 667, keyboardHeight: 260, rootTop: 0, rootBottom: 667,
                                 safeTop: 64, safeBottom: 667, navigationBarHeight: 44, tabBarHeight: 0, isPad: false,
                                 isLandscape: false, iosVersion: 17)
/// The same phone in landscape: 667 × 375, the keyboard 206 pt tall.
let phoneLandscape = CodeGeometry(screenWidth: 667, screenHeight: 375, keyboardHeight: 206, rootTop: 0, rootBottom: 375,
                                  safeTop: 32, safeBottom: 375, navigationBarHeight: 32, tabBarHeight: 0, isPad: false,
                                  isLandscape: true, iosVersion: 17)

/// A sign-in screen: the root, a scroll view (1) holding an email field (2) at 500–544 and
/// a password field (3) at 560–604, and a button outside it (4); outlets `email`,
/// `password`, `scrollView`, `bottom` (a constraint, constant 20) and `signIn`.
let signInScreen = CodeScreen(
    views: [
        CodeScreen.View(kind: .root, parent: nil, top: 0, height: 667, width: 375),
        CodeScreen.View(kind: .scroll, parent: 0, top: 64, height: 603, width: 375),
        CodeScreen.View(kind: .field, parent: 1, top: 500, height: 44, x: 16, width: 343),
        CodeScreen.View(kind: .field, parent: 1, top: 560, height: 44, x: 16, width: 343),
        CodeScreen.View(kind: .other, parent: 0, top: 610, height: 44, width: 375),
    ],
    outlets: ["email": .view(2), "password": .view(3), "scrollView": .view(1), "bottom": .constraint(id: "c1", constant: 20),
              "signIn": .view(4)],
    fields: [2, 3])

/// The runs of `className`'s show handlers in `geometry` on `signInScreen`.
func runs(of className: String, in sources: [String: String], geometry: CodeGeometry = phonePortrait,
          screen: CodeScreen = signInScreen) -> [Int?: CodeRun] {
    ScreenKeyboardCode(className: className, in: codeBase(sources), nearestTo: "/app").run(in: geometry, screen: screen)
}

/// The one run when the handlers do not depend on the field.
func run(of className: String, in sources: [String: String], geometry: CodeGeometry = phonePortrait) -> CodeRun? {
    runs(of: className, in: sources, geometry: geometry)[nil]
}

/// A controller `C` whose `keyboardWillShow:` runs `body` with the notification `n`
/// (Objective-C): `loading` first in `viewDidLoad`, `methods` beside, `properties` in its
/// header.
func objectiveCController(_ body: String, loading: String = "", methods: String = "", properties: String = "") -> [String: String] {
    var files = ["/app/C.m": """
        @implementation C
        - (void)viewDidLoad {
            \(loading)
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
        }
        - (void)keyboardWillShow:(NSNotification *)n {
            \(body)
        }
        \(methods)
        @end
        """]
    if !properties.isEmpty { files["/app/C.h"] = "@interface C : UIViewController\n\(properties)\n@end\n" }
    return files
}

/// A controller `C` whose `keyboardWillShow(_:)` runs `body` (Swift).
func swiftController(_ body: String, members: String = "") -> [String: String] {
    ["/app/C.swift": """
        class C: UIViewController {
            @IBOutlet weak var bottom: NSLayoutConstraint!
            @IBOutlet weak var scrollView: UIScrollView!
            @IBOutlet weak var email: UITextField!
            \(members)
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                \(body)
            }
        }
        """]
}
