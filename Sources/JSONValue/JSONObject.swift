/// The members of a JSON object, in insertion order, with lookup by key.
///
/// Keys are unique. As in json-c, the last value given for a key wins, and it keeps the
/// position where the key first appeared: setting an existing key replaces its value in
/// place, setting a new key appends it, and setting `nil` removes it.
///
/// Equality ignores member order: two objects are equal when they have the same keys
/// with equal values, which is what JSON means by an object. Use ``keys`` to compare
/// order.
public struct JSONObject: Sendable {
    /// A key and its value, as iteration yields them.
    public typealias Element = (key: String, value: JSON)

    /// The members, in order.
    private var members: [Element] = []

    /// Positions of the keys in `members`, built only for larger objects: a linear scan
    /// is faster than hashing for the handful of keys most objects have.
    private var positions: [String: Int]?

    /// Objects with more members than this keep a hash index of their keys.
    private static let indexThreshold = 16

    /// Creates an empty object.
    public init() {}

    /// Creates an empty object with room for `minimumCapacity` members.
    init(minimumCapacity: Int) {
        members.reserveCapacity(minimumCapacity)
    }

    /// The keys, in order.
    public var keys: [String] {
        members.map(\.key)
    }

    /// The values, in the order of their keys.
    public var values: [JSON] {
        members.map(\.value)
    }

    /// The number of members.
    public var count: Int {
        members.count
    }

    /// Whether the object has no members.
    public var isEmpty: Bool {
        members.isEmpty
    }

    /// The value for `key`, or `nil` when the object has no such key.
    ///
    /// Setting a value replaces an existing member in place or appends a new one;
    /// setting `nil` removes the member.
    public subscript(key: String) -> JSON? {
        get {
            position(of: key).map { members[$0].value }
        }
        set {
            if let index = position(of: key) {
                if let newValue {
                    members[index].value = newValue
                } else {
                    members.remove(at: index)
                    rebuildIndex()
                }
            } else if let newValue {
                append(key: key, value: newValue)
            }
        }
    }

    /// Appends a member whose key the caller knows to be absent (json-c objects have
    /// unique keys already), skipping the lookup.
    mutating func appendUnchecked(key: String, value: JSON) {
        append(key: key, value: value)
    }

    private mutating func append(key: String, value: JSON) {
        members.append((key: key, value: value))
        if positions != nil {
            positions?[key] = members.count - 1
        } else if members.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    private func position(of key: String) -> Int? {
        if let positions {
            return positions[key]
        }
        return members.firstIndex { $0.key == key }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            positions = nil
            return
        }
        var index = [String: Int](minimumCapacity: members.count)
        for (offset, member) in members.enumerated() {
            index[member.key] = offset
        }
        positions = index
    }
}

extension JSONObject: Sequence {
    /// Iterates over the members in order.
    public func makeIterator() -> IndexingIterator<[Element]> {
        members.makeIterator()
    }

    /// The number of members; iteration visits exactly this many.
    public var underestimatedCount: Int {
        members.count
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object with the given members in order; a repeated key keeps its
    /// first position and its last value.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init()
        for (key, value) in elements {
            self[key] = value
        }
    }
}

extension JSONObject: Equatable {
    /// Returns whether both objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs.members where rhs[key] != value {
            return false
        }
        return true
    }
}

extension JSONObject: Hashable {
    /// Hashes the members independently of their order, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        // Summing per-member hashes makes the result independent of order.
        var sum = 0
        for (key, value) in members {
            var memberHasher = Hasher()
            memberHasher.combine(key)
            memberHasher.combine(value)
            sum &+= memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}
