/// What a screen's show handlers leave set (code.md section 4), in one geometry.
public struct CodeEffect: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A constraint of the document gets `value` as its constant.
        case constant(constraintID: String)
        /// A constraint of the document gets `value` as its priority (`.defaultHigh`: 750).
        case priority(constraintID: String)
        /// The root view moves up by `value`.
        case slide
        /// A view of the screen, and what it holds, moves up by `value` (its transform, or its
        /// frame or centre given another top).
        case viewShift(view: Int)
        /// A scroll view's bottom content inset becomes `value`.
        case inset(scroll: Int)
        /// The scroll's content moves up by `value` (`contentOffset`, `setContentOffset`).
        case contentOffset(scroll: Int)
        /// `scrollRectToVisible`: a rectangle, screen coordinates before scrolling, `[top, top + value]`.
        case scrollRect(scroll: Int, top: Double)
        /// A scroll view's content becomes `value` tall (`contentSize`): room UIKit scrolls the
        /// field being edited into (a decision of `docs/decisions.md`).
        case contentSize(scroll: Int)
        /// A view's bottom follows the keyboard layout guide's top, `value` above it.
        case layoutGuide(view: Int?)
        /// The safe area's bottom rises to `value` above the keyboard's top
        /// (`additionalSafeAreaInsets`), and what is pinned to it with it.
        case safeArea
    }

    public var kind: Kind
    public var value: Double
    /// The assignment as the findings say it: `signInBottom.constant = keyboard height - 10`.
    public var words: String
    public var path: String
    public var line: Int

    public init(kind: Kind, value: Double, words: String, path: String, line: Int) {
        self.kind = kind
        self.value = value
        self.words = words
        self.path = path
        self.line = line
    }

    /// `code.md` section 6's name of the effect.
    public var name: String {
        switch kind {
        case .constant, .priority: "constant"
        case .slide, .viewShift: "slide"
        case .inset, .contentOffset, .scrollRect, .contentSize: "inset"
        case .layoutGuide, .safeArea: "keyboard-layout-guide"
        }
    }
}

/// Why the code could not be evaluated: the words and where the reading stopped.
public struct NotUnderstood: Sendable, Hashable, Error {
    public var reason: String
    public var path: String
    public var line: Int
    /// The handler that was running (`keyboardWillShow(_:)`), and where it starts.
    public var handler = ""
    public var handlerPath = ""
    public var handlerLine = 0

    public init(_ reason: String, path: String, line: Int) {
        self.reason = reason
        self.path = path
        self.line = line
    }
}

/// One run of a screen's show handlers in a geometry, for one active field.
public struct CodeRun: Sendable, Hashable {
    /// The effects, in the order the handlers made them.
    public var effects: [CodeEffect] = []
    /// Set when the reading stopped.
    public var notUnderstood: NotUnderstood?
    /// Whether the handlers read the active field (their effects then differ per field).
    public var readsActiveField = false
    /// The constraints the code makes between views of the screen, by the id its constant
    /// effects name (`C.swift:42:2.bottom`).
    public var madeConstraints: [String: MadeConstraint] = [:]
    /// The constants of `effects` with their last values, by constraint id.
    public var constants: [String: Double] {
        var result: [String: Double] = [:]
        for effect in effects { if case .constant(let id) = effect.kind { result[id] = effect.value } }
        return result
    }

    public init() {}
}
