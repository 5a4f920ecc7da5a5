import KBLServer
import Platform
import ProjectConfiguration

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
        let workspace = WorkspaceConfiguration(workingDirectory: FileSystem.currentDirectory() ?? "/")
        let server = Server(workspace: workspace, codeDocumentation: DocumentationLink.diagnosticsPage())
        let log = ServerLog()
        server.log = { log.write($0) }
        let status = ServeLoop.run(server: server, input: 0, output: protocolOutput)
        log.flush()
        return status
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
