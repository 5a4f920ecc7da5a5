/// Finds a name's interned id without SipHash: an open-addressing table keyed by the name's
/// length and first two bytes, probed linearly, each candidate checked by one comparison.
/// Past half full, names go unrecorded and a name not found is looked up the usual way.
struct NameSlots: Sendable {
    private var ids = [Int32](repeating: -1, count: NameSlots.size)
    private var count = 0
    /// Whether every interned name is in the table (then a name not found has no id).
    private var isComplete = true
    private static let size = 1024

    /// The first slot of a name, from its UTF-8 length and first two bytes (read forwards:
    /// cheaper than its last byte).
    private static func slot(of name: String) -> Int {
        var bytes = name.utf8.makeIterator()
        let first = Int(bytes.next() ?? 0)
        let second = Int(bytes.next() ?? 0)
        let key = name.utf8.count &* 0x9E37_79B1 ^ first &* 131 ^ second &* 7
        return key & (size - 1)
    }

    /// Records a newly interned name.
    mutating func record(_ name: String, id: Int32) {
        guard (count + 1) * 2 <= Self.size else {
            isComplete = false
            return
        }
        var slot = Self.slot(of: name)
        while ids[slot] >= 0 { slot = (slot + 1) & (Self.size - 1) }
        ids[slot] = id
        count += 1
    }

    /// The id of `name` among `names` (the interned names); `lookUp` is asked when the
    /// table does not hold every name. Nil when the name was never interned.
    func id(of name: String, in names: [String], lookUp: (String) -> Int32?) -> Int32? {
        var slot = Self.slot(of: name)
        while ids[slot] >= 0 {
            let id = ids[slot]
            if names[Int(id)] == name { return id }
            slot = (slot + 1) & (Self.size - 1)
        }
        return isComplete ? nil : lookUp(name)
    }
}
