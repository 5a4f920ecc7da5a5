/// A map from symbols to values kept in an array indexed by the symbols' identifiers (a
/// solver numbers its symbols densely from 0), so the tableau's lookups need no hashing.
struct SymbolTable<Value: Sendable>: Sendable {
    fileprivate var slots: [Value?] = []
    /// The number of symbols with a value.
    private(set) var count = 0

    private mutating func reserve(_ index: Int) {
        if index >= slots.count {
            slots.append(contentsOf: repeatElement(nil, count: max(index + 1 - slots.count, slots.count)))
        }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let index = symbol.id
            return index < slots.count ? slots[index] : nil
        }
        _modify {
            let index = symbol.id
            reserve(index)
            let had = slots[index] != nil
            yield &slots[index]
            count += (slots[index] != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// Runs `body` on the symbol's value in place; nil when it has none.
    mutating func update<Result>(_ symbol: Symbol, _ body: (inout Value) -> Result) -> Result? {
        let index = symbol.id
        guard index < slots.count, slots[index] != nil else { return nil }
        return slots[index].modify(body)
    }

    /// Removes the symbol's value and returns it.
    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let index = symbol.id
        guard index < slots.count, let value = slots[index] else { return nil }
        slots[index] = nil
        count -= 1
        return value
    }
}

extension Optional {
    /// Runs `body` on the wrapped value in place (the optional must not be nil).
    fileprivate mutating func modify<Result>(_ body: (inout Wrapped) -> Result) -> Result? {
        guard case .some(var value) = self else { return nil }
        self = nil  // so that `value` is the only reference and changes in place
        defer { self = .some(value) }
        return body(&value)
    }
}

extension SymbolTable where Value == [Symbol] {
    /// Adds `member` to the symbol's list (the caller knows it is not there yet).
    ///
    /// The list is changed through the slots' buffer: in place, without the array
    /// subscript's accessor for each call.
    @inline(__always)
    mutating func append(_ member: Symbol, at symbol: Symbol) {
        let index = symbol.id
        if index >= slots.count {
            slots.append(contentsOf: repeatElement(nil, count: max(index + 1 - slots.count, slots.count)))
        }
        slots.withUnsafeMutableBufferPointer { slots in
            if slots[index] == nil {
                var members: [Symbol] = []
                members.reserveCapacity(4)  // columns usually hold a few rows: no regrowing
                members.append(member)
                slots[index] = members
            } else {
                slots[index]?.append(member)
            }
        }
    }
}
