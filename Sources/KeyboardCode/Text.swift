/// Substrings found byte by byte: the standard library's `contains` of a string compares
/// Unicode text and costs thousands of instructions a call, which a handler's every
/// `userInfo` key paid in each geometry.
extension StringProtocol {
    /// Whether `part` occurs in the text, as UTF-8 bytes.
    func includes(_ part: String) -> Bool {
        let whole = Array(utf8), needle = Array(part.utf8)
        guard !needle.isEmpty else { return true }
        guard whole.count >= needle.count else { return false }
        for start in 0...(whole.count - needle.count) where whole[start] == needle[0] {
            if whole[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
