import AutoLayout
import InterfaceBuilder

/// A screen's system in a solver, for one set of installed constraints: the geometry's
/// values and the measured margins and insets are edit variables, so another geometry is
/// a few suggested values and a re-optimisation, not a new solve (section 5.8).
struct ScreenSolver: Sendable {
    let model: ScreenModel
    let system: ScreenSystem
    private var solver = Solver()
    private var variables: [Variable] = []
    /// The parameters' current values.
    private var values: [SystemVariables.Parameter: Double] = [:]
    /// Whether the required constraints have been found to conflict in some geometry:
    /// the solver then holds them as optional (`LayoutPriority.brokenRequired`).
    private var relaxed = false
    /// Whether a required constraint was refused when the solver was made: it cannot hold
    /// with the required constraints added before it, whatever the geometry's values.
    private var refusedRequired = false
    private var probing = false
    /// A cell content view's margins on the canvas being solved, when not the 11 of 5.2.
    private var cellContentMargin: Double?
    /// Whether the root's top and bottom margins are its edges (Xcode 8's canvas).
    private var rootMarginsAtEdges = false
    /// The separator under a table cell on the canvas being solved (`CanvasFacts`).
    private var cellSeparator = 0.0
    /// Whether this is the geometry the document was saved in, where a scroll view's
    /// content starts at its top rather than below the automatic inset.
    private let isSaved: Bool

    /// How many times the measured parameters are re-measured at most.
    static let measuringRounds = 6

    init(model: ScreenModel, isSaved: Bool, variationKeys: [String], followingKeyboard: Set<String>,
         keyboardConstants: [String: Double] = [:], keyboardPriorities: [String: Double] = [:],
         codeConstraints: [CodeConstraint] = []) {
        self.model = model
        self.isSaved = isSaved
        var builder = SystemBuilder(model: model, isSaved: isSaved, variationKeys: variationKeys)
        builder.followingKeyboard = followingKeyboard
        builder.keyboardConstants = keyboardConstants
        builder.keyboardPriorities = keyboardPriorities
        builder.codeConstraints = codeConstraints
        system = builder.build()
        build(relaxingRequired: false)
    }

    /// Makes the solver: every constraint, the parameters as edit variables, and the probes
    /// of the views without a saved frame.
    private mutating func build(relaxingRequired: Bool) {
        solver = Solver()
        variables = (0..<system.variables.count).map { _ in solver.makeVariable() }
        relaxed = relaxingRequired
        refusedRequired = false
        for constraint in system.constraints {
            let priority = relaxingRequired && constraint.priority >= LayoutPriority.required
                ? LayoutPriority.brokenRequired : constraint.priority
            // A required constraint that cannot hold with the others is dropped rather than
            // kept half-added; one at odds with the geometry's values is found by the
            // parameters' check after solving, one at odds with the constraints alone here.
            do throws(SolverError) {
                _ = try solver.add(constraint.solverConstraint(variables, priority: priority))
            } catch {
                if error == .unsatisfiable, priority >= LayoutPriority.required { refusedRequired = true }
            }
        }
        for parameter in system.variables.parameterOrder {
            guard let index = system.variables.parameters[parameter] else { continue }
            try? solver.addEditVariable(variables[index], priority: Priority(rawValue: LayoutPriority.parameter))
            if let value = values[parameter] { try? solver.suggestValue(value, for: variables[index]) }
        }
        probing = !system.unpinned.isEmpty
        if probing {
            for view in system.unpinned {
                for index in [system.variables.top(view), system.variables.height(view)] {
                    try? solver.addEditVariable(variables[index], priority: Priority(rawValue: LayoutPriority.probe))
                    try? solver.suggestValue(0, for: variables[index])
                }
            }
        }
    }

    mutating func solve(bars: BarGeometry, geometry: LayoutGeometry) -> SolvedScreen {
        cellContentMargin = geometry.canvas.cellContentMargin
        rootMarginsAtEdges = geometry.canvas.rootMarginsAtEdges
        cellSeparator = geometry.canvas.cellSeparator
        var conflicts: [String] = []
        if relaxed { build(relaxingRequired: false) }
        settle(bars: bars)
        if refusedRequired || !parametersHold() {
            conflicts = conflictingConstraints()
            build(relaxingRequired: true)
            settle(bars: bars)
        }
        var frames = currentFrames()
        var unplaced: Set<Int> = []
        if probing {
            // A view that moves when its probe does is free: it cannot be placed.
            for view in system.unpinned {
                for index in [system.variables.top(view), system.variables.height(view)] {
                    try? solver.suggestValue(10_000, for: variables[index])
                }
            }
            // Any view that moves with them is free too: a view placed in a free cell, say.
            let moved = currentFrames()
            for view in moved.indices where abs(moved[view].top - frames[view].top) > 1e-3
                || abs(moved[view].height - frames[view].height) > 1e-3 {
                unplaced.insert(view)
            }
            for view in system.unpinned {
                for index in [system.variables.top(view), system.variables.height(view)] {
                    try? solver.suggestValue(0, for: variables[index])
                }
            }
            frames = currentFrames()
        }
        var solved = SolvedScreen(geometry: geometry, bars: bars, frames: frames, conflicts: conflicts, unplaced: unplaced,
                                  uninstalled: system.uninstalled)
        for case (.inset(let scroll), let inset) in values where inset > 0 { solved.contentInsets[scroll] = inset }
        return solved
    }

    /// Suggests the geometry's values, then re-measures margins and insets on the solution
    /// until they no longer change.
    private mutating func settle(bars: BarGeometry) {
        for _ in 0...Self.measuringRounds {
            var changed = false
            for parameter in system.variables.parameterOrder {
                guard let index = system.variables.parameters[parameter] else { continue }
                let value = self.value(of: parameter, bars: bars)
                if let old = values[parameter], abs(old - value) <= 1e-9 { continue }
                values[parameter] = value
                try? solver.suggestValue(value, for: variables[index])
                changed = true
            }
            if !changed { break }
        }
    }

    /// A view's top and bottom in the current solution.
    private func top(_ view: Int) -> Double { solver.value(of: variables[system.variables.top(view)]) }
    private func bottom(_ view: Int) -> Double { top(view) + solver.value(of: variables[system.variables.height(view)]) }

    /// A parameter's value in this geometry, measured on the current solution for the
    /// margins and insets (section 5.2, 5.5).
    private func value(of parameter: SystemVariables.Parameter, bars: BarGeometry) -> Double {
        switch parameter {
        case .rootTop: return bars.rootTop
        case .rootHeight: return bars.rootBottom - bars.rootTop
        case .safeTop: return bars.safeTop
        case .safeBottom: return bars.safeBottom
        case .keyboardTop: return bars.keyboardGuideTop
        case .screenHeight: return bars.screenHeight
        case .marginTop(let view): return margin(of: view, top: true, bars: bars)
        case .marginBottom(let view): return margin(of: view, top: false, bars: bars)
        case .inset(let scroll): return max(0, bars.safeTop - top(scroll))
        case .safeInsetTop(let view): return max(0, bars.safeTop - top(view))
        case .safeInsetBottom(let view): return max(0, bottom(view) - bars.safeBottom)
        case .cellSeparator: return cellSeparator
        }
    }

    /// A view's top or bottom layout margin on the current solution (5.2): its own, grown
    /// by the part of it outside the safe area; a root's is the safe area's edge. With
    /// `preservesSuperviewLayoutMargins="YES"` it is at least its parent's margin less the
    /// distance between their edges (UIKit's rule).
    private func margin(of view: Int, top isTop: Bool, bars: BarGeometry) -> Double {
        if view == 0 {
            if rootMarginsAtEdges { return 0 }
            return isTop ? bars.safeTop - bars.rootTop : bars.rootBottom - bars.safeBottom
        }
        let own = model.layoutMargins(of: view, cellContent: cellContentMargin)
        var margin = isTop ? own.top : own.bottom
        if model.insetsMarginsFromSafeArea(view) {
            margin += max(0, isTop ? bars.safeTop - top(view) - savedContentInset(above: view, bars: bars) : bottom(view) - bars.safeBottom)
        }
        // Not from a scroll view: its margins are its frame's, its content scrolls (a cell
        // keeps its own vertical margins).
        if model.preservesSuperviewMargins(view), let parent = model.screen.views[view].parent,
           model.screen.views[parent].kind != .scroll, model.screen.views[parent].kind != .root || parent == 0 {
            let distance = isTop ? top(view) - top(parent) : bottom(parent) - bottom(view)
            margin = max(margin, self.margin(of: parent, top: isTop, bars: bars) - distance)
        }
        return margin
    }

    /// In the saved geometry, the automatic inset of the scroll view whose content holds
    /// `view`: the canvas draws that content below the bars, as UIKit does at run time.
    private func savedContentInset(above view: Int, bars: BarGeometry) -> Double {
        guard isSaved, let scroll = model.enclosingScroll(of: view), model.adjustsInsets(of: scroll) else { return 0 }
        return max(0, bars.safeTop - top(scroll))
    }

    /// Whether the solution gives every parameter its value: if not, required constraints
    /// pushed one away, so they cannot all hold.
    private func parametersHold() -> Bool {
        for (parameter, index) in system.variables.parameters {
            guard let value = values[parameter] else { continue }
            if abs(solver.value(of: variables[index]) - value) > 1e-6 * max(1, abs(value)) { return false }
        }
        return true
    }

    /// The ids of an irreducible set of required constraints that cannot hold together with
    /// the geometry's values. The search makes solvers of its own; the variables are only names.
    private func conflictingConstraints() -> [String] {
        var required: [AutoLayout.Constraint] = []
        var sources: [String?] = []
        for constraint in system.constraints where constraint.priority >= LayoutPriority.required {
            required.append(constraint.solverConstraint(variables))
            sources.append(constraint.source)
        }
        for (parameter, index) in system.variables.parameters.sorted(by: { $0.value < $1.value }) {
            guard let value = values[parameter] else { continue }
            required.append(AutoLayout.Constraint(Expression(variables[index]), .equal, Expression(value)))
            sources.append(nil)
        }
        let conflict = irreducibleConflict(among: required)
        var ids = conflict.compactMap { sources[$0] }
        if ids.isEmpty { ids = sources.compactMap { $0 }.prefix(1).map { $0 } }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }.sorted()
    }

    private func currentFrames() -> [SolvedFrame] {
        (0..<system.variables.viewCount).map { view in
            SolvedFrame(top: solver.value(of: variables[system.variables.top(view)]),
                        height: solver.value(of: variables[system.variables.height(view)]))
        }
    }
}
