/// The constraints a solver holds, by id: ids are handed out in order, so a record is found
/// at its id's place in an array, with no hashing (a dictionary cost a hash on every add
/// and every suggested value, and its storage's teardown).
struct RecordTable: Sendable {
    private var slots: [Solver.Record?] = []
    /// How many records are held.
    private(set) var count = 0

    subscript(id: ConstraintID) -> Solver.Record? {
        get { id.rawValue < slots.count ? slots[id.rawValue] : nil }
        set {
            if id.rawValue >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: id.rawValue + 1 - slots.count))
            }
            if slots[id.rawValue] == nil, newValue != nil { count += 1 }
            if slots[id.rawValue] != nil, newValue == nil { count -= 1 }
            slots[id.rawValue] = newValue
        }
    }

    /// Takes the record of `id` out; nil when there is none.
    mutating func removeValue(forKey id: ConstraintID) -> Solver.Record? {
        guard let record = self[id] else { return nil }
        self[id] = nil
        return record
    }

    /// The records held, in the order they were added.
    var values: [Solver.Record] { slots.compactMap { $0 } }
}
