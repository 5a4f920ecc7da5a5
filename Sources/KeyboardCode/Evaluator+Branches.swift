import SourceCode

/// Branches the reader cannot decide (code.md section 3): every way is run, and the
/// reading goes on when all leave the same effects.
extension Evaluator {
    /// A branch the reader cannot choose: both ways are run, and when they leave the same
    /// effects (neither moves anything, say) the condition is not on the way to an effect
    /// and the run goes on; otherwise the reading stops with `reason`.
    mutating func either(_ first: [Statement], _ second: [Statement], reason: String, line: Int, skipsRest: Bool = false,
                         rest: ArraySlice<Statement> = []) -> Flow {
        var one = self
        var other = self
        var flows = (one.execute(first), other.execute(second))
        // `if (IsIpad()) return;`: the way that goes on runs the rest of the block too.
        var ranRest = skipsRest
        switch flows {
        case (.returned, .next):
            flows.1 = other.execute(Array(rest))
            ranRest = true
        case (.next, .returned):
            flows.0 = one.execute(Array(rest))
            ranRest = true
        default: break
        }
        let same: Bool = switch flows {
        case (.next, .next), (.returned, .returned): true
        default: ranRest
        }
        steps = max(one.steps, other.steps) + (min(one.steps, other.steps) - steps)
        guard same, !one.isStopped, !other.isStopped, sameMoves(one.run.effects, other.run.effects), steps <= Self.stepLimit else {
            stop(reason, line: line)
            return .stopped
        }
        let steps = self.steps
        let shared = shared(one.run.effects, other.run.effects)
        self = one
        self.steps = steps
        run.effects = shared
        forgetDifferences(from: other, reason: reason)
        // A guard (or an `if` that returns) whose rest of the body ran: the function is done.
        if ranRest { return .returned(.opaque) }
        if case (.returned(let value), .returned(let otherValue)) = flows, Self.differ(value, otherValue) { return .returned(.unknown(reason)) }
        return flows.0
    }

    /// Whether two ways' effects move the screen's fields alike: the same effects, but for
    /// those on a scroll view that holds no field (the messages table beside a composer,
    /// scrolled one way and inset the other: survey G36).
    func sameMoves(_ one: [CodeEffect], _ other: [CodeEffect]) -> Bool {
        one.filter { !movesNoField($0) } == other.filter { !movesNoField($0) }
    }

    /// `one`'s effects less those on a scroll view holding no field that `other` did not make.
    func shared(_ one: [CodeEffect], _ other: [CodeEffect]) -> [CodeEffect] {
        one.filter { !movesNoField($0) || other.contains($0) }
    }

    /// Whether an effect is on a scroll view with no analysed field in its content.
    func movesNoField(_ effect: CodeEffect) -> Bool {
        let scroll: Int
        switch effect.kind {
        case .inset(let view), .contentOffset(let view), .scrollRect(let view, _), .contentSize(let view): scroll = view
        default: return false
        }
        return !mayHoldFields(scroll)
    }

    /// Whether a view holds a text field or text view, analysed or not (a list's prototype
    /// cell with a field: its rows may hold fields the app loads), or is a list whose rows
    /// the app makes from no prototype of the document's (a nib's, code's).
    func mayHoldFields(_ view: Int) -> Bool {
        if screen.views.indices.contains(where: { [.field, .textView].contains(screen.views[$0].kind) && isInside($0, view) }) { return true }
        return view < screen.views.count && !screen.views[view].hasDocumentContent && screen.views[view].rowsMayHoldFields
    }

    /// Whether two values may differ (as far as their descriptions tell).
    static func differ(_ one: Value?, _ other: Value?) -> Bool { String(describing: one) != String(describing: other) }

    /// After a branch the reader could not choose, whose ways left the same effects: what
    /// they left differently (a local, a property that a later line moves a view by) is
    /// unknown, for the reason the branch was not chosen.
    mutating func forgetDifferences(from other: Evaluator, reason: String) {
        func forget(_ mine: inout [String: Value], _ theirs: [String: Value]) {
            for name in Set(mine.keys).union(theirs.keys) where Self.differ(mine[name], theirs[name]) { mine[name] = .unknown(reason) }
        }
        for level in scopes.indices where level < other.scopes.count { forget(&scopes[level], other.scopes[level]) }
        forget(&properties, other.properties)
        forget(&statics, other.statics)
        for helper in Set(helperProperties.keys).union(other.helperProperties.keys) {
            forget(&helperProperties[helper, default: [:]], other.helperProperties[helper] ?? [:])
        }
    }

    /// A switch the reader cannot decide (on the animation curve, say): every case is run,
    /// and no case at all when there is no `default`; when all leave the same effects and
    /// end alike, the subject is not on the way to an effect (as `either`).
    mutating func anyCase(_ cases: [SwitchCase], reason: String, line: Int) -> Flow {
        var ways: [(evaluator: Evaluator, flow: Flow)] = cases.map { item in
            var way = self
            let flow = way.execute(item.body)
            return (way, flow)
        }
        if !cases.contains(where: { $0.patterns.isEmpty }) { ways.append((self, .next)) }
        func ending(_ flow: Flow) -> Int {
            switch flow {
            case .next: 0
            case .returned: 1
            case .stopped: 2
            }
        }
        let spent = ways.reduce(0) { $0 + $1.evaluator.steps - steps }
        guard let first = ways.first, steps + spent <= Self.stepLimit, ways.allSatisfy({ way in
            !way.evaluator.isStopped && sameMoves(way.evaluator.run.effects, first.evaluator.run.effects) && ending(way.flow) == ending(first.flow)
        }) else {
            steps += spent
            stop(reason, line: line)
            return .stopped
        }
        let total = steps + spent
        self = first.evaluator
        steps = total
        for way in ways.dropFirst() { run.effects = shared(run.effects, way.evaluator.run.effects) }
        for way in ways.dropFirst() { forgetDifferences(from: way.evaluator, reason: reason) }
        return first.flow
    }
}
