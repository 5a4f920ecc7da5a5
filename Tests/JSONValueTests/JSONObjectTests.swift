import JSONValue
import Testing

@Suite("JSONObject")
struct JSONObjectTests {
    @Test func settingReplacesInPlaceAppendsAndRemoves() {
        var object: JSONObject = ["a": 1, "b": 2]
        object["a"] = 10
        object["c"] = 3
        #expect(object.keys == ["a", "b", "c"])
        #expect(object["a"] == 10)
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["b"] == nil)
        object["b"] = .null
        #expect(object.keys == ["a", "c", "b"])
        #expect(object["b"] == .some(.null))
        object["missing"] = nil
        #expect(object.count == 3)
    }

    @Test func iterationFollowsInsertionOrder() {
        let object: JSONObject = ["z": 1, "y": "two", "x": [3]]
        var keys: [String] = []
        var values: [JSON] = []
        for (key, value) in object {
            keys.append(key)
            values.append(value)
        }
        #expect(keys == ["z", "y", "x"])
        #expect(values == [1, "two", [3]])
        #expect(object.values == values)
        #expect(JSONObject().isEmpty)
    }

    @Test func repeatedLiteralKeysKeepFirstPlaceAndLastValue() {
        let object: JSONObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func equalityAndHashIgnoreOrder() {
        let one: JSONObject = ["a": 1, "b": [true]]
        let two: JSONObject = ["b": [true], "a": 1.0]
        #expect(one == two)
        #expect(one.hashValue == two.hashValue)
        #expect(one != ["a": 1])
        #expect(one != ["a": 1, "c": [true]])
        #expect(JSON.object(one) == .object(two))
        #expect(JSON.array([1, 2]) != [2, 1])
    }

    @Test func largeObjectsStayConsistent() {
        var object = JSONObject()
        for index in 0..<100 {
            object["k\(index)"] = .integer(Int64(index))
        }
        for index in stride(from: 0, to: 100, by: 2) {
            object["k\(index)"] = nil
        }
        object["k1"] = "one"
        object["new"] = true
        #expect(object.count == 51)
        #expect(object.keys.first == "k1")
        #expect(object.keys.last == "new")
        #expect(object["k1"] == "one")
        #expect(object["k99"] == 99)
        #expect(object["k98"] == nil)
        var reordered = JSONObject()
        for (key, value) in object.reversed() {
            reordered[key] = value
        }
        #expect(reordered == object)
        #expect(reordered.hashValue == object.hashValue)
    }

    @Test func largeParsedObjectsKeepOrderAndLookup() throws {
        let members = (0..<50).map { #""m\#($0)":\#($0)"# }.joined(separator: ",")
        let value = try JSON(parsing: "{\(members)}")
        #expect(value.objectValue?.keys == (0..<50).map { "m\($0)" })
        #expect(value["m37"] == 37)
    }
}
