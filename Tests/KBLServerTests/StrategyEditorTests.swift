import JSONValue
@testable import KBLServer
import LSP
import Testing
import TestSupport

/// KBL 1.2's strategies in the editor: hover (in Markdown and in plain text), inlay hints,
/// code lenses and the preview, on iphone-16 (393 × 852 pt, keyboard 336/209, status bar
/// 59/0, home indicator 34/21).
@Suite("iqkeyboardmanager and resize in the editor")
struct StrategyEditorTests {
    /// IQKeyboardManager pads the keyboard to 336 + 10 + 34 = 380 pt in portrait and
    /// 209 + 10 + 21 = 240 pt in landscape; with an accessory bar and version 6 (no safe
    /// area), 336 + 44 + 20 = 400 and 209 + 44 + 20 = 273.
    static let iq = Fixture("""
    screen ⟦⟧SignUp {
      device iphone-16
      navigation-bar 44 32
      avoid iqkeyboardmanager
      scroll form {
        label title "Create an account" top 16 height 34
        field name "Name" below title 16 height 44⟦⟧
        field email "Email" below name 8 height 44
        field password "Password" below email 8 height 44
        textarea bio "About you" below password 16 height 120
        field ⟦⟧phone "Phone" below bio 16 height 44⟦⟧
      }
    }
    screen Login {
      device iphone-15-pro
      navigation-bar 44 32
      accessory 44
      avoid iqkeyboardmanager distance 20 version 6
      view card center height 300 {
        field ⟦⟧user "User" top 20 height 44
      }
    }
    """)

    /// The keyboard-up layout ends at 852 - 336 = 516 in portrait: the text view keeps
    /// its top (119) and ends 80 pt above it (436); the composer rises from 758 to 456.
    static let resize = Fixture("""
    screen ⟦⟧Note {
      device iphone-16
      orientations portrait
      avoid resize
      label heading "New note" top 16 height 30
      textarea ⟦⟧body "Body" top 60 bottom 80⟦⟧
      button save "Save" bottom 16 height 50
    }
    screen ⟦⟧Chat {
      device iphone-16
      navigation-bar 44 32
      avoid resize
      view composer bottom 0 height 60 {
        field ⟦⟧message "Message" top 8 height 44⟦⟧
      }
    }
    """)

    /// A client that shows plain text only.
    static let plainTextClient: JSON = ["textDocument": ["hover": ["contentFormat": ["plaintext"]]]]

    func hover(_ fixture: Fixture, _ marker: Int, capabilities: JSON = TestClient.neovimLike) throws -> (kind: String?, text: String) {
        let client = try TestClient(capabilities: capabilities)
        client.open("file:///s.kbl", fixture.text)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///s.kbl"], "position": fixture.position(marker)])
        return (hover["contents"]?["kind"]?.stringValue, try #require(hover["contents"]?["value"]?.stringValue))
    }

    func hints(_ fixture: Fixture) throws -> [JSON] {
        let client = try TestClient()
        client.open("file:///s.kbl", fixture.text)
        return try #require(try client.request("textDocument/inlayHint", [
            "textDocument": ["uri": "file:///s.kbl"],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]],
        ]).arrayValue)
    }

    /// The padded height and what it is made of, per orientation, then the gap the library
    /// leaves between the field and the keyboard's top (516 - 438 and 184 - 132).
    @Test func iqKeyboardManagersHoverShowsThePaddingAndTheGap() throws {
        let (kind, markdown) = try hover(Self.iq, 2)
        #expect(kind == "markdown")
        #expect(markdown.hasPrefix("**field `phone`** in screen `SignUp` on `iphone-16`, strategy `avoid iqkeyboardmanager`\n"))
        #expect(markdown.contains("\n| portrait | 516 | 469 | 513 | none | 75 pt | yes |\n"))
        #expect(markdown.contains("\n\nKeyboard height IQKeyboardManager pads: portrait 380 pt (keyboard 336 + distance 10 + safe area 34), landscape 240 pt (keyboard 209 + distance 10 + safe area 21)\n\n"))
        #expect(markdown.hasSuffix("\n\n`avoid iqkeyboardmanager`:\n- portrait: leaves 78 pt between the field and the keyboard\n- landscape: leaves 52 pt between the field and the keyboard"))
        // The accessory bar is a part of its own; version 6 adds no safe area.
        let (_, login) = try hover(Self.iq, 4)
        #expect(login.contains("Keyboard height IQKeyboardManager pads: portrait 400 pt (keyboard 336 + accessory 44 + distance 20), landscape 273 pt (keyboard 209 + accessory 44 + distance 20)"))
        #expect(!login.contains("**≠**"), "a padded height is no misreading")
        // Padded beyond the screen (209 + 200 + 10 + 21 > 393 in landscape): capped, and said so.
        let tall = Fixture("screen Tall {\n  device iphone-16\n  accessory 200\n  avoid iqkeyboardmanager\n  field ⟦⟧f top 10 height 44\n}\n")
        let (_, capped) = try hover(tall, 0)
        #expect(capped.contains("landscape 393 pt (keyboard 209 + accessory 200 + distance 10 + safe area 21, at most the screen's height)"))
        #expect(capped.contains("portrait 580 pt (keyboard 336 + accessory 200 + distance 10 + safe area 34)"))
    }

    /// The frame with the keyboard up, per orientation analysed.
    @Test func resizesHoverShowsTheFrameWithTheKeyboardUp() throws {
        let (_, body) = try hover(Self.resize, 1)
        #expect(body.contains("\n| portrait | 516 | 119 | 738 | 222 pt | 0 pt | yes |\n"))
        #expect(body.hasSuffix("\n\n`avoid resize`:\n- portrait: with the keyboard up at 119–436 pt"))
        #expect(!body.contains("Keyboard height"), "resize works with the real keyboard")
        let (_, message) = try hover(Self.resize, 4)
        #expect(message.hasSuffix("`avoid resize`:\n- portrait: with the keyboard up at 464–508 pt\n- landscape: with the keyboard up at 132–176 pt"))
    }

    /// A client that asks for plain text gets no Markdown marks: the table as columns (the
    /// numbers right-aligned), the heights and the notes as lines.
    @Test func plainTextClientsGetTextWithoutMarkdown() throws {
        let (kind, text) = try hover(Self.iq, 2, capabilities: Self.plainTextClient)
        #expect(kind == "plaintext")
        #expect(text == """
        field phone in screen SignUp on iphone-16, strategy avoid iqkeyboardmanager

        orientation  keyboard top  field top  field bottom  overlap   shift  fully visible
        portrait              516        469           513     none   75 pt  yes
        landscape             184        398           442   258 pt  310 pt  yes

        Keyboard height IQKeyboardManager pads: portrait 380 pt (keyboard 336 + distance 10 + safe area 34), landscape 240 pt (keyboard 209 + distance 10 + safe area 21)

        avoid iqkeyboardmanager:
        - portrait: leaves 78 pt between the field and the keyboard
        - landscape: leaves 52 pt between the field and the keyboard
        """)
        let (_, resize) = try hover(Self.resize, 1, capabilities: Self.plainTextClient)
        #expect(resize.hasSuffix("\n\navoid resize:\n- portrait: with the keyboard up at 119–436 pt"))
        for mark in ["**", "`", "|"] { #expect(!text.contains(mark) && !resize.contains(mark), "\(mark)") }
        // A screen's hover too.
        let (_, screen) = try hover(Self.resize, 0, capabilities: Self.plainTextClient)
        #expect(screen == "screen Note on iphone-16, strategy avoid resize\n\norientation  screen height  content top  keyboard top\nportrait               852           59           516")
    }

    @Test func plainTextDropsMarksPicturesAndAlignsColumns() {
        let markdown = "**a `b`** ≠ **≠**\n\n| x | long name |\n|---|---:|\n| wide cell | 1 |\n| y | 22 |\n\n![picture](data:image/svg+xml;base64,AAAA)\n"
        #expect(HoverText.plain(markdown) == "a b ≠ ≠\n\nx          long name\nwide cell          1\ny                 22")
    }

    /// The shift per orientation, and in the tooltip the gap the library leaves.
    @Test func iqKeyboardManagersInlayHintsSayTheShiftAndTheGap() throws {
        let hints = try hints(Self.iq)
        #expect(hints.count == 6)
        #expect(hints.first?["position"] == Self.iq.position(1))
        #expect(hints[4]["position"] == Self.iq.position(3))
        #expect(hints.first?["label"] == "– · ↑ 10")
        #expect(hints.first?["tooltip"] == "portrait: no shift, leaves 303 pt between the field and the keyboard\nlandscape: shifted up 10 pt, leaves 52 pt between the field and the keyboard")
        #expect(hints[4]["label"] == "↑ 75 · ↑ 310")
        #expect(hints[4]["tooltip"] == "portrait: shifted up 75 pt, leaves 78 pt between the field and the keyboard\nlandscape: shifted up 310 pt, leaves 52 pt between the field and the keyboard")
    }

    /// A field laid out shorter where its top stays says its new height, not "–"; a moved
    /// one its shift; the tooltips give the frames with the keyboard up.
    @Test func resizesInlayHintsSayWhatChanges() throws {
        let hints = try hints(Self.resize)
        #expect(hints.map { $0["position"] } == [Self.resize.position(2), Self.resize.position(5)])
        #expect(hints.first?["label"] == "317 pt tall")
        #expect(hints.first?["tooltip"] == "portrait: no shift, with the keyboard up at 119–436 pt")
        #expect(hints.last?["label"] == "↑ 302 · ↑ 188")
        #expect(hints.last?["tooltip"] == "portrait: shifted up 302 pt, with the keyboard up at 464–508 pt\nlandscape: shifted up 188 pt, with the keyboard up at 132–176 pt")
    }

    @Test func codeLensesAndPreviewShowTheNewStrategies() throws {
        let client = try TestClient()
        client.open("file:///s.kbl", Self.resize.text)
        let lenses = try #require(try client.request("textDocument/codeLens", ["textDocument": ["uri": "file:///s.kbl"]]).arrayValue)
        #expect(lenses.compactMap { $0[path: "command", "title"]?.stringValue } == [
            "1 field covered in portrait, moved into view", "Preview",
            "1 field covered in portrait, moved into view · 1 field covered in landscape, moved into view", "Preview",
        ])
        // The preview's picture is the one `kb-lsp render` draws: the keyboard-up outlines, the strip.
        let note = try client.request("workspace/executeCommand", ["command": "kb-lsp.renderScreen", "arguments": ["file:///s.kbl", "Note"]])
        let svg = try #require(note["svg"]?.stringValue)
        #expect(svg.contains("<g class=\"up\"><title>button &#39;save&#39; with the keyboard up: y 450–500</title>"))
        #expect(svg.contains(">317 pt tall</text>") && svg.contains("<g class=\"home\">"))
        #expect(svg.contains(">laid out again with the keyboard up</text>"))

        client.open("file:///iq.kbl", Self.iq.text)
        let iqLenses = try #require(try client.request("textDocument/codeLens", ["textDocument": ["uri": "file:///iq.kbl"]]).arrayValue)
        #expect(iqLenses.compactMap { $0[path: "command", "title"]?.stringValue } == [
            "4 fields covered in landscape, all moved into view", "Preview", "every field visible", "Preview",
        ])
        let signUp = try client.request("workspace/executeCommand", ["command": "kb-lsp.renderScreen", "arguments": ["file:///iq.kbl", "SignUp"]])
        let picture = try #require(signUp["svg"]?.stringValue)
        #expect(picture.contains("<path d=\"M0 472H393\"/><text x=\"196.5\" y=\"469\" style=\"font-size:10px\" text-anchor=\"middle\">IQKeyboardManager pads to 380 pt</text>"))
        #expect(picture.contains(">keyboard top padded by the library</text>") && !picture.contains("when wrong"))
    }
}
