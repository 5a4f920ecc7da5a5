import JSONValue
import Testing

@Suite("Round trips")
struct JSONRoundTripTests {
    @Test("every case survives serialize then parse", arguments: [
        JSON.null, true, false, 0, -1, 42, 62.5, -0.25, "", "text", [], [:],
        [1, "two", 3.5, nil, false, [], [:]],
        ["a": 1, "b": ["c": [1, 2, ["d": nil]]], "e": "f"],
    ])
    func everyCase(value: JSON) throws {
        #expect(try roundTrip(value) == value)
    }

    @Test func parsesEveryKind() throws {
        let value = try JSON(parsing: #"{"n":null,"b":true,"i":-7,"d":2.5,"s":"x","a":[1],"o":{}}"#)
        #expect(value == ["n": nil, "b": true, "i": -7, "d": 2.5, "s": "x", "a": [1], "o": [:]])
        guard case .integer(-7) = value["i"] else {
            Issue.record("expected an integer, got \(String(describing: value["i"]))")
            return
        }
        guard case .double(2.5) = value["d"] else {
            Issue.record("expected a double, got \(String(describing: value["d"]))")
            return
        }
    }

    @Test func keyOrderIsKept() throws {
        let text = #"{"zebra":1,"apple":2,"mango":{"y":1,"b":2,"x":3},"banana":4}"#
        let value = try JSON(parsing: text)
        #expect(value.objectValue?.keys == ["zebra", "apple", "mango", "banana"])
        #expect(value["mango"]?.objectValue?.keys == ["y", "b", "x"])
        #expect(value.serialized() == text)
    }

    @Test func duplicateKeysKeepTheLastValueInTheFirstPlace() throws {
        let value = try JSON(parsing: #"{"a":1,"b":2,"a":3}"#)
        #expect(value.objectValue?.keys == ["a", "b"])
        #expect(value["a"] == 3)
    }

    @Test func unicodeStrings() throws {
        let strings = ["😀 emoji", "e\u{301} combining", "🇫🇷 flag", "👩‍👩‍👧 family", "日本語", "Ωμέγα"]
        for string in strings {
            let value: JSON = ["k\(string)": .string(string)]
            let back = try roundTrip(value)
            #expect(back == value)
            #expect(back["k\(string)"]?.stringValue?.utf8.elementsEqual(string.utf8) == true)
        }
        #expect(try JSON(parsing: #"["\ud83d\ude00", "\u00e9"]"#) == ["😀", "é"])
    }

    @Test func embeddedNULSurvivesInValues() throws {
        let value = try JSON(parsing: #"{"s":"a\u0000b","t":["\u0000"]}"#)
        #expect(value["s"]?.stringValue == "a\u{0}b")
        #expect(value["s"]?.stringValue?.utf8.count == 3)
        #expect(value.serialized() == #"{"s":"a\u0000b","t":["\u0000"]}"#)
        #expect(try roundTrip(value) == value)
    }

    @Test func escapesAreWrittenAndRead() throws {
        let value: JSON = ["q\"\\/\n\t\u{1}", "a/b"]
        #expect(value.serialized() == #"["q\"\\/\n\t\u0001","a/b"]"#)
        #expect(try roundTrip(value) == value)
    }

    @Test func parsesThroughEveryInputType() throws {
        let text = #"{"a":[1,2]}"#
        let parser = JSONParser()
        let expected: JSON = ["a": [1, 2]]
        #expect(try parser.parse(text) == expected)
        #expect(try parser.parse(Array(text.utf8)) == expected)
        #expect(try parser.parse(text.utf8) == expected)
        #expect(try parser.parse(ArraySlice(Array("xx\(text)".utf8).dropFirst(2))) == expected)
        let fromRaw = try Array(text.utf8).withUnsafeBytes { raw throws(JSONError) in
            try parser.parse(raw)
        }
        #expect(fromRaw == expected)
    }
}
