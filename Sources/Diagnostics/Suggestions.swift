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
        for (index, candidate) in candidates.enumerated() {
            let other = Array(candidate.lowercased().utf8)
            guard other != typed, abs(other.count - typed.count) <= allowed, other.count <= 64 else { continue }
            let distance = editDistance(typed, other)
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
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, before[j - 2] + 1) }
                current[j] = best
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
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
