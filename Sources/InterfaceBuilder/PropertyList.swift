/// An XML property list as Xcode writes an app's `Info.plist`, read through libxml2 as the
/// documents are (no DTD loaded, no entity declared): the top-level dictionary's keys with
/// their strings. Only what the keyboard analysis asks of an app is kept: a string, a
/// boolean (`true`/`false`) or a number is one value; an array gives the strings in it; a
/// dictionary or data gives none (its key is still there).
public enum PropertyList {
    /// The largest property list read (1 MiB): an app's `Info.plist` is a few kilobytes.
    public static let largestFile = 1 << 20

    /// The top-level dictionary of `bytes`; a failure for what is not an XML property list
    /// (a binary one included) or is larger than `largestFile`.
    public static func dictionary(_ bytes: [UInt8]) -> Result<[String: [String]], ReadFailure> {
        guard bytes.count <= largestFile else {
            return .failure(ReadFailure(message: "the property list has \(bytes.count) bytes, more than \(largestFile)", line: 1))
        }
        guard !bytes.starts(with: Array("bplist".utf8)) else {
            return .failure(ReadFailure(message: "a binary property list, not XML", line: 1))
        }
        let read = bytes.withUnsafeBufferPointer { buffer in
            XMLReader.read(buffer, offset: 0, allowsDoctype: true) { tree, root in
                tree.tag(root) == "plist" ? nil : ReadFailure(message: "not a property list: its root is <\(tree.tag(root))>", line: tree.line(of: root))
            }
        }
        switch read {
        case .failure(let failure):
            return .failure(failure)
        case .success(let tree):
            guard let dictionary = tree.firstChild(of: 0, tag: "dict") else { return .success([:]) }
            var entries: [String: [String]] = [:]
            var key: String?
            for child in tree.children(of: dictionary) {
                if tree.hasTag(child, "key") {
                    key = tree.text(of: child) ?? ""
                    continue
                }
                guard let name = key else { continue }
                key = nil
                entries[name] = values(of: child, in: tree)
            }
            return .success(entries)
        }
    }

    /// What one value holds, as strings.
    private static func values(of element: ElementTree.Index, in tree: ElementTree) -> [String] {
        switch tree.tag(element) {
        case "true", "false": return [tree.tag(element)]
        case "string", "integer", "real": return [tree.text(of: element) ?? ""]
        case "array": return tree.children(of: element, tag: "string").map { tree.text(of: $0) ?? "" }
        default: return []
        }
    }
}
