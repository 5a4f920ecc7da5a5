import LSP
import Platform
import SpecParser

/// The `.kbl` files of the workspace folders as saved on disk, for requests about the
/// whole workspace (`workspace/symbol`). A file is read and parsed again only when its
/// stamp (size, modification time, inode) changes; the folders are listed on each request,
/// so files created or deleted since are seen without a file watcher.
///
/// Not thread-safe: the server's one thread uses it.
final class WorkspaceFiles {
    /// Files larger than the parser takes are left out (and logged once): the parser
    /// would give them one error and no declarations anyway.
    static let largestFile = Parser.maximumSize

    private let files: any FileReading
    private var cache: [String: (stamp: FileSystem.Stamp, encoding: PositionEncoding, declarations: [Server.Declaration])] = [:]
    private var reportedTooLarge: Set<String> = []
    var encoding = PositionEncoding.utf16
    var log: (String) -> Void = { _ in }

    init(files: any FileReading) {
        self.files = files
    }

    /// The declarations of each `.kbl` file under the folders (URIs), by file URI, leaving
    /// out the URIs in `skipping` (open documents, whose text the editor holds).
    func declarations(under folders: [String], skipping: Set<String>) -> [String: [Server.Declaration]] {
        var found: [String: [Server.Declaration]] = [:]
        var seen: Set<String> = []
        for folder in folders {
            guard let directory = FileURI.path(of: folder) else { continue }
            for path in files.files(under: Paths.normalized(directory), withExtension: "kbl").files {
                let uri = FileURI.uri(forPath: path)
                guard !skipping.contains(uri), seen.insert(path).inserted,
                      let declarations = declarations(ofFileAt: path) else { continue }
                found[uri] = declarations
            }
        }
        cache = cache.filter { seen.contains($0.key) }
        return found
    }

    private func declarations(ofFileAt path: String) -> [Server.Declaration]? {
        guard let stamp = files.stamp(of: path) else { return nil }
        if let cached = cache[path], cached.stamp == stamp, cached.encoding == encoding { return cached.declarations }
        let declarations: [Server.Declaration]
        do throws(FileSystem.Failure) {
            let bytes = try files.readFile(path, atMost: Self.largestFile)
            let converter = PositionConverter(lines: LineIndex(utf8: bytes), encoding: encoding)
            declarations = Server.declarations(in: Parser.parse(utf8: bytes).file, converter: converter)
        } catch {
            guard let size = error.size else { return nil }
            // Refused unread; remembered as declaring nothing, so it is not read again
            // until it changes.
            if reportedTooLarge.insert(path).inserted {
                log("workspace symbols: left out \(path): \(size) bytes, more than \(Self.largestFile)")
            }
            declarations = []
        }
        cache[path] = (stamp, encoding, declarations)
        return declarations
    }
}
