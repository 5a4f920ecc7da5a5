/// Finds a name's interned id without hashing the whole name: a direct-mapped table indexed
/// by the name's length and first two bytes holds the first name interned with that
/// key. A name whose slot holds another name is looked up the usual way.
struct NameSlots: Sendable {
    private var ids = [Int32](repeating: -1, count: NameSlots.size)
    private static let size = 512

    /// The slot of a name, from its UTF-8 length and first two bytes (read forwards:
    /// cheaper than the last byte).
    private static func slot(of name: String) -> Int {
        var bytes = name.utf8.makeIterator()
        let first = Int(bytes.next() ?? 0)
        let second = Int(bytes.next() ?? 0)
        let key = name.utf8.count &* 0x9E37_79B1 ^ first &* 131 ^ second &* 7
        return key & (size - 1)
    }

    /// Records an interned name, unless its slot is taken.
    mutating func record(_ name: String, id: Int32) {
        let slot = Self.slot(of: name)
        if ids[slot] < 0 { ids[slot] = id }
    }

    /// The id of `name` among `names` (the interned names); `lookUp` is asked when the slot
    /// holds another name. Nil when the name was never interned.
    func id(of name: String, in names: [String], lookUp: (String) -> Int32?) -> Int32? {
        let id = ids[Self.slot(of: name)]
        // An empty slot: no interned name has this key, so neither has `name`.
        if id < 0 { return nil }
        if names[Int(id)] == name { return id }
        return lookUp(name)
    }
}
