@testable import KeyboardAnalysis
import Platform
@testable import Rendering
import SpecParser
import Testing

/// What the pictures draw of a document's screen and not of a KBL one: each view at its own
/// place across the screen, named by its tag, with the words it shows; a sheet's presenting
/// screen; the tab bar or toolbar; the home indicator below it. The report is a KBL screen's,
/// given what DocumentAnalysis gives a document's (iphone-16: 393 × 852 pt, keyboard 336,
/// status bar 59, home indicator 34).
@Suite("Pictures of documents' screens")
struct DocumentPictureTests {
    static let spec = """
    screen Login {
      device iphone-16
      orientations portrait
      field email "Email" top 200 height 44
      button send "Send" top 300 height 21
    }
    """

    /// The screen (its content 59 pt down, below the status bar) as a document gives it: a sheet 20 pt down, under a tab bar, its field
    /// 24 pt in from both sides, its button 100 pt wide in the middle.
    static func documentReport() throws -> ScreenReport {
        var report = try #require(Analyzer().analyze(Parser.parse(utf8: Array(spec.utf8))).screens.first)
        report.geometries[0].presentationTop = 20
        report.geometries[0].bottomBar = 49
        report.geometries[0].bottomBarIsTabBar = true
        report.elements[0].kindWord = "textField"
        report.elements[0].title = "Email"
        report.elements[0].placements[0].horizontal = HorizontalSpan(left: 24, width: 345)
        report.elements[1].kindWord = "button"
        report.elements[1].name = "button-dzG-iv-I3K"
        report.elements[1].title = "Send"
        report.elements[1].placements[0].horizontal = HorizontalSpan(left: 146.5, width: 100)
        return report
    }

    @Test func viewsAreDrawnAtTheirPlaceAcrossTheScreenWithTheirWords() throws {
        let svg = SVGRenderer.document([ScreenPicture(try Self.documentReport())], title: "login.storyboard: Login")
        #expect(svg.contains("<rect class=\"box\" x=\"24\" y=\"259\" width=\"345\" height=\"44\" rx=\"3\"/>"))
        #expect(svg.contains(">textField email</text>"))
        // The field's placeholder under its name; the button, one line tall and too narrow
        // for its generated name, shows its title instead.
        #expect(svg.contains("class=\"sub\">“Email”</text>"))
        #expect(svg.contains("<rect class=\"box\" x=\"146.5\" y=\"359\" width=\"100\" height=\"21\" rx=\"3\"/>"))
        #expect(svg.contains(">“Send”</text>"))
        #expect(!svg.contains(">button button-dzG"))
    }

    @Test func theSheetTheTabBarAndTheHomeIndicatorHaveTheirPlaces() throws {
        let svg = SVGRenderer.document([ScreenPicture(try Self.documentReport())], title: "login.storyboard: Login")
        // The presenting screen above the sheet, then the sheet's status bar (59 pt).
        #expect(svg.contains("<g class=\"behind\"><rect x=\"0\" y=\"0\" width=\"393\" height=\"20\"/>"))
        #expect(svg.contains("<g class=\"bar\"><rect x=\"0\" y=\"20\" width=\"393\" height=\"59\"/>"))
        // The tab bar above the home indicator: 852 - 34 - 49 = 769.
        #expect(svg.contains("<g class=\"bar\"><rect x=\"0\" y=\"769\" width=\"393\" height=\"49\"/>"))
        #expect(svg.contains(">tab bar</text>"))
        #expect(svg.contains("<rect x=\"0\" y=\"818\" width=\"393\" height=\"34\"/><path d=\"M0 818H393\"/>"))
        #expect(svg.contains(".kbr .behind rect{fill:#8c959f}"))
        #expect(svg.contains(">the screen behind a sheet</text>"))
    }

    @Test func aKBLScreenKeepsItsBoxesAndBytes() throws {
        let report = try #require(Analyzer().analyze(Parser.parse(utf8: Array(Self.spec.utf8))).screens.first)
        let svg = SVGRenderer.document([ScreenPicture(report)], title: "login.kbl: Login")
        // Inset by depth across the whole screen, named by KBL's keyword; no bottom bar.
        #expect(svg.contains("<rect class=\"box\" x=\"6\" y=\"259\" width=\"381\" height=\"44\" rx=\"3\"/>"))
        #expect(svg.contains(">field email</text>"))
        #expect(!svg.contains("“Email”</text>"))
        #expect(!svg.contains("behind"))
        #expect(!svg.contains("tab bar"))
    }
}
