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
    /// The sources' paths in path order, as the last listing gave them (the walk lists in
    /// that order); empty when a file changed alone since, and they are sorted again.
    private var order: [String] = []
    /// The app's settings files (`ProjectIndex+App`).
    var appFiles: [String: AppFile] = [:]
    /// The `customClass` values of each storyboard and xib, with the stamp they were read at.
    private var documents: [String: (stamp: FileSystem.Stamp?, classes: Set<String>)] = [:]
    private var listingNotes: [String] = []
    /// Whether the last listing skimmed a source or dropped one (the cache is then kept anew).
    private var skimsChanged = false

    /// A source file as the index knows it.
    struct Source: Sendable {
        var stamp: FileSystem.Stamp?
        var language: SourceLanguage
        var declarations: [SourceSkim.Declaration] = []
        /// The names of its `#define`s: a file that uses one reaches it as it reaches a type.
        var defines: [String] = []
        /// Whether its bytes name the keyboard's notifications or the editing callbacks.
        var isRelevant = false
        /// Why it is skipped (too large, not UTF-8), when it is.
        var skipped: String?
        /// The file read in full and the problems of that reading, once it is chosen.
        var file: (source: SourceFile, problems: [String])?
        /// Its words (each once), once it is read in full.
        var words: [String]?
    }

    /// A source as the listing finds it.
    typealias Listed = (path: String, stamp: FileSystem.Stamp, language: SourceLanguage)

    /// The documents whose screens' code is read (a lint run's); nil: every document's.
    let documentsInUse: Set<String>?

    /// Lists and reads the sources under `root`: those that the screens of
    /// `documentsInUse` need, or of every document of the project when that is nil or
    /// names none of them.
    /// With a `cacheFolder`, a large project's skims are kept there between runs (`SkimCache`).
    public init(root: String, files: any FileReading, documentsInUse: Set<String>? = nil, cacheFolder: String? = nil) {
        self.root = root
        self.files = files
        self.documentsInUse = documentsInUse
        code = ProjectCode(root: root, base: CodeBase())
        let cache = cacheFolder.flatMap { SkimCache(folder: $0, root: root) }
        let listedAt = Int(time(nil))
        // The cache read while the tree is listed and stamped: neither waits on the other.
        let (loaded, listing) = ParallelWork.both({ cache?.load(files: files) ?? [:] }, { Self.list(root, files: files) })
        sources = loaded
        relist(listing)
        if skimsChanged, let cache, sources.count >= SkimCache.smallestProject { cache.save(sources, listedAt: listedAt) }
        code = makeCode()
    }

    /// Lists the tree again and re-reads every file whose stamp changed (a client that
    /// cannot watch files). Whether the code may have changed.
    @discardableResult
    public func refresh() -> Bool {
        guard relist(Self.list(root, files: files)) else { return false }
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

    /// The tree's sources, documents and settings files, and each source's language and
    /// stamp, by path's position: nil for what is not a source (or could not be stamped).
    struct Listing: Sendable {
        var paths: [String]
        var failures: [FileSystem.Failure]
        var languages: [SourceLanguage?]
        var stamps: [FileSystem.Stamp?]
    }

    static func list(_ root: String, files: any FileReading) -> Listing {
        let (paths, failures) = files.files(under: root, withExtensions: ProjectSources.extensions + ProjectSources.documentExtensions
                                                + appFileExtensions)
        let languages = paths.map(SourceReader.language(ofPath:))
        return Listing(paths: paths, failures: failures, languages: languages,
                       stamps: zip(paths, languages).map { path, language in language == nil ? nil : files.stamp(of: path) })
    }

    /// Updates each file of `listing`; whether anything was added, changed or removed.
    @discardableResult
    private func relist(_ listing: Listing) -> Bool {
        let paths = listing.paths
        listingNotes = listing.failures.map(\.message)
        var changed = false
        let before = sources.count
        // New and changed sources are read and skimmed on every core; the rest one by one.
        var pending: [Listed] = []
        var listedSources: [Listed] = []
        var othersKept = 0
        for (index, path) in paths.enumerated() {
            if let language = listing.languages[index], let stamp = listing.stamps[index] {
                listedSources.append((path, stamp, language))
            } else {
                changed = update(path) || changed
                if documents[path] != nil || appFiles[path] != nil { othersKept += 1 }
            }
        }
        let kept = Self.withoutLinkedCopies(listedSources, files: self.files)
        var known = 0
        for (path, stamp, language) in kept {
            guard let source = sources[path] else {
                pending.append((path, stamp, language))
                continue
            }
            known += 1
            if source.stamp != stamp { pending.append((path, stamp, language)) }
        }
        // What was known and is no longer listed (or is a link's copy) goes. When every
        // source and every other file known is listed again and kept (a project's usual
        // run), nothing goes, and the paths are not hashed again.
        if known != sources.count || othersKept != documents.count + appFiles.count {
            let listed = Set(kept.map(\.path) + paths.indices.filter { listing.languages[$0] == nil }.map { paths[$0] })
            for path in sources.keys where !listed.contains(path) { sources[path] = nil; changed = true }
            for path in documents.keys where !listed.contains(path) { documents[path] = nil; changed = true }
            for path in appFiles.keys where !listed.contains(path) { appFiles[path] = nil; changed = true }
        }
        order = kept.map(\.path)
        let files = self.files, toRead = pending
        let read = ParallelWork.map(count: toRead.count) { index in
            Self.source(toRead[index].path, stamp: toRead[index].stamp, language: toRead[index].language, files: files)
        }
        for (item, source) in zip(pending, read) { sources[item.path] = source }
        skimsChanged = !pending.isEmpty || sources.count != before
        return changed || !pending.isEmpty
    }

    /// `listed` with each file listed twice (the same stamp: the same file) kept once, where
    /// it is rather than through a link: CocoaPods links every header of a pod under
    /// `Pods/Headers`, and a class declared in two folders is the nearer folder's (code.md
    /// section 1), which was the links' folder, without the pod's implementation.
    static func withoutLinkedCopies(_ listed: [Listed], files: any FileReading) -> [Listed] {
        // The first file of each stamp, and the lists of the (few) stamps listed again.
        var first: [FileSystem.Stamp: Int] = [:]
        first.reserveCapacity(listed.count)
        var copies: [FileSystem.Stamp: [Int]] = [:]
        for (index, source) in listed.enumerated() {
            if let earlier = first.updateValue(index, forKey: source.stamp) {
                first[source.stamp] = earlier
                copies[source.stamp, default: [earlier]].append(index)
            }
        }
        var dropped: Set<Int> = []
        for indices in copies.values {
            let kept = indices.first { !files.isSymbolicLink(listed[$0].path) } ?? indices[0]
            dropped.formUnion(indices.filter { $0 != kept })
        }
        return dropped.isEmpty ? listed : listed.indices.filter { !dropped.contains($0) }.map { listed[$0] }
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
        order = []
        guard let stamp else { return sources.removeValue(forKey: path) != nil }
        sources[path] = Self.source(path, stamp: stamp, language: language, files: files)
        return true
    }

    /// A source read and skimmed: its declarations and whether it is about the keyboard.
    private static func source(_ path: String, stamp: FileSystem.Stamp, language: SourceLanguage,
                               files: any FileReading) -> Source {
        var source = Source(stamp: stamp, language: language)
        switch ProjectSources.readable(path, files: files) {
        case .success(let bytes):
            let skim = SourceReader.skim(bytes, language: language, words: false)
            source.declarations = skim.declarations
            source.defines = skim.defines
            source.isRelevant = ProjectSources.relevantWords.contains { ByteSearch.contains(bytes, $0) }
        case .failure(let reason):
            source.skipped = "\(path): skipped: \(reason)"
        }
        return source
    }

    /// The code base of what is remembered: every skim, the chosen files in full.
    private func makeCode() -> ProjectCode {
        var base = CodeBase()
        base.notes = listingNotes
        let paths = order.count == sources.count ? order : sources.keys.sorted(by: ByteSearch.precedes)
        // Each source looked up once, in path order, for both the skims and the choice.
        let listed = paths.compactMap { path in sources[path].map { (path: path, source: $0) } }
        for (_, source) in listed {
            if let skipped = source.skipped { base.notes.append(skipped) }
            base.addSkim(source.declarations)
        }
        let inUse = documentsInUse.map { wanted in documents.filter { wanted.contains($0.key) } } ?? [:]
        let screenClasses = (inUse.isEmpty ? documents : inUse).values.reduce(into: Set<String>()) { $0.formUnion($1.classes) }
        let chosen = choose(listed, screenClasses: screenClasses)
        readInFull(chosen)
        for path in chosen {
            guard let file = sources[path]?.file else { continue }
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
    private func choose(_ listed: [(path: String, source: Source)], screenClasses: Set<String>) -> [String] {
        var declaring: [String: [String]] = [:]
        var followed: [String] = []
        var chosen: Set<String> = []
        for (path, source) in listed where source.skipped == nil {
            for declaration in source.declarations { declaring[declaration.name, default: []].append(path) }
            for name in source.defines { declaring[name, default: []].append(path) }
            // A Swift file that declares no type holds top-level constants and functions
            // (`let keyboardPadding: CGFloat = 16` in `Constants.swift`): the project's.
            if source.isRelevant || (source.language == .swift && source.declarations.isEmpty) { chosen.insert(path) }
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
            var reached: Set<String> = []
            readInFull(followed)
            for path in followed {
                for word in sources[path]?.words ?? [] { if let paths = declaring[word] { reached.formUnion(paths) } }
            }
            followed = reached.subtracting(visited).sorted()
            visited.formUnion(reached)
            chosen.formUnion(reached)
        }
        return chosen.sorted(by: ByteSearch.precedes)
    }

    /// Reads in full, on every core, those of `paths` not read in full since they changed:
    /// their declarations and bodies, and their words.
    private func readInFull(_ paths: [String]) {
        let unread = paths.compactMap { path in sources[path].flatMap { $0.file == nil ? (path, $0.language) : nil } }
        let files = self.files
        let readings = ParallelWork.map(count: unread.count) { index in
            Self.fullReading(unread[index].0, language: unread[index].1, files: files)
        }
        for ((path, _), reading) in zip(unread, readings) {
            guard let reading else { continue }
            sources[path]?.file = (reading.file, reading.problems)
            sources[path]?.words = reading.words
        }
    }

    private static func fullReading(_ path: String, language: SourceLanguage, files: any FileReading)
        -> (file: SourceFile, problems: [String], words: [String])? {
        guard case .success(let bytes) = ProjectSources.readable(path, files: files) else { return nil }
        let (file, words) = SourceReader.readWithWords(bytes, language: language)
        return (file, file.problems.map { "\(path):\($0.line): \($0.message)" }, words)
    }
}
