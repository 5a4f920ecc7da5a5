import SourceCode

extension Evaluator {
    /// `value.name` (code.md section 3).
    mutating func member(_ name: String, of value: Value, line: Int) -> Value {
        if let geometric = value.geometricMember(name) { return geometric }
        // A message to nil, an optional chain through nil: nil (Swift's `?.`); in Objective-C a
        // message to nil that returns a structure or number returns it zeroed.
        if case .nil = value { return isObjectiveC ? Self.zeroed(name) ?? .nil : .nil }
        if case .record(let type, let fields) = value {
            return fields[name] ?? recordProperty(name, of: value, type: type) ?? projectProperty(name, of: type)
                ?? .unknown("\(name) of a \(type), which the reader cannot find")
        }
        guard case .object(let object) = value else {
            if case .unknown = value { return value }
            if case .number = value, ["cgFloatValue", "floatValue", "doubleValue", "integerValue", "intValue"].contains(name) {
                return value
            }
            // An orientation's test (`UIDevice.current.orientation.isLandscape`): the geometry's.
            if case .string(let orientation) = value, name == "isLandscape" || name == "isPortrait",
               orientation.hasPrefix("landscape") || orientation.hasPrefix("portrait") {
                return .boolean(orientation.hasPrefix(name == "isLandscape" ? "landscape" : "portrait"))
            }
            return .unknown("\(name) of a value the reader does not follow")
        }
        switch object {
        case .controller:
            return controllerMember(name, line: line) ?? .unknown("\(name), which the reader cannot find")
        case .helper(let index):
            return helperMember(name, of: index, line: line) ?? .unknown("\(name), which the reader cannot find")
        case .view(let index):
            return viewMember(name, of: index)
        case .constraint(let id, let outlet):
            switch name {
            case "constant":
                // Before the handlers set it: what loading the screen sets, else the document's (section 3).
                if !setConstants.contains(id), let loaded = loadingValue(of: outlet + ".constant"), let number = evaluate(loaded).number {
                    return .number(Quantity(number.value))
                }
                return .number(Quantity(constants[id] ?? 0))
            case "isActive", "active": return .boolean(true)
            default: return .opaque
            }
        case .notification:
            switch name {
            case "userInfo": return .object(.userInfo)
            case "name": return .string(notification.name)
            case "object": return .nil
            default: return runExtension(name, labels: nil, arguments: [], on: value) ?? .opaque
            }
        case .userInfo:
            return .unknown("userInfo.\(name)")
        case .keyboardFrame(let begin):
            guard ["cgRectValue", "CGRectValue", "rectValue"].contains(name) else { return .opaque }
            return keyboardFrame(begin: begin)
        case .type(let type):
            return typeMember(name, of: type)
        case .screen:
            if name == "bounds" || name == "frame" {
                return .rect(0, 0, geometry.screenWidth, geometry.screenHeight)
            }
            // In pixels: the points times a scale that differs by phone (survey BX).
            if name == "nativeBounds" { return .unknown("the screen's size in pixels, which differs by device") }
            // Its coordinate space is the screen's own (`convert(rect, from: UIScreen.main.coordinateSpace)`).
            if name == "coordinateSpace" || name == "fixedCoordinateSpace" { return .object(.screen) }
            // The pixel scale differs by phone, and code.md section 3 does not give it.
            return name == "scale" || name == "nativeScale" ? .unknown("the screen's scale, which differs by device") : .opaque
        case .device:
            switch name {
            case "userInterfaceIdiom": return .string(geometry.isPad ? "pad" : "phone")
            case "orientation": return .string(geometry.isLandscape ? "landscapeLeft" : "portrait")
            case "isLandscape": return .boolean(geometry.isLandscape)
            case "isPortrait": return .boolean(!geometry.isLandscape)
            // `[[[UIDevice currentDevice] systemVersion] floatValue] < 8.0`: `#available`'s
            // test at run time (survey CK, MBHQ's 45 screens), the same iOS version.
            case "systemVersion": return .number(Quantity(Double(geometry.iosVersion), "the iOS version"))
            // The project's `extension UIDevice { var hasNotch: Bool … }` (survey DF).
            default: return runExtension(name, labels: nil, arguments: [], on: value) ?? .unknown("UIDevice's \(name)")
            }
        case .traits:
            switch name {
            case "horizontalSizeClass": return .string(geometry.isPad || geometry.isLandscape && geometry.screenHeight > 400 ? "regular" : "compact")
            case "verticalSizeClass": return .string(!geometry.isPad && geometry.isLandscape ? "compact" : "regular")
            case "userInterfaceIdiom": return .string(geometry.isPad ? "pad" : "phone")
            default: return .opaque
            }
        case .barOwner(let tab):
            switch name {
            case "navigationBar" where !tab: return .object(.bar(height: geometry.navigationBarHeight))
            case "tabBar" where tab: return .object(.bar(height: geometry.tabBarHeight))
            case "view": return .object(.view(screen.controllerRoot))
            default: return .opaque
            }
        case .bar(let height):
            switch name {
            case "frame", "bounds": return .rect(0, 0, geometry.screenWidth, height)
            case "isHidden": return .boolean(false)
            default: return .opaque
            }
        case .window:
            switch name {
            case "frame", "bounds": return .rect(0, 0, geometry.screenWidth, geometry.screenHeight)
            case "first", "last": return value
            case "windowScene": return .object(.application)
            case "safeAreaInsets":
                return .insets(top: Quantity(geometry.statusBarHeight, "status bar"), left: Value.zero,
                               bottom: Quantity(geometry.homeIndicatorHeight, "home indicator"), right: Value.zero)
            case "safeAreaLayoutGuide": return .object(.anchor(view: nil, name: "windowSafeArea"))
            default: return .opaque
            }
        case .application:
            // The status bar's frame (iOS 13 left it for the scene's status bar manager, which
            // reads alike); the key window.
            switch name {
            case "statusBarFrame":
                return .rect(x: Value.zero, y: Value.zero, width: Quantity(geometry.screenWidth),
                             height: Quantity(geometry.statusBarHeight, "status bar"))
            // The app delegate's `window` is the app's window too.
            case "statusBarManager", "delegate": return value
            case "window": return .object(.window)
            case "statusBarOrientation", "interfaceOrientation": return .string(geometry.isLandscape ? "landscapeLeft" : "portrait")
            case "keyWindow", "windows": return .object(.window)
            default: return .opaque
            }
        case .keyboardGuide(let view):
            return .object(.anchor(view: view, name: "keyboardLayoutGuide." + name))
        case .elsewhere(let what):
            // A project type's property with a value where it is declared (a singleton's flag).
            if let value = projectProperty(name, of: what) { return value }
            // Its geometry is not the screen's: a number read from it cannot be told.
            if ["frame", "bounds", "center", "constant", "height", "contentInset", "contentOffset", "contentSize"].contains(name) {
                return .unknown("\(name) of \(what), which is not a view of the document")
            }
            return .object(.elsewhere(what))
        case .anchor(let view, let anchor):
            if anchor == "safeAreaLayoutGuide", name == "layoutFrame" {
                // The safe area in the view's coordinates (the root's; another view's as the root's).
                let top = geometry.safeTop - (screenTop(of: view.map { .object(.view($0)) }) ?? geometry.rootTop)
                return .rect(x: Value.zero, y: Quantity(top), width: Quantity(geometry.screenWidth),
                             height: Quantity(geometry.safeBottom - geometry.safeTop, "safe-area height"))
            }
            if anchor == "windowSafeArea", name == "layoutFrame" { return windowSafeArea }
            if anchor == "bottomLayoutGuide", name == "length" { return .number(Quantity(geometry.rootBottom - geometry.safeBottom, "safe-area bottom")) }
            if anchor == "topLayoutGuide", name == "length" { return .number(Quantity(geometry.safeTop - geometry.rootTop, "safe-area top")) }
            return .object(.anchor(view: view, name: anchor + "." + name))
        }
    }

    /// A property of a project type `type` with an initial value, evaluated; nil when the
    /// project declares none.
    mutating func projectProperty(_ name: String, of type: String) -> Value? {
        let key = type + "." + name
        guard !inProgress.contains(key) else { return nil }
        for site in code.sites(of: type, from: path) {
            guard let property = site.declaration.properties.first(where: { $0.name == name }) else { continue }
            inProgress.insert(key)
            defer { inProgress.remove(key) }
            if let initial = property.initialValue { return evaluate(initial) }
            if let getter = property.getter { return invoke(getter, parameters: [], arguments: [], path: site.path) }
        }
        return nil
    }

    /// The keyboard's frame in screen coordinates: `(0, Hs - Kr, W, Kr)`; the begin frame
    /// of the first show is the same size below the screen.
    func keyboardFrame(begin: Bool) -> Value {
        let height = Quantity(geometry.keyboardHeight, begin ? "keyboard height (begin frame)" : "keyboard height")
        let top = begin ? geometry.screenHeight : geometry.screenHeight - geometry.keyboardHeight
        return .rect(x: Value.zero, y: Quantity(top, begin ? nil : "keyboard top"), width: Quantity(geometry.screenWidth), height: height)
    }

    mutating func typeMember(_ name: String, of type: String) -> Value {
        if let notification = KeyboardNotification(word: name) { return .string(notification.name) }
        if let assigned = statics[type + "." + name] { return assigned }
        // A static constant of a project type (`Constants.padding`, `Conductor.shared`).
        if let value = projectProperty(name, of: type) { return value }
        if name.hasSuffix("UserInfoKey") { return .string(name) }
        switch (type, name) {
        case ("UIScreen", "main"), ("UIScreen", "mainScreen"): return .object(.screen)
        case ("UIDevice", "current"), ("UIDevice", "currentDevice"): return .object(.device)
        case (_, "zero"): return .number(Value.zero)
        case (_, "identity"): return .transform(ty: Value.zero)
        case ("UIApplication", "shared"), ("UIApplication", "sharedApplication"): return .object(.application)
        default: return .object(.type(type + "." + name))
        }
    }

    /// Whether the code running is Objective-C's.
    var isObjectiveC: Bool { SourceReader.language(ofPath: path) == .objectiveC }

    /// What a message to nil returns in Objective-C for a geometric property or method
    /// (`[nil convertRect:…]`): zero.
    static func zeroed(_ name: String) -> Value? {
        switch name {
        case "frame", "bounds", "convertRect", "CGRectValue": .rect(0, 0, 0, 0)
        case "origin", "center", "convertPoint", "CGPointValue": .point(x: Value.zero, y: Value.zero)
        case "size", "CGSizeValue", "sizeThatFits": .size(width: Value.zero, height: Value.zero)
        case "x", "y", "width", "height", "minY", "maxY", "minX", "maxX": .number(Value.zero)
        default: nil
        }
    }

    /// A scroll view's `contentInset` (or `scrollIndicatorInsets`) as the screen loads: what
    /// the loading code sets, whole or an edge at a time (`scrollView.contentInset.bottom = 100`),
    /// else none.
    mutating func loadedInsets(_ name: String, of index: Int) -> Value {
        var value = Value.insets(top: Value.zero, left: Value.zero, bottom: Value.zero, right: Value.zero)
        if let whole = loadedMember(name, of: index) { value = evaluate(whole) }
        for edge in ["top", "left", "bottom", "right"] {
            if let set = loadedMember(name + "." + edge, of: index) { value = Self.replacing([edge], in: value, with: evaluate(set)) }
        }
        return value
    }

    /// What the loading code sets a member of view `index` to, through any outlet to it
    /// (`scrollView.contentSize = …`, `usernameField.tag = 20`), if it does.
    func loadedMember(_ member: String, of index: Int) -> Expression? {
        for (outlet, target) in screen.outlets.sorted(by: { $0.key < $1.key }) where target == .view(index) {
            if let loaded = loadingValue(of: outlet + "." + member) { return loaded }
        }
        return nil
    }

    /// A member of a view of the screen (section 3): frames relative to the parent (to a
    /// scroll view's content, below its automatic top inset).
    mutating func viewMember(_ name: String, of index: Int) -> Value {
        guard index < screen.views.count else { return .unknown("a view the reader cannot find") }
        let view = screen.views[index]
        // Where it is now: as the keyboard-down layout has it, less how far the handlers moved it.
        let top = downTop(of: index) - (viewShifts[index]?.up.value ?? 0)
        switch name {
        case "frame":
            let y = index == 0 ? Quantity(geometry.rootFrameTop - rootOffset.value) : Quantity(top)
            let height = index == 0 ? Quantity(geometry.rootBottom - geometry.rootTop, "view height") : Quantity(view.height)
            return .rect(x: Quantity(view.x), y: y, width: Quantity(view.width), height: height)
        case "bounds":
            let height = index == 0 ? Quantity(geometry.rootBottom - geometry.rootTop, "view height") : Quantity(view.height)
            return .rect(x: Value.zero, y: Value.zero, width: Quantity(view.width), height: height)
        case "center":
            let upper = index == 0 ? geometry.rootFrameTop - rootOffset.value : top
            let height = index == 0 ? geometry.rootBottom - geometry.rootTop : view.height
            return .point(x: Quantity(view.x + view.width / 2), y: Quantity(upper + height / 2))
        case "transform":
            // The root's, as the handler left it so far (the keyboard-down identity at first).
            return .transform(ty: index == 0 && rootOffset.value != 0 ? rootOffset.negated : viewShifts[index].map { $0.byFrame ? Value.zero : $0.up.negated } ?? Value.zero)
        case "superview":
            return view.parent.map { .object(.view($0)) } ?? .object(.window)
        case "window": return .object(.window)
        case "safeAreaInsets":
            return .insets(top: Quantity(geometry.safeTop - geometry.rootTop, "safe-area top"), left: Value.zero,
                           bottom: Quantity(geometry.rootBottom - geometry.safeBottom, "safe-area bottom"), right: Value.zero)
        case "contentInset", "adjustedContentInset", "scrollIndicatorInsets":
            return insets[index] ?? loadedInsets(name == "scrollIndicatorInsets" ? name : "contentInset", of: index)
        case "contentOffset": return .point(x: Value.zero, y: Value.zero)
        case "contentSize":
            // Set as the screen loads (`scrollView.contentSize = CGSize(…)` in viewDidLoad): that.
            if let set = contentSizes[index] { return set }
            if let loaded = loadedMember("contentSize", of: index) { return evaluate(loaded) }
            guard view.hasDocumentContent else { return .unknown("the content size of a list whose rows the app loads") }
            return .size(width: Quantity(view.width), height: Quantity(view.height + view.contentBeyond))
        case "isHidden", "hidden": return .boolean(hidden[index] ?? view.isHidden)
        case "isFirstResponder":
            // A test of which field is being edited: the runs go field by field.
            run.readsActiveField = true
            return .boolean(index == activeField)
        case "isEditing", "editing":
            // A text field's `isEditing` is the same test; any other view's (a table in
            // edit mode) is false while the keyboard comes up.
            guard view.kind == .field else { return .boolean(false) }
            run.readsActiveField = true
            return .boolean(index == activeField)
        case "firstResponder", "currentFirstResponder", "findFirstResponder": return activeFieldValue()
        case "keyboardLayoutGuide": return .object(.keyboardGuide(view: index))
        case "tag":
            // The document's, or what the loading code sets (`usernameField.tag = 20`).
            return loadedMember("tag", of: index).map { evaluate($0) } ?? .number(Quantity(Double(view.tag)))
        case "text", "placeholder", "alpha", "backgroundColor", "layer", "subviews", "constraints":
            return .opaque
        default:
            // An outlet of the view's own class, connected in the document.
            switch view.outlets[name] {
            case .view(let target)?: return .object(.view(target))
            case .constraint(let id, _)?: return .object(.constraint(id: id, name: name))
            case .outside?: return Self.outsideView(name)
            case nil: break
            }
            if name.hasSuffix("Anchor") || name.hasSuffix("Guide") { return .object(.anchor(view: index, name: name)) }
            // A getter a project category or extension adds to UIKit views (`view.height`).
            if let got = runExtension(name, labels: nil, arguments: [], on: .object(.view(index))) { return got }
            // A constant of the view's own class (`authorizeModalView.kAccessoryViewHeight`).
            if let type = view.customClass, let site = code.sites(of: type, from: path).lazy.compactMap({ site in
                site.declaration.properties.first { $0.name == name && $0.isConstant && $0.initialValue != nil }
            }).first, let initial = site.initialValue {
                return evaluate(initial)
            }
            return .opaque
        }
    }
}
