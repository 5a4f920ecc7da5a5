import JSONValue
import KBLServer
import LSP
import Testing

@Suite("textDocument/formatting and rangeFormatting")
struct FormattingTests {
    static let messy = "screen  Shop {\n\tdevice iphone-8   # the default\n\n\n field e \"Ünïcode\"   top 1 height 44 # x\nfield g top 50 height 44\n}"
    static let formatted = "screen Shop {\n  device iphone-8 # the default\n\n  field e \"Ünïcode\" top 1 height 44 # x\n  field g top 50 height 44\n}\n"

    static func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSON {
        ["start": ["line": .integer(Int64(startLine)), "character": .integer(Int64(startCharacter))],
         "end": ["line": .integer(Int64(endLine)), "character": .integer(Int64(endCharacter))]]
    }

    @Test func formattingReplacesTheDocument() throws {
        let messy = Self.messy
        let expected = Self.formatted
        for encoding in ["utf-16", "utf-8", "utf-32"] {
            let client = try TestClient(capabilities: ["general": ["positionEncodings": [.string(encoding)]]])
            client.open("file:///s.kbl", messy)
            let edits = try #require(try client.request("textDocument/formatting", [
                "textDocument": ["uri": "file:///s.kbl"], "options": ["tabSize": 4, "insertSpaces": true],
            ]).arrayValue)
            #expect(edits.count == 1)
            let position = PositionEncoding(rawValue: encoding) ?? .utf16
            #expect(try applying(edits, to: messy, encoding: position) == expected)
            // Formatted already: no edits.
            client.open("file:///f.kbl", expected)
            let none = try client.request("textDocument/formatting", ["textDocument": ["uri": "file:///f.kbl"], "options": [:]])
            #expect(none.arrayValue == [])
        }
    }

    @Test func rangeFormattingTouchesOnlyTheLinesOfTheRange() throws {
        let messy = Self.messy
        let client = try TestClient()
        client.open("file:///s.kbl", messy)
        // Lines 4 and 5 (the fields); the range ends at the start of line 6, which it does not touch.
        let edits = try #require(try client.request("textDocument/rangeFormatting", [
            "textDocument": ["uri": "file:///s.kbl"], "range": Self.range(4, 3, 6, 0), "options": [:],
        ]).arrayValue)
        #expect(edits.count == 1)
        #expect(edits.first?["range"] == Self.range(4, 0, 6, 0))
        #expect(try applying(edits, to: messy) == "screen  Shop {\n\tdevice iphone-8   # the default\n\n\n"
            + "  field e \"Ünïcode\" top 1 height 44 # x\n  field g top 50 height 44\n}")
        // A cursor on the header line formats that line only.
        let header = try #require(try client.request("textDocument/rangeFormatting", [
            "textDocument": ["uri": "file:///s.kbl"], "range": Self.range(0, 2, 0, 2), "options": [:],
        ]).arrayValue)
        #expect(try applying(header, to: messy).hasPrefix("screen Shop {\n\tdevice"))
        // The whole document, range by range, is the document formatted.
        let all = try #require(try client.request("textDocument/rangeFormatting", [
            "textDocument": ["uri": "file:///s.kbl"], "range": Self.range(0, 0, 6, 1), "options": [:],
        ]).arrayValue)
        #expect(try applying(all, to: messy) == Self.formatted)
    }

    @Test func brokenDocumentsGetNoEdits() throws {
        let client = try TestClient()
        client.open("file:///b.kbl", "screen  B {\n   field f top 1 height 44\n")
        for method in ["textDocument/formatting", "textDocument/rangeFormatting"] {
            let edits = try client.request(method, ["textDocument": ["uri": "file:///b.kbl"], "range": Self.range(0, 0, 1, 0), "options": [:]])
            #expect(edits.arrayValue == [])
        }
        #expect(throws: ResponseError.self) {
            try client.request("textDocument/formatting", ["textDocument": ["uri": "file:///closed.kbl"], "options": [:]])
        }
    }
}
