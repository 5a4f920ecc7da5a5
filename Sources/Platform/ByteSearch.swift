/// Finding a short word in a file's bytes with the C library's `memchr` and `memcmp`, as
/// fast in a debug build as in a release one (a project's sources are searched whole).
public enum ByteSearch {
    /// Whether `word` occurs in `bytes`.
    public static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        firstIndex(of: word, in: bytes) != nil
    }

    /// Where `word` first occurs in `bytes`. The scan jumps between occurrences of the
    /// word's first upper-case byte (rarer in source code than its first letter), then
    /// compares.
    public static func firstIndex(of word: [UInt8], in bytes: [UInt8], from origin: Int = 0) -> Int? {
        guard !word.isEmpty else { return min(max(origin, 0), bytes.count) }
        guard origin >= 0, bytes.count - origin >= word.count else { return nil }
        let anchor = word.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        return bytes.withUnsafeBytes { haystack -> Int? in
            word.withUnsafeBytes { needle -> Int? in
                guard let start = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var from = origin + anchor
                let last = haystack.count - word.count + anchor  // the anchor's last possible place
                while from <= last {
                    guard let found = memchr(start + from, Int32(word[anchor]), last + 1 - from) else { return nil }
                    let at = start.distance(to: UnsafeRawPointer(found))
                    if memcmp(start + (at - anchor), wanted, word.count) == 0 { return at - anchor }
                    from = at + 1
                }
                return nil
            }
        }
    }

    /// Whether `a` comes before `b` in the order of their UTF-8 bytes (a path order that
    /// is the same on every platform), compared with `memcmp`.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { left in
            b.withUTF8 { right in
                let common = min(left.count, right.count)
                if common > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
    }
}
