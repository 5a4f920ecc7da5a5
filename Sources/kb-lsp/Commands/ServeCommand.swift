#if canImport(Glibc)
import Glibc
#endif
import KBLServer
import KeyboardAnalysis
import LSP
import Linting

/// `kb-lsp` / `kb-lsp --stdio`: the language server on standard input and output.
enum ServeCommand {
    static func run() -> Int32 {
        // Only protocol may reach the client: keep a private copy of stdout for it and
        // point descriptor 1 at stderr, so that a stray print cannot corrupt the stream.
        let protocolOutput = dup(1)
        guard protocolOutput >= 0, dup2(2, 1) >= 0 else {
            Console.error("cannot set up standard output for the protocol")
            return 1
        }
        signal(SIGPIPE, SIG_IGN)
        let server = Server(codeDocumentation: DocumentationLink.diagnosticsPage())
        server.log = { Console.log($0) }
        server.analyzerForDocument = WorkspaceConfiguration().analyzer(forDocument:)
        return ServeLoop.run(server: server, input: 0, output: protocolOutput)
    }
}

/// Where the documentation of diagnostic codes lives on this machine, if it does.
enum DocumentationLink {
    /// A `file://` link to docs/diagnostics.md of the checkout the binary was built in.
    static func diagnosticsPage() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        var path = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for _ in 0..<6 {
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = String(path[..<slash])
            let candidate = path + "/docs/diagnostics.md"
            if access(candidate, R_OK) == 0 { return "file://" + candidate }
        }
        return nil
    }
}

/// The server's view of `.kblint.json`: the nearest one to each document's file, read
/// again whenever it changes on disk. Documents that are not files (`untitled:`) use the
/// one that governs the server's working directory, where editors start it.
final class WorkspaceConfiguration {
    private let locator = ConfigurationLocator(remembersDirectories: false)
    private let workingDirectory = FileSystem.currentDirectory() ?? "/"

    func analyzer(forDocument uri: String) -> (analyzer: Analyzer, problem: String?) {
        let directory = FileURI.path(of: uri).map { Paths.parent(of: Paths.normalized($0)) } ?? workingDirectory
        do throws(ConfigurationError) {
            return (try locator.analyzer(forDirectory: directory), nil)
        } catch {
            return (Analyzer(), "bad configuration, using the defaults until it is fixed: \(error)")
        }
    }
}
