import SourceCode

/// Where the project's code enables IQKeyboardManager (code.md section 4): for the whole
/// app (`AppDelegate`), or for one class's screens between its `viewWillAppear` and
/// `viewWillDisappear`; its distance and the classes it leaves alone.
public struct IQKeyboardManagerSwitch: Sendable, Hashable {
    /// 6 for `enable`, 7 for `isEnabled`.
    public var version: Int
    /// `keyboardDistanceFromTextField` or `keyboardDistance`, when the code sets one.
    public var distance: Double?
    /// Whether some code outside a class's appearance methods enables it.
    public var isEnabledForApp: Bool
    /// Whether code outside a class's loading and appearance methods turns it off (the app
    /// delegate's `enable = NO`) and none turns it on there.
    public var isDisabledForApp = false
    /// Classes that enable it in their `viewWillAppear`/`viewDidAppear`.
    public var enablingClasses: Set<String>
    /// `disabledDistanceHandlingClasses`, and the classes that turn it off as their screen
    /// loads or appears.
    public var disabledClasses: Set<String>
    /// Where it is first enabled.
    public var path: String
    public var line: Int
    /// Where each of `enablingClasses` enables it, and the distance that class sets.
    public var classPlaces: [String: Place] = [:]
    /// The distances classes set for their own screens as they load or appear (reset as
    /// they disappear), by class.
    public var classDistances: [String: Double] = [:]

    /// Where the code enables the library, and the distance it sets there.
    public struct Place: Sendable, Hashable {
        public var path: String
        public var line: Int
        public var distance: Double?
    }

    /// Whether the library handles `className`'s screens.
    public func handles(_ className: String) -> Bool {
        !disabledClasses.contains(className) && (isEnabledForApp || enablingClasses.contains(className))
    }

    /// Where the library is enabled for `className`'s screens: in the class's own appearance
    /// methods, with the distance it sets (else the app's), or for the whole app.
    public func place(for className: String) -> Place {
        guard var own = classPlaces[className] else {
            return Place(path: path, line: line, distance: classDistances[className] ?? distance)
        }
        own.distance = own.distance ?? classDistances[className] ?? distance
        return own
    }

    /// The switch in the project's code, if any enables the library.
    public static func find(in base: CodeBase) -> IQKeyboardManagerSwitch? {
        var found: IQKeyboardManagerSwitch?
        var distances: [(owner: String, method: String, distance: Double)] = []
        var disabled: Set<String> = []
        var offForApp: (path: String, line: Int)?
        func scan(_ body: [Statement], owner: String, method: String, path: String) {
            visitAssignments(body) { target, value, line in
                let words = describe(target)
                guard words.includes("IQKeyboardManager") || words.hasPrefix("manager.") || words.hasPrefix("keyboardManager.") else { return }
                if words.hasSuffix(".enable") || words.hasSuffix(".isEnabled") || words.hasSuffix(".enabled") {
                    let appearing = method == "viewWillAppear" || method == "viewDidAppear"
                    // Turned off as a class's screen loads or appears: off while it is shown.
                    if case .boolean(false) = value.kind, appearing || method == "viewDidLoad" { disabled.insert(owner) }
                    if case .boolean(false) = value.kind, !appearing, !["viewDidLoad", "viewWillDisappear", "viewDidDisappear"].contains(method) {
                        offForApp = offForApp ?? (path, line)
                    }
                    guard case .boolean(true) = value.kind else { return }
                    let version = words.hasSuffix(".isEnabled") ? 7 : 6
                    if found == nil {
                        found = IQKeyboardManagerSwitch(version: version, distance: nil, isEnabledForApp: false, enablingClasses: [],
                                                        disabledClasses: [], path: path, line: line)
                    }
                    if appearing {
                        found?.enablingClasses.insert(owner)
                        if found?.classPlaces[owner] == nil { found?.classPlaces[owner] = Place(path: path, line: line) }
                    } else if found?.isEnabledForApp == false {
                        // The app's place is where the app enables it, not a class before it.
                        found?.isEnabledForApp = true
                        found?.path = path
                        found?.line = line
                    }
                } else if words.hasSuffix("keyboardDistanceFromTextField") || words.hasSuffix("keyboardDistance"),
                          case .number(let number) = value.kind {
                    distances.append((owner, method, number))
                } else if words.hasSuffix("disabledDistanceHandlingClasses"), case .array(let elements) = value.kind {
                    for element in elements { if let name = className(in: element) { disabled.insert(name) } }
                }
            }
            SyntaxWalk.expressions(in: body) { expression in
                guard case .call(let callee, let arguments) = expression.kind, case .member(let base?, let name) = callee.kind,
                      describe(base).hasSuffix("disabledDistanceHandlingClasses"), name == "append" || name == "addObject" || name == "insert",
                      let first = arguments.first, let className = className(in: first.value) else { return }
                disabled.insert(className)
            }
        }
        for (path, file) in base.files {
            for type in file.types {
                for function in type.functions { if let body = function.body { scan(body, owner: type.name, method: function.name, path: path) } }
            }
            for function in file.functions { if let body = function.body { scan(body, owner: "", method: function.name, path: path) } }
        }
        // A class that enables it as its screen appears keeps its own distance, and so does
        // one that sets a distance as its screen loads or appears (survey G17: 59 in
        // `viewWillAppear`, 10 again in `viewWillDisappear`, which is no distance of the
        // app's). The app's is the last set elsewhere (else the last of all).
        let classes = found?.classPlaces ?? [:]
        for owner in classes.keys { found?.classPlaces[owner]?.distance = distances.last { $0.owner == owner }?.distance }
        let own = distances.filter { ["viewDidLoad", "viewWillAppear", "viewDidAppear"].contains($0.method) }
        for entry in own { found?.classDistances[entry.owner] = entry.distance }
        let resets: Set<String> = ["viewWillDisappear", "viewDidDisappear"]
        let elsewhere = distances.filter { classes[$0.owner] == nil && !resets.contains($0.method) && found?.classDistances[$0.owner] == nil }
        found?.distance = (elsewhere.last ?? distances.last { !resets.contains($0.method) } ?? distances.last)?.distance
        found?.disabledClasses = disabled
        // Turned off for the app and never on for it: no screen but those that enable it.
        if let offForApp, found?.isEnabledForApp != true {
            if found == nil {
                found = IQKeyboardManagerSwitch(version: 6, distance: nil, isEnabledForApp: false, enablingClasses: [], disabledClasses: disabled,
                                                path: offForApp.path, line: offForApp.line)
            }
            found?.isDisabledForApp = true
        }
        return found
    }

    static func className(in expression: Expression) -> String? {
        switch expression.kind {
        case .member(let base?, "self"): if case .identifier(let name) = base.kind { return name }
        case .call(let callee, _): if case .member(let base?, "class") = callee.kind, case .identifier(let name) = base.kind { return name }
        case .member(let base?, "class"): if case .identifier(let name) = base.kind { return name }
        default: break
        }
        return nil
    }

    static func describe(_ expression: Expression) -> String { Evaluator.describe(expression) }

    /// Every assignment in statements, nested blocks and closures included; an Objective-C
    /// setter message (`[[IQKeyboardManager sharedManager] setEnable:YES]`) is one.
    static func visitAssignments(_ statements: [Statement], depth: Int = 0, _ visit: (Expression, Expression, Int) -> Void) {
        guard depth < SyntaxWalk.depthLimit else { return }
        for statement in statements {
            switch statement.kind {
            case .assignment(let target, "=", let value): visit(target, value, statement.line)
            case .expression(let expression):
                guard case .call(let callee, let arguments) = expression.kind, arguments.count == 1,
                      case .member(let receiver?, let setter) = callee.kind, setter.count > 3, setter.hasPrefix("set"),
                      let first = setter.dropFirst(3).first, first.isUppercase else { continue }
                let property = first.lowercased() + setter.dropFirst(4)
                visit(Expression(.member(receiver, property), line: expression.line), arguments[0].value, statement.line)
            case .if(_, let then, let otherwise):
                visitAssignments(then, depth: depth + 1, visit)
                visitAssignments(otherwise ?? [], depth: depth + 1, visit)
            case .guard(_, let body), .block(let body), .loop(let body, _): visitAssignments(body, depth: depth + 1, visit)
            case .switch(_, let cases): for item in cases { visitAssignments(item.body, depth: depth + 1, visit) }
            default: break
            }
        }
    }
}
