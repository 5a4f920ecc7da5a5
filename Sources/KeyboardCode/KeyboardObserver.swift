import SourceCode

/// A registration of a keyboard notification in a screen's code (code.md section 2).
public struct KeyboardObserver: Sendable {
    /// What runs when the notification comes.
    public enum Handler: Sendable {
        /// A method of the screen's code named by a selector.
        case method(ClassCode.Method)
        /// A closure or block given to the registration.
        case closure(Closure, path: String, line: Int)
        /// A selector whose method the reader cannot find.
        case missing(String)
    }

    public var notification: KeyboardNotification
    public var handler: Handler
    /// Registered with an `object` that is neither nil nor a `UIScreen`: never runs (KB311).
    public var neverRuns: Bool
    /// The `object` it was registered with, as written (for KB311).
    public var object = ""
    /// The helper whose code registers it (`ScreenKeyboardCode.helpers`); nil for the class's own.
    public var helper: Int?
    /// For a closure: the registering method's locals it captures (`let base =
    /// bottom.constant` before the registration), run before its body.
    public var captured: [Statement] = []
    /// The screen's object that the project's extension method registering it was called
    /// on (`bottom.updateWithKeyboard()`): `self` in its handler.
    public var receiver: Expression?
    /// Where the registration is.
    public var path: String
    public var line: Int

    /// How `layout` and hover name the handler: `keyboardWillShow(_:)`, `a closure`.
    public var handlerName: String {
        switch handler {
        case .method(let method): method.selectorName
        // Its own line, in the file `handlerPlace` names (a helper may register it elsewhere).
        case .closure(_, _, let line): "a closure at line \(line)"
        case .missing(let name): name
        }
    }

    /// Where the handler starts: its method's first line, or the registration's.
    public var handlerPlace: (path: String, line: Int) {
        switch handler {
        case .method(let method): (method.path, method.function.line)
        case .closure(_, let path, let line): (path, line)
        case .missing: (path, line)
        }
    }
}
