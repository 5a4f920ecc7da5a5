import InterfaceBuilder

/// The size-class masks of a screen (ib.md section 5.1): `<variation key="…">` elements
/// with `<mask key="constraints">` lists of constraints excluded and included, and
/// `<mask key="subviews">` lists of views (a view not installed is not in the screen).
struct Variations: Sendable {
    /// Excluded by `<variation key="default">`: not installed unless a size class adds it.
    private(set) var excludedByDefault: Set<String> = []
    /// Per size-class key: what it excludes and includes.
    private(set) var masks: [String: (excluded: Set<String>, included: Set<String>)] = [:]
    /// The keys of constraint-level `<variation>`s, which apply whether or not a mask
    /// uses the same key.
    private(set) var constraintKeys: Set<String> = []

    /// A constraint-level `<variation key="…">` (its attributes replace the constraint's).
    mutating func noteConstraintKey(_ key: String) {
        constraintKeys.insert(key)
    }

    /// The same for views: `<mask key="subviews">`.
    private(set) var views = ViewMasks()

    struct ViewMasks: Sendable {
        var excludedByDefault: Set<String> = []
        var masks: [String: (excluded: Set<String>, included: Set<String>)] = [:]
    }

    mutating func read(_ variation: ElementTree.Index, in tree: ElementTree) {
        guard let key = tree.attribute("key", of: variation) else { return }
        for mask in tree.children(of: variation) where tree.tag(mask) == "mask" && tree.attribute("key", of: mask) == "subviews" {
            for entry in tree.children(of: mask) {
                guard let reference = tree.attribute("reference", of: entry) else { continue }
                let exclude = tree.tag(entry) == "exclude"
                if key == "default" {
                    if exclude { views.excludedByDefault.insert(reference) }
                } else {
                    var current = views.masks[key] ?? ([], [])
                    if exclude { current.excluded.insert(reference) } else { current.included.insert(reference) }
                    views.masks[key] = current
                }
            }
        }
        for mask in tree.children(of: variation) where tree.tag(mask) == "mask" && tree.attribute("key", of: mask) == "constraints" {
            for entry in tree.children(of: mask) {
                guard let reference = tree.attribute("reference", of: entry) else { continue }
                let exclude = tree.tag(entry) == "exclude"
                if key == "default" {
                    if exclude { excludedByDefault.insert(reference) }
                } else {
                    var current = masks[key] ?? ([], [])
                    if exclude { current.excluded.insert(reference) } else { current.included.insert(reference) }
                    masks[key] = current
                }
            }
        }
    }

    /// Whether a variation key (`heightClass=compact`, `heightClass=regular-widthClass=regular`)
    /// matches the size classes; `userInterfaceIdiom=…` keys never do on iOS.
    static func matches(_ key: String, _ classes: (width: SizeClass, height: SizeClass)?) -> Bool {
        guard let classes, key != "default" else { return false }
        for condition in key.split(separator: "-") {
            let parts = condition.split(separator: "=")
            guard parts.count == 2, let value = SizeClass(rawValue: String(parts[1])) else { return false }
            switch parts[0] {
            case "widthClass": if classes.width != value { return false }
            case "heightClass": if classes.height != value { return false }
            default: return false
            }
        }
        return true
    }

    /// The keys that apply, those with one class before those with two.
    func applying(to classes: (width: SizeClass, height: SizeClass)?) -> [String] {
        Set(masks.keys).union(constraintKeys).union(views.masks.keys).filter { Self.matches($0, classes) }.sorted {
            ($0.split(separator: "-").count, $0) < ($1.split(separator: "-").count, $1)
        }
    }

    /// Whether view `id` is installed once `keys` are applied.
    func isViewInstalled(_ id: String, keys: [String]) -> Bool {
        var installed = !views.excludedByDefault.contains(id)
        for key in keys {
            guard let mask = views.masks[key] else { continue }
            if mask.excluded.contains(id) { installed = false }
            if mask.included.contains(id) { installed = true }
        }
        return installed
    }

    /// Whether constraint `id` is installed once `keys` are applied.
    func isInstalled(_ id: String, keys: [String]) -> Bool {
        var installed = !excludedByDefault.contains(id)
        for key in keys {
            guard let mask = masks[key] else { continue }
            if mask.excluded.contains(id) { installed = false }
            if mask.included.contains(id) { installed = true }
        }
        return installed
    }
}
