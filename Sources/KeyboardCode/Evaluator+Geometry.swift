import SourceCode

extension Evaluator {
    /// Where a view's (or the window's) coordinates start, in screen coordinates: its top,
    /// or a scroll view's content's, below its automatic top inset.
    func screenTop(of value: Value?) -> Double? {
        switch value {
        case nil, .nil?, .object(.window)?, .object(.screen)?: return 0
        case .object(.view(let index))?:
            guard index < screen.views.count else { return nil }
            return (index == 0 ? geometry.rootTop - rootOffset.value : screen.views[index].top) + screen.views[index].contentInset
        case .object(.controller)?: return geometry.rootTop - rootOffset.value
        default: return nil
        }
    }

    /// `convert(_:from:)`, `convert(_:to:)` and their Objective-C spellings: the same
    /// rectangle or point in the receiver's (or the other view's) coordinates.
    func converted(_ value: Value?, from source: Value?, to target: Value?, receiver: Value?) -> Value {
        guard let value else { return .unknown("a conversion of nothing") }
        let shift: Double
        if let source {
            guard let from = screenTop(of: source), let to = screenTop(of: receiver) else { return .unknown("a conversion between views the reader cannot place") }
            shift = from - to
        } else {
            guard let from = screenTop(of: receiver), let to = screenTop(of: target) else { return .unknown("a conversion between views the reader cannot place") }
            shift = from - to
        }
        switch value {
        case .rect(let x, let y, let width, let height):
            return .rect(x: x, y: Quantity(y.value + shift, shift == 0 ? y.words : nil), width: width, height: height)
        case .point(let x, let y):
            return .point(x: x, y: Quantity(y.value + shift, shift == 0 ? y.words : nil))
        case .unknown: return value
        default: return .unknown("a conversion of something other than a rectangle")
        }
    }

    func offset(_ name: String, receiver: Value?, values: [Value]) -> Value {
        var operands = values
        if let receiver, name == "offsetBy" || name == "insetBy" { operands.insert(receiver, at: 0) }
        guard operands.count == 3, case .rect(let x, let y, let width, let height) = operands[0],
              let dx = operands[1].number, let dy = operands[2].number else {
            return operands.first(where: \.isUnknown) ?? .unknown("\(name) of something the reader cannot tell")
        }
        if name.lowercased().includes("offset") {
            return .rect(x: Quantity(x.value + dx.value), y: Quantity.combine(y, "+", dy, y.value + dy.value), width: width, height: height)
        }
        return .rect(x: Quantity(x.value + dx.value), y: Quantity(y.value + dy.value), width: Quantity(width.value - 2 * dx.value),
                     height: Quantity.combine(height, "-", Quantity(2 * dy.value, dy.isLiteral ? nil : "2 × " + dy.words),
                                              height.value - 2 * dy.value))
    }

    func contains(receiver: Value?, values: [Value], name: String) -> Value {
        var operands = values
        if let receiver, name == "contains" { operands.insert(receiver, at: 0) }
        guard operands.count == 2, case .rect(let x, let y, let width, let height) = operands[0] else {
            return operands.first(where: \.isUnknown) ?? .unknown("\(name) of something the reader cannot tell")
        }
        switch operands[1] {
        case .point(let px, let py):
            return .boolean(px.value >= x.value && px.value < x.value + width.value && py.value >= y.value && py.value < y.value + height.value)
        case .rect(_, let top, _, let tall):
            return .boolean(top.value >= y.value && top.value + tall.value <= y.value + height.value)
        case .unknown: return operands[1]
        default: return .unknown("\(name) of something the reader cannot tell")
        }
    }

    func intersection(receiver: Value?, values: [Value], name: String) -> Value {
        var operands = values
        if let receiver, name == "intersection" || name == "intersects" { operands.insert(receiver, at: 0) }
        guard operands.count == 2, case .rect(let ax, let ay, let aw, let ah) = operands[0],
              case .rect(_, let by, _, let bh) = operands[1] else {
            return operands.first(where: \.isUnknown) ?? .unknown("\(name) of something the reader cannot tell")
        }
        let top = max(ay.value, by.value)
        let bottom = min(ay.value + ah.value, by.value + bh.value)
        if name.lowercased().includes("intersects") { return .boolean(bottom > top) }
        let height = max(0, bottom - top)
        let words = bh.words.includes("keyboard") && !ah.words.includes("keyboard") ? "the part of the keyboard over it" : nil
        return .rect(x: ax, y: Quantity(top), width: aw, height: Quantity(height, height > 0 ? words : nil))
    }
}
