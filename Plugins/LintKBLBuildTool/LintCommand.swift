import Foundation
import PackagePlugin

/// The files of a target that kb-lsp lints, by extension, as `kb-lsp lint` finds them in a
/// folder.
let lintedExtensions: Set<String> = ["kbl", "storyboard", "xib"]

/// The files kb-lsp reads besides the linted ones: the configuration, and the lock files
/// that say a document's screens use IQKeyboardManager.
let settingsFileNames = [".kblint.json", "Podfile.lock", "Package.resolved", "Cartfile.resolved"]

/// The one command that lints a target's files, or none when it has nothing to lint:
/// `kb-lsp lint --format xcode FILE ...`, each file by its absolute path, in path order.
/// Its inputs are those files and the settings files in their folders and the folders
/// above, up to `root` (the package's or project's folder): a build re-runs it when one of
/// them changes. It declares no output, having none to write.
func lintCommand(tool: URL, target: String, files: [URL], root: URL) -> [Command] {
    let linted = files.filter { lintedExtensions.contains($0.pathExtension) }
        .map(\.standardizedFileURL).sorted { $0.path < $1.path }
    guard !linted.isEmpty else { return [] }
    return [.buildCommand(
        displayName: "kb-lsp lint: \(linted.count) \(linted.count == 1 ? "file" : "files") of \(target)",
        executable: tool,
        arguments: ["lint", "--format", "xcode"] + linted.map(\.path),
        inputFiles: linted + settingsFiles(above: linted, upTo: root.standardizedFileURL))]
}

/// The settings files that exist in the folders of `files` and their parents up to `root`
/// (all the parents when a file is not under it), each once.
func settingsFiles(above files: [URL], upTo root: URL) -> [URL] {
    var folders = Set<String>()
    for file in files {
        var folder = file.deletingLastPathComponent()
        while folders.insert(folder.path).inserted, folder.path != root.path, folder.pathComponents.count > 1 {
            folder = folder.deletingLastPathComponent()
        }
    }
    return folders.sorted().flatMap { folder in
        settingsFileNames.map { URL(fileURLWithPath: folder).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
