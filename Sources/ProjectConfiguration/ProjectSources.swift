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

    /// Reads the sources under `root`.
    public static func read(root: String, files: any FileReading) -> ProjectCode {
        var base = CodeBase()
        let (paths, failures) = files.files(under: root, withExtensions: extensions)
        base.notes += failures.map(\.message)
        for path in paths {
            guard let language = SourceReader.language(ofPath: path) else { continue }
            let bytes: [UInt8]
            do throws(FileSystem.Failure) {
                bytes = try files.readFile(path, atMost: largestFile)
            } catch {
                base.notes.append("\(path): skipped: \(error.reason)")
                continue
            }
            guard UTF8Bytes.firstInvalidSequence(in: bytes) == nil else {
                base.notes.append("\(path): skipped: not valid UTF-8")
                continue
            }
            add(bytes, path: path, language: language, to: &base)
        }
        return ProjectCode(root: root, base: base)
    }

    /// One source added to `base`: read in full when it is relevant, else skimmed.
    public static func add(_ bytes: [UInt8], path: String, language: SourceLanguage, to base: inout CodeBase) {
        if relevantWords.contains(where: { contains(bytes, $0) }) {
            let file = SourceReader.read(bytes, language: language)
            for problem in file.problems { base.notes.append("\(path):\(problem.line): \(problem.message)") }
            base.add(file, path: path)
        } else {
            base.addSkim(SourceReader.skim(bytes, language: language).declarations.map { ($0.kind, $0.name, $0.inherited) })
        }
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
