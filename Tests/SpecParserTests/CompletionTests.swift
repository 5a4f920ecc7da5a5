import SpecParser
import Testing
import TestSupport

/// Completion contexts: each fixture marks the cursor with `⟦⟧` (or the typed word with
/// `⟦…⟧`, whose end is the cursor).
@Suite("Completion sites")
struct CompletionTests {
    static func site(_ marked: String) -> (CompletionSite, Fixture) {
        let fixture = Fixture(marked)
        let cursor = fixture.ranges.first?.end ?? 0
        return (Parser.completionSite(utf8: Array(fixture.text.utf8), at: cursor), fixture)
    }

    /// The words offered, or nil when the site expects something else.
    static func words(_ marked: String) -> [String]? {
        guard case .words(let words) = site(marked).0.expectation else { return nil }
        return words.map(\.text)
    }

    static let screenProperties = ["device", "orientations", "navigation-bar", "accessory", "ios", "avoid"]
    static let kinds = ["view", "scroll", "field", "textarea", "label", "button", "image"]

    // MARK: Statement keywords by block

    @Test func declarationsAtTheTopLevel() {
        #expect(Self.words("⟦⟧") == ["device", "screen"])
        #expect(Self.words("device d {\n  size 1 2\n}\n⟦sc⟧\n") == ["device", "screen"])
    }

    @Test func devicePropertiesNotYetWritten() {
        #expect(Self.words("device d {\n  ⟦⟧\n}\n") == ["size", "keyboard", "status-bar", "home-indicator"])
        // `size` above and `status-bar` and `home-indicator` below the cursor are written already.
        #expect(Self.words("device d {\n  size 1 2\n  ⟦ke⟧\n  status-bar 20 0\n  home-indicator 34 21\n}\n") == ["keyboard"])
    }

    @Test func screenPropertiesNotYetWrittenAndElementKinds() {
        #expect(Self.words("screen S {\n  ⟦⟧\n}\n") == Self.screenProperties + Self.kinds)
        let words = Self.words("""
        screen S {
          device iphone-5
          ⟦⟧
          avoid shift
          view form outlets {
            field a top 1 height 2
          }
        }
        """)
        #expect(words == ["orientations", "navigation-bar", "accessory", "ios"] + Self.kinds)
    }

    @Test func onlyElementKindsInAContainer() {
        #expect(Self.words("screen S {\n  scroll s {\n    ⟦fi⟧\n  }\n}\n") == Self.kinds)
        // A leaf's block is an error of its own: nothing goes in it.
        #expect(Self.words("screen S {\n  field f top 1 height 2 {\n    ⟦⟧\n  }\n}\n") == [])
    }

    // MARK: Elements

    @Test func placementsAfterAFieldsNameButNoOutlets() {
        #expect(Self.words("screen S {\n  field email \"Email\" ⟦⟧\n}\n") == ["top", "bottom", "below", "center", "height"])
        #expect(Self.words("screen S {\n  view form ⟦⟧\n}\n") == ["top", "bottom", "below", "center", "height", "outlets"])
    }

    @Test func nothingThatWouldConflict() {
        // `top` excludes the other positions but `bottom`.
        #expect(Self.words("screen S {\n  field f top 10 ⟦⟧\n}\n") == ["bottom", "height"])
        // `top` and `bottom` leave no room for a height.
        #expect(Self.words("screen S {\n  field f top 10 bottom 20 ⟦⟧\n}\n") == [])
        // A placement after the cursor counts too: no second `height`.
        #expect(Self.words("screen S {\n  view v below a 8 ⟦⟧ height 44\n}\n") == ["outlets"])
        #expect(Self.words("screen S {\n  field f ⟦he⟧ height 44 center\n}\n") == [])
        #expect(Self.words("screen S {\n  view v outlets top 1 height 2 ⟦⟧\n}\n") == [])
    }

    @Test func nothingWhereANameOrALengthGoes() {
        #expect(Self.words("screen S {\n  field ⟦⟧\n}\n") == nil)
        #expect(Self.words("screen S {\n  field f height ⟦⟧\n}\n") == nil)
        #expect(Self.words("screen S {\n  field f top 10 height 44 {⟦⟧\n}\n") == nil)
    }

    @Test func earlierSiblingsAfterBelow() {
        let (site, _) = Self.site("""
        screen S {
          label title top 10 height 20
          view form {
            field inner top 1 height 2
          }
          field email below ⟦ti⟧
          field later top 1 height 2
        }
        """)
        #expect(site.expectation == .siblingName(["title", "form"]))
        let (inner, _) = Self.site("screen S {\n  label title top 1 height 2\n  view v {\n    field a top 1 height 2\n    field b below ⟦⟧\n  }\n}\n")
        #expect(inner.expectation == .siblingName(["a"]))
        // After the sibling, the gap or another placement.
        #expect(Self.words("screen S {\n  label t top 1 height 2\n  field f below t ⟦⟧\n}\n") == ["height"])
        #expect(Self.words("screen S {\n  label t top 1 height 2\n  field f below t 8 ⟦⟧\n}\n") == ["height"])
    }

    // MARK: Screen properties

    @Test func devicesAfterDevice() {
        #expect(Self.site("screen S {\n  device ⟦ip⟧\n}\n").0.expectation == .deviceName)
        #expect(Self.site("screen S {\n  device iphone-5 ⟦⟧\n}\n").0.expectation == .nothing)
        // At the top level `device` declares a new name.
        #expect(Self.site("device ⟦⟧").0.expectation == .nothing)
    }

    @Test func strategiesAfterAvoid() {
        #expect(Self.site("screen S {\n  avoid ⟦⟧\n}\n").0.expectation == .strategyName)
        #expect(Self.site("screen S {\n  avoid sh⟦⟧\n}\n").0.expectation == .strategyName)
    }

    /// The parser hands the server the `avoid` line's options; which the strategy takes
    /// the server asks the analysis (KBLServerTests' CompletionServerTests).
    @Test func optionSitesOnTheAvoidLine() {
        #expect(Self.site("screen S {\n  avoid shift ⟦⟧\n}\n").0.expectation == .strategyOption(StrategyOptionSite(strategy: "shift")))
        #expect(Self.site("screen S {\n  avoid fraction min 0.3 ⟦⟧\n}\n").0.expectation
            == .strategyOption(StrategyOptionSite(strategy: "fraction", written: ["min"], lastOption: "min", numbersAfterLastOption: 1)))
        #expect(Self.site("screen S {\n  avoid scroll ⟦⟧ padding 8\n}\n").0.expectation
            == .strategyOption(StrategyOptionSite(strategy: "scroll", written: ["padding"])))
        #expect(Self.site("screen S {\n  avoid slide ⟦pa⟧\n}\n").0.expectation == .strategyOption(StrategyOptionSite(strategy: "slide")))
        #expect(Self.site("screen S {\n  avoid shift 5 ⟦⟧\n}\n").0.expectation == .nothing)
        #expect(Self.site("screen S {\n  avoid shift \"x\" ⟦⟧\n}\n").0.expectation == .nothing)
    }

    @Test func orientationsNotYetWritten() {
        #expect(Self.words("screen S {\n  orientations ⟦⟧\n}\n") == ["portrait", "landscape"])
        #expect(Self.words("screen S {\n  orientations landscape ⟦⟧\n}\n") == ["portrait"])
        #expect(Self.words("screen S {\n  orientations portrait landscape ⟦⟧\n}\n") == nil)
    }

    // MARK: Typed words, incomplete lines, broken files

    @Test func theTypedWordIsReplaced() {
        let (site, fixture) = Self.site("screen S {\n  ⟦navigation-b⟧\n}\n")
        #expect(site.typedRange == fixture.ranges[0])
        let (middle, marked) = Self.site("screen S {\n  ⟦acc⟧essory 44\n}\n")
        #expect(middle.typedRange == marked.ranges[0])
        let (empty, cursor) = Self.site("screen S {\n  ⟦⟧\n}\n")
        #expect(empty.typedRange == cursor.ranges[0])
    }

    @Test func nothingInCommentsStringsAndNumbers() {
        #expect(Self.site("screen S { # ⟦⟧\n}\n").0.expectation == .nothing)
        #expect(Self.site("screen S {\n  # ⟦a⟧\n}\n").0.expectation == .nothing)
        #expect(Self.site("screen S {\n  field f \"Em⟦⟧ail\"\n}\n").0.expectation == .nothing)
        #expect(Self.site("screen S {\n  accessory 4⟦⟧\n}\n").0.expectation == .nothing)
    }

    @Test func brokenFilesStillComplete() {
        // A syntax error above, a stray token, an unclosed block, and the line being typed
        // at the very end of the file.
        let marked = """
        device d {
          size 390 ;
        }
        screen S {
          feld x top 1 height 2
          avoid shift padding 5%
          label title top 10 height 20
          field email "Email" below title ⟦⟧
        """
        #expect(Self.words(marked) == ["height"])
        #expect(Self.words("screen S {\n  device iphone-8\n  ⟦⟧") == ["orientations", "navigation-bar", "accessory", "ios", "avoid"] + Self.kinds)
        // A screen after an unclosed device is still a screen.
        #expect(Self.site("screen S {\n  view v top 1 {\n    field a top 1 height 2\n  }\n  avoid ⟦⟧\n}\nscreen T {\n").0.expectation == .strategyName)
    }

    @Test func detailsAndArguments() throws {
        guard case .words(let words) = Self.site("device d {\n  ⟦⟧\n}\n").0.expectation else {
            Issue.record("no words")
            return
        }
        let size = try #require(words.first)
        #expect(size.kind == .property)
        #expect(words.map(\.text) == ["size", "keyboard", "status-bar", "home-indicator"])
        #expect(size.arguments == ["375", "667"])
        #expect(size.detail.contains("portrait width and height"))
        guard case .words(let kinds) = Self.site("screen S {\n  view v {\n    ⟦⟧\n  }\n}\n").0.expectation else {
            Issue.record("no words")
            return
        }
        #expect(kinds.filter(\.opensBlock).map(\.text) == ["view", "scroll"])
        #expect(kinds.allSatisfy { $0.kind == .elementKind && $0.arguments == ["name"] })
    }
}
