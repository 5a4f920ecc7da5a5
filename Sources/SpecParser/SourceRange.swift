/// A half-open range of UTF-8 byte offsets into a source text.
///
/// Everything inside kb-lsp speaks in byte offsets; only the edges (the CLI's printers,
/// the language server) turn them into lines and columns, through a `LineIndex`.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The offset of the first byte.
    public var start: Int
    /// The offset one past the last byte.
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether `other` lies entirely within this range.
    public func contains(_ other: SourceRange) -> Bool {
        other.start >= start && other.end <= end
    }

    /// Whether the byte offset lies within this range; the end offset counts as inside,
    /// so a cursor just after a token still touches it.
    public func touches(_ offset: Int) -> Bool {
        offset >= start && offset <= end
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}

extension RandomAccessCollection where Index == Int {
    /// The index of the first element whose range ends at or after `offset` (`endIndex`
    /// when none does), for elements in source order that do not overlap (a file's
    /// screens, its comments), whose ends are then sorted too. The one element that may
    /// contain a range starting at `offset` is there.
    public func firstIndex(endingAtOrAfter offset: Int, range: (Element) -> SourceRange) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if range(self[middle]).end < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of the element whose range contains `inner`, of elements as above.
    public func index(containing inner: SourceRange, range: (Element) -> SourceRange) -> Int? {
        let index = firstIndex(endingAtOrAfter: inner.start, range: range)
        return index < endIndex && range(self[index]).contains(inner) ? index : nil
    }
}

/// Source ranges sorted by their start, for asking many times whether one lies within a
/// given range (has this screen an error?) in logarithmic time, not a scan of them all.
public struct SortedRanges: Sendable {
    private let ranges: [SourceRange]

    public init<Ranges: Sequence>(_ ranges: Ranges) where Ranges.Element == SourceRange {
        self.ranges = ranges.sorted()
    }

    /// Whether some range lies entirely within `outer`.
    public func containsAny(within outer: SourceRange) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].start < outer.start { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < ranges.count, ranges[index].start <= outer.end {
            if ranges[index].end <= outer.end { return true }
            index += 1
        }
        return false
    }
}
