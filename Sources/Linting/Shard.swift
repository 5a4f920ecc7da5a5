/// `--shard K/N`: the K-th of N parts of the file list (K from 1). Files are dealt out
/// round-robin in the deterministic order of the list, so every file is in exactly one
/// shard and the shards differ in size by at most one file.
public struct Shard: Sendable, Equatable {
    public var index: Int
    public var count: Int

    /// Parses `K/N` with `1 <= K <= N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether the item at `position` (0-based) of the whole list is in this shard.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }
}
