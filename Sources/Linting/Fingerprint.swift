import Diagnostics
import KeyboardAnalysis
import PlainText

/// Stable identities of findings (see `Finding.fingerprint`): a hash of the code and of
/// the screen, element, orientation (and a document's device) of a keyboard finding, or
/// of the trimmed line text and the message of any other.
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

    /// The finding's hash; `FNV1a.hexDigest(of:)` words it.
    mutating func of(_ diagnostic: Diagnostic, line: Int, lineText: @autoclosure () -> ArraySlice<UInt8>) -> UInt64 {
        if let finding = diagnostic.keyboard {
            var hasher = FNV1a()
            hasher.add(diagnostic.code.rawValue)
            hasher.add(finding.screen)
            hasher.add(finding.element ?? "")
            hasher.add(finding.orientation.rawValue)
            // A document's screen is checked on several devices: each finds its own (a
            // KBL finding, with no device, keeps the hash it always had).
            if let device = finding.device { hasher.add(device) }
            return hasher.value
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
        return hasher.value
    }
}

/// 64-bit FNV-1a: small, stable across runs and machines (unlike `Hasher`).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            for byte in utf8 {
                value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        value = (value ^ 0xff) &* 0x100_0000_01b3
    }

    /// The hash so far as sixteen lowercase hexadecimal digits.
    var hexDigest: String { Self.hexDigest(of: value) }

    /// Sixteen lowercase hexadecimal digits.
    static func hexDigest(of value: UInt64) -> String {
        String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                let nibble = UInt8(truncatingIfNeeded: value >> (60 - 4 * index)) & 0xF
                buffer[index] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            return 16
        }
    }
}
