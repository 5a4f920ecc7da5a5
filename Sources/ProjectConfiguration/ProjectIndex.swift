import KeyboardCode
import Platform
import SourceCode

/// A project's sources as a lint run reads them once and a language server keeps them
/// between analyses (code.md section 1): every source skimmed for its declarations, the
/// files the screens need read in full, each remembered with its stamp, so that a changed
/// file is read again alone and the project's code made anew from what is remembered.
///
/// Not thread-safe: one caller at a time (the `ProjectCode` it makes is immutable).
public final class ProjectIndex {
    /// The project's root (code.md: the repository).
    public let root: String
    /// The project's code as of the last reading or refresh.
    public private(set) var code: ProjectCode
    let files: any FileReading
    private var sources: [String: Source] = [:]
    /// The app's settings files (`ProjectIndex+App`).
    var appFiles: [String: AppFile] = [:]
    /// The `customClass` values of each storyboard and xib, with the stamp they were read at.
    private var documents: [String: (stamp: FileSystem.Stamp?, classes: Set<String>)] = [:]
    private var listingNotes: [String] = []

    /// A source file as the index knows it.
    struct Source {
        var stamp: FileSystem.Stamp?
        var language: SourceLanguage
        var declarations: [SourceSkim.Declaration] = []
        /// Whether its bytes name the keyboard's notifications or the editing callbacks.
        var isRelevant = false
        /// Why it is skipped (too large, not UTF-8), when it is.
        var skipped: String?
        /// The file read in full and the problems of that reading, once it is chosen.
        var file: (source: SourceFile, problems: [String])?
        /// Its words, once it is followed.
        var words: Set<String>?
    }

    /// Lists and reads the sources under `root`.
    public init(root: String, files: any FileReading) {
        self.root = root
        self.files = files
        code = ProjectCode(root: root, base: CodeBase())
        relist()
        code = makeCode()
    }

    /// Lists the tree again and re-reads every file whose stamp changed (a client that
    /// cannot watch files). Whether the code may have changed.
    @discardableResult
    public func refresh() -> Bool {
        guard relist() else { return false }
        code = makeCode()
        return true
    }

    /// Re-reads `paths`, which the client says were created, changed or deleted. Whether
    /// the code may have changed (nothing under the root, or the same stamps: no).
    @discardableResult
    public func refresh(paths: [String]) -> Bool {
        let prefix = root == "/" ? "/" : root + "/"
        var changed = false
        // As the listing does: nothing under a hidden folder (`.build`, `.git`).
        for path in paths where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            changed = update(path) || changed
        }
        guard changed else { return false }
        code = makeCode()
        return true
    }

    /// Lists the tree and updates each file; whether anything was added, changed or removed.
    @discardableResult
    private func relist() -> Bool {
        let (paths, failures) = files.files(under: root, withExtensions: ProjectSources.extensions + ProjectSources.documentExtensions
                                                + Self.appFileExtensions)
        listingNotes = failures.map(\.message)
        let listed = Set(paths)
        var changed = false
        for path in sources.keys where !listed.contains(path) { sources[path] = nil; changed = true }
        for path in documents.keys where !listed.contains(path) { documents[path] = nil; changed = true }
        for path in appFiles.keys where !listed.contains(path) { appFiles[path] = nil; changed = true }
        for path in paths { changed = update(path) || changed }
        return changed
    }

    /// Reads `path` again when its stamp changed; whether it did (or it appeared or went).
    private func update(_ path: String) -> Bool {
        if Self.isAppFile(path) { return updateAppFile(path) }
        let stamp = files.stamp(of: path)
        guard let language = SourceReader.language(ofPath: path) else {
            guard ProjectSources.documentExtensions.contains(where: { path.hasSuffix("." + $0) }) else { return false }
            if let known = documents[path], known.stamp == stamp { return false }
            guard stamp != nil else { return documents.removeValue(forKey: path) != nil }
            let bytes = (try? files.readFile(path, atMost: ProjectSources.largestDocument)) ?? []
            documents[path] = (stamp, ProjectSources.customClasses(in: bytes))
            return true
        }
        if let known = sources[path], known.stamp == stamp { return false }
        guard stamp != nil else { return sources.removeValue(forKey: path) != nil }
        var source = Source(stamp: stamp, language: language)
        switch ProjectSources.readable(path, files: files) {
        case .success(let bytes):
            source.declarations = SourceReader.skim(bytes, language: language, words: false).declarations
            source.isRelevant = ProjectSources.relevantWords.contains { ByteSearch.contains(bytes, $0) }
        case .failure(let reason):
            source.skipped = "\(path): skipped: \(reason)"
        }
        sources[path] = source
        return true
    }

    /// The code base of what is remembered: every skim, the chosen files in full.
    private func makeCode() -> ProjectCode {
        var base = CodeBase()
        base.notes = listingNotes
        let paths = sources.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for path in paths {
            guard let source = sources[path] else { continue }
            if let skipped = source.skipped { base.notes.append(skipped) }
            base.addSkim(source.declarations.map { ($0.kind, $0.name, $0.inherited) })
        }
        let screenClasses = documents.values.reduce(into: Set<String>()) { $0.formUnion($1.classes) }
        for path in choose(paths, screenClasses: screenClasses) {
            guard let file = fullReading(of: path) else { continue }
            base.notes += file.problems
            base.add(file.source, path: path)
        }
        return ProjectCode(root: root, base: base)
    }

    /// The files read in full, in path order: those declaring a screen's class, extending
    /// a UIKit type (`extension UIViewController`, a category of `UIView`) or with keyboard
    /// words, and, twice over, the files declaring a type that the screens' files (then
    /// those) name. Only the screens' files and the types reached from them are followed: a
    /// file with keyboard words but no screen's class is read, not followed (in a project
    /// that is itself about keyboards, following every such file reads the whole project).
    private func choose(_ paths: [String], screenClasses: Set<String>) -> [String] {
        var declaring: [String: [String]] = [:]
        var followed: [String] = []
        var chosen: Set<String> = []
        for path in paths {
            guard let source = sources[path], source.skipped == nil else { continue }
            for declaration in source.declarations { declaring[declaration.name, default: []].append(path) }
            if source.isRelevant { chosen.insert(path) }
            if source.declarations.contains(where: { declaration in
                screenClasses.contains(declaration.name)
                    || ([.extension, .category].contains(declaration.kind) && declaration.name.hasPrefix("UI"))
            }) {
                followed.append(path)
            }
        }
        var visited = Set(followed)
        chosen.formUnion(followed)
        for _ in 0..<2 {
            var named: Set<String> = []
            for path in followed { named.formUnion(words(of: path)) }
            let reached = Set(named.flatMap { declaring[$0] ?? [] })
            followed = reached.subtracting(visited).sorted()
            visited.formUnion(reached)
            chosen.formUnion(reached)
        }
        return chosen.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The words of a followed file, read once per version.
    private func words(of path: String) -> Set<String> {
        guard let source = sources[path] else { return [] }
        if let words = source.words { return words }
        guard case .success(let bytes) = ProjectSources.readable(path, files: files) else { return [] }
        let words = SourceReader.skim(bytes, language: source.language).identifiers
        sources[path]?.words = words
        return words
    }

    /// A chosen file read in full, once per version.
    private func fullReading(of path: String) -> (source: SourceFile, problems: [String])? {
        guard let source = sources[path] else { return nil }
        if let file = source.file { return file }
        guard case .success(let bytes) = ProjectSources.readable(path, files: files) else { return nil }
        let file = SourceReader.read(bytes, language: source.language)
        let reading = (file, file.problems.map { "\(path):\($0.line): \($0.message)" })
        sources[path]?.file = reading
        return reading
    }
}
