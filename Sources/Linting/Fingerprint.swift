import KeyboardAnalysis
import PlainText

/// Stable identities of findings (see `Finding.fingerprint`).
enum Fingerprint {
    static func of(_ diagnostic: Diagnostic, lineText: ArraySlice<UInt8>) -> String {
        var hasher = FNV1a()
        hasher.add(diagnostic.code.rawValue)
        if let finding = diagnostic.keyboard {
            hasher.add(finding.screen)
            hasher.add(finding.element ?? "")
            hasher.add(finding.orientation.rawValue)
        } else {
            let trimmed = String(decoding: lineText, as: UTF8.self).trimmingBlanks
            hasher.add(trimmed)
            hasher.add(diagnostic.message)
        }
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
