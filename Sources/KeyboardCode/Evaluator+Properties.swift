import SourceCode

/// Assignments to locals and to the controller's stored properties (code.md section 3).
extension Evaluator {
    /// Whether `name` is a local holding a value (a frame, a number) rather than an object
    /// (a local bound to a view assigns to the view).
    func isLocalValue(_ name: String) -> Bool {
        guard let value = scopes.last(where: { $0[name] != nil })?[name] else { return false }
        // A local bound to an object, or to one the reader cannot find (`[self valueForKey:…]`
        // it cannot tell): setting its `contentInset` sets the object's, not the local's.
        switch value {
        case .object, .unknown: return false
        default: return true
        }
    }

    mutating func assignLocal(_ name: String, path: [String], _ value: Value) {
        guard let index = scopes.lastIndex(where: { $0[name] != nil }) else {
            guard path.isEmpty, name != "self" else { return }
            if assignField(name, value) { return }
            if let context { return assignHelperProperty(name, of: context, value) }
            // The controller's property, written bare: its `didSet` runs (no setter method is
            // called, in either language).
            let key = memberKey(name)
            let old = properties[key]
            properties[key] = value
            runDidSet(key, of: code, old: old, in: .some(nil))
            return
        }
        scopes[index][name] = path.isEmpty ? value : Self.replacing(path, in: scopes[index][name] ?? .opaque, with: value)
    }

    mutating func assignProperty(_ name: String, path: [String] = [], _ value: Value) {
        let bare = memberKey(name)
        if screen.outlets[bare] != nil { return }
        // `self.keyboardHeight = h` calls a `setKeyboardHeight:` the class writes (Objective-C).
        if path.isEmpty, !name.hasPrefix("_"), let first = bare.first {
            let setter = "set" + first.uppercased() + bare.dropFirst()
            if let method = code.method(named: setter, labels: ["_"]), let body = method.function.body, !inProgress.contains(setter) {
                inProgress.insert(setter)
                defer { inProgress.remove(setter) }
                properties[bare] = value
                _ = invoke(body, parameters: method.function.parameterNames, arguments: [value], path: method.path, in: .some(nil))
                return
            }
        }
        let old = properties[bare]
        properties[bare] = path.isEmpty ? value : Self.replacing(path, in: properties[bare] ?? .opaque, with: value)
        runDidSet(bare, of: code, old: old, in: .some(nil))
    }

    /// Whether the controller's property `name` holds a rectangle, point, size or insets with
    /// `member`; its value, from its declaration or the loading code when this run has not
    /// set it, is then kept for a member to be written.
    mutating func seedGeometricProperty(_ name: String, member: String, line: Int) -> Bool {
        let key = memberKey(name)
        guard screen.outlets[key] == nil else { return false }
        let whole = properties[key] ?? controllerMember(name, line: line)
        guard let whole, whole.geometricMember(member) != nil else { return false }
        properties[key] = whole
        return true
    }

    /// A stored property's `didSet` after an assignment, run where the property is.
    mutating func runDidSet(_ name: String, of owner: ClassCode, old: Value?, in context: Int??) {
        guard let (property, file) = owner.propertySite(named: name), let body = property.didSet,
              inProgress.insert("didSet " + name).inserted else { return }
        defer { inProgress.remove("didSet " + name) }
        // Never assigned before: its declared value, or nil (the keyboard's first appearance).
        let previous = old ?? property.initialValue.map { evaluate($0) } ?? .nil
        _ = invoke(body, parameters: ["oldValue"], arguments: [previous], path: file, in: context)
    }
}
