import Foundation
import Linting

/// A fresh temporary directory with the given files (relative path → contents); its
/// normalised absolute path.
func temporaryTree(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kb-lint-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, contents) in files {
        try write(contents, to: root.path + "/" + path)
    }
    return Paths.normalized(root.resolvingSymlinksInPath().path)
}

func write(_ contents: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
}

enum Specs {
    /// KB001 in portrait and landscape, and KB006 in landscape (on iphone-8).
    static let covered = "screen Login {\n  field user top 400 height 44\n}\n"
    /// Nothing covered.
    static let clean = "screen Clean {\n  field f top 10 height 44\n}\n"
    /// A syntax error (KB100).
    static let broken = "screen Broken {\n  field a top 1 height 44 ;\n}\n"
}

extension LintReport {
    /// `path: codes` per file, for comparing runs.
    var outline: [String] {
        files.map { file in "\(file.path): " + file.findings.map { "\($0.code.rawValue)@\($0.oneBasedStart.line):\($0.oneBasedStart.column)" }.joined(separator: " ") }
    }
}
