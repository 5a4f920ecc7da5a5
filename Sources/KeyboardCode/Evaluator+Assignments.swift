import SourceCode

extension Evaluator {
    /// `target op value` (section 4): an effect when the target is a constraint's
    /// constant, the root view's frame, bounds, centre or transform, or a scroll view's
    /// inset or offset; a local or stored property otherwise.
    mutating func assign(_ target: Expression, _ op: String, _ valueExpression: Expression, line: Int) {
        var value = evaluate(valueExpression)
        let words = "\(Self.describe(target)) \(op) \(Self.words(of: value))"
        if op != "=" {
            let current = evaluate(target)
            let arithmetic = String(op.dropLast())
            if let a = current.number, let b = value.number {
                let result: Double
                switch arithmetic {
                case "+": result = a.value + b.value
                case "-": result = a.value - b.value
                case "*": result = a.value * b.value
                default: result = b.value == 0 ? a.value : a.value / b.value
                }
                value = .number(Quantity.combine(a, arithmetic, b, result))
            } else {
                value = current.isUnknown ? current : value.isUnknown ? value : .unknown("\(op) on something other than a number")
            }
        }
        // The target as an object and the members below it: `bottom` and ["constant"].
        var names: [String] = []
        var base = target
        while names.count < 16 {
            if case .member(let inner?, let name) = base.kind { names.insert(name, at: 0); base = inner; continue }
            if case .unwrap(let inner) = base.kind { base = inner; continue }
            // `*rect = …`: through a pointer, to what the caller gave with `&` (`invoke`).
            if case .prefix("*", let inner) = base.kind { base = inner; continue }
            break
        }
        // In an extension method, a name no local holds is the object's own (`isActive`,
        // `contentInset.bottom = …` in `extension UITableView`).
        var own: Value?
        if case .identifier(let name) = base.kind, name != "self", let selfObject, case .object = selfObject,
           !scopes.contains(where: { $0[name] != nil }) {
            // One of its own outlets (`bottomGap.constant = …` in the view's class, survey G38):
            // that object's member.
            if !names.isEmpty, case .object(let outlet) = member(name, of: selfObject, line: line), outlet.isViewOrConstraint {
                own = .object(outlet)
            } else {
                return apply(value, to: selfObject, path: [name] + names, words: words, line: line)
            }
        }
        if case .identifier(let name) = base.kind, names.isEmpty || isLocalValue(name) { return assignLocal(name, path: names, value) }
        // The controller's safe area grown by the keyboard moves every view pinned to it.
        if context == nil, selfObject == nil, let member = Self.safeAreaMember(of: target) {
            return raiseSafeArea(member, value, words: words, line: line)
        }
        // `TXFRAME.origin.y += 80`: a member of a rectangle the controller keeps, written bare.
        if case .identifier(let name) = base.kind, !names.isEmpty, context == nil, selfObject == nil,
           !scopes.contains(where: { $0[name] != nil }), seedGeometricProperty(name, member: names[0], line: line) {
            return assignProperty(name, path: names, value)
        }
        var object = own ?? evaluate(base)
        if case .record = object, names.count == 1, case .identifier("self") = base.kind, assignField(names[0], value) { return }
        // A static property of a project type (`SigninEditingState.lastDelta = …`), read back later.
        if case .object(.type(let type)) = object, names.count == 1 {
            statics[type + "." + names[0]] = value
            return
        }
        while let name = names.first {
            guard case .object(let current) = object else { break }
            if case .controller = current, names.count == 1 { return assignProperty(name, value) }
            if case .helper(let index) = current, names.count == 1 { return assignHelperProperty(name, of: index, value) }
            if case .controller = current, seedGeometricProperty(name, member: names[1], line: line) {
                return assignProperty(name, path: Array(names.dropFirst()), value)
            }
            let next = member(name, of: object, line: line)
            guard case .object = next else { break }
            object = next
            names.removeFirst()
        }
        apply(value, to: object, path: names, words: words, line: line)
    }

    static func replacing(_ path: [String], in whole: Value, with value: Value) -> Value {
        guard let first = path.first else { return value }
        guard let inner = whole.geometricMember(first) else { return .unknown("a member the reader does not follow") }
        return whole.replacing(first, with: replacing(Array(path.dropFirst()), in: inner, with: value))
            ?? .unknown("a member the reader does not follow")
    }

    /// An assignment to a member path of a screen object.
    mutating func apply(_ value: Value, to object: Value, path: [String], words: String, line: Int) {
        let target = path.joined(separator: ".")
        // A property a project category or extension adds to a UIKit view (`self.view.y = …`
        // for its `setY:`): that setter, run on the view.
        if path.count == 1, case .object(.view) = object, let first = target.first,
           runExtension("set" + first.uppercased() + target.dropFirst(), labels: ["_"], arguments: [value], on: object) != nil {
            return
        }
        switch object {
        case .nil:
            return // An outlet that is not connected: the assignment does nothing.
        case .object(.constraint) where target == "isActive" || target == "active":
            if case .boolean(let on) = value { setActive(object, on, words: words, line: line) }
        case .object(.constraint(let id, _)) where target == "priority":
            guard let priority = Self.layoutPriority(value) else {
                return stop("a layout priority the reader cannot tell (\(Self.reason(value)))", line: line)
            }
            record(.priority(constraintID: id), priority, words, line)
        case .object(.constraint(let id, _)) where target == "constant":
            guard let number = require(value.number, value, line: line) else { return }
            constants[id] = number.value
            setConstants.insert(id)
            record(.constant(constraintID: id), number.value, words, line)
        case .object(.window) where ["frame", "frame.origin", "frame.origin.y", "transform"].contains(target):
            // The window moved up moves the screen with it: a slide of the root (code.md 4).
            let y = (target == "transform" ? value.transformTranslation
                : target == "frame.origin.y" ? value.number : value.geometricMember("y")?.number)?.negated
            guard let amount = require(y, value, line: line) else { return }
            rootOffset = amount
            record(.slide, amount.value, words, line)
        case .object(.view(0)) where ["frame.size", "frame.size.height", "bounds.size", "bounds.size.height"].contains(target):
            resizeRoot(to: target.hasSuffix("height") ? value.number : value.geometricMember("height")?.number, words: words, line: line)
        case .object(.view(let index)) where index == 0 && ["frame", "frame.origin", "frame.origin.y", "bounds", "bounds.origin",
                                                            "bounds.origin.y", "center", "center.y", "transform", "layer.transform"].contains(target):
            if target == "frame" || target == "bounds", case .rect(_, let y, _, let height) = value {
                resizeRoot(to: height, top: target == "frame" ? y.value : nil, words: words, line: line)
                if isStopped { return }
            }
            slide(to: value, path: path, words: words, line: line)
        case .object(.view(let index)) where index > 0 && isScroll(index) && ["frame.size.height", "frame.size"].contains(target):
            // A scroll view made shorter by its frame (a layout of frames, no constraints): as
            // much room below its content as an inset of the difference (survey G13).
            let height = target == "frame.size" ? value.geometricMember("height")?.number : value.number
            guard let height = require(height, value, line: line) else { return }
            record(.inset(scroll: index), max(0, screen.views[index].height - height.value), words + ", shortening it", line)
        case .object(.view(let index)) where index > 0 && isScroll(index) && target == "frame" && keepsOrigin(of: index, in: value):
            // The whole frame given, where it is, shorter (a text view ended at the keyboard's top, survey G27).
            guard let height = require(value.geometricMember("height")?.number, value, line: line) else { return }
            record(.inset(scroll: index), max(0, screen.views[index].height - height.value), words + ", shortening it", line)
        case .object(.view(let index)) where isScroll(index) && target.hasPrefix("contentInset"):
            let current = insets[index] ?? viewMember("contentInset", of: index)
            let updated = Self.replacing(Array(path.dropFirst()), in: current, with: value)
            guard case .insets(_, _, let bottom, _) = updated else {
                if case .number(let zero) = value, zero.value == 0 { return record(.inset(scroll: index), 0, words, line) }
                // A list with no field in it, inset by what its rows make (its messages kept
                // above the composer, survey G36): it brings no field into view either.
                if !mayHoldFields(index) { return }
                stop("a content inset the reader cannot tell (\(Self.reason(value)))", line: line)
                return
            }
            insets[index] = updated
            // Only the bottom inset makes room for the keyboard: `contentInset.top = …` is none.
            if path.count > 1, path[1] != "bottom" { return }
            record(.inset(scroll: index), bottom.value, words, line)
        case .object(.view(let index)) where isScroll(index) && target.hasPrefix("contentSize"):
            // `contentSize = CGSize(width: w, height: view height + keyboard height)`.
            let current = contentSizes[index] ?? viewMember("contentSize", of: index)
            let updated = Self.replacing(Array(path.dropFirst()), in: current, with: value)
            contentSizes[index] = updated
            // One it cannot tell (the union of the subviews' frames a loop computes, MySportner's)
            // leaves the document's content: no room is read into it.
            guard let height = updated.geometricMember("height")?.number else { return }
            record(.contentSize(scroll: index), height.value, words, line)
        case .object(.view(let index)) where isScroll(index) && target.hasPrefix("contentOffset"):
            let offset = path.count > 1 ? value.number : value.geometricMember("y")?.number
            // A list with no field in it scrolled by what its rows make (to its last message):
            // it brings no field into view, whatever the offset.
            if offset == nil, !holdsField(index), insets[index] == nil { return }
            guard let y = require(offset, value, line: line) else { return }
            record(.contentOffset(scroll: index), y.value, words, line)
        case .object(.view(let index)) where target == "isHidden" || target == "hidden":
            if case .boolean(let flag) = value { hidden[index] = flag }
        case .object(.view(let index)) where index > 0 && ["frame", "center", "transform", "layer.transform"].contains(where: target.hasPrefix):
            // A view of the screen moved by its frame (code.md lists no such effect): when the
            // handlers do nothing else, reading it as moving nothing would check the screen as
            // if nothing moved. Set where it already is, it moves nothing; hidden, it is a
            // view the screen does not show (none), and so is one that is no analysed field
            // and holds none (a button slid above the keyboard): it moves no field.
            if hidden[index] ?? screen.views[index].isHidden { return }
            guard screen.fields.contains(index) || holdsField(index) else { return }
            var current = member(path[0], of: object, line: line)
            for name in path.dropFirst() { current = current.geometricMember(name) ?? .opaque }
            if Self.equal(current, value) == true { return }
            // Moved up or down by an amount the reader can tell: it and what it holds shift.
            if let up = shift(of: index, target: target, to: value) {
                // Made wider or narrower where it is (ChatMessageView's field): no move up or down.
                if abs(up.value - (viewShifts[index]?.up.value ?? 0)) < 0.5 { return }
                viewShifts[index] = (up, !target.contains("transform"))
                return record(.viewShift(view: index), up.value, words, line)
            }
            if unmodelledMove == nil || !movesField {
                unmodelledMove = NotUnderstood("it moves a view of the screen by its \(path[0]) (\(words)), which kb-lsp does not model",
                                               path: self.path, line: line)
                movesField = true
                laidOutAfterMove = false
                unmodelledMoveStep = steps
            }
        case .unknown(let reason) where ["constant", "frame", "contentInset", "contentOffset", "transform"].contains(where: target.hasPrefix):
            // The assignment's target (`send.frame`), or the setter it calls (`setFrame`).
            let first = words.split(separator: " ").first ?? ""
            let action = first.contains("(") ? "calls \(first.prefix { $0 != "(" })" : "sets \(first)"
            stop("it \(action) on something the reader cannot find (\(reason))", line: line)
        default:
            return
        }
    }

    /// A scroll view of the screen (a text view is one too).
    func isScroll(_ index: Int) -> Bool {
        index < screen.views.count && ([.scroll, .textView].contains(screen.views[index].kind) || index == screen.controllerScroll)
    }

    /// Whether an analysed field is inside the view.
    func holdsField(_ view: Int) -> Bool {
        screen.fields.contains { isInside($0, view) }
    }

    /// Whether `inner` lies inside `view` (below it, not itself).
    func isInside(_ inner: Int, _ view: Int) -> Bool {
        var current = screen.views.indices.contains(inner) ? screen.views[inner].parent : nil
        var steps = 0
        while let index = current, steps < screen.views.count {
            if index == view { return true }
            current = screen.views[index].parent
            steps += 1
        }
        return false
    }

    /// The number an effect needs, or the reading stops with what made it unknown.
    mutating func require(_ number: Quantity?, _ value: Value, line: Int) -> Quantity? {
        if let number { return number }
        stop("a value the reader cannot tell (\(Self.reason(value)))", line: line)
        return nil
    }

    static func reason(_ value: Value) -> String {
        if case .unknown(let reason) = value { return reason }
        return "not a number"
    }

    mutating func record(_ kind: CodeEffect.Kind, _ value: Double, _ words: String, _ line: Int) {
        run.effects.append(CodeEffect(kind: kind, value: value, words: words, path: path, line: line))
    }

    static func words(of value: Value) -> String {
        switch value {
        case .number(let quantity): quantity.words
        case .rect(_, let y, _, let height): "a frame at \(y.words), \(height.words) tall"
        case .point(_, let y): "a point at y \(y.words)"
        case .insets(_, _, let bottom, _): "insets with bottom \(bottom.words)"
        case .transform(let ty): "a translation by \(ty.words)"
        case .boolean(let flag): flag ? "true" : "false"
        // An implicit member or a type's (`.defaultHigh`, `UILayoutPriority.defaultHigh`).
        case .string(let name) where name.hasPrefix("."): name
        case .object(.type(let name)): name
        default: "…"
        }
    }
}
