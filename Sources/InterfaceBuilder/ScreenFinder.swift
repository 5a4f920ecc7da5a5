/// Section 2: which elements of a document are screens, and their names.
struct ScreenFinder {
    let document: InterfaceBuilderDocument
    private(set) var problems: [ReadProblem] = []

    /// The controller tags whose scenes can be screens.
    static let screenControllerTags: Set<String> = ["viewController", "tableViewController", "collectionViewController"]

    init(document: InterfaceBuilderDocument) {
        self.document = document
    }

    /// The document's screens, named, in document order.
    mutating func screens() -> [Screen] {
        var collector = ViewCollector(document: document)
        var names = Names.Uniquer()
        var screens: [Screen] = []
        for candidate in document.kind == .storyboard ? storyboardCandidates() : xibCandidates() {
            let (views, outlets) = collector.views(root: candidate.root, owner: candidate.owner, controller: candidate.controller)
            screens.append(Screen(
                name: names.unique(Names.kblName(candidate.name)), controller: candidate.controller,
                scene: candidate.scene, rootView: candidate.root, views: views, outlets: outlets))
        }
        problems += collector.problems
        return screens
    }

    private struct Candidate {
        var name: String
        var controller: ElementTree.Index? = nil
        var scene: ElementTree.Index? = nil
        var root: ElementTree.Index
        /// Whose outlets name the views: the controller, or a xib's File's Owner.
        var owner: ElementTree.Index?
    }

    /// Every scene whose controller is a view, table view or collection view controller with
    /// a root view and is not embedded in another.
    private mutating func storyboardCandidates() -> [Candidate] {
        let tree = document.elements
        let embedded = Set(document.segues.filter { $0.kind == "embed" }.compactMap { document.element(withID: $0.destination) })
        var candidates: [Candidate] = []
        guard let scenes = tree.firstChild(of: tree.root, tag: "scenes") else { return [] }
        for scene in tree.children(of: scenes, tag: "scene") {
            guard let controller = document.controller(ofScene: scene),
                  Self.screenControllerTags.contains(tree.tag(controller)),
                  let root = tree.firstChild(of: controller, key: "view"),
                  !embedded.contains(controller) else { continue }
            if tree.attribute("id", of: controller) == nil {
                problems.append(ReadProblem(message: "\(tree.tag(controller)) has no id", line: tree.line(of: controller), element: controller))
            }
            let name = nonEmpty(tree.attribute("storyboardIdentifier", of: controller))
                ?? nonEmpty(tree.attribute("customClass", of: controller))
                ?? "scene-" + (tree.attribute("sceneID", of: scene) ?? "")
            candidates.append(Candidate(name: name, controller: controller, scene: scene, root: root, owner: controller))
        }
        return candidates
    }

    /// The top-level view the File's Owner's `view` outlet points to; else every top-level
    /// view drawn free-form and taller than 300 pt.
    private func xibCandidates() -> [Candidate] {
        let tree = document.elements
        guard let objects = tree.firstChild(of: tree.root, tag: "objects") else { return [] }
        let owner = document.filesOwner
        let name = owner.flatMap { nonEmpty(tree.attribute("customClass", of: $0)) } ?? "view"
        let topLevel = tree.children(of: objects).filter { ViewTags.isView($0, in: tree) }
        if let owner, let outlet = document.outlets(of: owner).first(where: { $0.property == "view" }),
           let root = document.element(withID: outlet.destination), topLevel.contains(root) {
            return [Candidate(name: name, root: root, owner: owner)]
        }
        return topLevel.filter { view in
            guard tree.firstChild(of: view, tag: "freeformSimulatedSizeMetrics") != nil,
                  let frame = ViewTags.savedFrame(of: view, in: tree) else { return false }
            return frame.height > 300
        }.map { Candidate(name: name, root: $0, owner: owner) }
    }

    private func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
