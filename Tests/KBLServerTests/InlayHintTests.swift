import JSONValue
@testable import KBLServer
@testable import KeyboardAnalysis
import LSP
import SpecParser
import Testing
import TestSupport

@Suite("Inlay hints and code lenses")
struct InlayHintTests {
    /// The hints sit after each field header's last token, before a trailing comment.
    static let signIn = Fixture("""
    device tall-phone {
      size 390 844
      keyboard 291 209
      status-bar 47 0
    }

    screen SignIn {
      device tall-phone
      navigation-bar 44 32
      accessory 44
      avoid shift padding 8

      view form outlets {
        label title "Welcome back ✉️" top 24 height 34
        field email "Émail ✉️" below title 16 height 44⟦⟧  # the address
        field password "Password" below email 8 height 44⟦⟧
        button signIn "Sign in" below password 24 height 50
        textarea note "Note for the support team ✉️" bottom 20 height 120⟦⟧
      }
    }

    screen Broken {
      device nowhere
      field a top 1 height 44
    }
    """)

    static let range: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]]

    func hints(_ client: TestClient, range: JSON = InlayHintTests.range) throws -> [JSON] {
        try #require(try client.request("textDocument/inlayHint", ["textDocument": ["uri": "file:///s.kbl"], "range": range]).arrayValue)
    }

    @Test(arguments: [PositionEncoding.utf16, .utf8, .utf32])
    func eachFieldGetsItsShiftPerOrientation(encoding: PositionEncoding) throws {
        let capabilities: JSON = encoding == .utf16 ? TestClient.neovimLike
            : ["general": ["positionEncodings": [.string(encoding.rawValue)]]]
        let client = try TestClient(capabilities: capabilities)
        #expect(client.encoding == encoding.rawValue)
        #expect(client.initializeResult["capabilities"]?["inlayHintProvider"] == true)
        client.open("file:///s.kbl", Self.signIn.text)
        let fixture = Self.signIn
        #expect(try hints(client) == [
            ["position": fixture.position(0, encoding: encoding), "label": "– · ↑ 21", "paddingLeft": true,
             "tooltip": "portrait: no shift\nlandscape: shifted up 21 pt"],
            ["position": fixture.position(1, encoding: encoding), "label": "– · ↑ 73", "paddingLeft": true,
             "tooltip": "portrait: no shift\nlandscape: shifted up 73 pt"],
            ["position": fixture.position(2, encoding: encoding), "label": "↑ 323 · ↑ 241 ⚠", "paddingLeft": true,
             "tooltip": "portrait: shifted up 323 pt\nlandscape: shifted up 241 pt, not fully visible"],
        ])
    }

    @Test func onlyHeadersInTheRangeGetHints() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", Self.signIn.text)
        // Lines 15 and 16 (0-based): password and the button; only password is a field.
        let range: JSON = ["start": ["line": 15, "character": 4], "end": ["line": 16, "character": 0]]
        #expect(try hints(client, range: range).map { $0["position"] } == [Self.signIn.position(1)])
        let none: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 12, "character": 0]]
        #expect(try hints(client, range: none).isEmpty)
    }

    @Test func aScreenWithErrorsGetsNoHintsAndNoLens() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", "screen Broken {\n  device nowhere\n  field a top 1 height 44\n}\n")
        #expect(try hints(client).isEmpty)
        #expect(try client.request("textDocument/codeLens", ["textDocument": ["uri": "file:///s.kbl"]]) == [])
    }

    @Test func eachAnalysedScreenGetsALensOnItsName() throws {
        let text = Fixture("""
        screen ⟦Clean⟧ {
          field a top 10 height 44
        }
        screen ⟦Covered⟧ {
          avoid none
          field a bottom 0 height 44
          field b bottom 50 height 44
        }
        screen ⟦Empty⟧ {
          label l top 0 height 10
        }
        """)
        let client = try TestClient()
        #expect(client.initializeResult["capabilities"]?["codeLensProvider"] == ["resolveProvider": false])
        client.open("file:///s.kbl", text.text)
        let all = try #require(try client.request("textDocument/codeLens", ["textDocument": ["uri": "file:///s.kbl"]]).arrayValue)
        let lenses = all.filter { $0[path: "command", "command"] == "kb-lsp.showScreen" }
        let previews = all.filter { $0[path: "command", "command"] == "kb-lsp.previewScreen" }
        #expect(all.count == 6)
        let converter = PositionConverter(lines: LineIndex(text.text), encoding: .utf16)
        #expect(previews.map { $0["range"] } == lenses.map { $0["range"] })
        #expect(previews.map { $0[path: "command", "title"] } == ["Preview", "Preview", "Preview"])
        #expect(previews.map { $0[path: "command", "arguments"] } == ["Clean", "Covered", "Empty"].map { ["file:///s.kbl", .string($0)] })
        #expect(lenses.map { $0["range"] } == text.ranges.map { converter.range(of: $0).json })
        #expect(lenses.map { $0[path: "command", "command"] } == Array(repeating: "kb-lsp.showScreen", count: 3))
        #expect(lenses.map { $0[path: "command", "title"]?.stringValue } == [
            "every field visible",
            "2 fields covered in portrait, 2 not fully visible · 2 fields covered in landscape, 2 not fully visible",
            "no fields",
        ])
    }

    @Test func labelsShowDownwardShiftsAndMarksPerOrientation() {
        // A 44 pt field at 100 moved down 567 pt in portrait, left where it is in landscape.
        let down = ElementPlacement(orientation: .portrait, top: 100, bottom: 144, outcome: FieldOutcome(
            overlap: 0, isCovered: false, shift: -567, isFullyVisible: true, endTop: 667, endBottom: 711))
        let hidden = ElementPlacement(orientation: .landscape, top: 100, bottom: 144, outcome: FieldOutcome(
            overlap: 12.5, isCovered: true, shift: 0, isFullyVisible: false, endTop: 100, endBottom: 144))
        #expect(ShiftHint.label([down, hidden]) == "↓ 567 · – ⚠")
        #expect(ShiftHint.tooltip([down, hidden]) == "portrait: shifted down 567 pt\nlandscape: no shift, not fully visible")
        var landscape = down
        landscape.orientation = .landscape
        #expect(ShiftHint.label([landscape]) == "↓ 567")
        // Laid out shorter where it is (`resize`), and moved and shorter: the height it ends with.
        var shorter = hidden
        shorter.outcome?.endBottom = 120
        shorter.outcome?.isFullyVisible = true
        var movedShorter = down
        movedShorter.outcome?.endBottom = 700
        #expect(ShiftHint.label([movedShorter, shorter]) == "↓ 567, 33 pt tall · 20 pt tall")
        #expect(ShiftHint.tooltip([shorter]) { _, _ in "a note" } == "landscape: no shift, a note")
    }
}
