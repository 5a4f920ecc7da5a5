import SourceCode

/// Project value types the handlers make and read (code.md section 3, "a few calls deep"):
/// a struct built by its own initializer (`KeyboardNotification(notification:)`),
/// its stored values kept as a record's fields, its computed properties and methods run
/// with `self` the record.
extension Evaluator {
    /// A project struct made with an initializer it declares: the record its initializer
    /// leaves, nil when a failable one returns nil. (A class is an object with an identity,
    /// a view or a helper: not a value.)
    mutating func construct(_ type: String, labels: [String], values: [Value]) -> Value? {
        let sites = code.sites(of: type, from: path)
        guard sites.contains(where: { $0.declaration.kind == .struct }),
              inProgress.insert("init " + type).inserted
        else { return nil }
        defer { inProgress.remove("init " + type) }
        for site in sites {
            for function in site.declaration.functions where function.name == "init" {
                guard let body = function.body, let map = Self.align(function.labels, labels) else { continue }
                let given = map.map { $0.map { values[$0] } ?? .opaque }
                let saved = selfObject
                selfObject = .record(type: type, fields: [:])
                let result = invoke(body, parameters: function.parameterNames, arguments: given, path: site.path)
                let made = selfObject
                selfObject = saved
                if case .nil = result { return .nil }
                return made
            }
        }
        return nil
    }

    /// A computed property of a record's type, run with `self` the record.
    mutating func recordProperty(_ name: String, of record: Value, type: String) -> Value? {
        let key = type + "." + name
        guard !inProgress.contains(key) else { return nil }
        for site in code.sites(of: type, from: path) {
            guard let property = site.declaration.properties.first(where: { $0.name == name }), !property.isStatic else { continue }
            inProgress.insert(key)
            defer { inProgress.remove(key) }
            let saved = selfObject
            selfObject = record
            defer { selfObject = saved }
            if let getter = property.getter { return invoke(getter, parameters: [], arguments: [], path: site.path) }
            if let initial = property.initialValue { return evaluate(initial) }
        }
        return nil
    }

    /// A method of a record's type, run with `self` the record.
    mutating func recordMethod(_ name: String, of record: Value, type: String, values: [Value]) -> Value? {
        guard let method = code.typeMethod(named: name, of: type, from: path), let body = method.function.body else { return nil }
        return invoke(body, parameters: method.function.parameterNames, arguments: values, path: method.path, on: record)
    }

    /// `self.name = value` or `name = value` in a record's initializer: the field.
    mutating func assignField(_ name: String, _ value: Value) -> Bool {
        guard case .record(let type, var fields)? = selfObject else { return false }
        fields[name] = value
        selfObject = .record(type: type, fields: fields)
        return true
    }
}
