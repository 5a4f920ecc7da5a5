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
        // On the UTF-8, a word not starting as a notification's passed over at once: the
        // evaluator asks this of every member of a type it reads.
        let utf8 = word.utf8
        guard let first = utf8.first, first == UInt8(ascii: "k") || first == UInt8(ascii: "U") else { return nil }
        var start = utf8.startIndex, end = utf8.endIndex
        var stem = ""
        if utf8.starts(with: "UIKeyboard".utf8) {
            start = utf8.index(start, offsetBy: 10)
            stem = "keyboard"
        }
        let suffix = "Notification".utf8
        if utf8[start..<end].count >= suffix.count, utf8[start..<end].suffix(suffix.count).elementsEqual(suffix) {
            end = utf8.index(end, offsetBy: -suffix.count)
        }
        self.init(rawValue: stem + word[start..<end])
    }

    /// How `kb-lsp layout` and hover name it: `keyboardWillShow`.
    public var name: String { rawValue }
}
