import JSONValue
import Testing

@Suite("Serialization")
struct JSONSerializationTests {
    @Test func compactOutput() {
        let value: JSON = ["a": [1, 2.5, "x/y"], "b": [:], "c": [], "d": nil]
        #expect(value.serialized() == #"{"a":[1,2.5,"x/y"],"b":{},"c":[],"d":null}"#)
        #expect(value.serializedBytes() == Array(value.serialized().utf8))
        #expect(JSON.null.serialized() == "null")
        #expect(JSON.string("").serialized() == #""""#)
        #expect(JSON.bool(false).serialized() == "false")
    }

    @Test func prettyOutput() throws {
        let value: JSON = ["a": [1, 2], "b": ["c": nil]]
        let pretty = value.serialized(pretty: true)
        #expect(pretty == """
            {
              "a": [
                1,
                2
              ],
              "b": {
                "c": null
              }
            }
            """)
        #expect(try JSON(parsing: pretty) == value)
        #expect(value.serialized(pretty: false) == value.serialized())
    }

    @Test func stringsAreWrittenAsValidUTF8WithEscapes() throws {
        let value: JSON = ["é😀\u{301}", "tab\tquote\"back\\slash", "\u{7F}\u{1F}"]
        let text = value.serialized()
        #expect(text == #"["é😀́","tab\tquote\"back\\slash","\#u{7F}\u001f"]"#)
        #expect(try JSON(parsing: text) == value)
    }

    @Test func keysAreCutAtNUL() {
        // json-c keeps keys as C strings (FIXME: write such keys ourselves if needed).
        let value: JSON = ["a\u{0}b": 1]
        #expect(value.serialized() == #"{"a":1}"#)
    }

    @Test func largeDocumentsRoundTrip() throws {
        let line = String(repeating: "let x = \"é\" // ok\n", count: 5_000)
        let elements = (0..<2_000).map { JSON.object(["i": .integer(Int64($0)), "d": .double(Double($0) / 8)]) }
        let value: JSON = ["text": .string(line), "items": .array(elements)]
        #expect(try roundTrip(value) == value)
    }
}
