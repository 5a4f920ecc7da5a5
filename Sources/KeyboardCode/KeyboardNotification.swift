import SourceCode

/// The keyboard notifications of code.md section 2, in the order UIKit posts them.
public enum KeyboardNotification: String, Sendable, CaseIterable, Comparable {
    case willChangeFrame = "keyboardWillChangeFrame"
    case willShow = "keyboardWillShow"
    case didChangeFrame = "keyboardDidChangeFrame"
    case didShow = "keyboardDidShow"
    case willHide = "keyboardWillHide"
    case didHide = "keyboardDidHide"

    /// Whether it is posted when the keyboard comes up.
    public var isShow: Bool { self < .willHide }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The notification a name is, in every spelling: `UIResponder.keyboardWillShowNotification`
    /// (on any type), `.UIKeyboardWillShow`, `NSNotification.Name.UIKeyboardWillShow`,
    /// `UIKeyboardWillShowNotification`, the string `"UIKeyboardWillShowNotification"`,
    /// `Notification.Name("UIKeyboardWillShowNotification")`.
    public init?(spelledAs expression: Expression) {
        switch expression.kind {
        case .identifier(let name), .member(_, let name), .string(let name):
            self.init(word: name)
        case .call(let callee, let arguments) where arguments.count == 1:
            guard case .member(_, let type) = callee.kind, type == "Name" || type == "init" else {
                if case .identifier(let type) = callee.kind, ["NSNotificationName", "Name"].contains(type) {
                    self.init(spelledAs: arguments[0].value)
                    return
                }
                return nil
            }
            self.init(spelledAs: arguments[0].value)
        case .unwrap(let inner), .cast(let inner, _, _):
            self.init(spelledAs: inner)
        default:
            return nil
        }
    }

    /// `keyboardWillShowNotification`, `UIKeyboardWillShow`, `UIKeyboardWillShowNotification`.
    init?(word: String) {
        var stem = Substring(word)
        if stem.hasPrefix("UIKeyboard") { stem = "keyboard" + stem.dropFirst("UIKeyboard".count) }
        if stem.hasSuffix("Notification") { stem = stem.dropLast("Notification".count) }
        self.init(rawValue: String(stem))
    }

    /// How `kb-lsp layout` and hover name it: `keyboardWillShow`.
    public var name: String { rawValue }
}
