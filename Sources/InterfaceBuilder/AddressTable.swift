/// Name ids by the address libxml2 hands a name over at: open addressing over a power-of-two
/// table, hashed by multiplying the address, so a look-up neither seeds nor runs SipHash.
///
/// A read meets a few dozen distinct names and looks one up for every tag and attribute.
struct AddressTable {
    private var keys: [UInt]
    private var values: [Int32]
    private var count = 0
    private var shift: UInt

    init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: 0, count: 64)
        shift = UInt(UInt.bitWidth - 6)
    }

    /// The id stored for `address`, nil when none is.
    subscript(address: UnsafeRawPointer) -> Int32? {
        let key = UInt(bitPattern: address)
        var slot = slot(of: key)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    /// Stores `id` for `address`, which has none yet.
    mutating func insert(_ id: Int32, for address: UnsafeRawPointer) {
        if (count + 1) * 2 > keys.count { grow() }
        place(UInt(bitPattern: address), id)
        count += 1
    }

    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    private mutating func place(_ key: UInt, _ value: Int32) {
        var slot = slot(of: key)
        while keys[slot] != 0 { slot = (slot + 1) & (keys.count - 1) }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let (oldKeys, oldValues) = (keys, values)
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { place(key, value) }
    }
}
