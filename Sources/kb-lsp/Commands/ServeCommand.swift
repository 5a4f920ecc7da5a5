import KBLServer
import KeyboardAnalysis
import Linting
import LSP
import Platform

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

/// Where the explanations of diagnostic codes (docs/diagnostics.md) are on this machine.
enum DocumentationLink {
    /// A `file://` link to the explanations that came with the binary: those `make install`
    /// put in `PREFIX/share/doc/kb-lsp/` beside `PREFIX/bin/kb-lsp`, else those of the
    /// checkout the binary was built in (`.build/debug/kb-lsp` under the checkout's root).
    /// nil when there are none, as for a binary copied elsewhere on its own.
    static func diagnosticsPage(executable: String? = Platform.executablePath()) -> String? {
        guard let executable else { return nil }
        let directory = Paths.parent(of: executable)
        var candidates = [directory + "/../share/doc/kb-lsp/diagnostics.md"]
        candidates += Paths.selfAndAncestors(of: directory).prefix(5).map { ancestor in
            (ancestor == "/" ? "" : ancestor) + "/docs/diagnostics.md"
        }
        for candidate in candidates where access(candidate, R_OK) == 0 {
            if let path = Platform.realPath(candidate) { return FileURI.uri(forPath: path) }
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
