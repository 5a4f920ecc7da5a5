import JSONValue
import Platform

/// Whether a project depends on IQKeyboardManager (ib.md section 6, rule 7): a
/// `Podfile.lock`, `Package.resolved` or `Cartfile.resolved` in a document's directory or
/// an ancestor, up to the repository's root, names it; its major version.
public enum ProjectDependencies {
    /// The lock files looked for, in each directory.
    public static let lockFiles = ["Podfile.lock", "Package.resolved", "Cartfile.resolved"]
    /// The largest lock file read (1 MiB); a larger one is passed over.
    static let largestFile = 1 << 20

    /// IQKeyboardManager's major version in the nearest lock file that names it, from
    /// `directory` up to the repository's root (the nearest folder with a `.git`); nil
    /// when none does.
    public static func iqKeyboardManagerVersion(from directory: String, files: any FileReading) -> Int? {
        for candidate in Paths.selfAndAncestors(of: directory) {
            let folder = candidate == "/" ? "" : candidate
            for name in lockFiles {
                let path = folder + "/" + name
                guard files.exists(path), let bytes = try? files.readFile(path, atMost: largestFile) else { continue }
                if let version = iqKeyboardManagerVersion(in: bytes, of: name) { return version }
            }
            if files.exists(folder + "/.git") { break }
        }
        return nil
    }

    /// The major version a lock file gives IQKeyboardManager (or IQKeyboardManagerSwift).
    public static func iqKeyboardManagerVersion(in bytes: [UInt8], of name: String) -> Int? {
        if name == "Package.resolved" {
            guard let root = try? JSONParser(maxDepth: 16, maxLength: largestFile).parse(bytes) else { return nil }
            // Version 1 lists `object.pins`, versions 2 and 3 `pins`.
            let pins = root["pins"]?.arrayValue ?? root["object"]?["pins"]?.arrayValue ?? []
            for pin in pins {
                let names = [pin["identity"]?.stringValue, pin["package"]?.stringValue, pin["location"]?.stringValue,
                             pin["repositoryURL"]?.stringValue].compactMap { $0?.lowercased() }
                guard names.contains(where: { $0.contains("iqkeyboardmanager") }),
                      let version = pin["state"]?["version"]?.stringValue else { continue }
                return majorVersion(in: Substring(version))
            }
            return nil
        }
        // Podfile.lock: `  - IQKeyboardManagerSwift (6.5.10)`; Cartfile.resolved:
        // `github "hackiftekhar/IQKeyboardManager" "v6.5.11"`.
        let text = String(decoding: bytes, as: UTF8.self)
        let name = Array("iqkeyboardmanager".utf8)
        for line in text.split(whereSeparator: \.isNewline) {
            let lower = Array(line.lowercased().utf8)
            guard lower.count >= name.count,
                  let start = (0...(lower.count - name.count)).first(where: { lower[$0..<($0 + name.count)].elementsEqual(name) }) else {
                continue
            }
            let rest = String(decoding: lower[(start + name.count)...], as: UTF8.self)
            if let version = majorVersion(in: Substring(rest)) { return version }
        }
        return nil
    }

    /// The first whole number of a version in `text` (`(6.5.10)`, `"v7.0.1"`, `8.0.0`).
    static func majorVersion(in text: Substring) -> Int? {
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if !digits.isEmpty {
                break
            }
        }
        return digits.isEmpty ? nil : Int(digits.prefix(4))
    }
}
