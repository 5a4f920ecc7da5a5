import JSONValue
import Testing

@Suite("Folding ranges")
struct FoldingTests {
    @Test func blocksAndCommentRunsFold() throws {
        let text = """
        # A sign-in screen
        # with two fields
        device d {
          size 300 600
        }
        screen S {
          device d
          # one comment alone does not fold
          view form outlets {
            field a top 1 height 44
            field b below a 8 height 44
          }
        }
        """
        let client = try TestClient()
        client.open("file:///f.kbl", text)
        #expect(client.initializeResult["capabilities"]?["foldingRangeProvider"] == true)
        let ranges = try #require(try client.request("textDocument/foldingRange", ["textDocument": ["uri": "file:///f.kbl"]]).arrayValue)
        #expect(ranges == [
            ["startLine": 0, "endLine": 1, "kind": "comment"],
            ["startLine": 2, "endLine": 3, "kind": "region"],
            ["startLine": 5, "endLine": 11, "kind": "region"],
            ["startLine": 8, "endLine": 10, "kind": "region"],
        ])
    }

    @Test func aBrokenFileStillFoldsWhatItCan() throws {
        let client = try TestClient()
        client.open("file:///b.kbl", "screen S {\n  field a top 1 height 2 ;\n  field b top 9 height 2\n}\n")
        let ranges = try #require(try client.request("textDocument/foldingRange", ["textDocument": ["uri": "file:///b.kbl"]]).arrayValue)
        #expect(ranges == [["startLine": 0, "endLine": 2, "kind": "region"]])
    }
}
