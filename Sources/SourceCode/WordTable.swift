/// Words looked up by a token's bytes, without making a `String` of the token or hashing
/// it: the parser's keywords, which it asks about at nearly every token. Buckets by length
/// and first byte; a bucket holds a word or two.
struct WordTable<Value: Sendable>: Sendable {
    private var buckets: [[(word: [UInt8], value: Value)]]
    private static var longest: Int { 15 }

    init(_ words: [String: Value]) {
        buckets = Array(repeating: [], count: (Self.longest + 1) << 8)
        for (word, value) in words {
            let bytes = Array(word.utf8)
            guard let first = bytes.first, bytes.count <= Self.longest else { preconditionFailure("a keyword of 1 to 15 bytes") }
            buckets[bytes.count << 8 | Int(first)].append((bytes, value))
        }
    }

    /// The value of `bytes[start..<end]`, when that is one of the words.
    func value(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Value? {
        let count = end - start
        guard count > 0, count <= Self.longest, start >= 0, end <= bytes.count else { return nil }
        for entry in buckets[count << 8 | Int(bytes[start])] where ByteClass.equal(bytes, start, entry.word) { return entry.value }
        return nil
    }
}

extension WordTable where Value == Void {
    init(_ words: Set<String>) {
        self.init(Dictionary(uniqueKeysWithValues: words.map { ($0, ()) }))
    }
}

extension Parser {
    /// What `table` gives the word of `token` (its bytes as they stand, escaped or not: the
    /// caller decides whether a backticked name may be a keyword).
    func word<Value>(_ token: Token, in table: WordTable<Value>) -> Value? {
        table.value(bytes, Int(token.start), Int(token.end))
    }
}
