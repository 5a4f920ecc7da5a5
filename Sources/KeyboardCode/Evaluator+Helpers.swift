import SourceCode

extension Evaluator {
    /// `self` where the code runs: the controller, or a helper.
    var selfValue: Value { selfObject ?? context.map { .object(.helper($0)) } ?? .object(.controller) }

    /// A member of `self` where the code runs.
    mutating func selfMember(_ name: String, line: Int) -> Value? {
        if let selfObject {
            // A type's name (`UIResponder`) is no member of the object the code runs on.
            if name.first?.isUppercase == true { return nil }
            let value = member(name, of: selfObject, line: line)
            return value.isUnknown ? nil : value
        }
        guard let context else { return controllerMember(name, line: line) }
        return helperMember(name, of: context, line: line)
    }

    /// A member of a helper: what this run or its initializer set, what the screen's code
    /// set on it (evaluated in the controller's code), else its declaration's value.
    mutating func helperMember(_ name: String, of index: Int, line: Int) -> Value? {
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if let value = helperProperties[index]?[bare] { return value }
        let helper = helpers[index]
        // A helper it keeps (`watcher`, made as the helper is).
        if let kept = helpers.indices.first(where: { helpers[$0].parent == index && helpers[$0].name == bare }) {
            return .object(.helper(kept))
        }
        if let setting = helper.settings.last(where: { $0.member == bare }) {
            let saved = (context, path)
            context = helper.parent
            path = setting.path
            let value = evaluate(setting.value)
            (context, path) = saved
            helperProperties[index, default: [:]][bare] = value
            return value
        }
        guard let property = helper.code.property(named: bare) else {
            // A method named without a call is the method as a closure (`watcher.onChange = follow`).
            guard let method = helper.code.method(named: bare, labels: nil), let body = method.function.body else { return nil }
            return .closure(Closure(parameterNames: method.function.parameterNames, body: body), path: method.path,
                            context: index, captured: nil)
        }
        if let getter = property.getter { return invoke(getter, parameters: [], arguments: [], path: path, in: .some(index)) }
        if let initial = property.initialValue {
            let value = evaluate(initial)
            helperProperties[index, default: [:]][bare] = value
            return value
        }
        // A callback nobody sets is nil: calling it does nothing (survey G43, KeyboardHelper's
        // `onKeyboardDidShow?(rect)`).
        if property.isOptional, property.type?.contains("->") == true { return .nil }
        return property.type.map { Self.isViewOrConstraint($0) ? .nil : .unknown("the helper's \(bare), which is never set") }
            ?? .unknown("the helper's \(bare), which is never set")
    }

    /// A body run with `object` as its `self` (a project extension's method on one of the
    /// screen's views, a struct's method on its record).
    mutating func invoke(_ body: [Statement], parameters: [String], arguments: [Value], path: String, on object: Value,
                         writingBack outputs: [Int: String] = [:]) -> Value {
        let saved = selfObject
        selfObject = object
        defer { selfObject = saved }
        return invoke(body, parameters: parameters, arguments: arguments, path: path, writingBack: outputs)
    }

    /// A member of the project's extensions of the receiver's type, run on it: of UIKit's
    /// views (`extension UIScrollView`, a category of `UIView`) on one of the screen's
    /// views, of `NSLayoutConstraint` on one of its constraints, of `Notification` on the
    /// notification handled, of `UIDevice` on the device. With `labels`, a method; without, a computed property or a
    /// method of no arguments (an Objective-C getter). Of several, the first by type name,
    /// then by file (never a dictionary's order: the answer would change from run to run);
    /// nil when the project has none.
    mutating func runExtension(_ name: String, labels: [String]?, arguments: [Value], on receiver: Value,
                               writingBack outputs: [Int: String] = [:]) -> Value? {
        let extended: (String) -> Bool
        switch receiver {
        case .object(.view): extended = { $0.hasPrefix("UI") && ($0.hasSuffix("View") || $0.hasSuffix("Field")) }
        case .object(.constraint): extended = { $0 == "NSLayoutConstraint" }
        case .object(.notification): extended = { $0 == "Notification" || $0 == "NSNotification" }
        case .object(.device): extended = { $0 == "UIDevice" }
        default: return nil
        }
        for (type, sites) in code.base.types.sorted(by: { $0.key < $1.key }) where extended(type) {
            for site in CodeBase.nearestFirst(sites, to: code.directory) where site.declaration.kind == .extension || site.declaration.kind == .category {
                if labels == nil, let getter = site.declaration.properties.first(where: { $0.name == name && $0.getter != nil })?.getter {
                    return invoke(getter, parameters: [], arguments: [], path: site.path, on: receiver)
                }
                // By labels, parameters left out taking their defaults (`scrollToBottom()` of
                // `func scrollToBottom(animated: Bool = false)`, survey G43).
                if let function = site.declaration.functions.first(where: {
                    $0.name == name && $0.body != nil && (ClassCode.labels($0.labels, match: labels ?? []) || Self.leavesOutDefaults($0, labels ?? [])
                                                             || Self.isSwift2Call($0, labels ?? []))
                }), let body = function.body {
                    return invoke(body, parameters: function.parameterNames, arguments: bind(arguments, labels: labels ?? [], to: function),
                                  path: site.path, on: receiver, writingBack: outputs)
                }
            }
        }
        return nil
    }

    /// Whether a call written without its first label names `function` as Swift 2 wrote it
    /// (`tableView.adjustInsets(notification)` of `func adjustInsets(notification:)`, survey G47).
    static func isSwift2Call(_ function: Function, _ labels: [String]) -> Bool {
        labels.first == "_" && labels.count == function.labels.count && Array(labels.dropFirst()) == Array(function.labels.dropFirst())
    }

    /// Whether a call written with `labels` names `function` with some parameters left out,
    /// each of them with a default value.
    static func leavesOutDefaults(_ function: Function, _ labels: [String]) -> Bool {
        guard labels.count < function.labels.count, let map = align(function.labels, labels) else { return false }
        return map.indices.allSatisfy { map[$0] != nil || function.defaults.indices.contains($0) && function.defaults[$0] != nil }
    }

    mutating func assignHelperProperty(_ name: String, of index: Int, _ value: Value) {
        let bare = name.hasPrefix("_") ? String(name.dropFirst()) : name
        let old = helperProperties[index]?[bare]
        helperProperties[index, default: [:]][bare] = value
        runDidSet(bare, of: helpers[index].code, old: old, in: .some(index))
    }

    /// Makes a helper as the screen's code does: its creation's arguments evaluated in the
    /// controller's code, then its initializer run with them.
    mutating func prepare(_ index: Int) {
        guard preparedHelpers.insert(index).inserted else { return }
        let helper = helpers[index]
        if let parent = helper.parent { prepare(parent) }
        defer { runLoadingCalls(of: index) }
        guard case .call(let callee, let arguments) = helper.creation.kind else { return }
        let saved = (context, path)
        context = helper.parent
        path = helper.path
        let values = arguments.map { evaluate($0.value) }
        (context, path) = saved
        let labels = arguments.map { $0.label ?? "_" }
        // Objective-C's message names its initializer (`initWithContextView:delegate:`).
        if case .member(_, let name) = callee.kind, name.hasPrefix("init"), name != "init" {
            if let initializer = helper.code.method(named: name, labels: labels) { initialize(index, with: initializer, arguments: values) }
            return
        }
        // The initializer the labels name; parameters left out have their defaults (a
        // trailing closure is the last parameter's). An Objective-C one, `initWithContextView:
        // delegate:`, is Swift's `init(contextView:delegate:)`.
        let exact = helper.code.method(named: "init", labels: labels)
        for initializer in (exact.map { [$0] } ?? []) + helper.code.methods where initializer.function.name.hasPrefix("init") {
            guard initializer.function.body != nil, let declared = Self.swiftLabels(of: initializer.function),
                  let map = Self.align(declared, labels) else { continue }
            initialize(index, with: initializer, arguments: map.map { $0.map { values[$0] } ?? .opaque })
            return
        }
    }

    /// Runs the methods the maker calls on a helper as the screen loads (`follower.attach(
    /// bottom, gap: 8)`), their arguments evaluated in the maker's code: for what they keep,
    /// as its initializer is.
    mutating func runLoadingCalls(of index: Int) {
        let helper = helpers[index]
        for (call, callPath) in helper.calls {
            guard case .call(let callee, let arguments) = call.kind, case .member(_, let name) = callee.kind else { continue }
            let labels = arguments.map { $0.label ?? "_" }
            // Parameters left out have their defaults.
            guard let method = helper.code.method(calledAs: name, labels: labels), method.function.body != nil else { continue }
            let saved = (context, path)
            context = helper.parent
            path = callPath
            let values = arguments.map { evaluate($0.value) }
            (context, path) = saved
            initialize(index, with: method, arguments: bind(values, labels: labels, to: method.function))
        }
    }

    /// Runs a helper's initializer for what it keeps: it runs as the screen loads, not when
    /// the keyboard comes up, so what it moves or what stops its reading (a button it makes
    /// and places, survey BN's popup) is not the handlers'.
    mutating func initialize(_ index: Int, with initializer: ClassCode.Method, arguments: [Value]) {
        guard let body = initializer.function.body else { return }
        var made = self
        _ = made.invoke(body, parameters: initializer.function.parameterNames, arguments: arguments, path: initializer.path, in: .some(index))
        // What it sets on the helpers it keeps is kept too (`watcher.onChange = follow`).
        helperProperties = made.helperProperties
        preparedHelpers = made.preparedHelpers
        steps = made.steps
    }

    /// The labels Swift calls an initializer with: its own, or an Objective-C
    /// `initWithContextView:delegate:`'s `contextView`, `delegate`; nil for another method.
    static func swiftLabels(of function: Function) -> [String]? {
        if function.name == "init" { return function.labels }
        guard function.name.hasPrefix("initWith"), let first = function.name.dropFirst("initWith".count).first else { return nil }
        let rest = function.name.dropFirst("initWith".count + 1)
        return [first.lowercased() + rest] + function.labels.dropFirst()
    }

    /// Which written argument each declared parameter takes (nil: its default), when the
    /// written labels are the declared ones in order with some left out.
    static func align(_ declared: [String], _ written: [String]) -> [Int?]? {
        var map = [Int?](repeating: nil, count: declared.count)
        var next = 0
        for (index, label) in declared.enumerated() where next < written.count {
            if ClassCode.labels([label], match: [written[next]]) {
                map[index] = next
                next += 1
            }
        }
        if next == written.count - 1, written[next] == "_", let last = declared.indices.last, map[last] == nil {
            map[last] = next
            next += 1
        }
        return next == written.count ? map : nil
    }

    /// A method of the view's own class in the project (its `customClass`), run with the view
    /// as `self`: its outlets are the document's connections to that view. Nil when the
    /// view has no such class or the class no such method.
    mutating func runViewClassMethod(_ name: String, labels: [String], arguments: [Value], on index: Int) -> Value? {
        guard index < screen.views.count, let type = screen.views[index].customClass else { return nil }
        for site in code.sites(of: type, from: path) {
            guard let function = site.declaration.functions.first(where: {
                $0.name == name && $0.body != nil && ClassCode.labels($0.labels, match: labels)
            }), let body = function.body else { continue }
            let running = "view \(site.path):\(function.line)"
            guard inProgress.insert(running).inserted else { return .opaque }
            defer { inProgress.remove(running) }
            return invoke(body, parameters: function.parameterNames, arguments: arguments, path: site.path, on: .object(.view(index)))
        }
        return nil
    }
}
