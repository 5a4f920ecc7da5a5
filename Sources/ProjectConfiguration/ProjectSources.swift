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
    /// Bytes whose presence makes a file worth reading in full.
    static let relevantWords: [[UInt8]] = ["eyboard", "DidBeginEditing", "ShouldBeginEditing", "inputAccessoryView"].map { Array($0.utf8) }

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
        var skims: [(path: String, language: SourceLanguage, skim: SourceSkim, isRelevant: Bool)] = []
        skims.reserveCapacity(paths.count)
        var screenClasses: Set<String> = []
        for path in paths {
            guard let language = SourceReader.language(ofPath: path) else {
                if let bytes = try? files.readFile(path, atMost: largestDocument) { screenClasses.formUnion(customClasses(in: bytes)) }
                continue
            }
            guard let bytes = readable(path, files: files, notes: &base.notes) else { continue }
            let skim = SourceReader.skim(bytes, language: language)
            let isRelevant = relevantWords.contains { contains(bytes, $0) }
            skims.append((path, language, skim, isRelevant))
            base.addSkim(skim.declarations.map { ($0.kind, $0.name, $0.inherited) })
        }
        var chosen = skims.indices.filter { index in
            skims[index].isRelevant || skims[index].skim.declarations.contains { screenClasses.contains($0.name) }
        }
        // Two hops: the types the chosen files name, and the types those name.
        for _ in 0..<2 {
            var named: Set<String> = []
            for index in chosen { named.formUnion(skims[index].skim.identifiers) }
            let taken = Set(chosen)
            chosen += skims.indices.filter { !taken.contains($0) && skims[$0].skim.declarations.contains { named.contains($0.name) } }
        }
        for index in chosen.sorted() {
            let entry = skims[index]
            guard let bytes = readable(entry.path, files: files, notes: &base.notes) else { continue }
            let file = SourceReader.read(bytes, language: entry.language)
            for problem in file.problems { base.notes.append("\(entry.path):\(problem.line): \(problem.message)") }
            base.add(file, path: entry.path)
        }
        return ProjectCode(root: root, base: base)
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

    /// Whether `word` occurs in `bytes` (a first-byte scan: linear for these short words).
    static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        guard let first = word.first, bytes.count >= word.count else { return false }
        var index = 0
        let last = bytes.count - word.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < word.count, bytes[index + matched] == word[matched] { matched += 1 }
                if matched == word.count { return true }
            }
            index += 1
        }
        return false
    }
}
