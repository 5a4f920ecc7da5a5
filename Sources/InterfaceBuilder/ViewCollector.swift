/// Section 4: the views of a screen, walked without recursion from its root: subviews,
/// static cells and their content views, toolbar custom views, and the root views of the
/// controllers embedded in container views (each controller at most once per screen, so
/// embed cycles end).
struct ViewCollector {
    let document: InterfaceBuilderDocument
    private(set) var problems: [ReadProblem] = []
    // Problems are reported once per element, however many screens hold it.
    private var reported: Set<ElementTree.Index> = []

    init(document: InterfaceBuilderDocument) {
        self.document = document
    }

    private struct Pending {
        var element: ElementTree.Index
        var parent: Int?
        var placement: View.Placement
        /// Whose outlets name this view: its controller (or the File's Owner).
        var owner: ElementTree.Index?
    }

    /// The views under `root` (the root first, document order) and the outlets of the
    /// controllers they belong to.
    mutating func views(
        root: ElementTree.Index, owner: ElementTree.Index?, controller: ElementTree.Index?
    ) -> (views: [View], outlets: [Outlet]) {
        var expanded: Set<ElementTree.Index> = controller.map { [$0] } ?? []
        var owners: [ElementTree.Index] = []
        var outletNames: [ElementTree.Index: [String: String]] = [:]
        var views: [View] = []
        var names = Names.Uniquer()
        var stack = [Pending(element: root, parent: nil, placement: .root, owner: owner)]
        while let item = stack.popLast() {
            if let owner = item.owner, outletNames[owner] == nil {
                owners.append(owner)
                outletNames[owner] = Dictionary(
                    document.outlets(of: owner).map { ($0.destination, $0.property) }, uniquingKeysWith: { first, _ in first })
            }
            let view = makeView(item, views: views, outletNames: item.owner.flatMap { outletNames[$0] } ?? [:], names: &names)
            views.append(view)
            let children = childViews(of: item.element, at: views.count - 1, owner: item.owner, expanded: &expanded)
            stack.append(contentsOf: children.reversed())
        }
        return (views, owners.flatMap { document.outlets(of: $0) })
    }

    private mutating func makeView(
        _ item: Pending, views: [View], outletNames: [String: String], names: inout Names.Uniquer
    ) -> View {
        let tree = document.elements
        let element = item.element
        let tag = tree.tag(element)
        let id = tree.attribute("id", of: element) ?? ""
        if id.isEmpty, reported.insert(element).inserted {
            problems.append(ReadProblem(message: "\(tag) has no id", line: tree.line(of: element), element: element))
        }
        var kind = ViewKinds.kind(tag: tag, customClass: tree.attribute("customClass", of: element))
        if item.placement == .root, kind != .scroll { kind = .root }
        let label = tree.attribute("userLabel", of: element).flatMap { $0.isEmpty ? nil : $0 }
        let baseName = (id.isEmpty ? nil : outletNames[id]) ?? label ?? (id.isEmpty ? kind.rawValue : "\(kind.rawValue)-\(id)")
        let isHidden = tree.attribute("hidden", of: element) == "YES"
        let isInsideHidden = isHidden || (item.parent.map { views[$0].isInsideHidden } ?? false)
        return View(
            element: element, id: id, tag: tag, kind: kind, name: names.unique(Names.kblName(baseName)),
            parent: item.parent, placement: item.placement,
            isAnalysed: !isInsideHidden && ViewKinds.isEditable(element, kind: kind, in: tree),
            isHidden: isHidden, isInsideHidden: isInsideHidden, savedFrame: ViewTags.savedFrame(of: element, in: tree))
    }

    /// The views directly inside `element` (the view at `index`), in document order, the
    /// embedded controllers' roots last.
    private func childViews(
        of element: ElementTree.Index, at index: Int, owner: ElementTree.Index?, expanded: inout Set<ElementTree.Index>
    ) -> [Pending] {
        let tree = document.elements
        let tag = tree.tag(element)
        var children: [Pending] = []
        var embedded: [Pending] = []
        func add(_ child: ElementTree.Index, _ placement: View.Placement) {
            children.append(Pending(element: child, parent: index, placement: placement, owner: owner))
        }
        for child in tree.children(of: element) {
            switch tree.tag(child) {
            case "subviews":
                tree.children(of: child).forEach { add($0, .subview) }
            case "sections" where tag == "tableView" && tree.attribute("dataMode", of: element) == "static":
                for section in tree.children(of: child, tag: "tableViewSection") {
                    for cells in tree.children(of: section, tag: "cells") {
                        tree.children(of: cells).forEach { add($0, .staticCell) }
                    }
                }
            case "items" where tag == "toolbar":
                for item in tree.children(of: child, tag: "barButtonItem") {
                    if let custom = tree.firstChild(of: item, key: "customView") { add(custom, .toolbarItem) }
                }
            case "connections" where tag == "containerView":
                for segue in tree.children(of: child, tag: "segue") where tree.attribute("kind", of: segue) == "embed" {
                    guard let controller = tree.attribute("destination", of: segue).flatMap(document.element(withID:)),
                          let root = tree.firstChild(of: controller, key: "view"),
                          expanded.insert(controller).inserted else { continue }
                    embedded.append(Pending(element: root, parent: index, placement: .embeddedRoot(controller: controller), owner: controller))
                }
            default:
                let key = tree.attribute("key", of: child)
                if key == "contentView" {
                    add(child, tag == "tableViewCell" ? .cellContentView : .contentView)
                } else if tag == "tableView", key == "tableHeaderView" || key == "tableFooterView", ViewTags.isView(child, in: tree) {
                    add(child, .tableHeaderFooter)
                }
            }
        }
        return children + embedded
    }
}
