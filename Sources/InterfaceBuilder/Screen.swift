/// Section 2: a screen of a document, with its views (section 4) and its outlets.
public struct Screen: Sendable {
    /// Section 2's name, unique in the document.
    public var name: String
    /// The scene's controller (storyboard); nil in a xib.
    public var controller: ElementTree.Index?
    /// The `<scene>` (storyboard); nil in a xib.
    public var scene: ElementTree.Index?
    /// The root view's element.
    public var rootView: ElementTree.Index
    /// The root first, then every view of the screen in document order, those of embedded
    /// controllers after their container's own.
    public var views: [View]
    /// The `<outlet>`s of the controller (xib: of the File's Owner), then those of each
    /// embedded controller, in the order their controllers are met.
    public var outlets: [Outlet]

    public init(
        name: String, controller: ElementTree.Index?, scene: ElementTree.Index?, rootView: ElementTree.Index,
        views: [View], outlets: [Outlet]
    ) {
        self.name = name
        self.controller = controller
        self.scene = scene
        self.rootView = rootView
        self.views = views
        self.outlets = outlets
    }

    /// The index in `views` of the view with this element.
    public func view(forElement element: ElementTree.Index) -> Int? {
        views.firstIndex { $0.element == element }
    }

    /// The controllers whose views this screen holds: its own (if any), then those embedded.
    public var controllers: [ElementTree.Index] {
        var result: [ElementTree.Index] = controller.map { [$0] } ?? []
        for view in views {
            if case .embeddedRoot(let embedded) = view.placement { result.append(embedded) }
        }
        return result
    }
}

/// An `<outlet>`: a property of a controller (or the File's Owner) and the id of what it
/// points to (a view, a constraint …).
public struct Outlet: Sendable, Equatable {
    public var property: String
    public var destination: String
    /// The controller (xib: the File's Owner placeholder) whose `<connections>` hold it.
    public var owner: ElementTree.Index
    /// The `<outlet>` element.
    public var element: ElementTree.Index
    /// The outlet's line.
    public var line: Int

    public init(property: String, destination: String, owner: ElementTree.Index, element: ElementTree.Index, line: Int) {
        self.property = property
        self.destination = destination
        self.owner = owner
        self.element = element
        self.line = line
    }
}

/// A `<segue>`.
public struct Segue: Sendable, Equatable {
    /// The object whose `<connections>` hold it (a controller, a button, a container view …).
    public var source: ElementTree.Index
    /// The controller that contains the source (storyboards), nil when none does.
    public var sourceController: ElementTree.Index?
    /// The id of the destination controller.
    public var destination: String
    /// `show`, `push`, `presentation`, `relationship`, `embed` …
    public var kind: String
    /// For a `relationship` segue: `rootViewController`, `viewControllers` …
    public var relationship: String?
    /// The `<segue>` element.
    public var element: ElementTree.Index

    public init(
        source: ElementTree.Index, sourceController: ElementTree.Index?, destination: String, kind: String,
        relationship: String?, element: ElementTree.Index
    ) {
        self.source = source
        self.sourceController = sourceController
        self.destination = destination
        self.kind = kind
        self.relationship = relationship
        self.element = element
    }
}
