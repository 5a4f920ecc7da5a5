import SourceCode

/// A screen's code (code.md section 1): every declaration of its controller class in the
/// project, then of each superclass the project declares, the project's extensions of the
/// UIKit classes it inherits from, and the extensions of the protocols it adopts.
/// A class: the analysis hands it to every walk of the code's trees, and a struct of this
/// size was copied at each step.
public final class ClassCode: Sendable {
    /// A function of the code and the file it is in.
    public struct Method: Sendable {
        public var path: String
        public var function: Function
        /// The class (or extended type) it was declared in.
        public var owner: String

        /// Its name as its language writes a selector: `keyboardWillShow(_:)` in Swift,
        /// `keyboardWillShow:` in Objective-C.
        public var selectorName: String {
            SourceReader.language(ofPath: path) == .objectiveC ? function.objectiveCSelector : function.selectorName
        }
    }

    /// The class, then its superclasses, nearest first.
    public let lineage: [String]
    /// Whether the class's declared superclasses reach one of UIKit's view controllers.
    public let isViewController: Bool
    /// The declarations, the class's first.
    public let sites: [CodeBase.Site]
    let base: CodeBase
    /// The document's folder: of a name declared in several folders, the nearest is read.
    let directory: String

    /// The UIKit classes whose project extensions belong to every view controller's code.
    static let uiKitRoots = ["UIViewController", "UITableViewController", "UICollectionViewController", "UIResponder", "NSObject"]

    /// The declarations of a project type the code names (a helper, a struct, a view's
    /// class), nearest first: those of the file `path` (a type nested in the class, as
    /// `private struct Constants` often is in each controller's file), then the nearest
    /// folder's where several folders declare it (code.md section 1), then the others.
    func sites(of type: String, from path: String? = nil) -> [CodeBase.Site] {
        let all = base.types[type] ?? []
        guard all.count > 1 else { return all }
        let nearest = base.declarations(of: type, nearestTo: directory)
        let rank = { (site: CodeBase.Site) in
            site.path == path ? 0 : nearest.contains { $0.path == site.path && $0.declaration.line == site.declaration.line } ? 1 : 2
        }
        return all.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    public init(className: String, in base: CodeBase, nearestTo directory: String) {
        self.base = base
        self.directory = directory
        var lineage: [String] = []
        var current: String? = className
        while let name = current, !lineage.contains(name), lineage.count < 32 {
            lineage.append(name)
            current = base.superclass(of: name, nearestTo: directory)
        }
        // UIKit's controllers by their names; a project's own class named like one (a
        // keyboard helper `UIKeyboardViewController : NSObject`, survey G7) is not.
        let isUIKitController = { (name: String) in name.hasPrefix("UI") && name.hasSuffix("Controller") && !base.declaredNames.contains(name) }
        isViewController = lineage.contains(where: isUIKitController)
        if let last = lineage.last, last != "UIViewController", isUIKitController(last) {
            // UIKit's controllers (a table view controller) are view controllers: the
            // project's `extension UIViewController` is theirs too.
            lineage.append("UIViewController")
        } else if !lineage.contains(where: { Self.uiKitRoots.contains($0) }) {
            lineage.append("UIViewController")
        }
        self.lineage = lineage
        var sites: [CodeBase.Site] = []
        var adopted: [String] = []
        for name in lineage {
            // The class's own declarations first, then its extensions, the nearest folder's
            // first (code.md section 1: of copies in several apps, the document's).
            let found = base.declarations(of: name, nearestTo: directory)
            sites += found.filter { $0.declaration.kind != .extension && $0.declaration.kind != .category }
                + CodeBase.nearestFirst(found.filter { $0.declaration.kind == .extension || $0.declaration.kind == .category }, to: directory)
            adopted += base.inherited[name] ?? []
        }
        // A protocol adopted brings those it inherits (`protocol KeyboardRespondable:
        // KeyboardScrollable {}`, survey G35), and their extensions' code.
        var next = 0
        while next < adopted.count, adopted.count < 64 {
            for inherited in base.inherited[adopted[next]] ?? [] where !adopted.contains(inherited) && !lineage.contains(inherited) {
                adopted.append(inherited)
            }
            next += 1
        }
        for name in adopted where !lineage.contains(name) {
            // The protocol's own declaration last: the properties it requires, which an
            // Objective-C class `@synthesize`s without declaring them again (survey CX).
            let declared = base.types[name] ?? []
            sites += declared.filter { $0.declaration.kind == .extension } + declared.filter { $0.declaration.kind == .protocol }
        }
        self.sites = sites
        methods = sites.flatMap { site in site.declaration.functions.map { Method(path: site.path, function: $0, owner: site.declaration.name) } }
    }

    /// Whether the project declares the class at all.
    public var isDeclared: Bool { lineage.first.map(base.declaredNames.contains) ?? false }

    /// Every function of the code, the class's own first (made once: every walk of the
    /// code, for every geometry, goes through them).
    public let methods: [Method]

    /// The method a call or selector names: by name and, when given, labels (the nearest
    /// class's first, so an override wins); with body.
    /// A selector whose labels match no method, written as Swift 2 wrote them (the first
    /// label left out: `#selector(keyboardWasShown(_:))` for `func keyboardWasShown(notification:)`),
    /// names the one method of that name with as many labels, when there is one.
    public func method(named name: String, labels: [String]?) -> Method? {
        var sameCount: [Method] = []
        for site in sites {
            for function in site.declaration.functions where function.name == name && function.body != nil {
                let method = Method(path: site.path, function: function, owner: site.declaration.name)
                guard let labels else { return method }
                if Self.labels(function.labels, match: labels) { return method }
                if function.labels.count == labels.count, labels.first == "_" || labels.first == "" { sameCount.append(method) }
            }
        }
        // Of several, the nearest class's: Swift 2's `func keyboardWillShow(notification:)`
        // of the class, not a stray `extension UIViewController`'s of that name (survey G36).
        let rank = { (method: Method) in self.lineage.firstIndex(of: method.owner) ?? self.lineage.count }
        guard let nearest = sameCount.map(rank).min() else { return nil }
        let closest = sameCount.filter { rank($0) == nearest }
        return closest.count == 1 ? closest.first : nil
    }

    /// The method a call names: by its labels, else by name when it has arguments (a message
    /// without any, `[self tableView]`, is a getter, never `tableView:numberOfRowsInSection:`).
    func method(calledAs name: String, labels: [String]) -> Method? {
        method(named: name, labels: labels) ?? (labels.isEmpty ? nil : method(named: name, labels: nil))
    }

    /// The method `super.name(…)` runs when called at `line` of `path`: the one of a class
    /// above the class whose method holds that line; nil when it is UIKit's.
    func superMethod(named name: String, labels: [String], calledAt line: Int, in path: String) -> Method? {
        let enclosing = methods.filter { $0.path == path && $0.function.line <= line && line <= $0.function.endLine }
            .max { $0.function.line < $1.function.line }
        guard let enclosing, let index = lineage.firstIndex(of: enclosing.owner) else { return nil }
        let above = Set(lineage[(index + 1)...])
        for site in sites where above.contains(site.declaration.name) {
            for function in site.declaration.functions where function.name == name && function.body != nil
                && Self.labels(function.labels, match: labels) {
                return Method(path: site.path, function: function, owner: site.declaration.name)
            }
        }
        return nil
    }

    /// The code's own method a call names (`f(x)`, `self.f(x)`, `super.f(x)`, `[self f:x]`):
    /// by its labels, else (`byLabelsOnly` false) by its name.
    func calledMethod(_ callee: Expression, arguments: [Argument], byLabelsOnly: Bool = false) -> Method? {
        let name: String
        switch callee.kind {
        case .identifier(let called): name = called
        case .member(nil, let called): name = called
        case .member(let base?, let called) where Self.isSelf(base): name = called
        default: return nil
        }
        return method(named: name, labels: arguments.map { $0.label ?? "_" })
            ?? (byLabelsOnly ? nil : method(named: name, labels: nil))
    }

    /// `self` or `super` (through `?` or `!`).
    static func isSelf(_ expression: Expression) -> Bool {
        if case .identifier(let name) = expression.kind { return name == "self" || name == "super" }
        if case .unwrap(let inner) = expression.kind { return isSelf(inner) }
        return false
    }

    /// A free function of the project.
    public func function(named name: String, argumentCount: Int) -> Method? {
        guard let candidates = base.functions[name] else { return nil }
        let match = candidates.first { $0.function.labels.count == argumentCount && $0.function.body != nil }
            ?? candidates.first { $0.function.body != nil }
        return match.map { Method(path: $0.path, function: $0.function, owner: "") }
    }

    /// A stored or computed property of the code (the nearest class's first).
    public func property(named name: String) -> Property? { propertySite(named: name)?.property }

    /// A property and the file that declares it.
    public func propertySite(named name: String) -> (property: Property, path: String)? {
        for site in sites {
            if let property = site.declaration.properties.first(where: { $0.name == name || "_" + $0.name == name }) {
                return (property, site.path)
            }
        }
        return nil
    }

    /// A file-level constant of the project.
    /// A file-level constant; of several of a name, the one `path` defines (a `#define` is
    /// its file's), else the first by path.
    public func constant(named name: String, in path: String) -> Property? {
        base.constantFiles[name]?.first(where: { $0.path == path })?.constant ?? base.constants[name]
    }

    /// Labels written at a call match a declaration's: "_" and an empty label are alike.
    static func labels(_ declared: [String], match written: [String]) -> Bool {
        guard declared.count == written.count else { return false }
        return zip(declared, written).allSatisfy { a, b in a == b || (a == "_" && b.isEmpty) || (a.isEmpty && b == "_") }
    }
}
