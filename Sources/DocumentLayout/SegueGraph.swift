import InterfaceBuilder

/// The document's controllers and the segues between them, for the bars and presentations
/// of section 3: which navigation stack a controller is in, which tab bar is below it,
/// whether it is presented as a sheet. Cycles of segues are followed once.
struct SegueGraph: Sendable {
    /// A segue between two controllers.
    struct Edge: Sendable {
        var source: ElementTree.Index
        var destination: ElementTree.Index
        var kind: String
        var relationship: String?
        var segue: ElementTree.Index
    }

    /// Where a controller sits in a navigation controller: its root at depth 0. The
    /// navigation controller is nil for a stack of another document, which a controller
    /// with simulated navigation bar metrics is in: `simulatedBar` is then those metrics.
    struct NavigationStack: Sendable {
        var navigationController: ElementTree.Index?
        var simulatedBar: ElementTree.Index?
        var depth: Int
    }

    private let tree: ElementTree
    /// The segues into each controller.
    private var incoming: [ElementTree.Index: [Edge]] = [:]

    init(_ document: InterfaceBuilderDocument) {
        tree = document.elements
        for segue in document.segues {
            guard let destination = document.element(withID: segue.destination),
                  let source = Self.controller(containing: segue.source, in: tree) else { continue }
            incoming[destination, default: []].append(Edge(
                source: source, destination: destination, kind: segue.kind, relationship: segue.relationship,
                segue: segue.element))
        }
    }

    /// The scene member controller that holds `element` (itself when it is one).
    static func controller(containing element: ElementTree.Index, in tree: ElementTree) -> ElementTree.Index? {
        var current: ElementTree.Index? = element
        while let index = current {
            if tree.attribute("sceneMemberID", of: index) == "viewController" { return index }
            current = tree.parent(of: index)
        }
        return nil
    }

    /// Every scene's controller, in document order (`<scenes>`, `<scene>`, `<objects>`).
    static func controllers(in tree: ElementTree) -> [ElementTree.Index] {
        var result: [ElementTree.Index] = []
        for scenes in tree.children(of: tree.root) where tree.tag(scenes) == "scenes" {
            for scene in tree.children(of: scenes) where tree.tag(scene) == "scene" {
                for objects in tree.children(of: scene) where tree.tag(objects) == "objects" {
                    for object in tree.children(of: objects) where tree.attribute("sceneMemberID", of: object) == "viewController" {
                        result.append(object)
                    }
                }
            }
        }
        return result
    }

    func edges(into controller: ElementTree.Index) -> [Edge] { incoming[controller] ?? [] }

    /// The navigation stack `controller` is in: reached from a navigation controller's
    /// `rootViewController` and then `show` or `push` segues; a tab bar controller's
    /// `viewControllers` are in the stack the tab bar controller is in; a controller with
    /// `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` is in a stack of
    /// another document.
    func navigationStack(of controller: ElementTree.Index) -> NavigationStack? {
        var visited: Set<ElementTree.Index> = []
        return navigationStack(of: controller, visited: &visited)
    }

    private func navigationStack(of controller: ElementTree.Index, visited: inout Set<ElementTree.Index>) -> NavigationStack? {
        guard visited.insert(controller).inserted else { return nil }
        let edges = edges(into: controller)
        for edge in edges where edge.kind == "relationship" && edge.relationship == "rootViewController"
            && tree.tag(edge.source) == "navigationController" {
            return NavigationStack(navigationController: edge.source, simulatedBar: nil, depth: 0)
        }
        for edge in edges where edge.kind == "show" || edge.kind == "push" {
            if var stack = navigationStack(of: edge.source, visited: &visited) {
                stack.depth += 1
                return stack
            }
        }
        for edge in edges where edge.kind == "relationship" && edge.relationship == "viewControllers"
            && tree.tag(edge.source) == "tabBarController" {
            if let stack = navigationStack(of: edge.source, visited: &visited) { return stack }
        }
        if let metrics = tree.firstChild(of: controller, key: "simulatedTopBarMetrics"),
           tree.tag(metrics) == "simulatedNavigationBarMetrics" {
            return NavigationStack(navigationController: nil, simulatedBar: metrics, depth: 0)
        }
        return nil
    }

    /// Whether Interface Builder infers no top bar for `controller`: the nearest controller
    /// before it on its `show` or `push` path that sets `simulatedTopBarMetrics` sets them
    /// to nil (`<nil key="simulatedTopBarMetrics"/>`).
    func showsInferNoTopBar(_ controller: ElementTree.Index) -> Bool {
        var visited: Set<ElementTree.Index> = [controller]
        var frontier = [controller]
        while !frontier.isEmpty {
            var next: [ElementTree.Index] = []
            for current in frontier {
                for edge in edges(into: current) where edge.kind == "show" || edge.kind == "push" {
                    guard visited.insert(edge.source).inserted else { continue }
                    if let metrics = tree.firstChild(of: edge.source, key: "simulatedTopBarMetrics") {
                        if tree.tag(metrics) == "nil" { return true }
                    } else {
                        next.append(edge.source)
                    }
                }
            }
            frontier = next
        }
        return false
    }

    /// The tab bar controller whose `viewControllers` hold `controller` or the navigation
    /// controller of its stack, with whether its bar is opaque.
    func tabBar(above controller: ElementTree.Index, stack: NavigationStack?) -> (controller: ElementTree.Index, isOpaque: Bool)? {
        for candidate in [controller, stack?.navigationController].compactMap({ $0 }) {
            for edge in edges(into: candidate) where edge.kind == "relationship" && edge.relationship == "viewControllers"
                && tree.tag(edge.source) == "tabBarController" {
                let bar = tree.firstChild(of: edge.source, tag: "tabBar", key: "tabBar")
                return (edge.source, bar.map { tree.attribute("translucent", of: $0) == "NO" } ?? false)
            }
        }
        return nil
    }

    /// The saved size of the container view that embeds the tab bar or navigation
    /// controller holding `controller`: Interface Builder draws that controller's children
    /// at the container's size, as their own scenes.
    func embeddingContainerSize(of controller: ElementTree.Index, stack: NavigationStack?) -> (width: Double, height: Double)? {
        let holders = [stack?.navigationController, tabBar(above: controller, stack: stack)?.controller].compactMap { $0 }
        for holder in holders {
            for edge in edges(into: holder) where edge.kind == "embed" {
                guard let connections = tree.parent(of: edge.segue), let container = tree.parent(of: connections),
                      tree.tag(container) == "containerView",
                      let rect = tree.firstChild(of: container, tag: "rect", key: "frame"),
                      let width = tree.attribute("width", of: rect).flatMap(Double.init),
                      let height = tree.attribute("height", of: rect).flatMap(Double.init), width > 0, height > 0 else { continue }
                return (width, height)
            }
        }
        return nil
    }

    /// Section 3's page sheets: the controller (or the navigation controller of its stack,
    /// or the split or tab bar controller holding either) is presented modally in a sheet
    /// style. A container in a sheet lays its children out in the sheet.
    func isPresentedAsSheet(_ controller: ElementTree.Index, stack: NavigationStack?) -> Bool {
        let presented = stack?.navigationController ?? controller
        let containers = edges(into: presented).filter { edge in
            edge.kind == "relationship"
                && ["masterViewController", "detailViewController", "viewControllers"].contains(edge.relationship ?? "")
                && ["splitViewController", "tabBarController"].contains(tree.tag(edge.source))
        }
        return ([presented] + containers.map(\.source)).contains(where: isPresentedAsSheet)
    }

    private func isPresentedAsSheet(_ presented: ElementTree.Index) -> Bool {
        let sheetStyles: Set<String> = ["pageSheet", "formSheet", "automatic"]
        for edge in edges(into: presented) {
            let presents: Bool
            switch edge.kind {
            case "presentation", "modal", "popoverPresentation": presents = true
            case "show": presents = navigationStack(of: edge.source) == nil
            default: presents = false
            }
            guard presents else { continue }
            let style = tree.attribute("modalPresentationStyle", of: edge.segue)
                ?? tree.attribute("modalPresentationStyle", of: presented)
            if style.map(sheetStyles.contains) ?? true { return true }
        }
        return false
    }
}
