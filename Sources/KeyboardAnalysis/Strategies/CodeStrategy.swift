import Diagnostics
import SpecParser

/// The strategy `code` (code.md section 5, rule 1a): a document's screen checked with what
/// its controller's keyboard code does, evaluated per geometry: a keyboard-up layout with
/// the constants the code sets (or a view pinned to the keyboard layout guide), a slide of
/// the root view, a scroll view's inset and how the field is brought into view. Not a KBL
/// strategy: no `avoid` line names it, so it is not in `Strategies.all`.
public struct CodeStrategy: KeyboardStrategy {
    public static let name = "code"
    public static let summary = "what the controller's keyboard code does, read from the app's Swift and Objective-C"
    public static let models = "the app's own keyboard handlers, evaluated per device and orientation"
    public static let options: [StrategyOption] = []

    /// What the code does in each orientation: for each field by name, or for every field
    /// under the key "".
    public var motions: [Orientation: [String: CodeMotion]] = [:]
    /// Whether the screen is laid out a second time with the keyboard up (constants, guide).
    public var laysOutWithKeyboardUp = false

    public init(options: StrategyOptions, context: StrategyContext) {}

    public init(motions: [Orientation: [String: CodeMotion]], laysOutWithKeyboardUp: Bool) {
        self.motions = motions
        self.laysOutWithKeyboardUp = laysOutWithKeyboardUp
    }

    public func treat(_ field: FieldSituation) -> FieldTreatment {
        let table = motions[field.geometry.orientation]
        guard let motion = field.name.flatMap({ table?[$0] }) ?? table?[""] else { return .leftAlone }
        var frame = field.frame
        var scroll = field.nearestScroll
        if laysOutWithKeyboardUp, let up = field.keyboardUp {
            frame = up.frame
            scroll = up.nearestScroll
        }
        let slide = motion.slide + (field.name.flatMap { motion.shifts[$0] } ?? 0)
        frame = VerticalFrame(top: frame.top - slide, bottom: frame.bottom - slide)
        scroll = scroll.map { VerticalFrame(top: $0.top - slide, bottom: $0.bottom - slide) }
        var scrolled = 0.0
        // The root view itself a scroll view (`customClass="UIScrollView"`): all the fields are
        // its content, though the layout has no scroll around them.
        if let scrolling = motion.scroll, let now = scrolling.isRoot ? scrolling.scroll : scroll,
           scrolling.isRoot || field.scrolls.contains(where: { scrolling.scroll.isNear($0) }) {
            let band = VerticalFrame(top: max(now.top, field.geometry.contentTop), bottom: min(now.bottom, field.geometry.keyboardTop))
            switch scrolling.kind {
            case .offset(let y):
                scrolled = y
            case .reveal(let rect, let limit):
                // The rectangle (the field's own when nil) scrolled just into the visible
                // band, at most as far as UIKit lets the content scroll: the farther as the
                // keyboard-up layout makes the scroll view shorter than its content (a
                // constant that ends it at the keyboard's top, survey G14).
                let bottom = rect.map { now.top + $0.bottom } ?? frame.bottom
                let shrunk = scrolling.isRoot ? 0 : max(0, field.nearestScroll.map { $0.bottom - $0.top - (now.bottom - now.top) } ?? 0)
                scrolled = min(max(0, bottom - band.bottom), limit + shrunk)
            }
        }
        var end = VerticalFrame(top: frame.top - scrolled, bottom: frame.bottom - scrolled)
        // A text view whose own content the code insets: its text ends at the keyboard's top,
        // where UIKit keeps the insertion point in view (survey G22).
        if field.kind == .textarea, let scrolling = motion.scroll, !scrolling.isRoot, scrolling.scroll.isNear(field.frame),
           end.top < field.geometry.keyboardTop {
            end.bottom = min(end.bottom, field.geometry.keyboardTop)
        }
        let band = scroll.map {
            VerticalFrame(top: max($0.top, field.geometry.contentTop), bottom: min($0.bottom, field.geometry.keyboardTop))
        } ?? VerticalFrame(top: field.geometry.contentTop, bottom: field.geometry.keyboardTop)
        var move = FieldMove(shift: field.top - end.top, frame: end, band: band, words: Self.words)
        move.code = motion.code
        return .moved(move)
    }

    /// What the code did, in hover.
    public func note(on outcome: FieldOutcome, in geometry: ScreenGeometry) -> String? {
        guard let motion = motions[geometry.orientation]?[""] ?? motions[geometry.orientation]?.values.first else { return nil }
        return "after " + motion.code.done
    }

    static let words = MotionWords(action: "the keyboard code moving it", moved: "the keyboard code moves it",
                                   unmoved: "the keyboard code leaves it where it is")
}

/// What a screen's keyboard code does to a field in one orientation.
public struct CodeMotion: Sendable, Hashable {
    /// How far the root view slides up.
    public var slide: Double
    /// How much farther each field moves up, by name, with a view of the screen that the
    /// code moved and that is it or holds it.
    public var shifts: [String: Double] = [:]
    /// How a scroll view brings the field into view, if the code insets one.
    public var scroll: CodeScrolling?
    /// What the findings say of the code, and its place.
    public var code: CodeWords
    /// Each effect with its value in this geometry, for hover
    /// (`CartViewController.swift:21: promoBottom.constant = keyboard height - 10 → 250 pt`).
    public var details: [String]

    public init(slide: Double = 0, scroll: CodeScrolling? = nil, code: CodeWords, details: [String] = []) {
        self.slide = slide
        self.scroll = scroll
        self.code = code
        self.details = details
    }
}

/// A scroll view of the code's inset and how it scrolls (code.md section 4, `inset`).
public struct CodeScrolling: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `contentOffset`/`setContentOffset`: the content moves up by `y`, unclamped.
        case offset(Double)
        /// `scrollRectToVisible` (a rectangle relative to the scroll's top; nil: the
        /// field's own, as UIKit scrolls the first responder), at most `limit`.
        case reveal(VerticalFrame?, limit: Double)
    }

    /// The scroll view's frame with the keyboard down (which of the field's scrolls).
    public var scroll: VerticalFrame
    public var kind: Kind
    /// Whether it is the screen's root view, every field's scroll.
    public var isRoot: Bool

    public init(scroll: VerticalFrame, kind: Kind, isRoot: Bool = false) {
        self.scroll = scroll
        self.kind = kind
        self.isRoot = isRoot
    }
}

extension VerticalFrame {
    func isNear(_ other: VerticalFrame) -> Bool { abs(top - other.top) < 0.01 && abs(bottom - other.bottom) < 0.01 }
}
