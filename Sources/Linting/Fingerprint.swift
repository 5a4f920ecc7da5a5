import Diagnostics
import KeyboardAnalysis
import PlainText

/// Stable identities of findings (see `Finding.fingerprint`): a hash of the code and of
/// the screen, element and orientation of a keyboard finding, or of the trimmed line
/// text and the message of any other.
///
/// A line's text is hashed once per code, however many findings the line has: a line of
/// 50,000 repeated placements costs its length once, not once per finding.
struct Fingerprints {
    private struct LineKey: Hashable {
        var line: Int
        var code: DiagnosticCode
    }

    /// The hash after the code and a line's trimmed text, by line and code.
    private var lineStates: [LineKey: FNV1a] = [:]

    mutating func of(_ diagnostic: Diagnostic, line: Int, lineText: @autoclosure () -> ArraySlice<UInt8>) -> String {
        if let finding = diagnostic.keyboard {
            var hasher = FNV1a()
            hasher.add(diagnostic.code.rawValue)
            hasher.add(finding.screen)
            hasher.add(finding.element ?? "")
            hasher.add(finding.orientation.rawValue)
            return hasher.hexDigest
        }
        let key = LineKey(line: line, code: diagnostic.code)
        var hasher: FNV1a
        if let state = lineStates[key] {
            hasher = state
        } else {
            hasher = FNV1a()
            hasher.add(diagnostic.code.rawValue)
            hasher.add(String(decoding: lineText(), as: UTF8.self).trimmingBlanks)
            lineStates[key] = hasher
        }
        hasher.add(diagnostic.message)
        return hasher.hexDigest
    }
}

/// 64-bit FNV-1a: small, stable across runs and machines (unlike `Hasher`).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xff) &* 0x100_0000_01b3
    }

    var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
