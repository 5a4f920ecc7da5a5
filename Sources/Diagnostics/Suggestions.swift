/// "Did you mean …": the candidates closest to a misspelt word.
public enum Suggestions {
    /// The candidates closest to `word`, if they are at most a few edits from it (a third of
    /// its length, at least 1, at most 3: insertions, deletions, substitutions and swaps of
    /// neighbours): those at the smallest distance found, in the candidates' order, at most
    /// `limit`. Compared without case.
    public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let typed = Array(word.lowercased().utf8)
        guard !typed.isEmpty, typed.count <= 64 else { return [] }
        let allowed = min(3, max(1, typed.count / 3))
        var scored: [(distance: Int, index: Int, candidate: String)] = []
        var rows = EditDistanceRows()
        for (index, candidate) in candidates.enumerated() {
            // Candidates are KBL's words and names, which are ASCII: lowercased byte by byte.
            let other = candidate.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
            guard other != typed, abs(other.count - typed.count) <= allowed, other.count <= 64 else { continue }
            let distance = rows.editDistance(typed, other, atMost: allowed)
            if distance <= allowed { scored.append((distance, index, candidate)) }
        }
        guard let best = scored.map(\.distance).min() else { return [] }
        return scored.filter { $0.distance == best }.prefix(limit).map(\.candidate)
    }

    /// " (did you mean 'x'?)" or " (did you mean 'x' or 'y'?)" for the closest candidates
    /// (or the ones `word` abbreviates: `navbar` for `navigation-bar`); "" when none is close.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        var close = closest(to: word, among: candidates)
        if close.isEmpty { close = abbreviated(by: word, among: candidates) }
        guard !close.isEmpty else { return "" }
        return " (did you mean " + Wording.list(close.map { "'\($0)'" }, "or") + "?)"
    }

    /// The candidates `word` abbreviates: the same first letter, and every letter of `word`
    /// in order (`navbar` in `navigation-bar`); only for words of 3 letters or more.
    static func abbreviated(by word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let typed = Array(word.lowercased().utf8)
        guard typed.count >= 3 else { return [] }
        return Array(candidates.filter { candidate in
            let other = Array(candidate.lowercased().utf8)
            guard other.count > typed.count, other.first == typed.first else { return false }
            var index = 0
            for byte in other where index < typed.count && byte == typed[index] { index += 1 }
            return index == typed.count
        }.prefix(limit))
    }

    /// The optimal-string-alignment distance: edits, a swap of neighbours counting one.
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var rows = EditDistanceRows()
        return rows.editDistance(a, b, atMost: max(a.count, b.count))
    }
}

/// The three rows of the edit-distance table, kept across the candidates of one look-up so
/// that comparing a word with each candidate allocates nothing.
struct EditDistanceRows {
    private var before: [Int] = []
    private var previous: [Int] = []
    private var current: [Int] = []

    /// The optimal-string-alignment distance of `a` and `b`, or `bound + 1` as soon as it is
    /// sure to be over `bound` (every cell of a row over it: the distance only grows).
    mutating func editDistance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int {
        guard !a.isEmpty else { return min(b.count, bound + 1) }
        guard !b.isEmpty else { return min(a.count, bound + 1) }
        let width = b.count + 1
        before.removeAll(keepingCapacity: true)
        before.append(contentsOf: repeatElement(0, count: width))
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: 0...b.count)
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: repeatElement(0, count: width))
        // The smallest cell of the row before this one.
        var previousSmallest = 0
        for i in 1...a.count {
            current[0] = i
            var smallest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, before[j - 2] + 1) }
                current[j] = best
                smallest = min(smallest, best)
            }
            // A swap reaches back two rows, so stop only when this row and the one before are over.
            if smallest > bound, i > 1, previousSmallest > bound { return bound + 1 }
            previousSmallest = smallest
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return min(previous[b.count], bound + 1)
    }
}

/// Words put together for messages.
public enum Wording {
    /// "a", "a or b", "a, b or c" (`conjunction` "or"; "and" likewise).
    public static func list(_ words: [String], _ conjunction: String) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
