/// A constraint the app's code makes between views of the screen (code.md section 4):
/// `field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: c)`.
/// With the keyboard up it joins the document's constraints, with the constant the code
/// leaves on it.
public struct CodeConstraint: Sendable, Hashable {
    /// What an anchor belongs to: a view (by index in the screen), its safe area or its
    /// layout margins.
    public enum Item: Sendable, Hashable {
        case view(Int), safeArea(Int), margins(Int)
    }

    /// An anchor: `top`, `bottom`, `centerY`, `height`, `firstBaseline`, `lastBaseline`.
    public struct Anchor: Sendable, Hashable {
        public var item: Item
        public var attribute: String

        public init(_ item: Item, _ attribute: String) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// Where the code makes it (`LoginViewController.swift:42`): the constraint's id.
    public var id: String
    public var first: Anchor
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`, as Interface Builder writes it.
    public var relation: String
    /// Nil for a height equal to a constant.
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double

    public init(id: String, first: Anchor, relation: String, second: Anchor?, multiplier: Double = 1, constant: Double) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
    }
}

extension ScreenModel {
    /// `constraint` as the document would write it; nil when an anchor names what the
    /// screen does not have (a safe area the document does not declare).
    func written(_ constraint: CodeConstraint) -> WrittenConstraint? {
        let root = screen.views[0].element
        func side(_ anchor: CodeConstraint.Anchor) -> (item: String, attribute: LayoutAttribute)? {
            guard let base = LayoutAttribute(rawValue: anchor.attribute), base.isVertical else { return nil }
            switch anchor.item {
            case .view(let index):
                guard index < screen.views.count else { return nil }
                return (screen.views[index].id, base)
            case .margins(let index):
                guard index < screen.views.count, let margin = LayoutAttribute(rawValue: anchor.attribute + "Margin")
                        ?? (base == .centerY ? .centerYWithinMargins : nil) else { return nil }
                return (screen.views[index].id, margin)
            case .safeArea(let index):
                if let id = guides.first(where: { $0.value == .safeArea(view: index) })?.key { return (id, base) }
                // A document from before safe areas: the root's top and bottom layout guides.
                guard index == 0 else { return nil }
                let guide: Guide = base == .bottom ? .bottomLayoutGuide : .topLayoutGuide
                guard base == .top || base == .bottom, let id = guides.first(where: { $0.value == guide })?.key else {
                    return (screen.views[0].id, base)
                }
                return (id, base == .bottom ? .top : .bottom)
            }
        }
        guard let first = side(constraint.first) else { return nil }
        let second = constraint.second.flatMap(side)
        if constraint.second != nil, second == nil { return nil }
        return WrittenConstraint(element: root, id: constraint.id, owner: root, firstItem: first.item, firstAttribute: first.attribute,
                                 secondItem: second?.item, secondAttribute: second?.attribute ?? .notAnAttribute,
                                 relation: WrittenRelation(rawValue: constraint.relation) ?? .equal,
                                 multiplier: constraint.multiplier, constant: constraint.constant, priority: 1000, isPlaceholder: false)
    }
}
