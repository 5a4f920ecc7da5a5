import JSONValue
import Testing
import TestSupport

/// KBL 1.1 in the editor: the hover says which keyboard height the code uses, and KB007
/// comes with its quick fix.
@Suite("The keyboard height the code reads, in the editor")
struct LandscapeKeyboardTests {
    static let swapped = Fixture("""
    screen Swapped {
      navigation-bar 44 32
      avoid inset ⟦⟧landscape-swap
      scroll content {
        field ⟦⟧name "Name" top 100 height 40
      }
    }
    screen Slide {
      avoid slide assume 200
      field ⟦⟧code top 300 height 40
    }
    """)

    @Test func hoverShowsTheHeightTheCodeReadsAndTheHardCodedOne() throws {
        let client = try TestClient()
        client.open("file:///k.kbl", Self.swapped.text)
        let inset = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///k.kbl"], "position": Self.swapped.position(1)])
        #expect(inset["contents"]?["value"]?.stringValue?.contains(
            "Keyboard height the code reads from the notification: portrait 216 pt (real 216 pt), landscape 667 pt **≠** (real 162 pt)") == true)
        let slide = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///k.kbl"], "position": Self.swapped.position(2)])
        #expect(slide["contents"]?["value"]?.stringValue?.contains(
            "Keyboard height hard-coded in the code: portrait 200 pt (real 216 pt), landscape 200 pt (real 162 pt)") == true)
    }

    @Test func kb007HasItsQuickFix() throws {
        let client = try TestClient()
        client.open("file:///k.kbl", Self.swapped.text)
        let diagnostics = client.diagnostics("file:///k.kbl")
        let kb007 = try #require(diagnostics.first { $0["code"] == "KB007" })
        #expect(kb007["range"]?["start"] == Self.swapped.position(0))
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": "file:///k.kbl"], "range": ["start": Self.swapped.position(0), "end": Self.swapped.position(0)],
            "context": ["diagnostics": .array(diagnostics)],
        ]).arrayValue)
        #expect(actions.compactMap { $0["title"]?.stringValue } == ["Remove landscape-swap", "Ignore KB007 on this line"])
        let edits = try #require(actions.first?["edit"]?["changes"]?["file:///k.kbl"]?.arrayValue)
        let fixed = try applying(edits, to: Self.swapped.text)
        let check = try TestClient()
        check.open("file:///fixed.kbl", fixed)
        #expect(!check.diagnostics("file:///fixed.kbl").contains { $0["code"] == "KB007" })
    }
}
