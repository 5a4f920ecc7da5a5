/// The unknowns of a screen's system: each view's top and height (section 5), each scroll
/// view's content bottom (5.5), and the parameters a geometry or the measured solution
/// sets (edit variables: the root's span, the safe area, margins, automatic insets).
struct SystemVariables: Sendable {
    /// A value the geometry or the last solution gives, held by an edit variable.
    enum Parameter: Hashable, Sendable {
        case rootTop, rootHeight
        case safeTop, safeBottom, keyboardTop, screenHeight
        /// A view's top and bottom layout margins (section 5.2, measured on the solution).
        case marginTop(Int), marginBottom(Int)
        /// A scroll view's automatic content inset at run time (5.5).
        case inset(Int)
        /// How far a view's own safe area lies inside its top and bottom.
        case safeInsetTop(Int), safeInsetBottom(Int)
        /// The line under a table cell, which its content view leaves uncovered on the canvas.
        case cellSeparator
    }

    let viewCount: Int
    private(set) var count: Int
    private(set) var contentBottoms: [Int: Int] = [:]
    private(set) var parameters: [Parameter: Int] = [:]
    /// The parameters in the order they were made (edit variables are added in it).
    private(set) var parameterOrder: [Parameter] = []

    init(viewCount: Int) {
        self.viewCount = viewCount
        count = 2 * viewCount
    }

    func top(_ view: Int) -> Int { 2 * view }
    func height(_ view: Int) -> Int { 2 * view + 1 }

    /// A scroll view's content bottom, made when first asked for.
    mutating func contentBottom(of scroll: Int) -> Int {
        if let variable = contentBottoms[scroll] { return variable }
        count += 1
        contentBottoms[scroll] = count - 1
        return count - 1
    }

    /// A parameter's variable, made when first asked for (the root's are its view's).
    mutating func parameter(_ parameter: Parameter) -> Int {
        if let variable = parameters[parameter] { return variable }
        let variable: Int
        switch parameter {
        case .rootTop: variable = top(0)
        case .rootHeight: variable = height(0)
        default:
            variable = count
            count += 1
        }
        parameters[parameter] = variable
        parameterOrder.append(parameter)
        return variable
    }
}
