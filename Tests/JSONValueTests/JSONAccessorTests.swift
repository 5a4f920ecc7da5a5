import JSONValue
import Testing

@Suite("Accessors and literals")
struct JSONAccessorTests {
    let message: JSON = [
        "jsonrpc": "2.0", "id": 7, "ratio": 0.5, "ok": true, "none": nil,
        "params": ["uri": "file:///a.kbl", "list": [1, "two"]],
    ]

    @Test func subscriptsReadObjectsAndArrays() {
        #expect(message["params"]?["uri"] == "file:///a.kbl")
        #expect(message["params"]?["list"]?[1] == "two")
        #expect(message["params"]?["list"]?[2] == nil)
        #expect(message["params"]?["list"]?[-1] == nil)
        #expect(message["missing"] == nil)
        #expect(message[0] == nil)
        #expect(JSON.string("x")["x"] == nil)
        #expect(message["none"] == .some(.null))
    }

    @Test func typedViews() {
        #expect(message["jsonrpc"]?.stringValue == "2.0")
        #expect(message["id"]?.integerValue == 7)
        #expect(message["id"]?.doubleValue == 7)
        #expect(message["id"]?.stringValue == nil)
        #expect(message["ratio"]?.doubleValue == 0.5)
        #expect(message["ratio"]?.integerValue == nil)
        #expect(message["ok"]?.boolValue == true)
        #expect(message["ok"]?.integerValue == nil)
        #expect(message["none"]?.isNull == true)
        #expect(message["ok"]?.isNull == false)
        #expect(message["params"]?["list"]?.arrayValue == [1, "two"])
        #expect(message["params"]?.objectValue?.keys == ["uri", "list"])
        #expect(message.arrayValue == nil)
        #expect(JSON.array([]).objectValue == nil)
    }

    @Test func literalsMakeTheMatchingCases() {
        let values: [JSON] = [nil, true, 3, 2.5, "s", [1], ["k": 1]]
        let expected: [JSON] = [
            .null, .bool(true), .integer(3), .double(2.5), .string("s"),
            .array([.integer(1)]), .object(["k": .integer(1)]),
        ]
        #expect(values == expected)
        guard case .double = values[3], case .integer = values[2] else {
            Issue.record("literals made the wrong number cases")
            return
        }
    }

    @Test func descriptionIsCompactJSON() {
        #expect(message.description == #"{"jsonrpc":"2.0","id":7,"ratio":0.5,"ok":true,"none":null,"params":{"uri":"file:///a.kbl","list":[1,"two"]}}"#)
    }
}
