import SourceCode

extension Evaluator {
    /// UIKit, Core Graphics and the C library's functions of section 3; nil for a name
    /// that is none of them.
    mutating func builtIn(_ name: String, receiver: Value?, arguments: [Argument], values: [Value], line: Int) -> Value? {
        func number(_ index: Int) -> Quantity? { index < values.count ? values[index].number : nil }
        func labelled(_ label: String) -> Value? {
            arguments.firstIndex { $0.label == label }.map { values[$0] }
        }
        if let unknown = values.first(where: \.isUnknown),
           Self.geometricConstructors.contains(name) || Self.mathFunctions.contains(name) { return unknown }
        switch name {
        case "CGRect", "CGRectMake":
            guard values.count == 4, let x = number(0), let y = number(1), let w = number(2), let h = number(3) else {
                if values.count == 2, case .point(let x, let y) = values[0], case .size(let w, let h) = values[1] {
                    return .rect(x: x, y: y, width: w, height: h)
                }
                // `(CGRect){x, y, frame.size}`: a C literal's size filling the rest.
                if values.count == 3, let x = number(0), let y = number(1), case .size(let w, let h) = values[2] {
                    return .rect(x: x, y: y, width: w, height: h)
                }
                return values.isEmpty ? .rect(0, 0, 0, 0) : .unknown("a rectangle the reader cannot tell")
            }
            return .rect(x: x, y: y, width: w, height: h)
        case "CGPoint", "CGPointMake":
            guard let x = number(0), let y = number(1) else { return values.isEmpty ? .point(x: Value.zero, y: Value.zero) : nil }
            return .point(x: x, y: y)
        case "CGSize", "CGSizeMake":
            guard let w = number(0), let h = number(1) else { return nil }
            return .size(width: w, height: h)
        case "UIEdgeInsets", "UIEdgeInsetsMake", "NSDirectionalEdgeInsets":
            guard values.count == 4, let top = number(0), let left = number(1), let bottom = number(2), let right = number(3) else {
                return values.isEmpty ? .insets(top: Value.zero, left: Value.zero, bottom: Value.zero, right: Value.zero) : nil
            }
            return .insets(top: top, left: left, bottom: bottom, right: right)
        case "CGAffineTransform" where labelled("translationX") != nil, "CGAffineTransformMakeTranslation":
            guard let ty = (labelled("y") ?? (values.count > 1 ? values[1] : nil))?.number else { return nil }
            return .transform(ty: ty)
        case "CATransform3DMakeTranslation":
            // A layer's translation (x, y, z): its y.
            guard values.count == 3, let ty = values[1].number else { return nil }
            return .transform(ty: ty)
        case "translatedBy", "CGAffineTransformTranslate", "CATransform3DTranslate":
            // A translation added to a transform: Swift's receiver, C's first argument.
            let (transform, y) = name == "translatedBy" ? (receiver, labelled("y") ?? (values.count > 1 ? values[1] : nil))
                : (values.first, values.count >= 3 ? values[2] : nil)
            if let unknown = [transform, y].compactMap({ $0 }).first(where: \.isUnknown) { return unknown }
            guard let y = y?.number else { return nil }
            guard case .transform(let ty)? = transform else { return transform == nil && name == "translatedBy" ? .transform(ty: y) : nil }
            return .transform(ty: Quantity.combine(ty, "+", y, ty.value + y.value))
        // A controller a storyboard makes (`[self.storyboard instantiateViewControllerWithIdentifier:…]`):
        // another controller, whose view is not a view of the document's screen (survey CB).
        case _ where name.hasPrefix("instantiateViewController") || name == "instantiateInitialViewController":
            return .object(.elsewhere("a controller the storyboard makes"))
        // `UIDevice()` answers as `UIDevice.current` does (survey BX).
        case "UIDevice" where values.isEmpty && receiver == nil:
            return .object(.device)
        // `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(999)`: the number.
        case "UILayoutPriority" where values.count == 1 && receiver == nil:
            return values[0]
        // A type's empty initializer (`var started = Bool()`, `CGFloat()`): false, zero.
        case "Bool" where values.isEmpty && receiver == nil:
            return .boolean(false)
        case _ where values.isEmpty && receiver == nil && ["CGFloat", "Double", "Float", "Int", "NSInteger", "CGFloat.init"].contains(name):
            return .number(Value.zero)
        case "CGFloat", "Double", "Float", "Int", "NSInteger", "CGFloat.init", "round", "roundf", "floor", "floorf", "ceil",
             "ceilf", "abs", "fabs", "fabsf", "rounded":
            let operand = receiver.flatMap(\.number) ?? number(0)
            guard let operand else { return nil }
            let value: Double
            switch name {
            case "round", "roundf", "rounded": value = operand.value.rounded()
            case "floor", "floorf", "Int", "NSInteger": value = name.hasPrefix("floor") ? operand.value.rounded(.down) : Double(Int(operand.value))
            case "ceil", "ceilf": value = operand.value.rounded(.up)
            case "abs", "fabs", "fabsf": value = abs(operand.value)
            default: value = operand.value
            }
            return .number(Quantity(value, operand.isLiteral ? nil : operand.words))
        // Swift's arithmetic as methods: `(-height).multiplied(by: 0.25)`.
        case _ where ["multiplied", "divided", "adding", "subtracting"].contains(name) && values.count == 1:
            guard let left = receiver?.number, let right = number(0) else { return values.first(where: \.isUnknown) }
            let op = ["multiplied": "*", "divided": "/", "adding": "+", "subtracting": "-"][name] ?? "+"
            if op == "/", right.value == 0 { return .unknown("a division by zero") }
            let value = switch op {
            case "*": left.value * right.value
            case "/": left.value / right.value
            case "+": left.value + right.value
            default: left.value - right.value
            }
            return .number(Quantity.combine(left, op, right, value))
        case "max", "min", "MAX", "MIN", "fmax", "fmin", "fmaxf", "fminf":
            let numbers = values.compactMap(\.number)
            guard numbers.count == values.count, let first = numbers.first else {
                return values.first(where: \.isUnknown) ?? .unknown("\(name) of something other than numbers")
            }
            let isMax = name.lowercased().includes("max")
            let best = numbers.dropFirst().reduce(first) { isMax ? ($1.value > $0.value ? $1 : $0) : ($1.value < $0.value ? $1 : $0) }
            let words = numbers.allSatisfy(\.isLiteral) ? nil : "\(isMax ? "max" : "min")(" + numbers.map(\.words).joined(separator: ", ") + ")"
            return .number(Quantity(best.value, words))
        case "CGRectGetHeight", "CGRectGetWidth", "CGRectGetMinY", "CGRectGetMaxY", "CGRectGetMidY", "CGRectGetMinX", "CGRectGetMaxX":
            guard let rect = values.first else { return nil }
            let member = String(name.dropFirst("CGRectGet".count))
            return rect.geometricMember(member == "Height" || member == "Width" ? member.lowercased() : member.prefix(1).lowercased() + member.dropFirst())
                ?? (rect.isUnknown ? rect : nil)
        case "objectForKey", "valueForKey", "valueForKeyPath", "object", "value":
            if case .object(.userInfo)? = receiver, let key = values.first { return userInfoValue(for: key) }
            // Key-value coding: `[self valueForKey:@"table"]` is the controller's property, and
            // `[view valueForKey:@"tableView"]` a view's (its class's outlet; survey G4, TagALong).
            guard name.hasPrefix("value"), values.count == 1, (arguments.first?.label ?? "forKey") == "forKey",
                  case .string(let key) = values[0] else { return nil }
            if let receiver, case .object(.view) = receiver {
                let found = member(key, of: receiver, line: line)
                if case .opaque = found { return .unknown("\(key) of a view, which the reader cannot find") }
                return found
            }
            guard receiver == nil || receiver.map(Self.isController) == true else { return nil }
            return controllerMember(key, line: line) ?? .unknown("\(key), which the reader cannot find")
        case "cgRectValue", "CGRectValue", "rectValue":
            guard let receiver else { return nil }
            return member(name, of: receiver, line: line)
        case "convert", "convertRect", "convertPoint":
            return converted(values.first, from: labelled("from") ?? labelled("fromView"), to: labelled("to") ?? labelled("toView"),
                             receiver: receiver)
        case "offsetBy", "CGRectOffset", "insetBy", "CGRectInset":
            return offset(name, receiver: receiver, values: values)
        // `frame.inset(by: safeAreaInsets)`, `UIEdgeInsetsInsetRect(frame, insets)`: the rectangle within the insets.
        case "inset" where labelled("by") != nil, "UIEdgeInsetsInsetRect":
            let operands = (receiver.map { [$0] } ?? []) + values
            guard operands.count == 2, case .rect(let x, let y, let width, let height) = operands[0],
                  case .insets(let top, let left, let bottom, let right) = operands[1] else {
                return operands.first(where: \.isUnknown) ?? .unknown("\(name) of something the reader cannot tell")
            }
            let inner = Quantity.combine(height, "-", Quantity.combine(top, "+", bottom, top.value + bottom.value),
                                         height.value - top.value - bottom.value)
            return .rect(x: Quantity(x.value + left.value), y: Quantity.combine(y, "+", top, y.value + top.value),
                         width: Quantity(width.value - left.value - right.value), height: inner)
        case "contains", "CGRectContainsPoint", "CGRectContainsRect":
            return contains(receiver: receiver, values: values, name: name)
        case "intersection", "CGRectIntersection", "intersects", "CGRectIntersectsRect":
            return intersection(receiver: receiver, values: values, name: name)
        case "setContentOffset", "scrollRectToVisible", "setConstant", "setFrame", "setContentInset", "setTransform", "setCenter", "setActive",
             "setPriority":
            return performSetter(name, receiver: receiver, arguments: arguments, values: values, line: line)
        case "constraint", "constraintEqualToAnchor", "constraintLessThanOrEqualToAnchor", "constraintGreaterThanOrEqualToAnchor",
             "constraintEqualToConstant", "constraintLessThanOrEqualToConstant", "constraintGreaterThanOrEqualToConstant":
            return createdConstraint(name, receiver: receiver, arguments: arguments, values: values, line: line)
        case "currentFirstResponder", "findFirstResponder", "firstResponder", "currentResponder":
            // The responder a project helper finds, with `sendAction(_:to: nil…)` or by searching
            // a view's subviews (`[self firstResponder:self.view]`): the field edited.
            return activeFieldValue()
        case "getValue":
            // `[value getValue:&frame]`: the NSValue's rectangle, written through the pointer.
            guard let receiver, case .prefix("&", let target)? = arguments.first?.value.kind,
                  case .identifier(let name) = target.kind else { return nil }
            assignLocal(name, path: [], member("CGRectValue", of: receiver, line: line))
            return .opaque
        case "activate", "deactivate", "activateConstraints", "deactivateConstraints", "addConstraint", "addConstraints",
             "removeConstraint", "removeConstraints":
            activate(arguments.first, values.first, on: name.hasPrefix("activate") || name.hasPrefix("add"), line: line)
            return .opaque
        case "isKind", "isKindOfClass", "responds", "respondsToSelector", "isDescendant", "isDescendantOfView":
            return .boolean(true)
        case "isEqual" where values.count == 1, "isEqualToString" where values.count == 1:
            // `[textField isEqual:self.codeField]`: the same view of the screen;
            // `[notification.name isEqualToString:UIKeyboardWillShowNotification]` (survey CK, MBHQ).
            guard let receiver, let equal = Self.equal(receiver, values[0]) else { return nil }
            return .boolean(equal)
        case "CGRectIsNull", "CGRectIsEmpty", "CGRectIsInfinite", "isNull", "isEmpty", "isInfinite":
            guard receiver.map({ if case .rect = $0 { true } else { false } }) ?? (values.first.map { if case .rect = $0 { true } else { false } } ?? false) else { return nil }
            return .boolean(false)
        case "UI_USER_INTERFACE_IDIOM": return .string(geometry.isPad ? "pad" : "phone")
        case "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape": return .boolean(geometry.isLandscape)
        case "UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait": return .boolean(!geometry.isLandscape)
        default:
            return nil
        }
    }

    static let geometricConstructors: Set<String> = ["CGRect", "CGRectMake", "CGPoint", "CGPointMake", "CGSize", "CGSizeMake",
                                                     "UIEdgeInsets", "UIEdgeInsetsMake", "CGAffineTransformMakeTranslation", "CATransform3DMakeTranslation"]
    static let mathFunctions: Set<String> = ["CGFloat", "Double", "Float", "round", "floor", "ceil", "abs", "fabs"]
}
