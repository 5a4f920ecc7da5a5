import JSONValue
import Testing

@Suite("Parse errors")
struct JSONParserErrorTests {
    @Test func nestingBeyondMaxDepthIsTooDeep() throws {
        let parser = JSONParser(maxDepth: 3)
        #expect(try parser.parse("[[[1]]]") == [[[1]]])
        #expect(try parser.parse("[[[]]]") == [[[]]])
        #expect(try parser.parse(#"{"a":{"b":{"c":1}}}"#) == ["a": ["b": ["c": 1]]])
        checkError("[[[[1]]]]", .tooDeep, parser: parser)
        checkError("[[[[]]]]", .tooDeep, parser: parser)
        checkError(#"{"a":{"b":{"c":{}}}}"#, .tooDeep, parser: parser)
        let depth64 = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try JSON(parsing: depth64)[0] != nil)
        checkError("[" + depth64 + "]", .tooDeep)
    }

    @Test func veryDeepInputIsAnErrorNotACrash() {
        checkError(String(repeating: "[", count: 100_000), .tooDeep)
        checkError(String(repeating: #"{"a":"#, count: 100_000), .tooDeep)
        let deepest = JSONParser(maxDepth: .max)
        #expect(deepest.maxDepth == JSONParser.depthLimit)
        checkError(String(repeating: "[", count: 100_000), .tooDeep, parser: deepest)
        let limit = JSONParser.depthLimit
        let deepObjects = String(repeating: #"{"a":"#, count: limit) + "1" + String(repeating: "}", count: limit)
        let value = try? deepest.parse(deepObjects)
        #expect(value?.serialized() == deepObjects)
        checkError("[" + deepObjects + "]", .tooDeep, parser: deepest)
    }

    @Test func truncatedInput() {
        checkError(#"{"a": [1, 2"#, .truncated, at: 11)
        checkError(#"{"a": "#, .truncated)
        checkError(#""abc"#, .truncated)
        checkError("tru", .truncated)
        checkError("-", .truncated)
    }

    @Test func emptyInput() {
        checkError("", .empty, at: 0)
        checkError(" \n\t\r ", .empty)
    }

    @Test func invalidUTF8() {
        checkError(bytes(#"["a"#, [0xFF], #"b"]"#), .invalidUTF8, at: 3)
        checkError(bytes(#"{"k"#, [0xC3], #"":1}"#), .invalidUTF8, at: 3)
        checkError(bytes(#"[""#, [0xC0, 0xAF], #""]"#), .invalidUTF8, at: 2)
        checkError(bytes(#"{""#, [0xE0, 0x80, 0xAF], #"":1}"#), .invalidUTF8)
        checkError(bytes(#"[""#, [0xED, 0xA0, 0x80], #""]"#), .invalidUTF8, at: 2)
        checkError(bytes(#"[""#, [0xF4, 0x90, 0x80, 0x80], #""]"#), .invalidUTF8)
        checkError(bytes(#"""#, [0xE2, 0x82], #"""#), .invalidUTF8)
        // Escaped lone surrogates are replaced by json-c with U+FFFD: valid output.
        #expect((try? JSON(parsing: #"["\ud800"]"#)) == ["\u{FFFD}"])
    }

    @Test func rawNULByteIsAnError() {
        checkError(bytes("[1]", [0], ""), .syntax, at: 3)
        checkError(bytes("4", [0], "2"), .syntax, at: 1)
        checkError(bytes("[1,", [0], " 2]"), .syntax, at: 3)
        checkError(bytes(#"["a"#, [0], #"b"]"#), .syntax, at: 3)
        checkError([0], .syntax, at: 0)
        checkError(bytes("1 ", [0], ""), .syntax, at: 2)
    }

    @Test func integerMinimumNextToAnUnderflowLooksClamped() throws {
        #expect(try JSON(parsing: "[-9223372036854775808, 1e-300]") == [.integer(.min), 1e-300])
        // FIXME: json-c reports both clamping and underflow through errno alone.
        checkError("[-9223372036854775808, 1e-400]", .integerOutOfRange)
    }

    @Test func nulInKeysIsRejected() throws {
        checkError(#"{"a\u0000b": 1}"#, .nulInKey)
        checkError(#"{"a": "\u0000", "b\u0000": 1}"#, .nulInKey)
        #expect(try JSON(parsing: #"{"a\\u0000": "\u0000"}"#) == ["a\\u0000": "\u{0}"])
    }

    @Test("trailing data is an error", arguments: [
        ("[1] x", 4), ("42 x", 3), ("42x", 2), ("[1][2]", 3), ("1 2", 2), ("truex", 4),
        ("{} {}", 3), (#""a""b""#, 3), ("[1]]", 3), ("null x", 5), ("[1] // c", 4), ("[1]/*c*/", 3),
    ])
    func trailingData(text: String, offset: Int) {
        checkError(text, .trailingData, at: offset)
    }

    @Test("non-standard syntax is rejected", arguments: [
        "[1,]", "['a']", "/*c*/[1]", "[1, /*c*/ 2]", #"{"a":1,}"#, "{a:1}", "[nan]",
        "[1 2]", #"{"a" 1}"#, #""\x""#, #""\u12""#, "\u{FEFF}[1]", "[undefined]",
    ])
    func nonStandardSyntax(text: String) {
        checkError(text, .syntax)
    }

    @Test func topLevelScalarsParse() throws {
        #expect(try JSON(parsing: "42") == 42)
        #expect(try JSON(parsing: #""x""#) == "x")
        #expect(try JSON(parsing: "true") == true)
        #expect(try JSON(parsing: "false") == false)
        #expect(try JSON(parsing: "null") == nil)
        #expect(try JSON(parsing: " 1.5 \n") == 1.5)
        #expect(try JSON(parsing: "\n null ") == .null)
    }

    @Test func inputOverMaxLengthIsRejected() throws {
        let parser = JSONParser(maxLength: 10)
        #expect(try parser.parse("[1,2,3,45]") == [1, 2, 3, 45])
        checkError("[1,2,3,456]", .tooLong, parser: parser)
        checkError(String(repeating: "[", count: 11), .tooLong, parser: parser)
    }

    @Test func parserIsReusableAfterErrors() throws {
        let parser = JSONParser()
        let bad = [#"{"a": [1, 2"#, "[1] x", "[", #""\x"#, "NaN", "", "9223372036854775808"]
        for text in bad {
            #expect(parseError(text, parser: parser) != nil)
            #expect(try parser.parse(#"{"ok":[true]}"#) == ["ok": [true]])
            #expect(try parser.parse("7") == 7)
        }
        checkError(bytes("[1,", [0], "2]"), .syntax, parser: parser)
        #expect(try parser.parse("[3]") == [3])
    }

    @Test func messagesNameTheOffset() {
        let error = parseError(#"{"a": 1, "b": 2 x}"#)
        #expect(error?.description == "invalid JSON at byte 16: object value separator ',' expected")
        #expect(parseError(#"{"a": [1, 2"#)?.description == "invalid JSON at byte 11: unexpected end of data")
        #expect(parseError("[1] x")?.description == "invalid JSON at byte 4: unexpected data after the value")
        #expect(parseError("[NaN]")?.byteOffset == nil)
    }
}
