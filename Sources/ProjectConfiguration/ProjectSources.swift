import KeyboardCode
import PlainText
import Platform
import SourceCode

/// The project's Swift and Objective-C sources read for the keyboard analysis (code.md
/// section 1): listed once, every file skimmed for its declarations (so that a class's
/// superclass is known wherever it is declared), and read in full only when it has
/// keyboard code or text-editing code in it.
public enum ProjectSources {
    /// The sources' extensions.
    public static let extensions = ["swift", "m", "mm", "h"]
    /// The largest source read (4 MiB); a larger one is skipped with a note.
    public static let largestFile = 4 << 20
    /// Bytes whose presence makes a file worth reading in full: keyboard notifications,
    /// frames and guides, IQKeyboardManager, the text-editing callbacks. (Not the word
    /// "keyboard" alone: a file that only names it has nothing a handler reads.)
    static let relevantWords: [[UInt8]] = [
        "eyboardWill", "eyboardDid", "eyboardFrame", "eyboardLayoutGuide", "IQKeyboardManager",
        "DidBeginEditing", "ShouldBeginEditing", "inputAccessoryView",
    ].map { Array($0.utf8) }

    /// The project of a document in `directory`: the nearest ancestor with a `.git`, else
    /// `directory` itself.
    public static func root(of directory: String, files: any FileReading) -> String {
        for candidate in Paths.selfAndAncestors(of: directory) {
            let folder = candidate == "/" ? "" : candidate
            if files.exists(folder + "/.git") { return candidate }
        }
        return directory
    }

    /// Reads the sources under `root`: every file skimmed; read in full, the files with
    /// keyboard or text-editing code, the files that declare a class a storyboard or xib of
    /// the project names (`customClass`), and, twice over, the files that declare a type
    /// those name (a superclass, a helper, a `StyleConfig` of constants).
    public static func read(root: String, files: any FileReading) -> ProjectCode {
        var base = CodeBase()
        let (paths, failures) = files.files(under: root, withExtensions: extensions + documentExtensions)
        base.notes += failures.map(\.message)
        var entries: [Entry] = []
        entries.reserveCapacity(paths.count)
        var screenClasses: Set<String> = []
        for path in paths {
            guard let language = SourceReader.language(ofPath: path) else {
                if let bytes = try? files.readFile(path, atMost: largestDocument) { screenClasses.formUnion(customClasses(in: bytes)) }
                continue
            }
            guard let bytes = readable(path, files: files, notes: &base.notes) else { continue }
            let skim = SourceReader.skim(bytes, language: language, words: false)
            entries.append(Entry(path: path, language: language, declarations: skim.declarations,
                                 isRelevant: relevantWords.contains { ByteSearch.contains(bytes, $0) }))
            base.addSkim(skim.declarations.map { ($0.kind, $0.name, $0.inherited) })
        }
        let chosen = choose(entries, screenClasses: screenClasses, files: files)
        for index in chosen.sorted() {
            let entry = entries[index]
            guard let bytes = readable(entry.path, files: files, notes: &base.notes) else { continue }
            let file = SourceReader.read(bytes, language: entry.language)
            for problem in file.problems { base.notes.append("\(entry.path):\(problem.line): \(problem.message)") }
            base.add(file, path: entry.path)
        }
        return ProjectCode(root: root, base: base)
    }

    /// A source file as the index knows it.
    struct Entry {
        var path: String
        var language: SourceLanguage
        var declarations: [SourceSkim.Declaration]
        /// Whether its bytes name the keyboard's notifications or the editing callbacks.
        var isRelevant: Bool
    }

    /// The files read in full: those declaring a screen's class, extending a UIKit type
    /// (`extension UIViewController`, a category of `UIView`) or with keyboard words, and,
    /// twice over, the files declaring a type that the screens' files (then those) name.
    /// Only the screens' files and the types reached from them are followed: a file with
    /// keyboard words but no screen's class is read, not followed (in a project that is
    /// itself about keyboards, following every such file reads the whole project).
    static func choose(_ entries: [Entry], screenClasses: Set<String>, files: any FileReading) -> Set<Int> {
        var followed = entries.indices.filter { index in
            entries[index].declarations.contains { declaration in
                screenClasses.contains(declaration.name)
                    || ([.extension, .category].contains(declaration.kind) && declaration.name.hasPrefix("UI"))
            }
        }
        var visited = Set(followed)
        var chosen = visited.union(entries.indices.filter { entries[$0].isRelevant })
        var declaring: [String: [Int]] = [:]
        for index in entries.indices {
            for declaration in entries[index].declarations { declaring[declaration.name, default: []].append(index) }
        }
        for _ in 0..<2 {
            var named: Set<String> = []
            for index in followed {
                let entry = entries[index]
                guard let bytes = try? files.readFile(entry.path, atMost: largestFile) else { continue }
                named.formUnion(SourceReader.skim(bytes, language: entry.language).identifiers)
            }
            let reached = Set(named.flatMap { declaring[$0] ?? [] })
            followed = reached.subtracting(visited).sorted()
            visited.formUnion(reached)
            chosen.formUnion(reached)
        }
        return chosen
    }

    /// The documents whose controllers' classes are read.
    static let documentExtensions = ["storyboard", "xib"]
    /// The largest document scanned for classes (the documents' own limit, 64 MiB).
    static let largestDocument = 64 << 20

    /// The `customClass="…"` values of a document's bytes.
    static func customClasses(in bytes: [UInt8]) -> Set<String> {
        let key = Array("customClass=\"".utf8)
        var found: Set<String> = []
        var index = 0
        while index + key.count < bytes.count {
            guard bytes[index] == key[0], bytes[index..<(index + key.count)].elementsEqual(key) else {
                index += 1
                continue
            }
            var end = index + key.count
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), end - index < 300 { end += 1 }
            found.insert(String(decoding: bytes[(index + key.count)..<end], as: UTF8.self))
            index = end
        }
        return found
    }

    /// A source's bytes, or nil with a note: larger than 4 MiB, unreadable, not UTF-8.
    static func readable(_ path: String, files: any FileReading, notes: inout [String]) -> [UInt8]? {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            bytes = try files.readFile(path, atMost: largestFile)
        } catch {
            notes.append("\(path): skipped: \(error.reason)")
            return nil
        }
        guard UTF8Bytes.firstInvalidSequence(in: bytes) == nil else {
            notes.append("\(path): skipped: not valid UTF-8")
            return nil
        }
        return bytes
    }
}
