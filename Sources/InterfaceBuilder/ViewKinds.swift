/// Section 4's table of kinds, and which fields and text areas can be edited.
enum ViewKinds {
    /// The KBL kind of a view with this tag and `customClass` (not a root: the caller
    /// decides that).
    static func kind(tag: String, customClass: String?) -> View.Kind {
        if let customClass {
            if customClass.hasSuffix("TextField") { return .field }
            if customClass.hasSuffix("TextView") { return .textarea }
        }
        switch tag {
        case "textField": return .field
        case "textView": return .textarea
        case "scrollView", "tableView", "collectionView": return .scroll
        case "label": return .label
        case "button": return .button
        case "imageView": return .image
        default: return .view
        }
    }

    /// Whether a view of this kind brings up the keyboard: a field neither disabled
    /// (`enabled="NO"`) nor non-interactive, a text area neither read-only
    /// (`editable="NO"`) nor non-interactive. Hidden views are the caller's.
    static func isEditable(_ element: ElementTree.Index, kind: View.Kind, in tree: ElementTree) -> Bool {
        let isOff = { (name: String) in tree.attribute(name, of: element) == "NO" }
        switch kind {
        case .field: return !isOff("enabled") && !isOff("userInteractionEnabled")
        case .textarea: return !isOff("editable") && !isOff("userInteractionEnabled")
        default: return false
        }
    }
}
