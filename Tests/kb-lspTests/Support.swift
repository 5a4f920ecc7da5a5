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
func kbLSP(_ arguments: [String], in directory: String? = nil, input: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("kb-lsp")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let stdin = Pipe()
    // Standard error goes to a file, so that neither stream can fill up and block the child.
    let errorsPath = FileManager.default.temporaryDirectory.appendingPathComponent("kb-lsp-stderr-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorsPath.path, contents: nil)
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

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

