/// Finding controllers and owners around elements.
extension InterfaceBuilderDocument {
    /// The controller of a storyboard `<scene>`: the object of its `<objects>` with
    /// `sceneMemberID="viewController"` (any controller tag: navigation, tab bar …).
    public func controller(ofScene scene: ElementTree.Index) -> ElementTree.Index? {
        Self.controller(ofScene: scene, in: elements)
    }

    /// The controller (an element with `sceneMemberID="viewController"`) that is or
    /// contains `element`; nil in a xib and outside scenes.
    public func controller(containing element: ElementTree.Index) -> ElementTree.Index? {
        Self.controller(containing: element, in: elements)
    }

    /// The `<scene>` that contains `element`, nil in a xib.
    public func scene(containing element: ElementTree.Index) -> ElementTree.Index? {
        elements.hasTag(element, "scene") ? element : elements.ancestor(of: element, tag: "scene")
    }

    /// A xib's File's Owner: the `<placeholder placeholderIdentifier="IBFilesOwner">` of its
    /// `<objects>`.
    public var filesOwner: ElementTree.Index? {
        guard let objects = elements.firstChild(of: elements.root, tag: "objects") else { return nil }
        return elements.children(of: objects, tag: "placeholder").first {
            elements.attribute("placeholderIdentifier", of: $0) == "IBFilesOwner"
        }
    }

    /// The `<outlet>`s in the `<connections>` of `owner` (a controller or a placeholder),
    /// in document order.
    public func outlets(of owner: ElementTree.Index) -> [Outlet] {
        guard let connections = elements.firstChild(of: owner, tag: "connections") else { return [] }
        return elements.children(of: connections, tag: "outlet").compactMap { outlet in
            guard let property = elements.attribute("property", of: outlet),
                  let destination = elements.attribute("destination", of: outlet) else { return nil }
            return Outlet(property: property, destination: destination, owner: owner, element: outlet,
                          line: elements.line(of: outlet))
        }
    }

    /// The key paths of the boolean runtime attributes `element` sets to YES
    /// (`<userDefinedRuntimeAttribute type="boolean" keyPath="doneAccessory" value="YES"/>`).
    public func runtimeAttributesSetToYes(on element: ElementTree.Index) -> [String] {
        guard let list = elements.firstChild(of: element, tag: "userDefinedRuntimeAttributes") else { return [] }
        return elements.children(of: list, tag: "userDefinedRuntimeAttribute").filter {
            elements.attribute("type", of: $0) == "boolean" && elements.attribute("value", of: $0) == "YES"
        }.compactMap { elements.attribute("keyPath", of: $0) }
    }

    /// Whether `element`'s `delegate` outlet is connected to `owner` (a scene's controller,
    /// a xib's File's Owner).
    public func connectsDelegate(of element: ElementTree.Index, to owner: ElementTree.Index?) -> Bool {
        guard let id = owner.flatMap({ elements.attribute("id", of: $0) }) else { return false }
        return outlets(of: element).contains { $0.property == "delegate" && $0.destination == id }
    }

    /// The constraints whose `<constraints>` list belongs to `view`.
    public func constraints(ownedBy view: ElementTree.Index) -> [Constraint] {
        (constraintsByOwner[view] ?? []).map { constraints[$0] }
    }

    static func controller(ofScene scene: ElementTree.Index, in tree: ElementTree) -> ElementTree.Index? {
        guard let objects = tree.firstChild(of: scene, tag: "objects") else { return nil }
        return tree.children(of: objects).first { tree.attribute("sceneMemberID", of: $0) == "viewController" }
    }

    static func controller(containing element: ElementTree.Index, in tree: ElementTree) -> ElementTree.Index? {
        var current: ElementTree.Index? = element
        while let candidate = current {
            if tree.attribute("sceneMemberID", of: candidate) == "viewController" { return candidate }
            current = tree.parent(of: candidate)
        }
        return nil
    }
}
