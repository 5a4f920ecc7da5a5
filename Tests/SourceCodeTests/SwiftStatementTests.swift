import Testing
@testable import SourceCode

@Suite struct SwiftStatementTests {
    @Test func keyboardWillShowTheSwift5Way() {
        let file = swift("""
        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in self?.view.frame.origin.y = 0 }
            }

            @objc func keyboardWillShow(notification: NSNotification) {
                guard let userInfo = notification.userInfo,
                      let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                let keyboardHeight = keyboardFrame.height
                bottomConstraint.constant = keyboardHeight - 10
                UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
                if self.view.frame.origin.y == 0 { self.view.frame.origin.y -= keyboardSize.height }
                scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardSize.height, right: 0)
            }
        }
        """)
        let setup = body(of: "viewDidLoad", in: file)
        #expect(setup.map(render) == [
            "super.viewDidLoad()",
            "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)",
            "NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main, { _ in self?.view.frame.origin.y = 0 })",
        ])
        #expect(setup.map(\.line) == [3, 4, 5])
        let handler = body(of: "keyboardWillShow", in: file)
        #expect(handler.map(render) == [
            "guard let userInfo = notification.userInfo, let keyboardFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }",
            "let keyboardHeight = keyboardFrame.height",
            "bottomConstraint.constant = (keyboardHeight - 10)",
            "UIView.animate(withDuration: 0.3, { self.view.layoutIfNeeded() })",
            "if (self.view.frame.origin.y == 0) { self.view.frame.origin.y -= keyboardSize.height }",
            "scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: keyboardSize.height, right: 0)",
        ])
        #expect(handler.map(\.line) == [9, 11, 12, 13, 14, 15])
        #expect(function("keyboardWillShow", in: file).map { [$0.line, $0.endLine] } == [8, 16])
        // The optional chain is a member of an unwrap.
        guard case let .guard(conditions, _) = handler[0].kind, case let .binding(names, value) = conditions[1],
              case let .member(base, name) = value.kind, case .unwrap(let inner)? = base?.kind, case .cast(_, "as?", "NSValue") = inner.kind else {
            Issue.record("not a guard over an optional chain")
            return
        }
        #expect(names == ["keyboardFrame"] && name == "cgRectValue")
    }

    /// Swift 2 wrote the bindings after the first without `let`; `a == b` stays a test.
    @Test func swiftTwoBindingLists() {
        let statements = swiftStatements("""
        guard let info = notification.userInfo, rect = info[UIKeyboardFrameEndUserInfoKey], size: CGSize = rect.size else { return }
        if let a = x, b = y, c == d { }
        """)
        guard case let .guard(conditions, _) = statements.first?.kind else {
            Issue.record("not a guard")
            return
        }
        let names = conditions.map { condition -> [String] in
            if case let .binding(names, _) = condition { return names }
            return []
        }
        #expect(names == [["info"], ["rect"], ["size"]])
        guard statements.count == 2, case let .if(tests, _, _) = statements[1].kind else {
            Issue.record("not an if")
            return
        }
        #expect(tests.count == 3)
        if case .expression = tests.last {} else { Issue.record("c == d is a test") }
    }

    @Test func keyboardWillShowTheSwift4Way() {
        let statements = swiftStatements("""
        NotificationCenter.default.addObserver(self, selector: #selector(ViewController.keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        if let keyboardSize = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            if self.view.frame.origin.y == 0 {
                self.view.frame.origin.y -= keyboardSize.height
            }
        }
        let info = notification.userInfo!
        let frame: CGRect = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        """)
        #expect(statements.map(render) == [
            "NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)",
            "if let keyboardSize = (notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue { if (self.view.frame.origin.y == 0) { self.view.frame.origin.y -= keyboardSize.height } }",
            "let info = notification.userInfo?",
            "let frame: CGRect = (info[UIKeyboardFrameEndUserInfoKey] as! NSValue).cgRectValue",
        ])
    }

    @Test func switchOnTheNotificationName() {
        let statements = swiftStatements("""
        switch notification.name {
        case UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification:
            scrollView.contentInset.bottom = keyboardFrame.height
        case .UIKeyboardWillHide where animated:
            scrollView.contentInset = .zero
            fallthrough
        case let name as NSNotification.Name:
            break
        case .some(let x), is UIButton:
            print(x)
        @unknown default:
            break
        }
        """)
        #expect(statements.map(render) == [
            "switch notification.name { case UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification: scrollView.contentInset.bottom = keyboardFrame.height case .UIKeyboardWillHide: scrollView.contentInset = .zero; fallthrough case (name as NSNotification.Name): break case .some(x), (_ is UIButton): print(x) default: break }",
        ])
    }

    @Test func conditionsAndElseChains() {
        let statements = swiftStatements("""
        if #available(iOS 15.0, *) {
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: textField.bottomAnchor).isActive = true
        } else if #unavailable(iOS 13), let window = view.window, var frame = window.frame as CGRect?, case .some(let y) = offset {
            frame.origin.y = y
        } else if isShowing {
        } else {
            return
        }
        if let keyboardFrame { use(keyboardFrame) }
        guard !isShowing, let (a, b) = pair else { return }
        while let next = iterator.next() { count += 1 }
        """)
        #expect(statements.map(render) == [
            "if #available(iOS 15.0) { view.keyboardLayoutGuide.topAnchor.constraint(equalTo: textField.bottomAnchor).isActive = true } else { if #unavailable(iOS 13.0), let window = view.window, let frame = (window.frame as CGRect), let y = offset { frame.origin.y = y } else { if isShowing {  } else { return } } }",
            "if let keyboardFrame = keyboardFrame { use(keyboardFrame) }",
            "guard !isShowing, let a, b = pair else { return }",
            "loop { count += 1 }",
        ])
        #expect(statements.map(\.line) == [2, 10, 11, 12])
    }

    @Test func loopsDoDeferAndJumps() {
        let statements = swiftStatements("""
        for field in fields where field.isFirstResponder { field.resignFirstResponder(); break }
        outer: for case let view as UITextField in subviews { continue outer }
        repeat { attempts += 1 } while attempts < 3
        do {
            try save()
        } catch let error as NSError where error.code == 1 {
            print(error)
        } catch {
        }
        defer { isAnimating = false }
        throw KeyboardError.notShown
        let x = 1; var y: Int
        y = x * 2 + 1; y *= 3; y /= 2
        (a, b) = (b, a)
        """)
        #expect(statements.map(render) == [
            "for field in fields { field.resignFirstResponder(); break }", "loop { continue }", "loop { attempts += 1 }", "{ save() }",
            "{ isAnimating = false }", "throw", "let x = 1", "var y: Int", "y = ((x * 2) + 1)", "y *= 3", "y /= 2", "(a, b) = (b, a)",
        ])
    }

    @Test func closuresInTheirSpellings() {
        let statements = swiftStatements("""
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: OperationQueue.main) { [weak self] (notification: Notification) -> Void in
            self?.adjust(for: notification)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
        UIView.animate(withDuration: 0.25) {
            self.bottom.constant = height
        } completion: { finished in
            self.done = finished
        }
        DispatchQueue.main.async { self.scroll() }
        let heights = frames.map { $0.height }.filter { h in h > 0 }
        fields.forEach { $0.delegate = self }
        let handler: (Notification) -> Void = { n in print(n) }
        let sorted = items.sorted(by: { a, b in a < b })
        """)
        #expect(statements.map(render) == [
            "observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: OperationQueue.main, { notification in self?.adjust(for: notification) })",
            "UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: { self.view.layoutIfNeeded() }, completion: nil)",
            "UIView.animate(withDuration: 0.25, { self.bottom.constant = height }, completion: { finished in self.done = finished })",
            "DispatchQueue.main.async({ self.scroll() })",
            "let heights = frames.map({ $0.height }).filter({ h in (h > 0) })",
            "fields.forEach({ $0.delegate = self })",
            "let handler: (Notification) -> Void = { n in print(n) }",
            "let sorted = items.sorted(by: { a, b in (a < b) })",
        ])
    }

    @Test func expressionsByPrecedence() {
        let statements = swiftStatements("""
        let a = b + c * d - e / f % g
        let h = x < y && y >= z || !flag && w != nil
        let t = isVisible ? height : 0
        let n = value ?? fallback ?? 0
        let m = -offset + (-1)
        let c = items.count > 0 ? items[0] : nil
        let s = try? decoder.decode(Frame.self, from: data)
        let v = await model.load()
        let f = try container.frame(for: &rect)
        let r = 0..<count
        let k = view.frame.maxY - (keyboardFrame.origin.y - view.safeAreaInsets.bottom)
        let g = Array<Int>(repeating: 0, count: 3)
        let q = view is UITextField
        let d = ["a": 1, "b": 2]; let e = [:]; let l = []
        let p = \\UIView.frame.height
        """)
        #expect(statements.map(render) == [
            "let a = ((b + (c * d)) - ((e / f) % g))",
            "let h = (((x < y) && (y >= z)) || (!flag && (w != nil)))",
            "let t = (isVisible ? height : 0)",
            "let n = (value ?? (fallback ?? 0))",
            "let m = (-offset + -1)",
            "let c = ((items.count > 0) ? items[0] : nil)",
            "let s = decoder.decode(Frame.self, from: data)",
            "let v = model.load()",
            "let f = container.frame(for: &rect)",
            "let r = (0 ..< count)",
            "let k = (view.frame.maxY - (keyboardFrame.origin.y - view.safeAreaInsets.bottom))",
            "let g = Array(repeating: 0, count: 3)",
            "let q = (view is UITextField)",
            "let d = [\"a\": 1, \"b\": 2]", "let e = [:]", "let l = []",
            "let p = <?\\>",
        ])
    }

    @Test func selectorsAndAvailability() {
        let statements = swiftStatements("""
        _ = #selector(keyboardWillShow(_:))
        _ = #selector(self.keyboardWillShow(notification:))
        _ = #selector(ViewController.keyboardWillShow(_:))
        _ = #selector(keyboardWillShow)
        _ = #selector(getter: UIView.frame)
        _ = #selector(handle(_:with:))
        _ = #selector((self.keyboardDidShow(notification:)))
        if #available(iOS 13, *) {}
        if #available(iOSApplicationExtension 14.0, macOS 11, *) {}
        """)
        #expect(statements.map(render) == [
            "_ = #selector(keyboardWillShow(_:))", "_ = #selector(keyboardWillShow(notification:))", "_ = #selector(keyboardWillShow(_:))",
            "_ = #selector(keyboardWillShow)", "_ = #selector(frame)", "_ = #selector(handle(_:with:))",
            // yenngoc299's spelling (survey AZ): parentheses around the whole name.
            "_ = #selector(keyboardDidShow(notification:))",
            "if #available(iOS 13.0) {  }", "if #available(iOS 0.0) {  }",
        ])
        guard case let .assignment(_, _, value) = statements[3].kind, case let .selector(name, labels) = value.kind else {
            Issue.record("not a selector")
            return
        }
        #expect(name == "keyboardWillShow" && labels == nil)
    }

    @Test func aLocalFunctionIsDeclaredNotRun() {
        let statements = swiftStatements("setup()\nfunc setup() { a = 1 }\nb = 2")
        #expect(statements.map(render) == ["setup()", "func setup { a = 1 }", "b = 2"])
    }

    @Test func statementsSeparatedByNewlinesAndSemicolons() {
        let statements = swiftStatements("a = 1; b = 2\nc()\n  .d()\n  .e(x)\nlet y = z\n    + 1\nf(\n  1,\n  2\n)")
        #expect(statements.map(render) == ["a = 1", "b = 2", "c().d().e(x)", "let y = (z + 1)", "f(1, 2)"])
        #expect(statements.map(\.line) == [2, 2, 3, 6, 8])
    }
}
