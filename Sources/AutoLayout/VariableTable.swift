/// The columns of the caller's variables: an array indexed by the variable's id for the
/// ids a solver hands out (dense from 0), so adding a constraint hashes none of its
/// variables; other ids (a caller's own `Variable(id:)`) fall back to a dictionary.
struct VariableTable: Sendable {
    private var slots: [Symbol?] = []
    private var others: [Variable: Symbol] = [:]
    /// Ids at or above this go to the dictionary: an array that large would be mostly empty.
    private static let arrayLimit = 1 << 20

    subscript(variable: Variable) -> Symbol? {
        get {
            let id = variable.id
            guard id >= 0, id < Self.arrayLimit else { return others[variable] }
            return id < slots.count ? slots[id] : nil
        }
        set {
            let id = variable.id
            guard id >= 0, id < Self.arrayLimit else {
                others[variable] = newValue
                return
            }
            if id >= slots.count {
                slots.append(contentsOf: repeatElement(nil, count: max(id + 1 - slots.count, slots.count)))
            }
            slots[id] = newValue
        }
    }
}
