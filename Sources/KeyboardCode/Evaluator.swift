import SourceCode

/// Runs a screen's show handlers in one geometry (code.md sections 3 and 4): statements
/// followed as the code runs them, values per the table of section 3, the effects of
/// section 4 recorded, and the reading stopped with a reason at the first thing on the
/// way to an effect it cannot evaluate. Bounded: calls at most `callLimit` deep and
/// `stepLimit` steps a run.
struct Evaluator {
    let code: ClassCode
    let geometry: CodeGeometry
    let screen: CodeScreen
    /// The analysed field that is the first responder in this run, if any.
    let activeField: Int?
    /// The properties the text delegate keeps the edited field in, with whose delegate sets each.
    let activeFieldProperties: ActiveFieldProperties.Found
    /// The notification whose handler runs (a name test against it).
    var notification: KeyboardNotification = .willShow
    /// The helpers the screen's code creates, and whose code is running: nil for the
    /// controller's, else the helper's index.
    let helpers: [KeyboardHelper]
    var context: Int?
    /// Each helper's stored properties, as its initializer and this run left them.
    var helperProperties: [Int: [String: Value]] = [:]
    var preparedHelpers: Set<Int> = []
    /// `self` inside a project extension method of a UIKit view running on one of the
    /// screen's views (`extension UIScrollView { func visibleRect(…) }`).
    var selfObject: Value?

    var run = CodeRun()
    /// A view of the screen the handlers moved by its frame, centre or transform: not
    /// understood when they do nothing else, or when it is or holds an analysed field and no
    /// layout pass follows (`layoutIfNeeded()` puts a constrained view back): the other
    /// effects would be checked with the field where it was.
    var unmodelledMove: NotUnderstood?
    /// The steps run when `unmodelledMove` and the stop happened: the first names the reading's end.
    var unmodelledMoveStep = 0
    var stopStep = Int.max
    var movesField = false
    var laidOutAfterMove = false
    /// A `setNeedsUpdateConstraints()` whose pass has not run yet (`Evaluator+LayoutPass`).
    var constraintsUpdatePending = false
    /// The stored properties this run assigned.
    var properties: [String: Value] = [:]
    /// The static properties of project types this run assigned, by `Type.name`.
    var statics: [String: Value] = [:]
    /// The constraints' constants, as the run leaves them: the document's until it sets them.
    var constants: [String: Double] = [:]
    /// The constraints whose constant this run set.
    var setConstants: Set<String> = []
    var rootOffset = Quantity(0)
    /// How far up the handlers moved views of the screen, and whether by their frame or centre.
    var viewShifts: [Int: (up: Quantity, byFrame: Bool)] = [:]
    var insets: [Int: Value] = [:]
    /// The scroll views' content sizes this run set.
    var contentSizes: [Int: Value] = [:]
    /// The views this run hid or showed (`isHidden`).
    var hidden: [Int: Bool] = [:]
    var scopes: [[String: Value]] = [[:]]
    var path = ""
    var callDepth = 0
    /// The call being run (each call of a method or function a new one), and how many
    /// there have been: a closure written in another call brings that call's locals.
    var frame = 0, frames = 0
    var steps = 0
    /// What is being worked out, so that a cycle stops: properties evaluated from their
    /// declaration (a cycle reads as unknown), `init T` for a struct being made, and
    /// `call PATH:LINE` for a method being run (called again, it runs nothing more).
    var inProgress: Set<String> = []

    static let callLimit = 8
    static let stepLimit = 20_000

    /// Why a statement list stopped.
    enum Flow {
        case next
        case returned(Value)
        case stopped
    }

    init(code: ClassCode, helpers: [KeyboardHelper] = [], geometry: CodeGeometry, screen: CodeScreen, activeField: Int?,
         activeFieldProperties: ActiveFieldProperties.Found = ActiveFieldProperties.Found()) {
        self.code = code
        self.activeFieldProperties = activeFieldProperties
        self.helpers = helpers
        self.geometry = geometry
        self.screen = screen
        self.activeField = activeField
        for outlet in screen.outlets.values + screen.views.flatMap(\.outlets.values) {
            if case .constraint(let id, let constant) = outlet { constants[id] = constant }
        }
    }

    /// Stops the reading: the first reason is kept.
    mutating func stop(_ reason: String, line: Int) {
        if run.notUnderstood == nil {
            run.notUnderstood = NotUnderstood(reason, path: path, line: line)
            stopStep = steps
        }
    }

    var isStopped: Bool { run.notUnderstood != nil }

    /// Runs a handler's body with its parameters bound to the notification; `helper`: in
    /// that helper's code, made first as the screen's code makes it.
    mutating func runHandler(_ body: [Statement], parameters: [String], path: String, field: Int? = nil, helper: Int? = nil) {
        if let helper { prepare(helper) }
        context = helper
        self.path = path
        var scope: [String: Value] = [:]
        for name in parameters { scope[name] = field.map { .object(.view($0)) } ?? .object(.notification) }
        scopes = [scope]
        _ = execute(body)
        finishLayoutPass()
    }

    mutating func execute(_ statements: [Statement]) -> Flow {
        // A block's local functions are callable from its first statement (Swift resolves
        // them before running any): closures of the block's scope.
        var scope: [String: Value] = [:]
        for statement in statements {
            if case .function(let function) = statement.kind, let body = function.body {
                scope[function.name] = .closure(Closure(parameterNames: function.parameterNames, body: body), path: path, context: context,
                                                captured: nil)
            }
        }
        scopes.append(scope)
        defer { scopes.removeLast() }
        for index in statements.indices {
            let flow = execute(statements[index], followedBy: statements[(index + 1)...])
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    /// One statement; `rest`, the statements after it in its block (a `guard` whose
    /// condition cannot be told runs them one way).
    mutating func execute(_ statement: Statement, followedBy rest: ArraySlice<Statement> = []) -> Flow {
        steps += 1
        if steps > Self.stepLimit {
            stop("the handlers run longer than kb-lsp follows", line: statement.line)
        }
        guard !isStopped else { return .stopped }
        switch statement.kind {
        case .expression(let expression):
            _ = evaluate(expression)
        case .declaration(let names, _, _, let value):
            // Without a value: an optional's nil (Swift), or a variable assigned before it is read.
            let result = value.map { evaluate($0) } ?? .nil
            if names.count == 1 {
                declare(names[0], result)
            } else if case .record(_, let fields) = result {
                for (index, name) in names.enumerated() { declare(name, fields[String(index)] ?? .unknown("a tuple shorter than its names")) }
            } else {
                for name in names { declare(name, .unknown("a tuple the reader does not split")) }
            }
        case .assignment(let target, let op, let value):
            assign(target, op, value, line: statement.line)
        case .if(let conditions, let then, let otherwise):
            scopes.append([:])
            defer { scopes.removeLast() }
            switch test(conditions) {
            case .holds: return execute(then)
            case .fails: if let otherwise { return execute(otherwise) }
            case .unknown(let reason): return either(then, otherwise ?? [], reason: reason, line: statement.line, rest: rest)
            }
        case .guard(let conditions, let otherwise):
            switch test(conditions) {
            case .holds: break
            case .fails:
                let flow = execute(otherwise)
                if case .next = flow { return .returned(.opaque) }
                return flow
            case .unknown(let reason):
                // Either the else branch returns, or the rest of the body runs: both are tried.
                return either(otherwise, Array(rest), reason: reason, line: statement.line, skipsRest: true)
            }
        case .switch(let subject, let cases):
            return executeSwitch(subject, cases, line: statement.line)
        case .return(let value):
            return .returned(value.map { evaluate($0) } ?? .opaque)
        case .block(let body):
            return execute(body)
        case .loop(let body, _):
            // A loop that moves nothing of the screen (it sets delegates, say) is passed over:
            // its body run once must leave the effects as running it never does.
            if Self.mayAffectScreen(body) {
                var once = self
                _ = once.execute(body)
                if once.isStopped || once.run.effects != run.effects { stop("a loop", line: statement.line) }
                steps = once.steps
                // What it computes (a frame summed up the superviews, SettingsDelete's) depends
                // on how many times it runs: unknown after it.
                if !isStopped { forgetDifferences(from: once, reason: "a value a loop computes") }
            }
        case .function, .other:
            break
        }
        return isStopped ? .stopped : .next
    }

    mutating func declare(_ name: String, _ value: Value) {
        scopes[scopes.count - 1][name] = value
    }

    /// What the conditions of an `if` or `guard` come to.
    enum Test {
        case holds, fails
        /// One cannot be told: why.
        case unknown(String)
    }

    /// The conditions of an `if` or `guard`, in order.
    mutating func test(_ conditions: [Condition]) -> Test {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                switch truth(of: evaluate(expression)) {
                case true?: continue
                case false?: return .fails
                case nil: return .unknown("a condition the reader cannot evaluate (\(Self.describe(expression)))")
                }
            case .binding(let names, let expression):
                // Optional bindings and casts succeed (section 3); an outlet that is not
                // connected is nil.
                let value = evaluate(expression)
                if case .nil = value { return .fails }
                if let name = names.first { declare(name, value) }
            }
        }
        return .holds
    }

    func truth(of value: Value) -> Bool? {
        switch value {
        case .boolean(let flag): flag
        case .nil: false
        // A name the reader only knows as a type's member, or an object the code made
        // elsewhere, says nothing of a flag it might be.
        case .object(.type), .object(.elsewhere): nil
        case .object, .closure, .rect, .point, .size, .insets, .string, .transform, .record: true
        case .number(let quantity): quantity.value != 0
        case .opaque, .unknown: nil
        }
    }

    mutating func executeSwitch(_ subject: Expression, _ cases: [SwitchCase], line: Int) -> Flow {
        let value = evaluate(subject)
        for item in cases {
            if item.patterns.isEmpty { return execute(item.body) }
            for pattern in item.patterns {
                let candidate = evaluate(pattern)
                guard let equal = Self.equal(value, candidate) else {
                    return anyCase(cases, reason: "a switch the reader cannot evaluate (\(Self.describe(subject)))", line: line)
                }
                if equal { return execute(item.body) }
            }
        }
        return .next
    }

    /// Whether two lists of numbers are the same, within a millionth of a point.
    private static func same(_ a: [Quantity], _ b: [Quantity]) -> Bool {
        zip(a, b).allSatisfy { abs($0.value - $1.value) < 1e-6 }
    }

    static func equal(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.number(let x), .number(let y)): abs(x.value - y.value) < 1e-6
        case (.boolean(let x), .boolean(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.nil, .nil): true
        // The same view or constraint of the screen (`activeField == bottomField`).
        case (.object(.view(let x)), .object(.view(let y))): x == y
        case (.object(.constraint(let x, _)), .object(.constraint(let y, _))): x == y
        case (.point(let x1, let y1), .point(let x2, let y2)): same([x1, y1], [x2, y2])
        case (.size(let w1, let h1), .size(let w2, let h2)): same([w1, h1], [w2, h2])
        case (.rect(let x1, let y1, let w1, let h1), .rect(let x2, let y2, let w2, let h2)): same([x1, y1, w1, h1], [x2, y2, w2, h2])
        // An optional chain that ends at nil (`presented?.isBeingDismissed`) is no value.
        case (.nil, .object), (.object, .nil), (.nil, .boolean), (.boolean, .nil), (.nil, .number), (.number, .nil),
             (.nil, .string), (.string, .nil): false
        // Nothing yet against a frame, a point, insets (a `didSet`'s first `oldValue`).
        case (.nil, .rect), (.rect, .nil), (.nil, .point), (.point, .nil), (.nil, .insets), (.insets, .nil),
             (.nil, .size), (.size, .nil), (.nil, .record), (.record, .nil): false
        default: nil
        }
    }

    /// Whether a loop's body assigns or calls anything (a loop that only reads is passed over).
    static func mayAffectScreen(_ body: [Statement]) -> Bool {
        body.contains { statement in
            switch statement.kind {
            case .assignment, .expression: true
            case .if(_, let then, let otherwise): mayAffectScreen(then) || mayAffectScreen(otherwise ?? [])
            case .block(let inner), .loop(let inner, _): mayAffectScreen(inner)
            default: false
            }
        }
    }
}
