import SourceCode

/// A number and how the findings say it: `keyboard height - 10`.
struct Quantity: Sendable {
    var value: Double
    var words: String

    init(_ value: Double, _ words: String? = nil) {
        self.value = value
        self.words = words ?? Quantity.format(value)
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// Whether the words are a plain number (folded when combined).
    var isLiteral: Bool { Double(words) != nil }

    /// `-q`: a sum or product in parentheses (`-(keyboard height - 10)`).
    var negated: Quantity {
        if isLiteral { return Quantity(-value) }
        let compound = [" + ", " - ", " × ", " / "].contains(where: words.includes)
        return Quantity(-value, compound ? "-(\(words))" : "-" + words)
    }

    static func combine(_ a: Quantity, _ op: String, _ b: Quantity, _ value: Double) -> Quantity {
        if a.isLiteral && b.isLiteral { return Quantity(value) }
        // A property that starts at 0 and is added to: `0 + keyboard height` says the height.
        if op == "+", a.isLiteral, a.value == 0 { return Quantity(value, b.words) }
        if op == "+" || op == "-", b.isLiteral, b.value == 0 { return Quantity(value, a.words) }
        // Parentheses where the words would otherwise read another way: `600 - (a - b)`.
        let op = op == "*" ? "×" : op
        let additive = [" + ", " - "], any = additive + [" × ", " / "]
        let product = op == "×" || op == "/"
        let right = op == "/" ? any : op == "-" || op == "×" ? additive : []
        return Quantity(value, "\(a.grouped(if: product ? additive : [])) \(op) \(b.grouped(if: right))")
    }

    /// The words, in parentheses when one of `operators` joins them outside any parentheses.
    private func grouped(if operators: [String]) -> String {
        var depth = 0, outside = ""
        for character in words {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            outside.append(depth == 0 ? character : "_")
        }
        return operators.contains(where: outside.contains) ? "(\(words))" : words
    }
}

/// What an object of the screen's code is, as far as the evaluation follows it.
enum CodeObject: Sendable {
    /// The controller: `self`.
    case controller
    /// A view of the screen, by index (0: the root view).
    case view(Int)
    /// A constraint of the document, by id, and the property that names it.
    case constraint(id: String, name: String)
    /// The keyboard notification being handled, and its `userInfo`.
    case notification
    case userInfo
    /// The `NSValue` of the keyboard's end (or begin) frame.
    case keyboardFrame(begin: Bool)
    /// A type named in the code (`UIScreen`, `UIView`, `NotificationCenter`).
    case type(String)
    case screen, device, window
    /// `UIApplication.shared`.
    case application
    /// `navigationController`, `tabBarController`, and their bars (with the bar's height).
    case barOwner(tab: Bool)
    case bar(height: Double)
    case traits
    /// A view's `keyboardLayoutGuide` (with its `topAnchor`), or another anchor of a view.
    case keyboardGuide(view: Int?)
    case anchor(view: Int?, name: String)
    /// A view, constraint or other object the code creates or keeps that is not one of the
    /// screen's (code.md section 4: an effect on it is no effect on this screen).
    case elsewhere(String)
    /// A helper the screen's code created (`ScreenKeyboardCode.helpers`), by index.
    case helper(Int)
}

/// A value of the evaluation (code.md section 3).
enum Value: Sendable {
    case number(Quantity)
    case boolean(Bool)
    case string(String)
    case rect(x: Quantity, y: Quantity, width: Quantity, height: Quantity)
    case point(x: Quantity, y: Quantity)
    case size(width: Quantity, height: Quantity)
    case insets(top: Quantity, left: Quantity, bottom: Quantity, right: Quantity)
    /// An affine transform: only its vertical translation matters.
    case transform(ty: Quantity)
    case object(CodeObject)
    /// A project struct made with its memberwise initializer (`KeyboardInfo(sizeBegin: …,
    /// sizeEnd: …)`): its stored properties by name.
    case record(type: String, fields: [String: Value])
    /// A closure, whose code it was written in (nil: the controller's; else a helper's), and
    /// the locals it captured where it was written.
    case closure(Closure, path: String, context: Int?, captured: CapturedScopes?)
    case `nil`
    /// Something known that carries nothing the analysis uses (a colour, a duration).
    case opaque
    /// A value the reader cannot tell, and why.
    case unknown(String)

    var number: Quantity? {
        if case .number(let quantity) = self { return quantity }
        return nil
    }

    /// A transform's vertical translation.
    var transformTranslation: Quantity? {
        if case .transform(let ty) = self { return ty }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Value {
        .rect(x: Quantity(x), y: Quantity(y), width: Quantity(width), height: Quantity(height))
    }

    static let zero = Quantity(0)

    /// A member of a geometric value: `origin`, `size`, `height`, `minY`, …
    func geometricMember(_ name: String) -> Value? {
        switch self {
        case .rect(let x, let y, let width, let height):
            switch name {
            case "origin": return .point(x: x, y: y)
            case "size": return .size(width: width, height: height)
            case "height": return .number(height)
            case "width": return .number(width)
            case "minY", "y": return .number(y)
            case "minX", "x": return .number(x)
            case "maxY": return .number(Quantity.combine(y, "+", height, y.value + height.value))
            case "midY": return .number(Quantity(y.value + height.value / 2))
            case "maxX": return .number(Quantity(x.value + width.value))
            // Swift's properties (`CGRectIsEmpty` is a built-in call): a rectangle the reader
            // holds is never null nor infinite.
            case "isEmpty": return .boolean(width.value == 0 || height.value == 0)
            case "isNull", "isInfinite": return .boolean(false)
            default: return nil
            }
        case .point(let x, let y):
            return name == "x" ? .number(x) : name == "y" ? .number(y) : nil
        case .size(let width, let height):
            return name == "width" ? .number(width) : name == "height" ? .number(height) : nil
        case .insets(let top, let left, let bottom, let right):
            switch name {
            case "top": return .number(top)
            case "left": return .number(left)
            case "bottom": return .number(bottom)
            case "right": return .number(right)
            default: return nil
            }
        case .transform(let ty):
            return name == "ty" ? .number(ty) : nil
        default:
            return nil
        }
    }

    /// The value with one geometric member replaced (`frame.origin.y = …` on a copy).
    func replacing(_ name: String, with new: Value) -> Value? {
        switch (self, new) {
        case (.rect(let x, let y, let width, let height), _):
            switch (name, new) {
            case ("origin", .point(let nx, let ny)): return .rect(x: nx, y: ny, width: width, height: height)
            case ("size", .size(let nw, let nh)): return .rect(x: x, y: y, width: nw, height: nh)
            case ("y", .number(let q)): return .rect(x: x, y: q, width: width, height: height)
            case ("x", .number(let q)): return .rect(x: q, y: y, width: width, height: height)
            case ("height", .number(let q)): return .rect(x: x, y: y, width: width, height: q)
            case ("width", .number(let q)): return .rect(x: x, y: y, width: q, height: height)
            default: return nil
            }
        case (.point(let x, let y), .number(let q)):
            return name == "x" ? .point(x: q, y: y) : name == "y" ? .point(x: x, y: q) : nil
        case (.size(let width, let height), .number(let q)):
            return name == "width" ? .size(width: q, height: height) : name == "height" ? .size(width: width, height: q) : nil
        case (.insets(let top, let left, let bottom, let right), .number(let q)):
            switch name {
            case "top": return .insets(top: q, left: left, bottom: bottom, right: right)
            case "left": return .insets(top: top, left: q, bottom: bottom, right: right)
            case "bottom": return .insets(top: top, left: left, bottom: q, right: right)
            case "right": return .insets(top: top, left: left, bottom: bottom, right: q)
            default: return nil
            }
        default:
            return nil
        }
    }
}

/// The locals a closure captures: the scopes where it was written, and the call they were
/// in (a closure called in that same call sees them as they are).
struct CapturedScopes: Sendable {
    var frame: Int
    var scopes: [[String: Value]]
}

extension CodeObject {
    /// One of the screen's views or constraints.
    var isViewOrConstraint: Bool {
        switch self {
        case .view, .constraint: true
        default: false
        }
    }
}
