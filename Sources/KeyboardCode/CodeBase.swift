import SourceCode

/// The code of a project that the keyboard analysis reads (code.md section 1): the source
/// files read in full, by path, and an index of the type declarations of every source
/// file by name, so that a class's superclasses are found in files not read in full.
public struct CodeBase: Sendable {
    /// A type declaration and the file it is in.
    public struct Site: Sendable {
        public var path: String
        public var declaration: TypeDeclaration
    }

    /// Every declaration of a name (its class, extensions, categories), from the files
    /// read in full.
    public private(set) var types: [String: [Site]] = [:]
    /// The superclass of each class declared anywhere in the project (skimmed or read).
    public private(set) var superclasses: [String: String] = [:]
    /// The adopted names of each class, as declared anywhere.
    public private(set) var inherited: [String: [String]] = [:]
    /// The methods of the project's extensions and categories of UIKit and Foundation types
    /// (`extension UIView`), in the order of their files: what every object of such a type
    /// can call.
    public private(set) var platformExtensionMethods: [(type: String, path: String, function: Function)] = []
    /// Free functions by name, and the file of each.
    public private(set) var functions: [String: [(path: String, function: Function)]] = [:]
    /// File-level constants (`let`, `#define`, `static const`) by name: the first by path.
    public private(set) var constants: [String: Property] = [:]
    /// The files defining a constant of each name, in path order (two `#define kPad`s).
    public private(set) var constantFiles: [String: [(path: String, constant: Property)]] = [:]
    /// The files read in full.
    public private(set) var files: [(path: String, file: SourceFile)] = []
    /// Every type the project declares (skimmed or read): a class declared only in a file
    /// not read in full is still the project's.
    public private(set) var declaredNames: Set<String> = []
    /// Files passed over and why (too large, not UTF-8, too deep): `--verbose` notes.
    public var notes: [String] = []

    public init() {}

    /// Adds what a skim found in a file not read in full: its classes' superclasses.
    public mutating func addSkim(_ declarations: [(kind: TypeDeclaration.Kind, name: String, inherited: [String])]) {
        for declaration in declarations { note(declaration.kind, declaration.name, declaration.inherited) }
    }

    /// Adds a skim's declarations (a project's index adds one per source it did not read).
    public mutating func addSkim(_ declarations: [SourceSkim.Declaration]) {
        for declaration in declarations { note(declaration.kind, declaration.name, declaration.inherited) }
    }

    /// Adds a file read in full.
    public mutating func add(_ file: SourceFile, path: String) {
        files.append((path, file))
        for declaration in file.types { addType(declaration, path: path) }
        for function in file.functions { functions[function.name, default: []].append((path, function)) }
        for variable in file.variables {
            if constants[variable.name] == nil { constants[variable.name] = variable }
            constantFiles[variable.name, default: []].append((path, variable))
        }
    }

    private mutating func addType(_ declaration: TypeDeclaration, path: String) {
        types[declaration.name, default: []].append(Site(path: path, declaration: declaration))
        if declaration.kind == .extension || declaration.kind == .category, declaration.name.hasPrefix("UI") || declaration.name.hasPrefix("NS") {
            platformExtensionMethods += declaration.functions.map { (declaration.name, path, $0) }
        }
        note(declaration.kind, declaration.name, declaration.inherited)
        for nested in declaration.types { addType(nested, path: path) }
    }

    private mutating func note(_ kind: TypeDeclaration.Kind, _ name: String, _ names: [String]) {
        if kind != .extension && kind != .category { declaredNames.insert(name) }
        // A type that inherits nothing (most structs and enums) adds nothing more.
        guard let first = names.first else { return }
        if kind == .class || kind == .interface || kind == .actor, superclasses[name] == nil { superclasses[name] = first }
        // A file both skimmed and read in full, or a protocol adopted twice (`class C: P`,
        // `extension C: P`), adopts each name once: its extensions' code is there once.
        var adopted = inherited.removeValue(forKey: name) ?? []
        for other in names where !adopted.contains(other) { adopted.append(other) }
        inherited[name] = adopted
    }

    /// `name`'s superclass when the project declares `name` as a class whose first
    /// inherited name is a class (a project class or a UIKit class name, `UI…`/`NS…`).
    public func superclass(of name: String) -> String? {
        guard let first = superclasses[name] else { return nil }
        if types[first]?.contains(where: { $0.declaration.kind == .protocol }) == true { return nil }
        return first
    }

    /// `name`'s superclass as its declaration nearest to `directory` says (two apps of one
    /// repository may each have a `LoginViewController`); as any declaration says when the
    /// class is only skimmed.
    public func superclass(of name: String, nearestTo directory: String) -> String? {
        let declared = declarations(of: name, nearestTo: directory).filter { [.class, .interface].contains($0.declaration.kind) }
        guard let site = declared.first(where: { $0.declaration.superclass != nil }) ?? declared.first else { return superclass(of: name) }
        guard let first = site.declaration.superclass else { return nil }
        if types[first]?.contains(where: { $0.declaration.kind == .protocol }) == true { return nil }
        return first
    }

    /// The declarations of `name`; of several files declaring a class of that name, those
    /// in the directory nearest to `directory` (code.md section 1).
    public func declarations(of name: String, nearestTo directory: String) -> [Site] {
        guard var sites = types[name] else { return [] }
        // One declaration (most classes): nothing to choose.
        guard sites.count > 1 else { return sites }
        // Two Swift declarations of one class cannot both be built (a stray copy beside the
        // file the project builds): the one in the file named after it, else the first by
        // path, is the class.
        let isSwiftPrimary = { (site: Site) in [.class, .struct, .actor].contains(site.declaration.kind) && site.path.hasSuffix(".swift") }
        let swiftPrimaries = sites.filter(isSwiftPrimary)
        for (_, copies) in swiftPrimaries.count < 2 ? [:] : Dictionary(grouping: swiftPrimaries, by: { Self.folder(of: $0.path) })
        where copies.count > 1 {
            let kept = copies.first { $0.path.hasSuffix("/" + name + ".swift") } ?? copies[0]
            let strays = Set(copies.map(\.path)).subtracting([kept.path])
            sites.removeAll { strays.contains($0.path) && isSwiftPrimary($0) }
        }
        // So in a folder within the other's (one app's sources): a template's `ViewController.swift`
        // renamed in place beside `Controller/LoginViewController.swift` (survey G16).
        let named = sites.filter { isSwiftPrimary($0) && $0.path.hasSuffix("/" + name + ".swift") }
        if named.count == 1, let kept = named.first {
            let home = Self.folder(of: kept.path)
            sites.removeAll { site in
                let folder = Self.folder(of: site.path)
                return isSwiftPrimary(site) && site.path != kept.path && (folder.hasPrefix(home + "/") || home.hasPrefix(folder + "/"))
            }
        }
        let primaries = sites.filter { [.class, .interface, .implementation, .struct, .actor].contains($0.declaration.kind) }
        // The folders of the class's definitions decide: an `@interface` in `headers/`
        // beside its `@implementation` in `src/` is one class, not two (survey CY).
        let definitions = primaries.filter { $0.declaration.kind != .interface }
        let folders = Set((definitions.isEmpty ? primaries : definitions).map { Self.folder(of: $0.path) })
        guard folders.count > 1 else { return sites }
        // Of folders as near, the first by path: a Set's order changes from run to run.
        let best = folders.sorted().max { Self.sharedPrefix($0, directory) < Self.sharedPrefix($1, directory) } ?? ""
        // Its interface: in its folder, else the one nearest to it.
        let interfaceFolders = Set(primaries.filter { $0.declaration.kind == .interface }.map { Self.folder(of: $0.path) })
        let interfaceFolder = interfaceFolders.contains(best) ? best
            : interfaceFolders.sorted().max { Self.sharedPrefix($0, best) < Self.sharedPrefix($1, best) }
        // Extensions elsewhere stay: only the other declarations of the class go.
        return sites.filter { site in
            let folder = Self.folder(of: site.path)
            return !primaries.contains { $0.path == site.path } || folder == best || (site.declaration.kind == .interface && folder == interfaceFolder)
        }
    }

    /// `sites` in the order of their folders' nearness to `directory`, nearest first; as
    /// near, in the order given.
    static func nearestFirst(_ sites: [Site], to directory: String) -> [Site] {
        sites.enumerated().sorted { one, other in
            let (a, b) = (sharedPrefix(folder(of: one.element.path), directory), sharedPrefix(folder(of: other.element.path), directory))
            return a != b ? a > b : one.offset < other.offset
        }.map(\.element)
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func sharedPrefix(_ a: String, _ b: String) -> Int {
        var count = 0
        for (x, y) in zip(a.split(separator: "/"), b.split(separator: "/")) {
            guard x == y else { break }
            count += 1
        }
        return count
    }
}
