import Diagnostics
import SpecParser

/// A frame's vertical extent.
public struct VerticalFrame: Sendable, Hashable {
    public var top: Double
    public var bottom: Double

    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// An element's frame in the keyboard-up layout of `avoid resize`, and its nearest
/// enclosing scroll's frame there.
public struct KeyboardUpFrame: Sendable {
    public var frame: VerticalFrame
    public var nearestScroll: VerticalFrame?
}

/// An editable element in one orientation, as the strategies see it.
public struct FieldSituation: Sendable {
    public var kind: ElementKind
    /// The element's name (a strategy whose code acts per field tells them apart by it).
    public var name: String?
    /// The frame with the keyboard down (section 4's layout).
    public var frame: VerticalFrame
    /// `y` for code that reads `textField.frame`: relative to the direct parent container.
    public var frameY: Double
    public var geometry: ScreenGeometry
    /// Whether some enclosing `view` declares `outlets`.
    public var hasOutlets: Bool
    /// The frames of the enclosing `scroll`s, outermost first (the nearest last).
    public var scrolls: [VerticalFrame]
    /// With the keyboard up (only for a strategy that `laysOutWithKeyboardUp`): the frame,
    /// and the nearest enclosing scroll's frame.
    public var keyboardUp: KeyboardUpFrame?

    public var top: Double { frame.top }
    public var bottom: Double { frame.bottom }
    public var nearestScroll: VerticalFrame? { scrolls.last }

    /// The visible band of a field in `scroll` (or none): from the scroll's top (not above
    /// the bars) to its bottom (not below the keyboard's top).
    public func visibleBand(in scroll: VerticalFrame?) -> VerticalFrame {
        guard let scroll else { return VerticalFrame(top: geometry.contentTop, bottom: geometry.keyboardTop) }
        return VerticalFrame(top: max(scroll.top, geometry.contentTop), bottom: min(scroll.bottom, geometry.keyboardTop))
    }
}

/// What a strategy's code does to a field.
public enum FieldTreatment: Sendable {
    /// Nothing moves it: KB001 when covered.
    case leftAlone
    /// The strategy needs a container the field is not in: KB004 (`outlets`) or KB005
    /// (`scroll`) when covered, and nothing else for the field in that orientation.
    case unreachable(FieldRequirement)
    /// The code moves it: KB002 and KB003 against the band.
    case moved(FieldMove)
}

public enum FieldRequirement: Sendable {
    case outlets
    case scroll(strategy: String)
}

/// Where the code moves a field, and the band it must end up in.
public struct FieldMove: Sendable {
    /// How far up the field ends from where it was (negative: down).
    public var shift: Double
    /// Its frame once moved.
    public var frame: VerticalFrame
    /// The band it must lie in to be seen whole.
    public var band: VerticalFrame
    /// Whether the field can stay under the keyboard (KB002): not for `scroll`, whose inset always lets it scroll far enough.
    public var canStayCovered: Bool
    /// How KB002 and KB003 word the motion.
    public var words: MotionWords
    /// What the app's code did, when the strategy is the code's (code.md section 6): the
    /// findings say it instead of `words`, and name its place.
    public var code: CodeWords?

    /// The field moved up by `shift` whole.
    public init(shift: Double, of field: FieldSituation, band: VerticalFrame, canStayCovered: Bool = true, words: MotionWords) {
        self.init(shift: shift, frame: VerticalFrame(top: field.top - shift, bottom: field.bottom - shift), band: band,
                  canStayCovered: canStayCovered, words: words)
    }

    public init(shift: Double, frame: VerticalFrame, band: VerticalFrame, canStayCovered: Bool = true, words: MotionWords) {
        self.shift = shift
        self.frame = frame
        self.band = band
        self.canStayCovered = canStayCovered
        self.words = words
    }
}

/// What the app's keyboard code did to a field, as its findings say it.
public struct CodeWords: Sendable, Hashable {
    /// `LoginViewController.swift:42 sets signInBottom.constant = keyboard height - 10`.
    public var done: String
    /// `LoginViewController.swift:42 setting signInBottom.constant = …` (KB003).
    public var action: String
    /// Whether the code moves nothing of the screen (KB001 then says so).
    public var movesNothing: Bool
    /// Where the code is: a related location in JSON and SARIF.
    public var place: CodePlace

    public init(done: String, action: String, movesNothing: Bool = false, place: CodePlace) {
        self.done = done
        self.action = action
        self.movesNothing = movesNothing
        self.place = place
    }
}

/// How KB002 and KB003 word what the code did: "is still covered … after `moved` up 40 pt",
/// "does not fit …: `action` up 241 pt pushes it …". Static text: every moved field carries
/// its words, and only reported ones are made strings.
public struct MotionWords: Sendable {
    /// "shifting it", "scrolling it".
    public var action: StaticString
    /// "the container shifts", "the view slides".
    public var moved: StaticString
    /// What KB002 says when the field did not move; nil for "the code leaves it where it is".
    public var unmoved: StaticString?

    public init(action: StaticString, moved: StaticString, unmoved: StaticString? = nil) {
        self.action = action
        self.moved = moved
        self.unmoved = unmoved
    }

    static let shifting = MotionWords(action: "shifting it", moved: "the container shifts")
    static let sliding = MotionWords(action: "sliding the view", moved: "the view slides")
    static let scrolling = MotionWords(action: "scrolling it", moved: "the scroll moves its content")
}
