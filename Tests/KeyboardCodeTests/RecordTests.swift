import Foundation
import Testing
@testable import KeyboardCode
import SourceCode

/// A project struct made with the initializer Swift gives it (its stored properties as
/// labels) carries what it was given: `KeyboardInfo(sizeBegin: …, sizeEnd: …)` and then
/// `info.sizeEnd.height` is the keyboard's height.
@Suite struct RecordTests {
    /// A shifter of its own that reads the notification into a private struct and hands
    /// its parts on, as the active-bystander app does.
    static let shifter = ["/app/C.swift": """
        class C: UIViewController {
            private struct KeyboardInfo {
                let sizeBegin: CGRect
                let sizeEnd: CGRect
                let duration: Double
            }
            private var keyboardHeight: CGFloat = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: .UIKeyboardWillShow, object: nil)
            }
            @objc func keyboardWillShow(notification: Notification) {
                guard let info = keyboardInfo(notification) else { return }
                shift(sizeEnd: info.sizeEnd)
            }
            private func keyboardInfo(_ notification: Notification) -> KeyboardInfo? {
                guard let userInfo = notification.userInfo,
                    let begin = (userInfo[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                    let end = (userInfo[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return nil }
                return KeyboardInfo(sizeBegin: begin, sizeEnd: end, duration: 0.25)
            }
            func shift(sizeEnd: CGRect) {
                keyboardHeight += sizeEnd.height
                view.frame.origin.y = -keyboardHeight
            }
        }
        """]

    @Test func aStructMadeWithItsMemberwiseInitializerCarriesTheKeyboard() throws {
        let result = try #require(run(of: "C", in: Self.shifter))
        #expect(result.notUnderstood == nil)
        let effect = try #require(result.effects.first)
        #expect(effect.kind == .slide)
        #expect(effect.value == 260)
        // A property that starts at 0 and is added to says the height alone.
        #expect(effect.words == "view.frame.origin.y = -keyboard height")
        #expect(run(of: "C", in: Self.shifter, geometry: phoneLandscape)?.effects.first?.value == 206)
    }

    @Test func aTopLevelStructTooAndItsOtherMembers() throws {
        let sources = ["/app/Payload.swift": "struct KeyboardPayload { let height: CGFloat; let padding: CGFloat }",
                       "/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var bottom: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func keyboardWillShow(_ notification: Notification) {
                    let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                    let payload = KeyboardPayload(height: frame.height, padding: 8)
                    bottom.constant = payload.height + payload.padding
                }
            }
            """]
        let result = try #require(run(of: "C", in: sources))
        #expect(result.effects.map(\.value) == [268])
        #expect(result.effects.first?.words == "bottom.constant = keyboard height + 8")
    }

    @Test func aStructWithAnInitializerOfItsOwnIsNotReadAsARecord() throws {
        // Its initializer may do anything with what it is given: the height read from it
        // cannot be told, and the handler is not understood.
        let own = Self.shifter.mapValues {
            $0.replacingOccurrences(of: "let duration: Double\n", with: "let duration: Double\n init(sizeBegin: CGRect, sizeEnd: CGRect, duration: Double) { self.sizeBegin = sizeBegin; self.sizeEnd = .zero; self.duration = duration }\n")
        }
        #expect(own["/app/C.swift"]?.contains("init(sizeBegin") == true)
        let result = try #require(run(of: "C", in: own))
        #expect(result.notUnderstood != nil)
        #expect(result.effects.isEmpty)
    }

    /// WordPressAuthenticator's shape: a method returns a labelled tuple, and the handler
    /// keeps a value in a project type's static property, then reads it back.
    @Test func aTuplesElementsAndAStaticPropertyWrittenThenRead() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let info = frameAndDuration(notification) else { return }
            EditingState.lastDelta = info.keyboardFrame.height - 10
            if bottom.constant == EditingState.lastDelta { return }
            let (height, _) = (info.0.height, info.duration)
            bottom.constant = EditingState.lastDelta + height - height
            """, members: """
            enum EditingState { static var lastDelta: CGFloat = 0 }
            func frameAndDuration(_ notification: Notification) -> (keyboardFrame: CGRect, duration: Double)? {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                      let duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
                else { return nil }
                return (keyboardFrame: frame, duration: duration)
            }
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [250])
    }

    /// woocommerce's EmptyStateViewController: a local made by a closure called in place.
    @Test func aClosureCalledWhereItIsWritten() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let padding: CGFloat = {
                if view.safeAreaInsets.bottom > 0 { return 8 }
                return 16
            }()
            bottom.constant = frame.height + padding
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [276])
    }

    /// sphinx's shape: a static method of another project type.
    @Test func aStaticMethodOfAProjectType() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            label.font = WindowsManager.font(.bold)
            bottom.constant = WindowsManager.getWindowHeight() - frame.minY + WindowsManager.padding(.large)
            """).merging(["/app/WindowsManager.swift": """
            enum Size { case small, large }
            class WindowsManager {
                static func getWindowHeight() -> CGFloat { return UIScreen.main.bounds.size.height }
                static func padding(_ size: Size) -> CGFloat {
                    switch size {
                    case .small: return 4
                    case .large: return 12
                    }
                }
                static func font(_ weight: UIFont.Weight) -> UIFont {
                    switch weight {
                    case .light: return UIFont.systemFont(ofSize: 12, weight: .light)
                    default: return UIFont.systemFont(ofSize: 12, weight: weight)
                    }
                }
            }
            """]) { $1 }))
        #expect(result.notUnderstood == nil)
        // An enumeration's cases are told apart (picto's `BaseFont.get(.bold, 18)`).
        #expect(result.effects.map(\.value) == [272])
    }

    /// element-ios's shape: a struct with its own failable initializer keeps the
    /// notification's userInfo; a computed property and a method read it.
    @Test func aStructBuiltByItsOwnInitializer() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let keyboard = KeyboardNotification(notification: notification), let frame = keyboard.keyboardFrameEnd else { return }
            bottom.constant = frame.height + keyboard.padding(extra: 4)
            """).merging(["/app/KeyboardNotification.swift": """
            public struct KeyboardNotification {
                let userInfo: [AnyHashable: Any]
                private var spacing: CGFloat = 6
                public init?(notification: Notification) {
                    guard let userInfo = notification.userInfo else { return nil }
                    self.userInfo = userInfo
                }
                public var keyboardFrameEnd: CGRect? {
                    guard let value = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return nil }
                    return value.cgRectValue
                }
                func padding(extra: CGFloat) -> CGFloat { spacing + extra }
            }
            """]) { $1 }))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [270])
    }

    /// sphinx's shape: a constant of the class an outlet's view has in the document.
    @Test func aConstantOfAViewsOwnClass() throws {
        var screen = signInScreen
        screen.views[4].customClass = "AuthorizeView"
        let sources = swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            if frame.height > signIn.kAccessoryViewHeight { bottom.constant = frame.height - signIn.kAccessoryViewHeight }
            """, members: "@IBOutlet weak var signIn: UIView!").merging(["/app/AuthorizeView.swift": """
            class AuthorizeView: UIView { let kAccessoryViewHeight: CGFloat = 58 }
            """]) { $1 }
        let result = try #require(runs(of: "C", in: sources, screen: screen)[nil])
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [202])
    }

    /// iOS_RPiCameraViewer's shape: the loading code hands the outlet to a method that keeps
    /// it in a plain property, which the handler sets.
    @Test func anOutletKeptThroughAMethodTheLoadingCodeCalls() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            kept.constant = frame.height
            """, members: """
            var kept: NSLayoutConstraint!
            override func awakeFromNib() { super.awakeFromNib(); keep(bottom, padding: 4) }
            func keep(_ constraint: NSLayoutConstraint, padding: CGFloat) { self.kept = constraint }
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
        guard case .constant(let id)? = result.effects.first?.kind else {
            Issue.record("no constant: \(result.effects)")
            return
        }
        #expect(id == "c1")
    }
}
