import InterfaceBuilder

/// The size-class masks of a screen (ib.md section 5.1): `<variation key="…">` elements
/// with `<mask key="constraints">` lists of constraints excluded and included, and
/// `<mask key="subviews">` lists of views (a view not installed is not in the screen).
struct Variations: Sendable {
    /// One kind of mask, by size-class key: what `<variation key="default">` excludes (not
    /// installed unless a size class adds it), and what each other key excludes and includes.
    struct Masks: Sendable {
        private(set) var excludedByDefault: Set<String> = []
        private(set) var byKey: [String: (excluded: Set<String>, included: Set<String>)] = [:]

        mutating func add(_ reference: String, excluded: Bool, key: String) {
            if key == "default" {
                if excluded { excludedByDefault.insert(reference) }
            } else {
                var current = byKey[key] ?? ([], [])
                if excluded { current.excluded.insert(reference) } else { current.included.insert(reference) }
                byKey[key] = current
            }
        }

        /// Whether `id` is installed once `keys` are applied, in order.
        func isInstalled(_ id: String, keys: [String]) -> Bool {
            var installed = !excludedByDefault.contains(id)
            for key in keys {
                guard let mask = byKey[key] else { continue }
                if mask.excluded.contains(id) { installed = false }
                if mask.included.contains(id) { installed = true }
            }
            return installed
        }
    }

    /// `<mask key="constraints">` and `<mask key="subviews">`.
    private(set) var constraints = Masks()
    private(set) var views = Masks()
    /// The keys of constraint-level `<variation>`s, which apply whether or not a mask
    /// uses the same key.
    private(set) var constraintKeys: Set<String> = []

    /// A constraint-level `<variation key="…">` (its attributes replace the constraint's).
    mutating func noteConstraintKey(_ key: String) {
        constraintKeys.insert(key)
    }

    mutating func read(_ variation: ElementTree.Index, in tree: ElementTree) {
        guard let key = tree.attribute("key", of: variation) else { return }
        for mask in tree.children(of: variation) where tree.tag(mask) == "mask" {
            let kind = tree.attribute("key", of: mask)
            guard kind == "constraints" || kind == "subviews" else { continue }
            for entry in tree.children(of: mask) {
                guard let reference = tree.attribute("reference", of: entry) else { continue }
                let excluded = tree.tag(entry) == "exclude"
                if kind == "constraints" {
                    constraints.add(reference, excluded: excluded, key: key)
                } else {
                    views.add(reference, excluded: excluded, key: key)
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
        Set(constraints.byKey.keys).union(constraintKeys).union(views.byKey.keys).filter { Self.matches($0, classes) }.sorted {
            ($0.split(separator: "-").count, $0) < ($1.split(separator: "-").count, $1)
        }
    }

    /// Whether view `id` is installed once `keys` are applied.
    func isViewInstalled(_ id: String, keys: [String]) -> Bool { views.isInstalled(id, keys: keys) }

    /// Whether constraint `id` is installed once `keys` are applied.
    func isInstalled(_ id: String, keys: [String]) -> Bool { constraints.isInstalled(id, keys: keys) }
}
