import JSONValue
import Testing

@Suite("Numbers")
struct JSONNumberTests {
    @Test("doubles are written in their shortest form", arguments: [
        (58.0, "58"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (62.5, "62.5"), (0.33, "0.33"),
        (0.1, "0.1"), (1e-7, "1e-07"), (1e20, "1e+20"), (-2.5e-300, "-2.5e-300"),
        (9_007_199_254_740_991.0, "9007199254740991"), (9_007_199_254_740_992.0, "9007199254740992.0"), (1e16, "1e+16"),
        (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ] as [(Double, String)])
    func doubleText(value: Double, text: String) throws {
        #expect(JSON.double(value).serialized() == text)
        #expect(try JSON(parsing: text).doubleValue == value)
    }

    @Test func nonFiniteDoublesAreWrittenAsNull() {
        let value: JSON = [.double(.nan), .double(.infinity), .double(-.infinity), 1.5]
        #expect(value.serialized() == "[null,null,null,1.5]")
        #expect(JSON.double(.nan).serialized() == "null")
    }

    @Test func integerExtremes() throws {
        for integer: Int64 in [.max, .min, 0, -1, 1 << 53 + 1] {
            let text = String(integer)
            #expect(try JSON(parsing: text) == .integer(integer))
            #expect(JSON.integer(integer).serialized() == text)
            #expect(try JSON(parsing: "[\(text)]")[0]?.integerValue == integer)
        }
    }

    @Test("integers beyond Int64 are rejected, not clamped", arguments: [
        "9223372036854775808", "18446744073709551615", "18446744073709551616",
        "-9223372036854775809", "[1, 99999999999999999999999]", #"{"a": -99999999999999999999}"#,
    ])
    func integersOutOfRange(text: String) {
        checkError(text, .integerOutOfRange)
    }

    @Test("NaN, Infinity and overflowing doubles are rejected", arguments: [
        "NaN", "[NaN]", "Infinity", "-Infinity", #"{"x": Infinity}"#, "1e400", "[-1e400]",
    ])
    func nonFiniteNumbers(text: String) {
        checkError(text, .nonFiniteNumber)
    }

    @Test func numberSyntax() throws {
        #expect(try JSON(parsing: "-0") == 0)
        #expect(try JSON(parsing: "1E2") == .double(100))
        #expect(try JSON(parsing: "1e-400") == .double(0))
        checkError("[01]", .syntax)
        checkError("[+1]", .syntax, at: 1)
        checkError("[.5]", .syntax, at: 1)
        checkError("[1.5e]", .syntax)
        // json-c's strict mode lets these through (FIXME if json-c ever tightens them).
        #expect(try JSON(parsing: "1.") == .double(1))
        #expect(try JSON(parsing: "[-01]") == [-1])
    }

    @Test func integersAndDoublesCompareByValue() {
        #expect(JSON.integer(58) == .double(58))
        #expect(JSON.double(58.5) != .integer(58))
        #expect(JSON.double(0x1p63) != .integer(.max))
        #expect(Set<JSON>([.integer(3), .double(3), .double(-0.0), .integer(0)]).count == 2)
        #expect(JSON.double(62.5).integerValue == nil)
        #expect(JSON.double(58).integerValue == 58)
        #expect(JSON.double(1e19).integerValue == nil)
        #expect(JSON.integer(7).doubleValue == 7)
    }
}
