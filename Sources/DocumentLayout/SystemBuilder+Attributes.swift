import InterfaceBuilder

extension SystemBuilder {
    /// How far the alignment rectangle ends above the frame's bottom (section 5.2).
    func alignmentInset(_ view: Int) -> Double {
        ["segmentedControl", "slider"].contains(model.screen.views[view].tag) ? 1 : 0
    }

    /// The top of a scroll view's content: its top, plus the automatic inset at run time.
    mutating func contentTop(of scroll: Int) -> LinearExpression {
        let top = LinearExpression(variables.top(scroll))
        guard !isSaved, adjustsInsets(of: scroll) else { return top }
        return top + LinearExpression(variables.parameter(.inset(scroll)))
    }

    /// Whether UIKit insets the scroll view's content by the bars at run time (5.5).
    func adjustsInsets(of scroll: Int) -> Bool { model.adjustsInsets(of: scroll) }

    /// Where a view's children's saved frames start: its top, or its content's top.
    mutating func frameOrigin(of view: Int) -> LinearExpression {
        model.isScrolling(view) ? contentTop(of: view) : LinearExpression(variables.top(view))
    }

    /// An attribute of an item as a linear expression (sections 5.2 and 5.5); nil for one
    /// the vertical system has no value for.
    mutating func expression(of item: Item, _ attribute: LayoutAttribute, relatedTo other: Item?) -> LinearExpression? {
        switch item {
        case .view(let view): return expression(ofView: view, attribute, relatedTo: other)
        case .guide(let guide): return expression(ofGuide: guide, attribute)
        }
    }

    private mutating func expression(ofView view: Int, _ attribute: LayoutAttribute, relatedTo other: Item?) -> LinearExpression? {
        let top = LinearExpression(variables.top(view))
        let height = LinearExpression(variables.height(view)) - alignmentInset(view)
        // An edge of a scroll view against its content relates the content (5.5).
        if model.isScrolling(view), attribute.isContentEdge, case .view(let inner)? = other, model.isDescendant(inner, of: view) {
            switch attribute {
            case .top: return contentTop(of: view)
            case .topMargin: return contentTop(of: view) + margin(.top, of: view)
            case .bottom: return LinearExpression(variables.contentBottom(of: view))
            default: return LinearExpression(variables.contentBottom(of: view)) - margin(.bottom, of: view)
            }
        }
        switch attribute {
        case .top: return top
        case .bottom: return top + height
        case .centerY: return top + height * 0.5
        case .height: return height
        case .topMargin: return top + margin(.top, of: view)
        case .bottomMargin: return top + height - margin(.bottom, of: view)
        case .centerYWithinMargins:
            guard let upper = expression(ofView: view, .topMargin, relatedTo: nil),
                  let lower = expression(ofView: view, .bottomMargin, relatedTo: nil) else { return nil }
            return (upper + lower) * 0.5
        case .firstBaseline, .lastBaseline, .baseline:
            let entry = model.screen.views[view]
            guard let baseline = Baselines.placement(of: entry.element, tag: entry.tag, savedHeight: entry.savedFrame?.height,
                                                     first: attribute == .firstBaseline, in: model.tree) else {
                return top + height * 0.5
            }
            return top + height * baseline.heightFactor + baseline.offset
        default: return nil
        }
    }

    private mutating func expression(ofGuide guide: ScreenModel.Guide, _ attribute: LayoutAttribute) -> LinearExpression? {
        let edges: (top: LinearExpression, bottom: LinearExpression)
        switch guide {
        case .safeArea(let view) where view == 0:
            edges = (parameter(.safeTop), parameter(.safeBottom))
        case .safeArea(let view):
            let top = LinearExpression(variables.top(view))
            edges = (top + parameter(.safeInsetTop(view)),
                     top + LinearExpression(variables.height(view)) - parameter(.safeInsetBottom(view)))
        case .topLayoutGuide:
            edges = (parameter(.rootTop), parameter(.safeTop))
        case .bottomLayoutGuide:
            edges = (parameter(.safeBottom), parameter(.rootTop) + parameter(.rootHeight))
        case .keyboard:
            edges = (parameter(.keyboardTop), parameter(.screenHeight))
        case .content(let scroll):
            edges = (contentTop(of: scroll), LinearExpression(variables.contentBottom(of: scroll)))
        case .frame(let scroll):
            let top = LinearExpression(variables.top(scroll))
            edges = (top, top + LinearExpression(variables.height(scroll)))
        }
        switch attribute {
        case .top, .topMargin: return edges.top
        case .bottom, .bottomMargin: return edges.bottom
        case .centerY, .centerYWithinMargins, .firstBaseline, .lastBaseline, .baseline: return (edges.top + edges.bottom) * 0.5
        case .height: return edges.bottom - edges.top
        default: return nil
        }
    }

    mutating func parameter(_ parameter: SystemVariables.Parameter) -> LinearExpression {
        LinearExpression(variables.parameter(parameter))
    }

    enum Edge { case top, bottom }

    /// A view's layout margin on one edge, a parameter measured on the solution.
    mutating func margin(_ edge: Edge, of view: Int) -> LinearExpression {
        parameter(edge == .top ? .marginTop(view) : .marginBottom(view))
    }
}
