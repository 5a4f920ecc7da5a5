import SourceCode

extension ClassCode {
    /// `for name in [UIResponder.keyboardWillShowNotification, …] { center.addObserver(self,
    /// selector: …, name: name, object: nil) }`, the list written in place or kept in a
    /// local of the method (survey G39, echo's `bindKeyboardNotifications()`): a
    /// registration per keyboard notification of the list, as `forEach` makes.
    func loopRegistrations(in body: [Statement], path: String, names: [String: Expression]) -> [KeyboardObserver] {
        var lists: [String: [Expression]] = [:]
        for statement in body {
            if case .declaration(let bound, _, _, let value?) = statement.kind, bound.count == 1, case .array(let elements) = value.kind {
                lists[bound[0]] = elements
            }
        }
        var found: [KeyboardObserver] = []
        SyntaxWalk.loops(in: body) { each, loopBody in
            let elements: [Expression]
            switch each.sequence.kind {
            case .array(let written): elements = written
            case .identifier(let local): elements = lists[local] ?? []
            default: elements = []
            }
            for element in elements {
                let name = if case .identifier(let local) = element.kind, let bound = names[local] { bound } else { element }
                guard KeyboardNotification(spelledAs: name) != nil else { continue }
                var bound = names
                bound[each.name] = name
                SyntaxWalk.expressions(in: loopBody) { inner in found += registrations(in: inner, path: path, selectors: bound) }
            }
        }
        return found
    }
}
