@testable import JSONValue
import Testing
import TestSupport

@Suite("JSONWriter: the text it writes, whole or piece by piece")
struct JSONWriterTests {
    /// Random values with every kind of string escape, number and nesting.
    struct Generator {
        var random: SeededRandom
        mutating func next(_ bound: Int) -> Int { random.below(bound) }
        mutating func string() -> String {
            let pieces = ["a", "é", "💬", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{c}", "\u{1}", "\u{1f}", "\u{7f}", " ", "\u{0}", "key"]
            return (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined()
        }
        mutating func value(depth: Int) -> JSON {
            switch next(depth > 3 ? 6 : 8) {
            case 0: return .null
            case 1: return .bool(next(2) == 0)
            case 2: return .integer(Int64(next(2_000_000)) - 1_000_000)
            case 3: return .double([0.5, -1e-7, 58, 1e300, 0.1 + 0.2, -0.0, 9_007_199_254_740_993][next(7)])
            case 4, 5: return .string(string())
            case 6: return .array((0..<next(4)).map { _ in value(depth: depth + 1) })
            default:
                var object = JSONObject()
                // Keys without U+0000: the reader refuses it there, and the writer cuts keys at it.
                for _ in 0..<next(4) { object[String(string().unicodeScalars.filter { $0 != "\u{0}" })] = value(depth: depth + 1) }
                return .object(object)
            }
        }
    }

    /// Writes `value` with the piece-by-piece calls, taking the bytes out as it goes.
    static func streamed(_ value: JSON, into writer: inout JSONWriter, output: inout [UInt8]) {
        switch value {
        case .array(let elements):
            writer.beginArray()
            for element in elements { streamed(element, into: &writer, output: &output) }
            writer.end()
        case .object(let members):
            writer.beginObject()
            for (key, member) in members {
                writer.key(key)
                output += writer.takeBytes()
                streamed(member, into: &writer, output: &output)
            }
            writer.end()
        default:
            writer.write(value)
        }
        output += writer.takeBytes()
    }

    @Test func prettyTextIsIndentedByTwoSpacesAsJSONCWroteIt() {
        let cases: [(JSON, String)] = [
            ([:], "{\n}"), ([], "[\n]"), (["a": [:]], "{\n  \"a\": {\n  }\n}"), (["a": []], "{\n  \"a\": [\n  ]\n}"),
            ([[:]], "[\n  {\n  }\n]"), ([[]], "[\n  [\n  ]\n]"),
            (["a": 1, "b": [1, 2]], "{\n  \"a\": 1,\n  \"b\": [\n    1,\n    2\n  ]\n}"), ([["a": 1]], "[\n  {\n    \"a\": 1\n  }\n]"),
        ]
        for (value, text) in cases {
            #expect(value.serialized(pretty: true) == text)
        }
        #expect((["a": 1, "b": [1, 2], "c": [:]] as JSON).serialized() == #"{"a":1,"b":[1,2],"c":{}}"#)
    }

    @Test func integersAreWrittenInDecimalToTheirLimits() {
        let values: [Int64] = [0, 7, -7, 10, -10, 1_000_000, Int64.max, Int64.min]
        #expect(JSON.array(values.map(JSON.integer)).serialized()
                == "[0,7,-7,10,-10,1000000,9223372036854775807,-9223372036854775808]")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharactersOnly() {
        let value = JSON.string("\"\\/\u{8}\u{c}\n\r\t\u{0}\u{1}\u{1f}\u{7f} é💬")
        #expect(value.serialized() == #""\"\\/\b\f\n\r\t\u0000\u0001\u001f"# + "\u{7f} é💬\"")
        #expect(JSON.object(["k\u{0}y": 1]).serialized() == #"{"k":1}"#)
    }

    @Test func randomValuesReadBackEqualWholeAndStreamed() throws {
        var generator = Generator(random: SeededRandom(seed: 42))
        let parser = JSONParser()
        for round in 0..<3000 {
            let value = generator.value(depth: 0)
            for pretty in [false, true] {
                var writer = JSONWriter(pretty: pretty)
                writer.write(value)
                let whole = writer.bytes
                #expect(try parser.parse(whole) == value, "round \(round)")
                var streaming = JSONWriter(pretty: pretty)
                var output: [UInt8] = []
                Self.streamed(value, into: &streaming, output: &output)
                #expect(output == whole, "round \(round)")
                #expect(streaming.bytes.isEmpty)
            }
        }
    }

    /// Elements written once and written again, as they were or with their movable
    /// integers moved, give the text of writing the moved values afresh, wherever in the
    /// array they go.
    @Test func writtenElementsAreWrittenAgainWithTheirIntegersMoved() throws {
        /// `[{"line":L,"at":[L,"x"]}, …]`'s elements for the lines, every L movable.
        func elements(_ lines: [Int64], into writer: inout JSONWriter) {
            for line in lines {
                writer.beginObject()
                writer.key("line")
                writer.writeMovable(line)
                writer.key("at")
                writer.beginArray()
                writer.writeMovable(line)
                writer.write(.integer(line))
                writer.write("x")
                writer.end()
                writer.end()
            }
        }
        let lines: [Int64] = [0, 9, 10, 99, 12345]
        let written = WrittenElements { elements(lines, into: &$0) }
        #expect(!written.isEmpty)
        #expect(WrittenElements { _ in }.isEmpty)
        for delta: Int64 in [0, 1, -9, 90_000, -12345] {
            var expected = JSONWriter()
            expected.beginArray()
            expected.write("before")
            for line in lines {
                expected.write(["line": .integer(line + delta), "at": [.integer(line + delta), .integer(line), "x"]])
            }
            expected.write("after")
            expected.end()
            var spliced = JSONWriter()
            spliced.beginArray()
            spliced.write("before")
            spliced.write(WrittenElements { _ in }, movingBy: delta)
            spliced.write(written, movingBy: delta)
            spliced.write("after")
            spliced.end()
            #expect(String(decoding: spliced.bytes, as: UTF8.self) == String(decoding: expected.bytes, as: UTF8.self), "delta \(delta)")
        }
        // First in the array, then nothing else: no stray comma.
        var alone = JSONWriter()
        alone.beginArray()
        alone.write(written, movingBy: 1)
        alone.end()
        let read = try JSONParser().parse(alone.bytes)
        #expect(read.arrayValue?.count == lines.count)
        #expect(read.arrayValue?.last?["line"] == .integer(12346))
    }
}
