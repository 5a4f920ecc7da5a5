/// What a diagnostic code means, shown by `kb-lsp explain`, SARIF rules and the docs.
public struct Explanation: Sendable, Hashable {
    public var code: DiagnosticCode
    /// PascalCase rule name for SARIF, e.g. "CoveredByKeyboard".
    public var name: String
    /// One line, sentence case, no final period.
    public var title: String
    /// What the code means and why it matters to an iOS developer: a paragraph or two, plain
    /// text (backticks for KBL words allowed), lines wrapped at ~90 columns.
    public var description: String
    /// A complete, small KBL spec that produces this code (exactly the diagnostic being
    /// explained, ideally only it).
    public var example: String
    /// How to fix it (mentions the editor quick fixes where language.md#quick-fixes provides them).
    public var fix: String
    /// The example fixed: parses and analyses with no diagnostic of this code and no errors
    /// at all. nil only where a fixed version makes no sense.
    public var fixedExample: String?

    public init(
        code: DiagnosticCode, name: String, title: String, description: String,
        example: String, fix: String, fixedExample: String?
    ) {
        self.code = code
        self.name = name
        self.title = title
        self.description = description
        self.example = example
        self.fix = fix
        self.fixedExample = fixedExample
    }
}

extension DiagnosticCode {
    /// The long-form explanation of this code: meaning, example, fix.
    public var explanation: Explanation {
        switch self {
        case .covered: return .coveredByKeyboard
        case .stillCovered: return .stillCoveredAfterSliding
        case .doesNotFit: return .doesNotFitAboveKeyboard
        case .missingOutlets: return .missingConstraintOutlets
        case .missingScroll: return .missingScrollContainer
        case .offScreen: return .extendsBelowScreen
        case .syntax: return .syntaxError
        case .unknownDevice: return .unknownDevice
        case .duplicateName: return .duplicateName
        case .unknownSibling: return .unknownSibling
        case .missingOrConflicting: return .missingOrConflictingProperty
        case .outOfRange: return .valueOutOfRange
        case .notAllowed: return .notAllowedHere
        }
    }
}

// MARK: - Keyboard diagnostics (KB001–KB006)

extension Explanation {
    /// KB001. Numbers: iphone-8, no accessory, so the keyboard top is 451 pt in portrait and
    /// 213 pt in landscape; the field is [623, 659] and [331, 367].
    static let coveredByKeyboard = Explanation(
        code: .covered,
        name: "CoveredByKeyboard",
        title: "Field covered by the keyboard, and nothing moves it",
        description: """
            The screen's strategy is `avoid none` (written, or by default): when the keyboard
            comes up, nothing on the screen moves. The keyboard, with the input accessory bar
            when the screen declares one (`accessory`), covers everything below the keyboard
            top, at `screen height - keyboard - accessory` in each orientation: 451 pt in
            portrait and 213 pt in landscape on the default `iphone-8` without an accessory. A
            `field` or `textarea` whose bottom lies below that line is hidden, at least in
            part, while the user types in it; the amount is how many points of it are covered.

            On iOS this is a text field low in a view whose view controller ignores the
            keyboard notifications: the user types blind. Landscape is usually worse: the
            screen is only as tall as the phone is wide, and the keyboard still takes 162 pt
            of it on an `iphone-8`.
            """,
        example: """
            # Chat: the message bar is pinned to the bottom of the screen; nothing moves it
            screen Chat {
              navigation-bar 44 32

              scroll messages top 0 bottom 52
              view composer bottom 0 height 52 {
                field message "Message" top 8 bottom 8
                button send "Send" top 8 bottom 8
              }
            }
            """,
        fix: """
            Choose a strategy that reveals the field. The editor offers two quick fixes.
            "Embed in a scroll container" turns the field's view into a `scroll` (or wraps the
            screen's elements in `scroll content { … }`) and sets `avoid scroll`. "Add
            constraint outlets" adds `outlets` to the field's view (or wraps the elements in
            `view content outlets { … }`) and sets `avoid shift`. For a bar pinned to the
            bottom, like a chat composer, take the outlets: a scroll view that itself lies
            under the keyboard cannot scroll anything above it, and you would get KB003
            instead. The strategy belongs to the screen, so other covered fields may then
            get KB004 or KB005 of their own. Or move the field up, above the keyboard top.
            """,
        fixedExample: """
            # Chat: the message bar slides up with the keyboard through its constraint outlets
            screen Chat {
              navigation-bar 44 32
              avoid shift

              scroll messages top 0 bottom 52
              view composer bottom 0 height 52 outlets {
                field message "Message" top 8 bottom 8
                button send "Send" top 8 bottom 8
              }
            }
            """)

    /// KB002. Numbers: iphone-8 with a 44 pt accessory: keyboard top 407 and 169; the field
    /// [613, 657] and [321, 365] sits low enough for the whole 216 and 162 pt slide.
    static let stillCoveredAfterSliding = Explanation(
        code: .stillCovered,
        name: "StillCoveredAfterSliding",
        title: "The fraction heuristic leaves the field covered",
        description: """
            The screen uses `avoid fraction`, the "sliding text fields" heuristic: the whole
            view slides up by a fraction of an assumed keyboard height, the fraction chosen by
            where the field's midline sits between `min` and `max` (fractions of the content
            height, 0.2 and 0.8 by default): a field whose midline lies below `max` slides up
            by the whole assumed height, one above `min` not at all, one in between by a
            proportional part, rounded down. The heuristic never looks at the real keyboard,
            so after the slide the field's bottom can still lie below the keyboard top; the
            amount is how much of it stays covered.

            Two causes are common. Keyboard heights hard-coded in the app (`assume 216 162`,
            the heights of older iPhones) fall short of a taller keyboard such as 291/209 pt.
            And the assumed height never includes the input accessory bar: with `accessory
            44`, even the device's own keyboard heights leave a field at the bottom up to
            44 pt short.
            """,
        example: """
            # Comments: "sliding text fields" code moves the view up by the keyboard's height
            # but forgets the 44 pt "Done" bar that sits on top of the keyboard
            screen Comments {
              navigation-bar 44 32
              accessory 44
              avoid fraction

              scroll thread top 0 bottom 64
              field comment "Add a comment" bottom 10 height 44
            }
            """,
        fix: """
            Make the assumed heights at least the real keyboard plus the accessory bar in
            each orientation: `assume PORTRAIT LANDSCAPE` (without it, the device's keyboard
            heights alone are used). Or move to a strategy that measures the real keyboard:
            `avoid shift` with `outlets` on the field's view, or `avoid scroll` with the field
            inside a `scroll`. There is no quick fix for this code.
            """,
        fixedExample: """
            # Comments: the assumed heights include the 44 pt "Done" bar (216 + 44, 162 + 44)
            screen Comments {
              navigation-bar 44 32
              accessory 44
              avoid fraction assume 260 206

              scroll thread top 0 bottom 64
              field comment "Add a comment" bottom 10 height 44
            }
            """)

    /// KB003. Numbers: landscape on iphone-8 with a 44 pt accessory leaves 169 - 32 = 137 pt
    /// between the navigation bar and the keyboard; the 180 pt text area does not fit.
    static let doesNotFitAboveKeyboard = Explanation(
        code: .doesNotFit,
        name: "DoesNotFitAboveKeyboard",
        title: "Revealing the field pushes it above the visible top",
        description: """
            The strategy moves the field up to reveal it, but there is not enough room between
            the top bars and the keyboard: after the move, the field's top lies above the
            visible top and its upper part disappears under the status and navigation bars.
            The amount is how far above the visible top it ends up. How far the field moves
            depends on the strategy. `avoid shift` moves it by the covered amount plus
            `padding` (5 pt by default), the visible top being the content top, just below the
            status and navigation bars. `avoid scroll` scrolls the field's bottom plus
            `padding` up to the keyboard top or the scroll view's bottom, whichever is higher,
            the visible top being the content top or the scroll view's top, whichever is
            lower. `avoid fraction` slides by its heuristic amount, which can push even a
            field the keyboard never covered under the bars.

            It happens mostly in landscape: on an iPhone 8 with a 32 pt navigation bar and a
            44 pt accessory bar, only 375 - 32 - 162 - 44 = 137 pt remain for the field and
            its padding, and a taller text view cannot be shown whole however the screen
            moves. It also happens when a scroll view sits low on the screen, as only the part
            of its frame above the keyboard can show its content.
            """,
        example: """
            # New note: a tall text area in a scroll view, with a "Done" bar above the keyboard
            screen NewNote {
              navigation-bar 44 32
              accessory 44
              avoid scroll

              scroll page {
                field subject "Title" top 16 height 44
                textarea body "Note" below subject 8 height 180
              }
            }
            """,
        fix: """
            Make the field fit the space left in the orientations where it does not: a
            shorter `height`, or a percentage of its container (`height 30%`), which shrinks
            in landscape; a smaller `padding`; no accessory bar. With `avoid scroll`, make sure
            the scroll view's frame reaches well above the keyboard. Restrict the screen with
            `orientations portrait` only if the app really is portrait-only. The quick fixes
            do not help here: they reveal a field but cannot make it fit.
            """,
        fixedExample: """
            # New note: the text area takes 30% of the scroll view, so it shrinks in landscape
            screen NewNote {
              navigation-bar 44 32
              accessory 44
              avoid scroll

              scroll page {
                field subject "Title" top 16 height 44
                textarea body "Note" below subject 8 height 30%
              }
            }
            """)

    /// KB004. Numbers: the form is [407, 667] in portrait and [115, 375] in landscape, so
    /// both fields are covered in both orientations (keyboard top 451 and 213).
    static let missingConstraintOutlets = Explanation(
        code: .missingOutlets,
        name: "MissingConstraintOutlets",
        title: "Shift strategy, but no enclosing view has constraint outlets",
        description: """
            The screen says `avoid shift`, the Auto Layout technique: when the keyboard
            appears, the app changes the constants of a container's top and bottom
            constraints, so that its content slides up by the covered amount plus `padding`.
            That takes IBOutlets to those constraints, which KBL declares with `outlets` on a
            `view`, at any depth above the field. This field lies in no such view, so nothing
            would move it.

            The error is reported, with the covered amount, in every orientation where the
            keyboard covers the field, instead of KB001; nothing else is reported for the
            field there (not even KB006). Where the keyboard leaves the field alone, there is
            nothing to report.
            """,
        example: """
            # Sign-in: the form should slide up, but its view has no constraint outlets
            screen SignIn {
              navigation-bar 44 32
              avoid shift padding 8

              view form bottom 0 height 260 {
                label title "Welcome back" top 24 height 34
                field email "Email" below title 16 height 44
                field password "Password" below email 8 height 44
                button signIn "Sign in" below password 24 height 50
              }
            }
            """,
        fix: """
            Add `outlets` to the view that holds the field and connect the outlets in the app.
            The quick fix "Add constraint outlets" does it: the field's nearest enclosing
            `view` gets `outlets` (scroll views are skipped), and a top-level field gets
            the screen's elements wrapped in `view content outlets { … }`. Or use `avoid
            scroll` and put the field inside a `scroll`.
            """,
        fixedExample: """
            # Sign-in: the form slides up through the outlets of its top and bottom constraints
            screen SignIn {
              navigation-bar 44 32
              avoid shift padding 8

              view form bottom 0 height 260 outlets {
                label title "Welcome back" top 24 height 34
                field email "Email" below title 16 height 44
                field password "Password" below email 8 height 44
                button signIn "Sign in" below password 24 height 50
              }
            }
            """)

    /// KB005. Numbers: the coupon field is [559, 603] in portrait and [267, 311] in
    /// landscape, under the keyboard top (451 and 213) and outside the scroll view.
    static let missingScrollContainer = Explanation(
        code: .missingScroll,
        name: "MissingScrollContainer",
        title: "Scroll strategy, but the field is not inside a scroll view",
        description: """
            The screen says `avoid scroll`, the scroll-view technique: when the keyboard
            appears, the app gives the nearest enclosing `UIScrollView` a bottom content inset
            for the keyboard and scrolls the field into view. An inset only moves what is
            inside the scroll view, and this field is in no `scroll`: typically it is pinned
            below the scroll view or beside it, or the screen has no scroll view at all. The
            keyboard stays on top of it.

            The error is reported, with the covered amount, in every orientation where the
            keyboard covers the field, instead of KB001; nothing else is reported for the
            field there (not even KB006). Where the keyboard leaves the field alone, there is
            nothing to report.
            """,
        example: """
            # Cart: the order scrolls, but the coupon field is pinned below the scroll view
            screen Cart {
              navigation-bar 44 32
              avoid scroll

              scroll order top 0 bottom 120 {
                label lines "Your order" top 16 height 240
              }
              field coupon "Coupon code" bottom 64 height 44
              button checkout "Check out" bottom 8 height 48
            }
            """,
        fix: """
            Move the field into the scroll view's content. The quick fix "Embed in a scroll
            container" does it for you: the field's nearest enclosing `view` becomes a `scroll`
            (same geometry; its `outlets` are dropped), and a top-level field gets the
            screen's elements wrapped in `scroll content { … }`. A bar that must stay pinned
            to the bottom is better served by `avoid shift` with `outlets` on its view; the
            strategy belongs to the whole screen, so check the other fields after switching.
            """,
        fixedExample: """
            # Cart: the coupon field now lives in the scroll view, under the order
            screen Cart {
              navigation-bar 44 32
              avoid scroll

              scroll order top 0 bottom 64 {
                label lines "Your order" top 16 height 240
                field coupon "Coupon code" below lines 16 height 44
              }
              button checkout "Check out" bottom 8 height 48
            }
            """)

    /// KB006. Numbers: landscape iphone-8 is 375 pt tall; the buttons end at 378 and 440.
    static let extendsBelowScreen = Explanation(
        code: .offScreen,
        name: "ExtendsBelowScreen",
        title: "Element extends below the screen",
        description: """
            An element outside every `scroll` reaches below the bottom edge of the screen in
            this orientation, so part of it can never be seen or tapped, keyboard or not. The
            amount is how far it reaches past the screen's height: 667 pt in portrait and
            375 pt in landscape on an `iphone-8`. Every kind of element is checked, not only
            fields, at its laid-out position before any keyboard avoidance; a field that gets
            KB004 or KB005 in an orientation is not checked there. Elements inside a `scroll`
            are never reported, as their content may extend past its frame and scroll into
            view.

            A screen designed in portrait and stacked with fixed heights typically overflows
            in landscape, where the screen is only as tall as the phone is wide.
            """,
        example: """
            # Welcome: a hero image and two buttons stacked in a plain view. Fine in portrait,
            # but in landscape the screen is only 375 pt tall and the buttons fall off its edge
            screen Welcome {
              view page {
                image hero top 24 height 280
                button signUp "Create account" below hero 24 height 50
                button signIn "I have an account" below signUp 12 height 50
              }
            }
            """,
        fix: """
            Put the content in a scroll view (turn the `view` into a `scroll`), make elements
            shorter (a percentage `height` follows the container in each orientation), or pin
            the last elements to the bottom with `bottom` so they stay on screen. Restrict the
            screen with `orientations portrait` only if the app really is portrait-only.
            """,
        fixedExample: """
            # Welcome: the same stack in a scroll view, which scrolls to the buttons in landscape
            screen Welcome {
              scroll page {
                image hero top 24 height 280
                button signUp "Create account" below hero 24 height 50
                button signIn "I have an account" below signUp 12 height 50
              }
            }
            """)
}

// MARK: - Errors in the spec itself (KB100–KB106)

extension Explanation {
    static let syntaxError = Explanation(
        code: .syntax,
        name: "SyntaxError",
        title: "Syntax error",
        description: """
            A token cannot be read where it stands: a stray character (`:`, `=`, `,`), a
            string without its closing quote, a negative number, a percentage where only
            points are allowed, an unknown keyword, or a `{` that is never closed. KBL has one
            statement per line, made of names, numbers (optionally with `%`), strings and
            braces separated by blanks, with no punctuation in between.

            The error sits on the offending token. The parser skips the rest of that line and
            carries on with the next, so one mistake does not hide the rest of the file; but
            a screen with an error is not analysed for the keyboard until it is fixed (its
            layout would be a guess), while the other screens still are.
            """,
        example: """
            # Sign-in: Swift habits crept in: `height: 44` is not KBL
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              field email "Email" below title 16 height: 44
            }
            """,
        fix: """
            Write the statement as the grammar expects: keywords followed by their numbers,
            separated by blanks (`height 44`), strings closed on the same line, no negative
            numbers (KBL has no negative margins). The message says which token was
            unexpected and, usually, what was expected instead.
            """,
        fixedExample: """
            # Sign-in: properties are keywords followed by numbers, separated by blanks
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              field email "Email" below title 16 height 44
            }
            """)

    static let unknownDevice = Explanation(
        code: .unknownDevice,
        name: "UnknownDevice",
        title: "Unknown device",
        description: """
            The screen's `device` names no device declared in this file or in the project
            configuration, and no built-in one (`iphone-4`, `iphone-5`, `iphone-8`,
            `iphone-8-plus`); names are compared exactly, case included. Without the device's
            screen size, keyboard heights and status bar heights nothing can be laid out, so
            the screen is not analysed. A device declared in the file with errors of its own
            gets those errors instead, not this one.
            """,
        example: """
            # Sign-in on an iPhone 14, which is not one of the built-in devices
            screen SignIn {
              device iphone-14
              navigation-bar 44 32

              field email "Email" top 24 height 44
              field password "Password" below email 8 height 44
            }
            """,
        fix: """
            Check the spelling, use a built-in device, or declare the device in the file:
            `device NAME { … }` with `size WIDTH HEIGHT` (portrait, in pt) and, optionally,
            `keyboard PORTRAIT LANDSCAPE` and `status-bar PORTRAIT LANDSCAPE`, which
            otherwise take the `iphone-8` values (216/162 pt and 20/0 pt).
            """,
        fixedExample: """
            # Sign-in on an iPhone 14, declared in the file
            device iphone-14 {
              size 390 844
              keyboard 291 209
              status-bar 47 0
            }

            screen SignIn {
              device iphone-14
              navigation-bar 44 32

              field email "Email" top 24 height 44
              field password "Password" below email 8 height 44
            }
            """)

    static let duplicateName = Explanation(
        code: .duplicateName,
        name: "DuplicateName",
        title: "Duplicate name",
        description: """
            Two declarations share a name that must be unique: device names and screen names
            are unique in a file, element names in their screen, at any depth (not only among
            siblings). Names are how `below` refers to an element and how diagnostics, hover
            and lint output identify one, so they must be unambiguous, much like the property
            names of IBOutlets in one view controller.
            """,
        example: """
            # Sign-up: the "Confirm email" line was copied from the one above and kept its name
            screen SignUp {
              navigation-bar 44 32

              field email "Email" top 24 height 44
              field email "Confirm email" below email 8 height 44
              field password "Password" below email 8 height 44
            }
            """,
        fix: """
            Rename one of them, and update the `below` references that meant it.
            """,
        fixedExample: """
            # Sign-up: every element of the screen has a name of its own
            screen SignUp {
              navigation-bar 44 32

              field email "Email" top 24 height 44
              field confirmEmail "Confirm email" below email 8 height 44
              field password "Password" below confirmEmail 8 height 44
            }
            """)

    static let unknownSibling = Explanation(
        code: .unknownSibling,
        name: "UnknownSibling",
        title: "The below reference names no earlier sibling",
        description: """
            `below NAME [GAP]` places an element under an earlier sibling: an element with the
            same parent, declared above it, like a vertical spacing constraint between two
            views of the same superview. This one names no such element: a typo, an element
            declared further down (KBL is read top to bottom), or, most surprisingly, an
            element of another container, such as a child of a neighbouring `view`, or the
            element's own parent.
            """,
        example: """
            # Sign-in: the button is placed below a field that lives inside another container
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              view form below title 16 height 96 {
                field email "Email" top 0 height 44
                field password "Password" below email 8 height 44
              }
              button signIn "Sign in" below password 24 height 50
            }
            """,
        fix: """
            Name an earlier sibling: place the element below the container that holds the
            other one (`below form`), move it into that container, or position it with `top`,
            `bottom` or `center` instead. A container placed with `top` or `below` and no
            `height` reaches down to its parent's bottom, so give it a `height` before
            stacking things below it.
            """,
        fixedExample: """
            # Sign-in: the button is placed below the form, its sibling
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              view form below title 16 height 96 {
                field email "Email" top 0 height 44
                field password "Password" below email 8 height 44
              }
              button signIn "Sign in" below form 24 height 50
            }
            """)

    static let missingOrConflictingProperty = Explanation(
        code: .missingOrConflicting,
        name: "MissingOrConflictingProperty",
        title: "A required property is missing, or properties conflict",
        description: """
            KBL has no intrinsic content size and no constraint solver: each element needs
            exactly one vertical position (`top`, `bottom`, `top` with `bottom`, `below` or
            `center`) and, unless `top` and `bottom` fix it, a `height`. This error reports
            what is missing or contradictory: an element with no position, a leaf with no
            `height`, a container placed by `bottom` or `center` with no `height`, `height`
            together with `top` and `bottom`, two positions that exclude each other (`top`
            with `below`, `bottom` with `center`, …), or a `device` block without `size`. A
            container with neither a position nor a height is fine: it fills its parent.
            """,
        example: """
            # Sign-in: the email field has no height (KBL has no intrinsic content size)
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              field email "Email" below title 16
              field password "Password" below email 8 height 44
            }
            """,
        fix: """
            Add what is missing (a position, a `height`, a device's `size`) or remove one of
            the conflicting properties. The message names the element and the properties.
            """,
        fixedExample: """
            # Sign-in: every leaf has a vertical position and a height
            screen SignIn {
              navigation-bar 44 32

              label title "Welcome back" top 24 height 34
              field email "Email" below title 16 height 44
              field password "Password" below email 8 height 44
            }
            """)

    static let valueOutOfRange = Explanation(
        code: .outOfRange,
        name: "ValueOutOfRange",
        title: "Value out of range",
        description: """
            A number is well formed but outside what it can mean: a device `size` of 0, a
            `min` or `max` of `avoid fraction` outside 0 to 1 (they are fractions of the
            content height, not percentages), a `min` not less than its `max`, or a number
            above 1,000,000.
            """,
        example: """
            # Checkout: the sliding heuristic's bounds written as percentages, not fractions
            screen Checkout {
              navigation-bar 44 32
              avoid fraction min 20 max 80

              field name "Name on card" top 24 height 44
              field cardNumber "Card number" below name 8 height 44
            }
            """,
        fix: """
            Bring the value into range: `min 0.2 max 0.8` rather than `min 20 max 80`, a
            device size greater than 0.
            """,
        fixedExample: """
            # Checkout: `min` and `max` are fractions of the content height, from 0 to 1
            screen Checkout {
              navigation-bar 44 32
              avoid fraction min 0.2 max 0.8

              field name "Name on card" top 24 height 44
              field cardNumber "Card number" below name 8 height 44
            }
            """)

    static let notAllowedHere = Explanation(
        code: .notAllowed,
        name: "NotAllowedHere",
        title: "Property or block not allowed here",
        description: """
            The statement is valid KBL, but not in this place: `outlets` on anything but a
            `view` (constraint outlets belong to the container that slides, not to a field or
            a scroll view), a `{ … }` block on a leaf (only `view` and `scroll` have
            children), an option of another strategy (`padding` on `avoid fraction`, `min` on
            `avoid shift`, anything on `avoid none`), a screen property inside a device or the
            other way round, a screen inside a screen, or a property, placement or option
            written twice.
            """,
        example: """
            # Sign-in: `outlets` was put on the field, but the constraint outlets belong to its view
            screen SignIn {
              navigation-bar 44 32
              avoid shift

              view form bottom 0 height 200 {
                field email "Email" top 24 height 44 outlets
                field password "Password" below email 8 height 44
              }
            }
            """,
        fix: """
            Move the property to where it belongs (here: `outlets` on the view that holds the
            fields), or remove it. The message says what is allowed in that place.
            """,
        fixedExample: """
            # Sign-in: the view that holds the fields declares the constraint outlets
            screen SignIn {
              navigation-bar 44 32
              avoid shift

              view form bottom 0 height 200 outlets {
                field email "Email" top 24 height 44
                field password "Password" below email 8 height 44
              }
            }
            """)
}
