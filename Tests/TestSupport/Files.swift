import Foundation
import Platform

/// A fresh temporary directory holding `files` (relative path → contents); its normalised
/// absolute path, links resolved (macOS's /tmp is a link).
public func temporaryTree(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kb-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, contents) in files {
        try write(contents, to: root.path + "/" + path)
    }
    return Paths.normalized(root.resolvingSymlinksInPath().path)
}

/// Writes `contents` to `path`, creating the folders it needs.
public func write(_ contents: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
}

/// Small specs with known findings on the default device (iphone-8).
public enum Specs {
    /// KB001 in portrait and landscape, and KB006 in landscape.
    public static let covered = "screen Login {\n  field user top 400 height 44\n}\n"
    /// Nothing covered.
    public static let clean = "screen Clean {\n  field f top 10 height 44\n}\n"
    /// A syntax error (KB100).
    public static let broken = "screen Broken {\n  field a top 1 height 44 ;\n}\n"
}
