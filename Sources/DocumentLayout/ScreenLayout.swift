import AutoLayout
import InterfaceBuilder

/// Lays out one screen of a document in any number of geometries (ib.md section 5): the
/// system is built once per set of installed constraints and re-solved for each geometry
/// by changing its edit variables, as Cassowary does.
public struct ScreenLayout: Sendable {
    let model: ScreenModel
    /// The solvers built so far, by canvas or run time and the size classes that apply.
    private var solvers: [SolverKey: ScreenSolver] = [:]

    private struct SolverKey: Hashable {
        var isSaved: Bool
        var variationKeys: [String]
        /// With the keyboard up, the constraints that follow it (section 6).
        var followingKeyboard: Set<String>
        /// With the keyboard up, the constants the code sets.
        var keyboardConstants: [String: Double]
        var keyboardPriorities: [String: Double]
        /// With the keyboard up, the constraints the code makes.
        var codeConstraints: [CodeConstraint]
    }

    /// The constraints the code moves with the keyboard (section 6, rule 4): with the
    /// keyboard up they relate the keyboard's top instead of the bottom edge they name.
    public var constraintsFollowingKeyboard: Set<String> = []
    /// The constants the app's keyboard code leaves on constraints (code.md section 4), by
    /// the constraint's id: with the keyboard up they replace the document's.
    public var keyboardConstants: [String: Double] = [:]
    /// The priorities the app's keyboard code gives constraints, by id: with the keyboard up
    /// they replace the document's.
    public var keyboardPriorities: [String: Double] = [:]
    /// The constraints the app's keyboard code makes (code.md section 4): with the keyboard
    /// up they join the document's.
    public var keyboardConstraints: [CodeConstraint] = []
    /// The constraints the screen's loading code makes (`viewDidLoad`): at run time they are
    /// in the layout with the keyboard down too, with the constant they are made with.
    public var loadedConstraints: [CodeConstraint] = []

    /// The layout of `screen` of `document` (the screen's views are read once).
    public init(document: InterfaceBuilderDocument, screen: Screen) {
        self.init(document: document, screen: screen, scenes: DocumentScenes(document))
    }

    /// The same, with the document's scenes read once for all its screens.
    public init(document: InterfaceBuilderDocument, screen: Screen, scenes: DocumentScenes) {
        model = ScreenModel(document: document, screen: screen, graph: scenes.graph)
    }

    /// How many solvers the layout has built: one per set of installed constraints (canvas
    /// or run time, size classes, constraints following the keyboard), whatever the number
    /// of geometries solved. For benchmarks that check a geometry re-uses a solver.
    public var solverCount: Int { solvers.count }

    /// Constraints left out of the system (a bad number), with their elements.
    public var problems: [LayoutProblem] { model.problems }

    /// Whether the screen has too many views for its constraints to be solved (more than
    /// `ScreenLayout.largestSolvedScreen`): each view then keeps its saved place in its parent.
    public var isTooLargeToSolve: Bool { model.isTooLargeToSolve }

    /// The most views of a screen whose constraints are solved.
    public static var largestSolvedScreen: Int { ScreenModel.largestSolvedScreen }

    /// The screen's frames in `geometry`.
    public mutating func solve(in geometry: LayoutGeometry) -> SolvedScreen {
        let bars = BarGeometry(model.setting, in: geometry)
        let keys = model.variations.applying(to: geometry.sizeClasses)
        let following = geometry.keyboardTop == nil ? [] : constraintsFollowingKeyboard
        let constants = geometry.keyboardTop == nil ? [:] : keyboardConstants
        let priorities = geometry.keyboardTop == nil ? [:] : keyboardPriorities
        let keyboardMade = geometry.keyboardTop == nil ? [] : keyboardConstraints
        let loaded = geometry.isSaved ? [] : loadedConstraints.filter { made in !keyboardMade.contains { $0.id == made.id } }
        let made = loaded + keyboardMade
        let key = SolverKey(isSaved: geometry.isSaved, variationKeys: keys, followingKeyboard: following, keyboardConstants: constants,
                            keyboardPriorities: priorities, codeConstraints: made)
        // Taken out while it solves: a copy left in the dictionary would make every change
        // to the solver's tableau copy it first.
        var solver = solvers.removeValue(forKey: key) ?? ScreenSolver(model: model, isSaved: geometry.isSaved, variationKeys: keys,
                                                                      followingKeyboard: following, keyboardConstants: constants,
                                                                      keyboardPriorities: priorities, codeConstraints: made)
        let solved = solver.solve(bars: bars, geometry: geometry)
        solvers[key] = solver
        return solved
    }
}

/// A part of a screen the layout leaves out, and why.
public struct LayoutProblem: Sendable, Hashable {
    /// The element (a `<constraint>`).
    public var element: ElementTree.Index
    /// What is wrong and what the layout does, in a sentence.
    public var message: String
}

/// What the layout reads of a document once for all its screens: its controllers and the
/// segues between them (navigation stacks, tab bars, presentations).
public struct DocumentScenes: Sendable {
    let graph: SegueGraph

    public init(_ document: InterfaceBuilderDocument) {
        graph = SegueGraph(document)
    }
}
