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
    public static let extensions = ["swift", "m", "mm", "h", "pch"]
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
        ProjectIndex(root: root, files: files).code
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
        while let at = ByteSearch.firstIndex(of: key, in: bytes, from: index), at + key.count < bytes.count {
            var end = at + key.count
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), end - at < 300 { end += 1 }
            found.insert(String(decoding: bytes[(at + key.count)..<end], as: UTF8.self))
            index = end
        }
        return found
    }

    /// A source's bytes, or why it is skipped: larger than 4 MiB, unreadable, not UTF-8.
    static func readable(_ path: String, files: any FileReading) -> Result<[UInt8], Skipped> {
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            bytes = try files.readFile(path, atMost: largestFile)
        } catch {
            return .failure(Skipped(reason: error.reason))
        }
        guard UTF8Bytes.firstInvalidSequence(in: bytes) == nil else { return .failure(Skipped(reason: "not valid UTF-8")) }
        return .success(bytes)
    }

    /// Why a source is not read.
    struct Skipped: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }
}
