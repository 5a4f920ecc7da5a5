import Testing
@testable import SourceCode

@Suite struct SwiftDeclarationTests {
    @Test func typesAndTheirInheritedNames() {
        let file = swift("""
        import UIKit

        final class LoginViewController: UIViewController, UITextFieldDelegate, UIScrollViewDelegate {
            struct Layout { static let padding: CGFloat = 16 }
            enum Field: Int, CaseIterable { case email, password
                case confirm = 3
                var next: Field? { Field(rawValue: rawValue + 1) }
            }
        }
        open class Box<T: Equatable>: Container<T> where T: Hashable {}
        public class Plain: UIKit.UIView {}
        @objc(KBSettingsController) class SettingsController: BaseViewController {}
        @MainActor protocol Keyboarding: AnyObject { func keyboardWillShow(_ notification: Notification) }
        private extension UIViewController: Keyboarding where Self: UITextFieldDelegate {
            func keyboardWillShow(_ notification: Notification) { view.frame.origin.y = -100 }
        }
        extension UIKit.UIScrollView {}
        actor Store {}
        """)
        #expect(file.types.map(\.name) == ["LoginViewController", "Box", "Plain", "SettingsController", "Keyboarding", "UIViewController", "UIScrollView", "Store"])
        #expect(file.types.map(\.kind) == [.class, .class, .class, .class, .protocol, .extension, .extension, .actor])
        #expect(file.types[0].inherited == ["UIViewController", "UITextFieldDelegate", "UIScrollViewDelegate"])
        #expect(file.types[0].superclass == "UIViewController")
        #expect(file.types[0].types.map(\.name) == ["Layout", "Field"])
        #expect(file.types[0].types[0].properties.map { [$0.name, $0.type ?? "-"] } == [["padding", "CGFloat"]])
        #expect(file.types[0].types[0].properties.first?.isStatic == true)
        #expect(file.types[0].types[1].properties.first?.getter.map(render) == "Field(rawValue: (rawValue + 1))")
        #expect(file.types[1].superclass == "Container" && file.types[1].inherited == ["Container"])
        #expect(file.types[2].superclass == "UIView")
        #expect(file.types[4].functions.map(\.selectorName) == ["keyboardWillShow(_:)"])
        #expect(file.types[4].functions.first?.body == nil)
        #expect(file.types[5].inherited == ["Keyboarding"])
        #expect(file.types[5].functions.first?.body.map(render) == "view.frame.origin.y = -100")
        #expect(file.types.map(\.line) == [3, 10, 11, 12, 13, 14, 17, 18])
    }

    @Test func outletsAndStoredProperties() {
        let type = swift("""
        class ViewController: UIViewController {
            @IBOutlet weak var bottomConstraint: NSLayoutConstraint!
            @IBOutlet private weak var scrollView: UIScrollView?
            @IBOutlet var fields: [UITextField]!
            @IBOutlet weak var heightConstraint: NSLayoutConstraint! {
                didSet { heightConstraint.constant = 0 }
            }
            private var activeField: UITextField?
            var keyboardHeight: CGFloat = 0
            let padding = 10.0
            lazy var tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
            static let shared = ViewController()
            class var isKeyboardAware: Bool { true }
            private(set) var isShowing = false, isHiding = false
            let (a, b) = (1, 2)
            var observer: NSObjectProtocol?
        }
        """).types[0]
        let properties = type.properties
        #expect(properties.map(\.name) == ["bottomConstraint", "scrollView", "fields", "heightConstraint", "activeField", "keyboardHeight",
                                           "padding", "tap", "shared", "isKeyboardAware", "isShowing", "isHiding", "a", "b", "observer"])
        #expect(properties.map { $0.type ?? "-" } == ["NSLayoutConstraint", "UIScrollView", "[UITextField]", "NSLayoutConstraint", "UITextField",
                                                      "CGFloat", "-", "-", "-", "Bool", "-", "-", "-", "-", "NSObjectProtocol"])
        #expect(properties.map(\.isOutlet) == [true, true, true, true] + Array(repeating: false, count: 11))
        #expect(properties.filter(\.isStatic).map(\.name) == ["shared", "isKeyboardAware"])
        #expect(properties.filter(\.isConstant).map(\.name) == ["padding", "shared", "a", "b"])
        #expect(properties[3].getter == nil)  // an observer is not a getter
        #expect(render(properties[5].initialValue) == "0" && render(properties[6].initialValue) == "10")
        #expect(render(properties[7].initialValue) == "UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))")
        #expect(properties[9].getter.map(render) == "true")
        #expect(properties.map(\.line) == [2, 3, 4, 5, 8, 9, 10, 11, 12, 13, 14, 14, 15, 15, 16])
    }

    @Test func computedPropertiesAndAccessors() {
        let type = swift("""
        struct Metrics {
            var tabBarHeight: CGFloat { return 49 }
            var inset: CGFloat {
                get { keyboardHeight - safeAreaBottom }
                set { keyboardHeight = newValue }
            }
            var observed = 0 {
                willSet { print(newValue) }
                didSet { update() }
            }
            var requirement: Int { get set }
            var asyncValue: Int { get async throws { try await load() } }
        }
        """).types[0]
        #expect(type.properties.map { $0.getter.map(render) ?? "-" } ==
                ["return 49", "(keyboardHeight - safeAreaBottom)", "-", "-", "load()"])
        #expect(render(type.properties[2].initialValue) == "0")
        // The setter's body and its value's name (survey G7's `@IBInspectable var doneAccessory`).
        #expect(type.properties.map { $0.setter.map { "\($0.parameter): " + render($0.body) } ?? "-" } ==
                ["-", "newValue: keyboardHeight = newValue", "-", "-", "-"])
        let named = swift("""
        extension UITextField {
            @IBInspectable var doneAccessory: Bool {
                get { return false }
                set (hasDone) { if hasDone { addDoneButtonOnKeyboard() } }
            }
        }
        """).types[0].properties[0]
        #expect(named.setter?.parameter == "hasDone")
        #expect(named.setter.map { render($0.body) } == "if hasDone { addDoneButtonOnKeyboard() }")
    }

    @Test func functionsAndTheirLabels() {
        let type = swift("""
        class KeyboardHandler: NSObject {
            func f(_ a: Int, label b: Int = 3, c: Int) -> Int where T: Equatable { a }
            @objc func keyboardWillShow(notification: NSNotification) {}
            @objc private func keyboardWillHide(_ n: Notification) {}
            override func viewDidLoad() {
                super.viewDidLoad()
            }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            convenience init() { self.init(frame: .zero) }
            deinit { NotificationCenter.default.removeObserver(self) }
            static func make() -> KeyboardHandler { KeyboardHandler() }
            class func shared() -> KeyboardHandler { KeyboardHandler() }
            func load<T: Decodable>(_ type: T.Type, completion: @escaping (Result<T, Error>) -> Void = { _ in }) async throws -> T {
                fatalError()
            }
            func animate(inout frame: inout CGRect, `default`: Bool, for event: UIEvent?) {}
            subscript(index: Int) -> Int { get { index } set {} }
            static func == (lhs: KeyboardHandler, rhs: KeyboardHandler) -> Bool { true }
            func cut()
        }
        """).types[0]
        let functions = type.functions
        #expect(functions.map(\.selectorName) == [
            "f(_:label:c:)", "keyboardWillShow(notification:)", "keyboardWillHide(_:)", "viewDidLoad()", "init(frame:)", "init(coder:)",
            "init()", "deinit()", "make()", "shared()", "load(_:completion:)", "animate(inout:default:for:)", "cut()",
        ])
        #expect(functions[0].parameterNames == ["a", "b", "c"])
        #expect(functions[1].parameterNames == ["notification"])
        #expect(functions[2].parameterNames == ["n"])
        #expect(functions[11].parameterNames == ["frame", "default", "event"])
        #expect(functions.filter(\.isStatic).map(\.name) == ["make", "shared"])
        #expect(functions[3].line == 5 && functions[3].endLine == 7)
        #expect(functions[3].body.map(render) == "super.viewDidLoad()")
        #expect(functions[7].body.map(render) == "NotificationCenter.default.removeObserver(self)")
        #expect(functions[12].body == nil)
    }

    @Test func fileLevelFunctionsAndConstants() {
        let file = swift("""
        private let keyboardAnimationDuration: TimeInterval = 0.25
        var globalCounter = 0
        func keyboardHeight(from notification: Notification) -> CGFloat {
            (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
        """)
        #expect(file.variables.map(\.name) == ["keyboardAnimationDuration", "globalCounter"])
        #expect(file.variables.map(\.isStatic) == [true, true] && file.variables.map(\.isConstant) == [true, false])
        #expect(file.functions.map(\.selectorName) == ["keyboardHeight(from:)"])
        #expect(file.functions.first?.body.map(render) ==
                "((notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0)")
    }
}
