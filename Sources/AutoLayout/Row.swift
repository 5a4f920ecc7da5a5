/// One row of the tableau: `basic = constant + Σ coefficient × symbol`, over non-basic
/// symbols; or a linear form being built (a new constraint, an objective level).
///
/// The cells are a small array sorted by symbol: rows have a handful of cells, and merging
/// two sorted arrays beats hashing at that size. Cells whose coefficient becomes near zero
/// are dropped.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var constant: Double
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that filling it does not regrow them.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells.reserveCapacity(capacity)
    }

    /// Where `symbol`'s cell is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        cells.withUnsafeBufferPointer { cells in
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                let candidate = cells[middle].symbol
                if candidate == symbol { return (middle, true) }
                if candidate < symbol { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether every symbol of the row is a dummy (true of a row without symbols).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient × other`, constant included.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        var ignored = IgnoredChanges()
        insert(other, coefficient, noting: &ignored)
    }

    /// Adds `coefficient × other`, constant included, telling `changes` which symbols it
    /// adds to the row and which cancel out of it.
    mutating func insert<Changes: RowChanges>(_ other: Row, _ coefficient: Double, noting changes: inout Changes) {
        constant += other.constant * coefficient
        if other.cells.count <= 1 {
            for cell in other.cells {
                let (index, found) = position(of: cell.symbol)
                let value = cell.coefficient * coefficient
                if found {
                    let sum = cells[index].coefficient + value
                    if nearZero(sum) {
                        cells.remove(at: index)
                        changes.removed(cell.symbol)
                    } else {
                        cells[index].coefficient = sum
                    }
                } else if !nearZero(value) {
                    cells.insert(Cell(symbol: cell.symbol, coefficient: value), at: index)
                    changes.added(cell.symbol)
                }
            }
            return
        }
        // Merged in place, from the back, into room made at the end (no new array once the
        // row has the capacity, which grows geometrically); cells that cancel out leave a
        // gap, closed at the end. The loop works on the arrays' buffers: no uniqueness or
        // bounds check per cell.
        let otherCount = other.cells.count
        let needed = cells.count + otherCount
        if cells.capacity < needed { cells.reserveCapacity(max(needed, 2 * cells.capacity)) }
        for _ in 0..<otherCount { cells.append(Cell(symbol: Symbol(id: 0, kind: .external), coefficient: 0)) }
        var write = cells.count
        var mine = cells.count - otherCount - 1
        var theirs = otherCount - 1
        other.cells.withUnsafeBufferPointer { theirCells in
            cells.withUnsafeMutableBufferPointer { cells in
                while theirs >= 0 {
                    let cell = theirCells[theirs]
                    if mine >= 0 && cells[mine].symbol > cell.symbol {
                        write -= 1
                        cells[write] = cells[mine]
                        mine -= 1
                        continue
                    }
                    theirs -= 1
                    var sum = cell.coefficient * coefficient
                    let existed = mine >= 0 && cells[mine].symbol == cell.symbol
                    if existed {
                        sum += cells[mine].coefficient
                        mine -= 1
                    }
                    if !nearZero(sum) {
                        write -= 1
                        cells[write] = Cell(symbol: cell.symbol, coefficient: sum)
                        if !existed { changes.added(cell.symbol) }
                    } else if existed {
                        changes.removed(cell.symbol)
                    }
                }
            }
        }
        if write > mine + 1 { cells.removeSubrange((mine + 1)..<write) }
    }

    /// Removes `symbol`'s cell.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { cells.remove(at: index) }
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        cells.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }
    }

    /// Solves `0 = row` for `symbol`, which must have a cell: the row becomes
    /// `symbol = …` without `symbol`.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        cells.withUnsafeMutableBufferPointer { cells in
            for cell in cells.indices { cells[cell].coefficient *= factor }
        }
    }

    /// Solves `lhs = row` for `rhs`: the row becomes `rhs = …`, with `lhs` among its symbols.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row of a symbol becoming basic). Returns whether the
    /// symbol was there.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var ignored = IgnoredChanges()
        return substitute(symbol, with: row, noting: &ignored)
    }

    /// Replaces `symbol` by `row`, telling `changes` which symbols of `row` it adds to the
    /// row and which cancel out (not `symbol` itself). Returns whether the symbol was there.
    @discardableResult
    mutating func substitute<Changes: RowChanges>(_ symbol: Symbol, with row: Row, noting changes: inout Changes) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient, noting: &changes)
        return true
    }
}

/// Told which symbols a change to a row added and which it cancelled out.
protocol RowChanges {
    mutating func added(_ symbol: Symbol)
    mutating func removed(_ symbol: Symbol)
}

/// Tells nothing to anyone.
struct IgnoredChanges: RowChanges {
    func added(_ symbol: Symbol) {}
    func removed(_ symbol: Symbol) {}
}

/// Keeps the symbols a change added and removed, in order.
struct RecordedChanges: RowChanges {
    var addedSymbols: [Symbol] = []
    var removedSymbols: [Symbol] = []

    mutating func added(_ symbol: Symbol) { addedSymbols.append(symbol) }
    mutating func removed(_ symbol: Symbol) { removedSymbols.append(symbol) }

    mutating func clear() {
        addedSymbols.removeAll(keepingCapacity: true)
        removedSymbols.removeAll(keepingCapacity: true)
    }
}
