import InterfaceBuilder

/// An attribute of a constraint's item, as Interface Builder writes it (ib.md section 5.2).
enum LayoutAttribute: String, Sendable {
    case top, bottom, centerY, height
    case topMargin, bottomMargin, centerYWithinMargins
    case firstBaseline, lastBaseline, baseline
    case width
    case leading, trailing, left, right, centerX
    case leadingMargin, trailingMargin, leftMargin, rightMargin, centerXWithinMargins
    case notAnAttribute

    /// Whether it belongs to the vertical system.
    var isVertical: Bool {
        switch self {
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins,
             .firstBaseline, .lastBaseline, .baseline: true
        default: false
        }
    }

    /// A position (as opposed to the height or a horizontal attribute).
    var isPosition: Bool { isVertical && self != .height }

    /// An edge a scroll view relates to its content through (section 5.5).
    var isContentEdge: Bool { self == .top || self == .bottom || self == .topMargin || self == .bottomMargin }
}

/// How a constraint compares its sides.
enum WrittenRelation: String, Sendable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A `<constraint>` element read: `first.attribute REL second.attribute × multiplier + constant`.
struct WrittenConstraint: Sendable {
    var element: ElementTree.Index
    /// The constraint's `id`; its line stands in when it has none.
    var id: String
    /// The view whose `<constraints>` holds it: the first item when `firstItem` is absent.
    var owner: ElementTree.Index
    var firstItem: String?
    var firstAttribute: LayoutAttribute
    var secondItem: String?
    var secondAttribute: LayoutAttribute
    var relation: WrittenRelation
    var multiplier: Double
    var constant: Double
    var priority: Double
    var isPlaceholder: Bool

    /// Reads the constraint at `element`, owned by the view `owner`; nil when it is not a
    /// usable constraint (no attribute, a multiplier or constant that is not a finite
    /// number: reported by the caller).
    static func read(_ element: ElementTree.Index, owner: ElementTree.Index, in tree: ElementTree,
                     overrides: [String: String] = [:]) -> Result<WrittenConstraint, ConstraintProblem> {
        func value(_ name: String) -> String? { overrides[name] ?? tree.attribute(name, of: element) }
        let id = tree.attribute("id", of: element) ?? "line-\(tree.line(of: element))"
        guard let firstName = value("firstAttribute") else { return .failure(.noAttribute(id)) }
        let first = LayoutAttribute(rawValue: firstName) ?? .notAnAttribute
        let second = value("secondAttribute").map { LayoutAttribute(rawValue: $0) ?? .notAnAttribute } ?? .notAnAttribute
        guard let multiplier = parseMultiplier(value("multiplier")) else {
            return .failure(.badNumber(id, "multiplier", value("multiplier") ?? ""))
        }
        guard let constant = parseNumber(value("constant"), default: 0) else {
            return .failure(.badNumber(id, "constant", value("constant") ?? ""))
        }
        guard let priority = parseNumber(value("priority"), default: 1000), priority > 0 else {
            return .failure(.badNumber(id, "priority", value("priority") ?? ""))
        }
        // UIKit refuses a position multiplied by 0, or set to a constant with no second
        // item (it would pin an edge to nothing).
        if first.isPosition, multiplier == 0 { return .failure(.zeroPositionMultiplier(id)) }
        if first.isPosition, value("secondItem") == nil { return .failure(.positionWithoutItem(id)) }
        return .success(WrittenConstraint(
            element: element, id: id, owner: owner,
            firstItem: value("firstItem"), firstAttribute: first,
            secondItem: value("secondItem"), secondAttribute: second,
            relation: value("relation").flatMap(WrittenRelation.init(rawValue:)) ?? .equal,
            multiplier: multiplier, constant: constant, priority: min(priority, 1000),
            isPlaceholder: value("placeholder") == "YES"))
    }

    /// `0.5`, `3:4` or `1/3`; absent means 1. Nil for anything that is not a finite number.
    static func parseMultiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        for separator: Character in [":", "/"] {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count == 2 {
                guard let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 else { return nil }
                let ratio = numerator / denominator
                return ratio.isFinite ? ratio : nil
            }
        }
        return parseNumber(text, default: 1)
    }

    /// A finite number, or `fallback` when absent; nil for anything else (NaN, `1e400`).
    static func parseNumber(_ text: String?, default fallback: Double) -> Double? {
        guard let text else { return fallback }
        guard let number = Double(text), number.isFinite else { return nil }
        return number
    }
}

/// Why a constraint is left out of the system.
enum ConstraintProblem: Error, Sendable {
    case noAttribute(String)
    /// The constraint, what (`multiplier`), and the text written.
    case badNumber(String, String, String)
    case zeroPositionMultiplier(String)
    case positionWithoutItem(String)
    /// The constraint and the item it names.
    case unknownItem(String, String)

    var message: String {
        switch self {
        case .noAttribute(let id):
            "constraint '\(id)' has no firstAttribute, so it is left out of the layout"
        case .badNumber(let id, let what, let text):
            "constraint '\(id)' has the \(what) '\(text)', which is not a finite positive number, so it is left out of the layout"
        case .zeroPositionMultiplier(let id):
            "constraint '\(id)' multiplies a position by 0, which UIKit refuses at run time, so it is left out of the layout"
        case .positionWithoutItem(let id):
            "constraint '\(id)' sets a position with no second item, which UIKit refuses at run time, so it is left out of the layout"
        case .unknownItem(let id, let item):
            "constraint '\(id)' names '\(item)', which is not a view or guide of its screen, so it is left out of the layout"
        }
    }
}
