import Diagnostics
import SpecParser

/// A screen's geometry in one orientation (language.md#placement).
public struct ScreenGeometry: Sendable, Hashable {
    public var orientation: Orientation
    /// `Hs`.
    public var screenHeight: Double
    /// The screen's width (KBL places elements vertically only; the pictures need it).
    public var screenWidth: Double = 0
    /// `S`.
    public var statusBar: Double
    /// `N`.
    public var navigationBar: Double
    /// `K`.
    public var keyboard: Double
    /// `A`.
    public var accessory: Double
    /// `I`: the home indicator, the bottom safe-area inset (0 on devices without one).
    public var homeIndicator: Double = 0
    /// `P`: where a page sheet starts (a document's controller presented as a sheet); 0 for
    /// a full-screen one and for every KBL screen.
    public var presentationTop: Double = 0
    /// `B`: the tab bar or toolbar above the home indicator (a document's screen); 0 in KBL.
    public var bottomBar: Double = 0
    /// Whether the bottom bar is a tab bar (else a toolbar), for the pictures' words.
    public var bottomBarIsTabBar = false

    /// `CT = P + S + N` (KBL: `S + N`).
    public var contentTop: Double { presentationTop + statusBar + navigationBar }
    /// `C = Hs - CT`.
    public var contentHeight: Double { screenHeight - contentTop }
    /// `SB = Hs - I - B` (KBL: `Hs - I`): the bottom of the safe area, where the screen's
    /// top-level box ends.
    public var safeBottom: Double { screenHeight - homeIndicator - bottomBar }
    /// `KT = Hs - K - A`: the keyboard and its accessory bar cover `y >= KT`.
    public var keyboardTop: Double { screenHeight - keyboard - accessory }
    /// The keyboard as the strategy's code works with it (read, hard-coded, padded); nil
    /// when the code works with the real one or none.
    public var codeKeyboard: CodeKeyboard?

    public init(orientation: Orientation, screenHeight: Double, statusBar: Double, navigationBar: Double, keyboard: Double,
                accessory: Double) {
        self.orientation = orientation
        self.screenHeight = screenHeight
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.keyboard = keyboard
        self.accessory = accessory
    }
}

/// Where an editable element ends up in one orientation, and how the strategy treats it.
public struct FieldOutcome: Sendable, Hashable {
    /// `bottom - KT`; positive when covered.
    public var overlap: Double
    public var isCovered: Bool
    /// The computed shift of language.md#keyboard-analysis (0 for `none`, and where the strategy cannot act).
    public var shift: Double
    /// Whether, after the shift, the field is visible whole: no KB001–KB005 for it here.
    public var isFullyVisible: Bool
    /// How many points of the field the keyboard still hides once the strategy ran (the
    /// amount of KB001, KB002, KB004 or KB005); 0 when none.
    public var remainingOverlap: Double = 0
    /// How many points of the field end above the visible band's top once moved (the
    /// amount of KB003); 0 when none.
    public var aboveVisibleTop: Double = 0
    /// Where the field ends up once the strategy ran: its top and bottom (for `resize` its
    /// frame in the keyboard-up layout, which may be taller or shorter).
    public var endTop: Double = 0
    public var endBottom: Double = 0
}

/// An element's frame in one orientation; fields also carry their outcome.
public struct ElementPlacement: Sendable, Hashable {
    public var orientation: Orientation
    public var top: Double
    public var bottom: Double
    public var outcome: FieldOutcome?
    /// The frame in the keyboard-up layout, for a strategy that lays the screen out a
    /// second time with the keyboard up (`avoid resize`); nil for the others. For a field
    /// in a scroll, before the scroll brings it into view (its outcome's `endTop` is after).
    public var keyboardUp: VerticalFrame?
    /// Where it lies across the screen, when the layout knows (a document's view); nil for
    /// KBL, whose pictures inset each box by its depth.
    public var horizontal: HorizontalSpan?
}

/// A laid-out element of an analysed screen.
public struct ElementReport: Sendable {
    public var name: String
    public var kind: ElementKind
    /// How messages call its kind: KBL's keyword, or a document's tag (`textField`).
    public var kindWord: String
    /// The title string, as written (unescaped).
    public var title: String?
    public var nameRange: SourceRange
    /// The element's header line.
    public var headerRange: SourceRange
    /// How many containers enclose it: 0 at the screen's top level.
    public var depth: Int
    /// The name of the container directly around it; nil at the top level.
    public var parent: String?
    /// One per analysed orientation, in order.
    public var placements: [ElementPlacement]
}

/// An analysed screen: its device, strategy, geometry per orientation and every element.
public struct ScreenReport: Sendable {
    public var name: String
    public var nameRange: SourceRange
    /// From `screen` to its closing brace.
    public var range: SourceRange
    public var device: Device
    public var strategy: any KeyboardStrategy
    /// One per analysed orientation, in order.
    public var geometries: [ScreenGeometry]
    /// Every element in document order.
    public var elements: [ElementReport]
}

/// Everything the engine concluded about one file.
public struct Analysis: Sendable {
    /// Every diagnostic of the file (syntax, devices and keyboard), in the order of language.md#json-output-of-kb-lsp-lint.
    public var diagnostics: [Diagnostic]
    /// The screens that could be analysed (those without errors of their own).
    public var screens: [ScreenReport]
    /// Findings on lines of the app's keyboard code (KB310, KB311): reported in those files.
    public var codeDiagnostics: [CodeDiagnostic] = []
}

/// A diagnostic on a line of the app's Swift or Objective-C code (its range is empty).
public struct CodeDiagnostic: Sendable, Hashable {
    public var place: CodePlace
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic, at place: CodePlace) {
        self.diagnostic = diagnostic
        self.place = place
    }
}
