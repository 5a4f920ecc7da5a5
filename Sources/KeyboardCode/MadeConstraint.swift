/// A constraint the code makes between views of the screen (code.md section 4), vertical
/// only: `field.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)`.
/// It enters the keyboard-up layout with the constant the handlers leave on it, when it is
/// active then.
public struct MadeConstraint: Sendable, Hashable {
    /// What an anchor belongs to: a view of the screen (by index), its safe area or its
    /// layout margins.
    public enum Item: Sendable, Hashable {
        case view(Int), safeArea(Int), margins(Int)
    }

    /// An anchor: its item and attribute as Interface Builder names it (`bottom`, `top`,
    /// `centerY`, `height`, `firstBaseline`, `lastBaseline`).
    public struct Anchor: Sendable, Hashable {
        public var item: Item
        public var attribute: String
    }

    public var first: Anchor
    /// `equal`, `lessThanOrEqual` or `greaterThanOrEqual`.
    public var relation: String
    /// Nil for a height equal to a constant.
    public var second: Anchor?
    public var multiplier: Double
    /// Whether the handlers leave it active: one the loading code keeps in a property and
    /// the handlers set is taken as active (code sets the constant of what it shows).
    public var isActive: Bool
    /// The constant it is made with when the screen's loading code makes it (a stored
    /// property's value from `viewDidLoad`): it is in the layout with the keyboard down too.
    public var loadingConstant: Double?

    /// The anchor a value names (`view.safeAreaLayoutGuide.bottomAnchor`), when vertical.
    static func anchor(_ value: Value) -> Anchor? {
        guard case .object(.anchor(let view, let name)) = value else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        guard let last = parts.last, last.hasSuffix("Anchor"),
              let attribute = ["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline"]
                .first(where: { $0 + "Anchor" == last }) else { return nil }
        let index = view ?? 0
        switch parts.count {
        case 1: return Anchor(item: .view(index), attribute: attribute)
        case 2 where parts[0] == "safeAreaLayoutGuide": return Anchor(item: .safeArea(index), attribute: attribute)
        case 2 where parts[0] == "layoutMarginsGuide": return Anchor(item: .margins(index), attribute: attribute)
        // A controller's layout guides: the safe area's edges.
        case 2 where parts[0] == "topLayoutGuide" && attribute == "bottom": return Anchor(item: .safeArea(0), attribute: "top")
        case 2 where parts[0] == "bottomLayoutGuide" && attribute == "top": return Anchor(item: .safeArea(0), attribute: "bottom")
        default: return nil
        }
    }
}
