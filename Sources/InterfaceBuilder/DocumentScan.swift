/// One pass over every element: the id index, the segues and constraints, and the
/// problems of ids (duplicates, references to ids no element has).
struct DocumentScan {
    var identifiers: [String: ElementTree.Index] = [:]
    var segues: [Segue] = []
    var constraints: [Constraint] = []
    var problems: [ReadProblem] = []

    /// Whether the tag's `id` is an object id: not `<device id="retina4_7">` or
    /// `<adaptation id=…>`. Two comparisons, no hashing.
    private static func hasObjectID(_ tag: String) -> Bool {
        tag != "device" && tag != "adaptation"
    }

    init(_ tree: ElementTree) {
        var references: [(element: ElementTree.Index, attribute: String, id: String)] = []
        for element in 0..<tree.count {
            let tag = tree.tag(element)
            if let id = tree.attribute("id", of: element), Self.hasObjectID(tag) {
                if let first = identifiers[id] {
                    problem("\(tag) has the id '\(id)' of the \(tree.tag(first)) on line \(tree.line(of: first))", element, tree)
                } else {
                    identifiers[id] = element
                }
            }
            switch tag {
            case "constraint":
                guard let constraint = Constraint(element, in: tree) else { break }
                if constraint.id.isEmpty { problem("constraint has no id", element, tree) }
                constraints.append(constraint)
                if !constraint.firstItemIsOwner { references.append((element, "firstItem", constraint.firstItem)) }
                if let second = constraint.secondItem { references.append((element, "secondItem", second)) }
            case "segue":
                // `<segue reference="ID"/>` (Xcode writes them in `<inferredMetricsTieBreakers>`)
                // names a segue declared elsewhere: it is no segue of its own.
                if let reference = tree.attribute("reference", of: element) {
                    references.append((element, "reference", reference))
                    break
                }
                let source = tree.parent(of: element).flatMap { tree.parent(of: $0) } ?? tree.root
                let destination = tree.attribute("destination", of: element) ?? ""
                segues.append(Segue(
                    source: source, sourceController: InterfaceBuilderDocument.controller(containing: source, in: tree),
                    destination: destination, kind: tree.attribute("kind", of: element) ?? "",
                    relationship: tree.attribute("relationship", of: element), element: element))
                references.append((element, "destination", destination))
            case "outlet", "outletCollection":
                references.append((element, "destination", tree.attribute("destination", of: element) ?? ""))
            default:
                break
            }
        }
        for (element, attribute, id) in references where identifiers[id] == nil {
            let tag = tree.tag(element)
            let message = id.isEmpty
                ? "\(tag) has no \(attribute)"
                : "\(tag) names \(attribute) '\(id)', which no element has"
            problem(message, element, tree)
        }
        problems.sort { $0.element ?? -1 < $1.element ?? -1 }
    }

    private mutating func problem(_ message: String, _ element: ElementTree.Index, _ tree: ElementTree) {
        problems.append(ReadProblem(message: message, line: tree.line(of: element), element: element))
    }
}
