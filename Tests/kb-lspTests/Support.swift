import Foundation
import Testing

/// The result of running the built `kb-lsp` as a process.
struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// The products folder, where the test runner sits beside the `kb-lsp` it was built with.
let productsDirectory: URL = {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("kb-lsp").path) }
        ?? candidates[0]
}()

/// Runs `kb-lsp` with arguments, in a working directory, with optional standard input.
func kbLSP(_ arguments: [String], in directory: URL? = nil, input: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("kb-lsp")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let stdin = Pipe()
    // Standard error goes to a file, so that neither stream can fill up and block the child.
    let errorsPath = FileManager.default.temporaryDirectory.appendingPathComponent("kb-lsp-stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: errorsPath.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorsPath) }
    let errors = try FileHandle(forWritingTo: errorsPath)
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
    try stdin.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errors.close()
    let errData = try Data(contentsOf: errorsPath)
    return Run(status: process.terminationStatus,
               stdout: String(decoding: outData, as: UTF8.self),
               stderr: String(decoding: errData, as: UTF8.self))
}

/// A fresh temporary directory with the given files (relative path → contents).
func temporaryTree(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("kb-lsp-tests-\(UUID().uuidString)")
    for (path, contents) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

enum Specs {
    /// Clean: nothing covered.
    static let clean = "screen Clean {\n  field f top 10 height 44\n}\n"
    /// One warning in each orientation plus KB006 in landscape.
    static let covered = "screen Login {\n  field user top 400 height 44\n}\n"
    /// One error (KB100) and a valid screen.
    static let broken = "screen Broken {\n  field a top 1 height 44 ;\n}\n"
}
