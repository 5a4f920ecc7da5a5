import SourceCode

extension Evaluator {
    /// Objective-C setters and the scroll view's scrolling calls. Without a receiver, inside
    /// the project's extension method of a view (`extension UIScrollView { func scrollBy(_:)
    /// { setContentOffset(…) } }`), the call is the view's own (survey DQ, apturicovid: the
    /// offset had been dropped).
    mutating func performSetter(_ name: String, receiver: Value?, arguments: [Argument], values: [Value], line: Int) -> Value {
        guard let receiver = receiver ?? selfObject, let first = values.first else { return .opaque }
        let words = "\(name)(\(Self.words(of: first)))"
        switch name {
        case "setConstant": apply(first, to: receiver, path: ["constant"], words: words, line: line)
        case "setActive": apply(first, to: receiver, path: ["isActive"], words: words, line: line)
        case "setPriority": apply(first, to: receiver, path: ["priority"], words: words, line: line)
        case "setFrame": apply(first, to: receiver, path: ["frame"], words: words, line: line)
        case "setContentInset": apply(first, to: receiver, path: ["contentInset"], words: words, line: line)
        case "setTransform": apply(first, to: receiver, path: ["transform"], words: words, line: line)
        case "setCenter": apply(first, to: receiver, path: ["center"], words: words, line: line)
        case "setContentOffset": apply(first, to: receiver, path: ["contentOffset"], words: words, line: line)
        default:
            // scrollRectToVisible: the rectangle, in the scroll's content (below its automatic
            // top inset), brought into view.
            guard case .object(.view(let index)) = receiver, isScroll(index) else { return .opaque }
            guard case .rect(_, let y, _, let height) = first else {
                stop("a rectangle the reader cannot tell (\(Self.reason(first)))", line: line)
                return .opaque
            }
            let view = screen.views[index]
            record(.scrollRect(scroll: index, top: view.top + view.contentInset + y.value), height.value, words, line)
        }
        return .opaque
    }

    /// `a.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: c)`
    /// and the reverse: the keyboard layout guide effect, with the view and its distance.
    mutating func createdConstraint(_ name: String, receiver: Value?, arguments: [Argument], values: [Value], line: Int) -> Value {
        guard let receiver else { return .opaque }
        guard let other = values.first else { return .opaque }
        let constant = arguments.firstIndex { $0.label == "constant" }.flatMap { values[$0].number?.value } ?? 0
        func guideTop(_ value: Value) -> Bool {
            if case .object(.anchor(_, let name)) = value { return name == "keyboardLayoutGuide.topAnchor" }
            return false
        }
        func bottomView(_ value: Value) -> Int?? {
            guard case .object(.anchor(let view, let name)) = value, name == "bottomAnchor" || name.hasSuffix(".bottomAnchor") else {
                return nil
            }
            return .some(view)
        }
        if guideTop(other), let view = bottomView(receiver) {
            record(.layoutGuide(view: view), -constant, "a constraint to the keyboard layout guide", line)
        } else if guideTop(receiver), let view = bottomView(other) {
            record(.layoutGuide(view: view), constant, "a constraint to the keyboard layout guide", line)
        } else if guideTop(receiver) || guideTop(other) {
            record(.layoutGuide(view: nil), 0, "a constraint to the keyboard layout guide", line)
        } else if let made = madeConstraint(name, receiver: receiver, arguments: arguments, values: values, line: line) {
            return made
        }
        return .opaque
    }
}
