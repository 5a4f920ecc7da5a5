import Platform

/// Where linted files are, relative to the repository: SARIF and GitHub annotations name
/// files by their repository-relative path.
public struct ArtifactPaths: Sendable {
    /// The normalised absolute path of the repository root.
    public var root: String

    public init(root: String) {
        self.root = Paths.normalized(root)
    }

    /// The root of the repository holding `directory`: the nearest ancestor (or itself)
    /// with a `.git` entry, else `directory` itself.
    public static func repository(containing directory: String, files: any FileReading = Disk()) -> ArtifactPaths {
        let start = Paths.normalized(directory)
        for candidate in Paths.selfAndAncestors(of: start) {
            if files.exists((candidate == "/" ? "" : candidate) + "/.git") { return ArtifactPaths(root: candidate) }
        }
        return ArtifactPaths(root: start)
    }

    /// The file's path relative to the root; its absolute path when it lies outside;
    /// `<stdin>` for standard input.
    public func repositoryPath(of file: LintedFile) -> String {
        guard let absolute = file.absolutePath else { return file.path }
        return Paths.relative(absolute, to: root) ?? absolute
    }

    /// A SARIF artifact location: a relative URI against `%SRCROOT%` inside the root, a
    /// `file://` URI outside it.
    func artifactLocation(of file: LintedFile) -> (uri: String, baseID: String?) {
        guard let absolute = file.absolutePath else { return ("stdin", nil) }
        return artifactLocation(ofPath: absolute)
    }

    /// The SARIF artifact location of an absolute path.
    func artifactLocation(ofPath absolute: String) -> (uri: String, baseID: String?) {
        if let relative = Paths.relative(absolute, to: root) { return (FileURI.percentEncoded(relative), Self.rootBaseID) }
        return (FileURI.uri(forPath: absolute), nil)
    }

    /// The root as a `file://` URI ending in `/`, as SARIF's `originalUriBaseIds` wants.
    var rootURI: String {
        FileURI.uri(forPath: root == "/" ? "/" : root + "/")
    }

    static let rootBaseID = "%SRCROOT%"
}
