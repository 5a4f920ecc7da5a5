/// A `<constraint>`, its attributes read and its defaults filled in (section 5.1). Which
/// constraints are installed in a geometry (placeholders, `<variation>` masks) is the
/// layout's to decide: every one of the document is here.
public struct Constraint: Sendable, Equatable {
    /// The `<constraint>` element.
    public var element: ElementTree.Index
    /// The view whose `<constraints>` hold it.
    public var owner: ElementTree.Index
    /// Its `id` ("" when it has none).
    public var id: String
    /// The id of the first item: `firstItem`, or the owner's id when it is absent.
    public var firstItem: String
    /// Whether `firstItem` was absent (the owner is meant).
    public var firstItemIsOwner: Bool
    public var firstAttribute: String
    /// `equal` (default), `greaterThanOrEqual` or `lessThanOrEqual`.
    public var relation: String
    /// The id of the second item; nil for a constant.
    public var secondItem: String?
    public var secondAttribute: String?
    /// 1 by default; `0.5`, `3:4` and `1/3` are read.
    public var multiplier: Double
    public var constant: Double
    /// 1000 by default.
    public var priority: Double
    /// `placeholder="YES"`: removed at build time.
    public var isPlaceholder: Bool

    public init(
        element: ElementTree.Index, owner: ElementTree.Index, id: String, firstItem: String, firstItemIsOwner: Bool,
        firstAttribute: String, relation: String, secondItem: String?, secondAttribute: String?, multiplier: Double,
        constant: Double, priority: Double, isPlaceholder: Bool
    ) {
        self.element = element
        self.owner = owner
        self.id = id
        self.firstItem = firstItem
        self.firstItemIsOwner = firstItemIsOwner
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isPlaceholder = isPlaceholder
    }

    /// Reads the constraint `element` of `tree`; nil when it is not inside a view's
    /// `<constraints>`.
    init?(_ element: ElementTree.Index, in tree: ElementTree) {
        guard let list = tree.parent(of: element), tree.hasTag(list, "constraints"),
              let owner = tree.parent(of: list) else { return nil }
        let first = tree.attribute("firstItem", of: element)
        self.init(
            element: element, owner: owner, id: tree.attribute("id", of: element) ?? "",
            firstItem: first ?? tree.attribute("id", of: owner) ?? "", firstItemIsOwner: first == nil,
            firstAttribute: tree.attribute("firstAttribute", of: element) ?? "",
            relation: tree.attribute("relation", of: element) ?? "equal",
            secondItem: tree.attribute("secondItem", of: element),
            secondAttribute: tree.attribute("secondAttribute", of: element),
            multiplier: Self.number(tree.attribute("multiplier", of: element)) ?? 1,
            constant: Self.number(tree.attribute("constant", of: element)) ?? 0,
            priority: Self.number(tree.attribute("priority", of: element)) ?? 1000,
            isPlaceholder: tree.attribute("placeholder", of: element) == "YES")
    }

    /// A number as Interface Builder writes one: `0.5`, a ratio `3:4` or a fraction `1/3`.
    static func number(_ text: String?) -> Double? {
        guard let text else { return nil }
        if let value = Double(text) { return value }
        for separator in [":", "/"] {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
                return numerator / denominator
            }
        }
        return nil
    }
}
