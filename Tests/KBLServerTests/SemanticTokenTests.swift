import JSONValue
import Testing

@Suite("Semantic tokens and workspace symbols")
struct SemanticTokenTests {
    static let fixture = """
    # Hi 👋
    device d {
      size 300 600
    }
    screen S {
      device d
      field a "Café" top 10% height 44
      field b below a 8 height 44
    }
    """

    /// The expected tokens; `string` is the string's length and `afterString` the delta to
    /// `top`, the two numbers the encoding changes (besides the comment's length).
    static func expected(comment: Int, string: Int, afterString: Int) -> [Int] {
        [
            0, 0, comment, 6, 0,            // # Hi 👋
            1, 0, 6, 0, 0, 0, 7, 1, 1, 1,   // device d
            1, 2, 4, 0, 0, 0, 5, 3, 5, 0, 0, 4, 3, 5, 0,    // size 300 600
            2, 0, 6, 0, 0, 0, 7, 1, 2, 1,   // screen S
            1, 2, 6, 0, 0, 0, 7, 1, 1, 0,   // device d
            1, 2, 5, 0, 0, 0, 6, 1, 3, 1, 0, 2, string, 4, 0,   // field a "Café"
            0, afterString, 3, 0, 0, 0, 4, 3, 5, 0, 0, 4, 6, 0, 0, 0, 7, 2, 5, 0,  // top 10% height 44
            1, 2, 5, 0, 0, 0, 6, 1, 3, 1, 0, 2, 5, 0, 0, 0, 6, 1, 3, 0,  // field b below a
            0, 2, 1, 5, 0, 0, 2, 6, 0, 0, 0, 7, 2, 5, 0,    // 8 height 44
        ]
    }

    static func data(_ client: TestClient, _ method: String = "textDocument/semanticTokens/full", range: JSON? = nil) throws -> [Int] {
        let params: JSON = range.map { ["textDocument": ["uri": "file:///f.kbl"], "range": $0] } ?? ["textDocument": ["uri": "file:///f.kbl"]]
        let result = try client.request(method, params)
        return try #require(result["data"]?.arrayValue).map { Int($0.integerValue ?? -1) }
    }

    /// KBL 1.2's words are keywords: every strategy and option of the table, `home-indicator`.
    @Test func theStrategiesAndOptionsOfTheTableAreKeywords() throws {
        let client = try TestClient()
        let text = "device d {\n  size 1 2\n  home-indicator 34 21\n}\nscreen S {\n  avoid iqkeyboardmanager distance 10 version 6\n}\n"
        client.open("file:///k.kbl", text)
        let data = try #require(try client.request("textDocument/semanticTokens/full", ["textDocument": ["uri": "file:///k.kbl"]])["data"]?.arrayValue)
            .map { Int($0.integerValue ?? -1) }
        // Decode: (line, start, length, type) with relative positions; keep the keywords (type 0).
        var line = 0, start = 0
        var keywords: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            start = data[index] == 0 ? start + data[index + 1] : data[index + 1]
            let characters = Array(lines[line].utf16)
            let word = String(decoding: characters[start..<(start + data[index + 2])], as: UTF16.self)
            if data[index + 3] == 0 { keywords.append(word) }
        }
        #expect(keywords == ["device", "size", "home-indicator", "screen", "avoid", "iqkeyboardmanager", "distance", "version"])
    }

    @Test func theLegendIsAdvertised() throws {
        let client = try TestClient()
        let provider = client.initializeResult[path: "capabilities", "semanticTokensProvider"]
        #expect(provider == [
            "legend": ["tokenTypes": ["keyword", "type", "class", "variable", "string", "number", "comment"],
                       "tokenModifiers": ["declaration"]],
            "full": true, "range": true,
        ])
        #expect(client.initializeResult[path: "capabilities", "workspaceSymbolProvider"] == true)
    }

    @Test func fullTokensInUTF16() throws {
        let client = try TestClient()
        client.open("file:///f.kbl", Self.fixture)
        #expect(try Self.data(client) == Self.expected(comment: 7, string: 6, afterString: 7))
    }

    @Test func fullTokensInUTF8() throws {
        let client = try TestClient(capabilities: ["general": ["positionEncodings": ["utf-8"]]])
        #expect(client.encoding == "utf-8")
        client.open("file:///f.kbl", Self.fixture)
        #expect(try Self.data(client) == Self.expected(comment: 9, string: 7, afterString: 8))
    }

    @Test func aRangeGetsTheTokensItTouches() throws {
        let client = try TestClient()
        client.open("file:///f.kbl", Self.fixture)
        let range: JSON = ["start": ["line": 5, "character": 0], "end": ["line": 6, "character": 9]]
        #expect(try Self.data(client, "textDocument/semanticTokens/range", range: range) == [
            5, 2, 6, 0, 0, 0, 7, 1, 1, 0,   // device d, relative to the document's start
            1, 2, 5, 0, 0, 0, 6, 1, 3, 1,   // field a
        ])
    }

    @Test func aBrokenFileIsStillHighlighted() throws {
        let client = try TestClient()
        client.open("file:///f.kbl", "screen S {\n  field a top 1 ; # why\n  \"open\n}\n")
        #expect(try Self.data(client) == [
            0, 0, 6, 0, 0, 0, 7, 1, 2, 1,   // screen S
            1, 2, 5, 0, 0, 0, 6, 1, 3, 1, 0, 2, 3, 0, 0, 0, 4, 1, 5, 0,   // field a top 1
            0, 4, 5, 6, 0,   // # why; the unterminated string is no token
        ])
    }

    @Test func workspaceSymbolsMatchASubstringIgnoringCase() throws {
        let client = try TestClient()
        client.open("file:///f.kbl", Self.fixture)
        client.open("file:///a.kbl", "screen Address {\n  field street top 1 height 44\n}\n")
        let all = try #require(try client.request("workspace/symbol", ["query": ""]).arrayValue)
        #expect(all.map { $0["name"]?.stringValue ?? "" } == ["Address", "street", "d", "S", "a", "b"])
        let found = try client.request("workspace/symbol", ["query": "STR"])
        #expect(found == [[
            "name": "street", "kind": 8, "containerName": "Address",
            "location": ["uri": "file:///a.kbl", "range": ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 30]]],
        ]])
        #expect(try client.request("workspace/symbol", ["query": "zzz"]) == [])
    }
}
