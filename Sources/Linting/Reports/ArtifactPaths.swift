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
    public static func repository(containing directory: String) -> ArtifactPaths {
        let start = Paths.normalized(directory)
        for candidate in Paths.selfAndAncestors(of: start) {
            if FileSystem.exists((candidate == "/" ? "" : candidate) + "/.git") { return ArtifactPaths(root: candidate) }
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
        if let relative = Paths.relative(absolute, to: root) { return (Self.percentEncoded(relative), Self.rootBaseID) }
        return ("file://" + Self.percentEncoded(absolute), nil)
    }

    /// The root as a `file://` URI ending in `/`, as SARIF's `originalUriBaseIds` wants.
    var rootURI: String {
        "file://" + Self.percentEncoded(root == "/" ? "/" : root + "/")
    }

    static let rootBaseID = "%SRCROOT%"

    /// RFC 3986: unreserved characters and `/` stay, every other byte is `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }
}
