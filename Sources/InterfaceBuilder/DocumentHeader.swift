/// Section 1: whether the root element is an iOS Interface Builder document, and of which
/// kind; and the numbers and names the `<document>` element and its direct children carry.
enum DocumentHeader {
    /// Refuses a root that is not `<document>` of an iOS storyboard or xib.
    static func refusal(of tree: ElementTree, root: ElementTree.Index) -> ReadFailure? {
        let line = tree.line(of: root)
        let tag = tree.tag(root)
        if tag == "archive" {
            return ReadFailure(
                message: "an Interface Builder 3 archive (Xcode 4 or earlier): open it in a current Xcode to convert it",
                line: line)
        }
        guard tag == "document" else {
            return ReadFailure(message: "not an Interface Builder document: its root element is <\(tag)>", line: line)
        }
        let runtime = tree.attribute("targetRuntime", of: root) ?? ""
        if !runtime.hasPrefix("iOS.CocoaTouch") {
            return ReadFailure(message: platformMessage(runtime: runtime), line: line)
        }
        guard kind(of: tree.attribute("type", of: root) ?? "") != nil else {
            let type = tree.attribute("type", of: root).map { "'\($0)'" } ?? "no type"
            return ReadFailure(
                message: "not an iOS storyboard or xib: the document has \(type) (a storyboard's ends in .CocoaTouch.Storyboard.XIB, a xib's in .CocoaTouch.XIB)",
                line: line)
        }
        return nil
    }

    /// The kind a document `type` names, nil for any other.
    static func kind(of type: String) -> InterfaceBuilderDocument.Kind? {
        if type.hasSuffix(".CocoaTouch.Storyboard.XIB") { return .storyboard }
        if type.hasSuffix(".CocoaTouch.XIB") || type.hasSuffix(".CocoaTouch.iPad.XIB") { return .xib }
        return nil
    }

    private static func platformMessage(runtime: String) -> String {
        let platform: String
        switch runtime {
        case "": return "not an iOS Interface Builder document: it has no targetRuntime"
        case let name where name.hasPrefix("MacOSX"): platform = "a macOS document"
        case let name where name.lowercased().hasPrefix("watch"): platform = "a watchOS document"
        case let name where name.hasPrefix("AppleTV"): platform = "a tvOS document"
        default: platform = "not an iOS document"
        }
        return "\(platform) (targetRuntime \(runtime)): only iOS documents are read"
    }

    /// `toolsVersion` as a number up to its second `.` (`32700.99.1234` is 32700.99); 0
    /// when absent or not a number.
    static func toolsVersion(_ text: String?) -> Double {
        guard let text else { return 0 }
        let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let prefix = parts.prefix(2).joined(separator: ".")
        return Double(prefix) ?? 0
    }

    /// The device of the last save: `<device id>`, else the part before the first `.` of
    /// the default `<simulatedScreenMetrics key="destination" type>` (files before Xcode 8).
    static func deviceID(in tree: ElementTree) -> String? {
        let root = tree.root
        if let device = tree.firstChild(of: root, tag: "device"), let id = tree.attribute("id", of: device), !id.isEmpty {
            return id
        }
        guard let metrics = tree.firstChild(of: root, tag: "simulatedMetricsContainer", key: "defaultSimulatedMetrics"),
              let destination = tree.firstChild(of: metrics, tag: "simulatedScreenMetrics", key: "destination"),
              let type = tree.attribute("type", of: destination),
              let device = type.split(separator: ".", omittingEmptySubsequences: false).first, !device.isEmpty
        else { return nil }
        return String(device)
    }

    /// `<device orientation>`, portrait when absent.
    static func orientation(in tree: ElementTree) -> String {
        tree.firstChild(of: tree.root, tag: "device").flatMap { tree.attribute("orientation", of: $0) } ?? "portrait"
    }
}
