import Testing
@testable import KeyboardCode
import SourceCode

/// A helper that keeps a helper of its own (UnderKeyboard's layout constraint keeps its
/// keyboard observer, survey G29): made with nothing of the screen, then given its
/// constraint by a method the screen calls as it loads.
@Suite struct NestedHelperTests {
    static let watcher = """
        final class KeyboardWatcher: NSObject {
            var onChange: ((CGFloat) -> Void)?
            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
            }
            @objc func changed(_ notification: Notification) {
                let showing = notification.name == UIResponder.keyboardWillShowNotification
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                onChange?(showing ? frame.height : 0)
            }
        }
        """
    static let follower = """
        final class BottomFollower: NSObject {
            private weak var constraint: NSLayoutConstraint?
            private var resting: CGFloat = 0
            private var gap: CGFloat = 12
            private let watcher = KeyboardWatcher()

            override init() {
                super.init()
                watcher.onChange = follow
                watcher.start()
            }

            func attach(_ constraint: NSLayoutConstraint, gap: CGFloat = 12) {
                resting = constraint.constant
                self.constraint = constraint
                self.gap = gap
            }

            func follow(_ height: CGFloat) {
                guard let constraint = constraint else { return }
                constraint.constant = height > 0 ? max(resting, height + gap) : resting
            }
        }
        """

    static func sources(_ loading: String, later: String = "") -> [String: String] {
        ["/app/KeyboardWatcher.swift": watcher, "/app/BottomFollower.swift": follower, "/app/Login.swift": """
            class Login: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                let follower = BottomFollower()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(loading)
                }
                @IBAction func reset() {
                    \(later)
                }
            }
            """]
    }

    @Test func theHelpersHelperRunsWithWhatTheScreenGaveTheHelper() throws {
        let code = ScreenKeyboardCode(className: "Login", in: codeBase(Self.sources("follower.attach(bottom, gap: 8)")), nearestTo: "/app")
        #expect(code.helpers.map(\.code.lineage.first) == ["BottomFollower", "KeyboardWatcher"])
        let result = try #require(run(of: "Login", in: Self.sources("follower.attach(bottom, gap: 8)")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.kind) == [.constant(constraintID: "c1")])
        // The keyboard's 260 and the gap the screen gave; the default gap without it.
        #expect(result.effects.map(\.value) == [268])
        #expect(try #require(run(of: "Login", in: Self.sources("follower.attach(bottom)"))).effects.map(\.value) == [272])
        // A call made when a button is tapped gives it nothing before the keyboard comes up
        // (twiliochat's `resetScroll()`, which had made its offset unknown).
        let tapped = try #require(run(of: "Login", in: Self.sources("follower.attach(bottom, gap: 8)", later: "follower.attach(Layout.current.bottom, gap: 40)")))
        #expect(tapped.effects.map(\.value) == [268])
    }

    @Test func aHelperGivenNothingOfTheScreenIsNone() {
        // Made, never given the screen's constraint: another object's keyboard code.
        let code = ScreenKeyboardCode(className: "Login", in: codeBase(Self.sources("print(follower)")), nearestTo: "/app")
        #expect(code.helpers.isEmpty)
    }
}
